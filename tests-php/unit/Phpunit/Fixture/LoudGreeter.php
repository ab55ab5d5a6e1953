<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture;

use function strtoupper;

/**
 * Writes shout() and leaves every other method of Greeter to the one it holds, for
 * DelegatingClassTest.
 */
abstract class LoudGreeter implements Greeter
{
    final public function __construct(protected readonly Greeter $greeter)
    {
    }

    final public function shout(string $name): string
    {
        return strtoupper($this->greeter->greet($name));
    }
}
