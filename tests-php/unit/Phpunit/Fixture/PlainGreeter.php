<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture;

use function implode;
use function sprintf;

/**
 * The Greeter a LoudGreeter holds, for DelegatingClassTest.
 */
final class PlainGreeter implements Greeter
{
    public function greet(string $name, ?Greeter $other = null, string $punctuation = '!', int $flags = PHP_INT_SIZE): string
    {
        return sprintf('Hello, %s%s (%s, %d)', $name, $punctuation, $other === null ? 'alone' : 'with another', $flags);
    }

    public function greetAll(string $greeting, string ...$names): string
    {
        return $greeting . ' ' . implode(' and ', $names);
    }

    public function append(string &$text, string $suffix): void
    {
        $text .= $suffix;
    }

    public function shout(string $name): string
    {
        return $name;
    }
}
