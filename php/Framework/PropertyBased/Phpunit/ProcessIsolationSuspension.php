<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use Closure;
use PHPUnit\TextUI\Configuration\Configuration;
use PHPUnit\TextUI\Configuration\Registry;

/**
 * Runs a property in the main process (proposal 3.3, 6.7) when the run isolates every test
 * (--process-isolation, processIsolation="true"), which is ignored for properties without a
 * warning. PHPUnit's TestRunner reads the setting from the configuration in its registry for
 * every test it runs, so a copy without it takes the registry's place for the duration; PHPUnit
 * 13.4 has no public way to run one test in the main process.
 *
 * @internal
 */
final class ProcessIsolationSuspension
{
    /**
     * @template T
     *
     * @param Closure(): T $run
     *
     * @return T
     */
    public static function during(Closure $run): mixed
    {
        $configuration = Registry::get();

        if (!$configuration->processIsolation()) {
            return $run();
        }

        self::register(self::withoutProcessIsolation($configuration));

        try {
            return $run();
        } finally {
            self::register($configuration);
        }
    }

    private static function withoutProcessIsolation(Configuration $configuration): Configuration
    {
        return ReadonlyCopy::with($configuration, 'processIsolation', false);
    }

    private static function register(Configuration $configuration): void
    {
        Closure::bind(static fn (Configuration $configuration): Configuration => Registry::$instance = $configuration, null, Registry::class)($configuration);
    }
}
