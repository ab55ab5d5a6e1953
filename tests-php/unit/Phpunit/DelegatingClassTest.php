<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use const PHP_INT_SIZE;
use PHPUnit\Framework\PropertyBased\Phpunit\DelegatingClass;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\Greeter;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\LoudGreeter;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\PlainGreeter;

final class DelegatingClassTest extends TestCase
{
    public function testTheMethodsTheAbstractClassLeavesAbstractCallTheObjectItHolds(): void
    {
        $greeter = self::loud();
        $text    = 'one';

        $greeter->append($text, ' two');

        $this->assertSame('Hello, Ada! (alone, ' . PHP_INT_SIZE . ')', $greeter->greet('Ada'));
        $this->assertSame('Hello, Ada? (with another, 1)', $greeter->greet('Ada', $greeter, '?', 1));
        $this->assertSame('Hi Ada and Bob', $greeter->greetAll('Hi', 'Ada', 'Bob'));
        $this->assertSame('one two', $text);
    }

    public function testTheMethodsTheAbstractClassWritesAreItsOwn(): void
    {
        $this->assertSame('HELLO, ADA! (ALONE, ' . PHP_INT_SIZE . ')', self::loud()->shout('Ada'));
    }

    public function testTheClassIsMadeOnce(): void
    {
        $this->assertSame(DelegatingClass::extending(LoudGreeter::class, 'greeter'), DelegatingClass::extending(LoudGreeter::class, 'greeter'));
    }

    private static function loud(): Greeter
    {
        $class = DelegatingClass::extending(LoudGreeter::class, 'greeter');

        $greeter = new $class(new PlainGreeter);

        self::assertInstanceOf(LoudGreeter::class, $greeter);

        return $greeter;
    }
}
