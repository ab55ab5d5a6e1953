<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Report;

use function count;
use function sprintf;
use function str_replace;
use PHPUnit\Framework\PropertyBased\Engine\CheckResult;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Runner\ExplicitExample;
use PHPUnit\Framework\PropertyBased\StateMachine\StepLog;

/**
 * The text below the failure message of a falsified property (proposal 8.3): the counterexample
 * as PHP code that pastes into a data provider, and what else shrinking found.
 *
 * @internal
 */
final class CounterexampleReport
{
    /**
     * @param array<string, array{Example, StepLog}> $otherWays failure key => counterexample that failed that way, and its steps
     */
    public static function falsified(CheckResult $result, Example $minimal, StepLog $steps, array $otherWays): string
    {
        $report = sprintf(
            "Property falsified after %s, counterexample shrunk in %s:\n\n%s",
            self::plural($result->examples(), 'example'),
            self::plural($result->shrinkingSteps(), 'step'),
            self::lines($minimal, $steps),
        );

        if ($result->refalsified() < $result->replays()) {
            $report .= sprintf(
                "\nThe example that falsified the property falsified it again in only %d of %d replays, so its outcome does not depend on its arguments alone.\n",
                $result->refalsified(),
                $result->replays(),
            );
        }

        if ($result->budgetExhausted()) {
            $report .= sprintf(
                "\nShrinking was stopped after %s; the counterexample may not be minimal.\n",
                self::plural($result->shrinkingAttempts(), 'attempt'),
            );
        }

        foreach ($otherWays as $way => [$example, $wayOfSteps]) {
            $report .= sprintf("\nProperty also falsified by %s with this counterexample:\n\n%s", $way, self::lines($example, $wayOfSteps));
        }

        return $report;
    }

    /**
     * The report of a property that an explicit example falsified (proposal 3.5): its name and its
     * arguments, exported like a counterexample.
     */
    public static function explicit(ExplicitExample $example, ClassNames $names): string
    {
        return sprintf("Property falsified by explicit example %s:\n\n%s", $example->name(), self::explicitLines($example, $names));
    }

    /**
     * The line of an argument: an assignment to a variable of the parameter's name, indented.
     */
    private static function argument(string $name, string $code): string
    {
        return sprintf("    $%s = %s;\n", $name, $code);
    }

    /**
     * The arguments of an explicit example, one line each, indented.
     */
    public static function explicitLines(ExplicitExample $example, ClassNames $names): string
    {
        $lines = '';

        foreach ($example->exportedArguments($names) as $name => $code) {
            $lines .= self::argument($name, $code);
        }

        return $lines;
    }

    /**
     * The report of a counterexample that was not shrunk, because the property is flaky.
     */
    public static function notShrunk(CheckResult $result, Example $example, StepLog $steps): string
    {
        return sprintf(
            "Property falsified after %s, counterexample not shrunk:\n\n%s",
            self::plural($result->examples(), 'example'),
            self::lines($example, $steps),
        );
    }

    /**
     * The arguments, the drawn values and the steps of an example, one line each, indented.
     */
    public static function lines(Example $example, StepLog $steps): string
    {
        $lines = '';

        foreach ($example->exportedArguments() as [$name, $code]) {
            $lines .= self::argument($name, $code);
        }

        $draws = $example->exportedDraws();

        foreach ($draws as $number => [$label, $code]) {
            $lines .= self::draw($number + 1, $label, $code);
        }

        // A generator that threw ended the example: its exception is the failure, and this
        // line says which draw it was, so that a counterexample is never empty.
        $unfinished = $example->unfinishedDraw();

        if ($unfinished !== null) {
            $lines .= self::draw(count($draws) + 1, $unfinished[0], 'no value, its generator threw ' . $unfinished[1]);
        }

        // A step with a comment over several lines is indented on each.
        foreach ($steps->lines() as $step) {
            $lines .= '    ' . str_replace("\n", "\n    ", $step) . "\n";
        }

        return $lines;
    }

    private static function draw(int $number, ?string $label, string $text): string
    {
        return $label === null
            ? sprintf("    Draw %d: %s\n", $number, $text)
            : sprintf("    Draw %d (%s): %s\n", $number, $label, $text);
    }

    private static function plural(int $count, string $noun): string
    {
        return sprintf('%d %s%s', $count, $noun, $count === 1 ? '' : 's');
    }
}
