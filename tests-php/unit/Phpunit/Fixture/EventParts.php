<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture;

use PHPUnit\Event\Code\TestMethod;
use PHPUnit\Event\Telemetry\Info;
use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use ReflectionClass;

/**
 * What the events of the tests are made of.
 */
final class EventParts
{
    /**
     * Telemetry that no subscriber reads: its values do not matter to the tests.
     */
    public static function telemetry(): Info
    {
        return (new ReflectionClass(Info::class))->newInstanceWithoutConstructor();
    }

    /**
     * A method of Arithmetic, as events name it.
     */
    public static function test(string $method = 'testAdditionCommutes'): TestMethod
    {
        return TestCases::forEvents(new Arithmetic($method));
    }
}
