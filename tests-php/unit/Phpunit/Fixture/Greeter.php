<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture;

/**
 * An interface with the kinds of parameters a method can have, for DelegatingClassTest.
 */
interface Greeter
{
    public function greet(string $name, ?Greeter $other = null, string $punctuation = '!', int $flags = PHP_INT_SIZE): string;

    public function greetAll(string $greeting, string ...$names): string;

    public function append(string &$text, string $suffix): void;

    public function shout(string $name): string;
}
