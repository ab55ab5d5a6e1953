<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Tools\Fixture;

use PHPUnit\Event\Code\TestMethod;
use PHPUnit\Event\Test\ConsideredRisky;
use PHPUnit\Framework\TestCase;
use ReflectionMethod;

// Public PHPUnit API only, and methods of the same names as PHPUnit's internal ones on other
// objects: PhpunitInternalsTest expects the checker to find nothing here.
final class UsesNoPhpunitInternal
{
    public function name(): string
    {
        return 'name';
    }

    public function methodOf(TestMethod $test): string
    {
        return $test->methodName();
    }

    public function message(ConsideredRisky $event): string
    {
        return $event->message() . ' does not exist';
    }

    public function nameOfThis(): string
    {
        return $this->name();
    }

    public function caller(): string
    {
        return debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS)[1]['file'] ?? '';
    }

    public function assertion(TestCase $test): void
    {
        $test->assertTrue(true);
    }

    public function testMethodOf(TestCase $test, string $name): string
    {
        return (string) (new ReflectionMethod($test, $name))->getDocComment();
    }

    public function assertionMethod(): ReflectionMethod
    {
        return new ReflectionMethod(TestCase::class, 'assertSame');
    }
}
