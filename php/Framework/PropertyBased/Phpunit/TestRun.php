<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function array_keys;
use function array_map;
use function class_exists;
use function strval;
use Closure;
use PHPUnit\Runner\Extension\ParameterCollection;
use PHPUnit\Runner\TestSuiteSorter;
use PHPUnit\TextUI\Application;
use PHPUnit\TextUI\Configuration\Configuration;

/**
 * What a property needs to know of the PHPUnit run it is in, which PHPUnit's public API does not
 * say.
 *
 * @internal
 */
final class TestRun
{
    /**
     * Whether PHPUnit's command-line test runner runs in this process (rather than, say, a tool
     * that reads the attributes of test classes).
     */
    public static function isRunning(): bool
    {
        return class_exists(Application::class, false);
    }

    /**
     * Whether the tests run in random order (--order-by=random, executionOrder="random"): its
     * seed is then the run seed of the properties.
     */
    public static function isInRandomOrder(Configuration $configuration): bool
    {
        return $configuration->executionOrder() === TestSuiteSorter::ORDER_RANDOMIZED;
    }

    /**
     * The names of the <parameter> elements of an extension's <bootstrap>: the collection has no
     * way to list them.
     *
     * @return list<string>
     */
    public static function parameterNames(ParameterCollection $parameters): array
    {
        return array_map(strval(...), array_keys(Closure::bind(static fn (ParameterCollection $collection): array => $collection->parameters, null, ParameterCollection::class)($parameters)));
    }
}
