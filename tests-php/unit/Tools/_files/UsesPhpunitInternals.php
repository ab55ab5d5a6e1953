<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Tools\Fixture;

use Closure;
use PHPUnit\Event\Facade;
use PHPUnit\Event\Test\ConsideredRisky;
use PHPUnit\Framework\TestCase;
use ReflectionMethod;
use ReflectionProperty;

// Every way of using a PHPUnit internal that PhpunitInternalsTest expects the checker to find.
final class UsesPhpunitInternals
{
    public function name(TestCase $test): string
    {
        return $test->name();
    }

    public function rename(TestCase $test): void
    {
        Closure::bind(static fn (TestCase $test): string => $test->name = 'other', null, TestCase::class)($test);
    }

    public function fresh(TestCase $test): TestCase
    {
        return new ($test::class)('testOther');
    }

    public function warn(): void
    {
        Facade::emitter()->testRunnerTriggeredPhpunitWarning('warning');
    }

    public function runningTest(): ?object
    {
        return debug_backtrace()[1]['object'] ?? null;
    }

    public function noAssertions(ConsideredRisky $event): bool
    {
        return $event->message() === 'This test did not perform any assertions';
    }

    public function status(TestCase $test): mixed
    {
        return (new ReflectionProperty(TestCase::class, 'status'))->getValue($test);
    }

    public function dataName(TestCase $test): mixed
    {
        $method = new ReflectionMethod($test, 'dataName');
        $method->setAccessible(true);

        return $method->invoke($test);
    }
}
