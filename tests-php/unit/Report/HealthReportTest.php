<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Report;

use function sprintf;
use function strpos;
use Closure;
use PHPUnit\Framework\PropertyBased\Engine\CheckResult;
use PHPUnit\Framework\PropertyBased\Engine\HealthStop;
use PHPUnit\Framework\PropertyBased\Engine\Outcome;
use PHPUnit\Framework\PropertyBased\Engine\Property;
use PHPUnit\Framework\PropertyBased\Engine\Rejection;
use PHPUnit\Framework\PropertyBased\Engine\Settings;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Engine\Verdict;
use PHPUnit\Framework\PropertyBased\Report\HealthReport;
use PHPUnit\Framework\PropertyBased\Types\PackageHost;
use PHPUnit\Framework\TestCase;

/**
 * The risky message of a property checked for fewer examples than configured (proposal 6.2),
 * from the reasons of rejection the engine counted (Engine\Rejection).
 */
final class HealthReportTest extends TestCase
{
    public function testAPropertyWhoseExamplesAreAllRejectedByAssumeIsStoppedWithTheAdviceForAssume(): void
    {
        $result = $this->check(ValueSource::integers(0, 1000000), static fn (): Outcome => Outcome::rejected());

        $this->assertSame(HealthStop::Rejected, $result->healthStop());
        $this->assertSame(
            sprintf('This property was checked for only 0 of 100 examples because generating examples was stopped after %d examples were rejected by assume() while fewer than 10 examples were checked; generate the values that the property needs instead of rejecting the others', $result->rejected(Rejection::Assume)),
            HealthReport::message($result, 100, 10),
        );
    }

    public function testTheReasonsAreCountedMostFrequentFirstAndTheAdviceIsForTheMostFrequent(): void
    {
        // A filter that keeps one value in 32, which its attempts do not always find, and
        // assume() that rejects some of the others: both reasons are counted.
        $rare   = ValueSource::integers(0, 1000)->filter(static fn (int $value): bool => $value % 32 === 0);
        $result = $this->check($rare, static fn ($example, array $arguments): Outcome => $arguments[0] % 3 === 0 ? Outcome::rejected() : Outcome::passed(), examples: 40);

        $byAssume = $result->rejected(Rejection::Assume);
        $byFilter = $result->rejected(Rejection::Filter);
        $message  = HealthReport::message($result, 40, 10);

        $this->assertSame(Verdict::Passed, $result->verdict());
        $this->assertGreaterThan(0, $byAssume);
        $this->assertGreaterThan(0, $byFilter);
        $this->assertSame($byAssume + $byFilter, $result->rejectedInAll());

        $assume = strpos($message, sprintf('%d by assume()', $byAssume));
        $filter = strpos($message, sprintf('%d because no value that satisfies a filter was generated', $byFilter));

        $this->assertNotFalse($assume);
        $this->assertNotFalse($filter);
        $this->assertSame($byAssume >= $byFilter, $assume < $filter, $message);
        $this->assertStringEndsWith($byAssume >= $byFilter ? 'instead of rejecting the others' : 'instead of filtering the others', $message);
    }

    /**
     * @param Closure(mixed, array<int, mixed>): Outcome $runner
     */
    private function check(ValueSource $generator, Closure $runner, int $examples = 100): CheckResult
    {
        $property = new Property(null, new PackageHost);

        $property->addParameter('value', $generator);

        return $property->check(7, new Settings($examples, 1000, 10, 50, 20), $runner);
    }
}
