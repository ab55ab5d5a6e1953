<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Report;

use function escapeshellarg;
use function getcwd;
use function implode;
use function preg_match;
use function sprintf;
use function str_replace;
use function str_starts_with;
use function strlen;
use function substr;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use PHPUnit\Framework\PropertyBased\Runner\Configuration;
use PHPUnit\Framework\PropertyBased\StateMachine\StepLog;
use PHPUnit\Framework\TestCase;
use ReflectionClass;

/**
 * What turns a falsified property into a one-line fix, below its report: the counterexample as
 * an explicit example to paste above the method (proposal 3.5), and the command line that checks
 * exactly this property again with the same seed.
 *
 * @internal
 */
final readonly class Reproduction
{
    /**
     * @param class-string          $className
     * @param ?string               $file      the file that declares the test case class
     * @param array<string, string> $settings  the INI settings besides the seed that change which examples are checked: name => value
     */
    public function __construct(
        private string $className,
        private string $methodName,
        private ?string $file,
        private int $runSeed,
        private int $propertySeed,
        private array $settings,
        private ClassNames $names,
    ) {
    }

    public static function of(TestCase $property, int $propertySeed, ClassNames $names, Configuration $configuration): self
    {
        $file = (new ReflectionClass($property))->getFileName();

        return new self(
            $property::class,
            TestCases::methodName($property),
            $file === false ? null : $file,
            $configuration->runSeed(),
            $propertySeed,
            $configuration->changedExampleSettings(),
            $names,
        );
    }

    /**
     * The explicit example, when one can express the counterexample, and the command line.
     *
     * @param list<string> $options options of PHPUnit that the failure needs, e.g. --enforce-time-limit
     */
    public function ofCounterexample(Example $example, StepLog $steps, array $options = []): string
    {
        $line = $this->explicitExample($example, $steps);

        return ($line === null ? '' : sprintf("\nKeep this counterexample as an explicit example above the method:\n\n    %s\n", $line)) . $this->command($options);
    }

    /**
     * The command line alone, for a counterexample that is no explicit example.
     *
     * @param list<string> $options options of PHPUnit that the failure needs
     */
    public function command(array $options = []): string
    {
        $command = ['phpunit', ...$options, '--filter', escapeshellarg(str_replace('\\', '\\\\', $this->className) . '::' . $this->methodName . '$'), '-d', 'pbt.seed=' . $this->runSeed];

        foreach ($this->settings as $name => $value) {
            $command[] = '-d';
            $command[] = self::shellWord($name . '=' . $value);
        }

        if ($this->file !== null) {
            $command[] = self::shellWord(self::relativeToWorkingDirectory($this->file));
        }

        return sprintf("\nReproduce it with run seed %d (property seed %d):\n\n    %s\n", $this->runSeed, $this->propertySeed, implode(' ', $command));
    }

    /**
     * The #[TestWith] line of the counterexample; null when an explicit example cannot be the
     * counterexample: it drew values or ran a state machine (which an explicit example cannot,
     * proposal 11).
     */
    private function explicitExample(Example $example, StepLog $steps): ?string
    {
        if ($example->exportedDraws() !== [] || $steps->wasStarted()) {
            return null;
        }

        return self::testWith($example->exportedArguments(), $this->names);
    }

    /**
     * The #[TestWith] line of exported arguments, by parameter name, as $names writes class
     * names; null without arguments, or when an argument is no constant expression that an
     * attribute can hold.
     *
     * @param list<array{string, string}> $arguments [name, code] of each argument
     */
    public static function testWith(array $arguments, ClassNames $names): ?string
    {
        if ($arguments === []) {
            return null;
        }

        $entries = [];

        foreach ($arguments as [$name, $code]) {
            if (!ConstantExpression::is($code)) {
                return null;
            }

            $entries[] = sprintf("'%s' => %s", $name, $code);
        }

        return sprintf('#[%s([%s])]', $names->write(TestWith::class), implode(', ', $entries));
    }

    private static function relativeToWorkingDirectory(string $file): string
    {
        $directory = getcwd();

        if ($directory !== false && str_starts_with($file, $directory . '/')) {
            return substr($file, strlen($directory) + 1);
        }

        return $file;
    }

    private static function shellWord(string $word): string
    {
        return preg_match('{^[A-Za-z0-9_./=:@%+,-]+$}', $word) === 1 ? $word : escapeshellarg($word);
    }
}
