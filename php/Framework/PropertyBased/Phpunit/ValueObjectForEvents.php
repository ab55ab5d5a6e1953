<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use Closure;
use PHPUnit\Event\Code\TestMethod;
use PHPUnit\Framework\TestCase;

/**
 * The value object that names an example's test in its events, built once per property and
 * given to the fresh instance of every example once its arguments are set (setDependencyInput() forgets it). PHPUnit builds it for every instance, with the
 * TestDox of the test and the arguments exported, which took a fifth of the time an example
 * costs; the events of examples are never reported as they are (ReportedEvents makes them the
 * property's), so all examples of a property share one.
 *
 * TestCase caches the object in a private property (PHPUnit 13.3 and 13.4) and has no setter,
 * so it is written with a bound closure.
 *
 * @internal
 */
final class ValueObjectForEvents
{
    /**
     * @var ?Closure(TestCase, TestMethod): void bound once, rather than for every example
     */
    private static ?Closure $give = null;

    private function __construct(private readonly TestMethod $valueObject)
    {
    }

    /**
     * The value object of $prototype, an instance that runs no example.
     */
    public static function of(TestCase $prototype): self
    {
        return new self($prototype->valueObjectForEvents());
    }

    public function giveTo(TestCase $test): void
    {
        self::give($test, $this->valueObject);
    }

    /**
     * $test names itself with $valueObject in its events from now on, until its arguments are
     * set or its environment is restored.
     */
    public static function give(TestCase $test, TestMethod $valueObject): void
    {
        self::$give ??= Closure::bind(static function (TestCase $test, TestMethod $valueObject): void {
            $test->testValueObjectForEvents = $valueObject;
        }, null, TestCase::class);

        (self::$give)($test, $valueObject);
    }
}
