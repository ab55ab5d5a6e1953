<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function is_array;
use Closure;
use PHPUnit\Event\Code\TestDoxBuilder;
use PHPUnit\Framework\TestCase;
use PHPUnit\Logging\TestDox\NamePrettifier;

/**
 * PHPUnit's TestDox name prettifier keeps the name of every test it prettifies, by class, method
 * and repetition, until the run ends. The examples of a property run as the first of two
 * repetitions (see ExampleInstances::fresh()), a name no other test has, so every finished
 * property would leave two names there (about 0.5 kB) that nothing uses again. They are
 * forgotten once the property has been checked. PHPUnit 13.4 has no public way to do this, so
 * this reaches into TestDoxBuilder and NamePrettifier (another @internal part), and does nothing
 * when they are not as expected.
 *
 * @internal
 */
final class ExampleNames
{
    public static function forget(TestCase $property): void
    {
        $prettifier = Closure::bind(static fn (): mixed => TestDoxBuilder::$namePrettifier ?? null, null, TestDoxBuilder::class)();

        if (!$prettifier instanceof NamePrettifier) {
            return;
        }

        // The key NamePrettifier::prettifyTestCase() caches the name of a repetition under.
        $key = $property::class . '#' . $property->name() . '#1';

        Closure::bind(static function (NamePrettifier $prettifier) use ($key): void {
            if (isset($prettifier->prettifiedTestCases) && is_array($prettifier->prettifiedTestCases)) {
                unset($prettifier->prettifiedTestCases[$key], $prettifier->prettifiedTestCases[$key . '#colorize']);
            }
        }, null, NamePrettifier::class)($prettifier);
    }
}
