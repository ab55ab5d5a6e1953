<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use Closure;
use PHPUnit\Runner\CodeCoverage;

/**
 * Runs code without collecting code coverage (proposal 6.7): coverage is collected for the
 * explicit examples and the examples checked during generation, not while a counterexample is
 * shrunk or replayed. PHPUnit's TestRunner collects coverage for every test while its
 * CodeCoverage is active, so the collector is taken away for the duration; PHPUnit 13.4 has no
 * public way to pause it.
 *
 * @internal
 */
final class CodeCoverageSuspension
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
        $coverage = CodeCoverage::instance();

        if (!$coverage->isActive()) {
            return $run();
        }

        $collector = Closure::bind(static function (CodeCoverage $coverage): mixed {
            $collector              = $coverage->codeCoverage;
            $coverage->codeCoverage = null;

            return $collector;
        }, null, CodeCoverage::class)($coverage);

        try {
            return $run();
        } finally {
            Closure::bind(static fn (CodeCoverage $coverage) => $coverage->codeCoverage = $collector, null, CodeCoverage::class)($coverage);
        }
    }
}
