<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Engine;

use function array_fill;
use function array_unique;
use function array_values;
use function count;
use function is_int;
use Closure;
use Error;
use Exception;
use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Engine\HealthStop;
use PHPUnit\Framework\PropertyBased\Engine\Outcome;
use PHPUnit\Framework\PropertyBased\Engine\Phase;
use PHPUnit\Framework\PropertyBased\Engine\Property;
use PHPUnit\Framework\PropertyBased\Engine\Rejection;
use PHPUnit\Framework\PropertyBased\Engine\Settings;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Engine\Verdict;
use PHPUnit\Framework\PropertyBased\Types\PackageHost;
use PHPUnit\Framework\TestCase;
use RuntimeException;

/**
 * The boundary between the PHP package and the engine: the engine calls the example runner once
 * per example with the example, its generated arguments and the phase, and the runner's
 * Outcome decides the verdict of the check.
 */
final class CheckTest extends TestCase
{
    /**
     * @var list<array{Phase, array<int, mixed>}>
     */
    private array $calls = [];

    public function testEveryExampleIsOneCallWithItsGeneratedArgumentsInTheGenerationPhase(): void
    {
        $result = $this->check(static fn (): Outcome => Outcome::passed(), examples: 20);

        $this->assertSame(Verdict::Passed, $result->verdict());
        $this->assertSame(20, $result->checked());
        $this->assertCount(20, $this->calls);
        $this->assertSame([Phase::Generate], array_values(array_unique($this->phases(), SORT_REGULAR)));

        foreach ($this->calls as [, $arguments]) {
            $this->assertCount(1, $arguments);
            $this->assertTrue(is_int($arguments[0]) && $arguments[0] >= 0 && $arguments[0] <= 1000);
        }
    }

    public function testAFalsifiedOutcomeIsReplayedThenShrunkAndFalsifiesTheProperty(): void
    {
        $result = $this->check(static fn (Example $example, array $arguments): Outcome => $arguments[0] >= 10 ? Outcome::falsified('Failure at file:1') : Outcome::passed());

        $this->assertSame(Verdict::Falsified, $result->verdict());
        $this->assertSame('Failure at file:1', $result->failureKey());
        $this->assertContains(Phase::Replay, $this->phases());
        $this->assertContains(Phase::Shrink, $this->phases());
        $this->assertSame([10], $result->minimalExample()?->arguments());
    }

    public function testATimedOutOutcomeFalsifiesThePropertyWithTheTimeoutKey(): void
    {
        $result = $this->check(static fn (): Outcome => Outcome::timedOut());

        $this->assertSame(Verdict::Falsified, $result->verdict());
        $this->assertSame(Outcome::timeoutKey(), $result->failureKey());
    }

    public function testRejectedOutcomesMakeThePropertyUnhealthy(): void
    {
        $result = $this->check(static fn (): Outcome => Outcome::rejected());

        $this->assertSame(Verdict::Unhealthy, $result->verdict());
        $this->assertSame(HealthStop::Rejected, $result->healthStop());
        $this->assertSame(0, $result->checked());
        $this->assertSame(50, $result->rejected(Rejection::Assume));
        $this->assertSame(0, $result->rejected(Rejection::Filter));
        $this->assertSame(50, $result->rejectedInAll());
    }

    public function testAHaltedOutcomeEndsTheCheck(): void
    {
        $result = $this->check(static fn (): Outcome => Outcome::halted());

        $this->assertSame(Verdict::Halted, $result->verdict());
        $this->assertCount(1, $this->calls);
    }

    public function testReplaysWithOtherValuesDoNotReproduceTheFailure(): void
    {
        $result = $this->check(static fn (Example $example, array $arguments, Phase $phase): Outcome => $phase === Phase::Generate ? Outcome::falsified('Failure at file:1') : Outcome::falsified('Failure at file:1')->withOtherValues());

        $this->assertSame(Verdict::Nondeterministic, $result->verdict());
    }

    public function testAnExceptionOfTheRunnerStopsTheCheckAndIsRethrown(): void
    {
        $this->expectException(RuntimeException::class);
        $this->expectExceptionMessage('thrown by the runner');

        $this->check(static fn (): Outcome => throw new RuntimeException('thrown by the runner'));
    }

    public function testARunnerThatReturnsNoOutcomeIsAnError(): void
    {
        $this->expectException(Error::class);
        $this->expectExceptionMessage('The example runner must return a PHPUnit\Framework\PropertyBased\Engine\Outcome');

        $this->check(static fn (): string => 'passed');
    }

    public function testAPropertyCanBeCheckedTwice(): void
    {
        $property = $this->property();

        $first  = $property->check(1, new Settings(5, 10, 10, 50, 20), static fn (): Outcome => Outcome::passed());
        $second = $property->check(1, new Settings(5, 10, 10, 50, 20), function (Example $example, array $arguments): Outcome {
            $this->assertCount(1, $arguments);

            return Outcome::passed();
        });

        $this->assertSame(5, $first->checked());
        $this->assertSame(5, $second->checked());
    }

    public function testAGeneratorsClosureThatAsksTheExampleGetsAnAnswerOrAnErrorThatSaysWhy(): void
    {
        $answers = [];
        $errors  = [];

        $this->check(static function (Example $example) use (&$answers, &$errors): Outcome {
            $asking = ValueSource::integers(0, 1)->map(static function (int $value) use ($example, &$answers, &$errors): int {
                $answers[] = [$example->isRejected(), $example->isGenerating()];

                foreach ([static fn (): mixed => $example->arguments(), static fn (): mixed => $example->exportedArguments(), static fn (): mixed => $example->exportedDraws(), static fn (): mixed => $example->unfinishedDraw(), static fn (): mixed => $example->draw(ValueSource::booleans(), null)] as $call) {
                    try {
                        $call();
                    } catch (Exception $e) {
                        $errors[] = $e->getMessage();
                    }
                }

                return $value;
            });

            $example->generate($asking);

            return Outcome::passed();
        }, examples: 1);

        $this->assertSame([[false, true]], $answers);
        $this->assertSame(array_fill(0, 5, 'The engine is busy generating a value for this example; a generator\'s closure cannot use the example'), $errors);
    }

    /**
     * @param Closure(Example, array<int, mixed>, Phase): mixed $runner
     */
    private function check(Closure $runner, int $examples = 100): mixed
    {
        return $this->property()->check(
            42,
            new Settings($examples, 1000, 10, 50, 20),
            function (Example $example, array $arguments, Phase $phase) use ($runner): mixed {
                $this->calls[] = [$phase, $arguments];

                return $runner($example, $arguments, $phase);
            },
        );
    }

    private function property(): Property
    {
        $property = new Property(null, new PackageHost);

        $property->addParameter('value', ValueSource::integers(0, 1000));

        return $property;
    }

    /**
     * @return list<Phase>
     */
    private function phases(): array
    {
        $phases = [];

        foreach ($this->calls as [$phase]) {
            $phases[] = $phase;
        }

        return $phases;
    }
}
