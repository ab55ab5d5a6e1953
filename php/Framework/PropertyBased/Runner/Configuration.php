<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function filter_var;
use function ini_get;
use function sprintf;
use function time;
use function trim;
use PHPUnit\Framework\PropertyBased\Exception\InvalidConfiguration;

/**
 * The configuration of section 9 of the proposal, read from the INI entries that the extension
 * registers: PHPUnit 13.4 rejects unknown CLI options, but passes `-d pbt.seed=42` on, and
 * applies `<php><ini name="pbt.seed" value="42"/></php>` from phpunit.xml.
 *
 * @internal
 */
final readonly class Configuration
{
    /**
     * @param positive-int     $examples
     * @param positive-int     $examplesMultiplier
     * @param non-negative-int $maximumShrinkingAttempts
     * @param non-negative-int $examplesCheckedUntilHealthIsAssumed
     * @param positive-int     $maximumRejectedExamplesUntilHealthIsAssumed
     * @param positive-int     $maximumTooLargeExamplesUntilHealthIsAssumed
     */
    private function __construct(
        private int $runSeed,
        private int $examples,
        private int $examplesMultiplier,
        private int $maximumShrinkingAttempts,
        private int $examplesCheckedUntilHealthIsAssumed,
        private int $maximumRejectedExamplesUntilHealthIsAssumed,
        private int $maximumTooLargeExamplesUntilHealthIsAssumed,
        private bool $displayPropertyStatistics,
        private ?string $counterexampleFile,
    ) {
    }

    /**
     * @throws InvalidConfiguration
     */
    /**
     * @param ?string $counterexampleFile where counterexamples are remembered, null when PHPUnit's test run history is not recorded
     */
    public static function fromIni(?string $counterexampleFile = null): self
    {
        $seed = trim((string) ini_get('pbt.seed'));

        return new self(
            match (true) {
                $seed !== ''                                                => self::integer('pbt.seed', PHP_INT_MIN),
                self::integer('pbt.seed_from_git_commit', 0) > 0            => GitCommitSeed::seed() ?? time(),
                default                                                     => time(),
            },
            self::integer('pbt.examples', 1),
            self::integer('pbt.examples_multiplier', 1),
            self::integer('pbt.maximum_shrinking_attempts', 0),
            self::integer('pbt.examples_checked_until_health_is_assumed', 0),
            self::integer('pbt.maximum_rejected_examples_until_health_is_assumed', 1),
            self::integer('pbt.maximum_too_large_examples_until_health_is_assumed', 1),
            self::integer('pbt.display_property_statistics', 0) > 0,
            $counterexampleFile,
        );
    }

    public function counterexampleFile(): ?string
    {
        return $this->counterexampleFile;
    }

    public function displayPropertyStatistics(): bool
    {
        return $this->displayPropertyStatistics;
    }

    public function runSeed(): int
    {
        return $this->runSeed;
    }

    /**
     * The number of examples of a property: its own or the default, times the multiplier.
     *
     * @param ?positive-int $ofProperty
     *
     * @return positive-int
     */
    public function examples(?int $ofProperty): int
    {
        return ($ofProperty ?? $this->examples) * $this->examplesMultiplier;
    }

    /**
     * @return non-negative-int
     */
    public function examplesCheckedUntilHealthIsAssumed(): int
    {
        return $this->examplesCheckedUntilHealthIsAssumed;
    }

    /**
     * The settings of the engine, by the names of the propertyBasedTesting element's attributes.
     *
     * @param positive-int $examples
     *
     * @return array<non-empty-string, int>
     */
    public function engineSettings(int $examples): array
    {
        return [
            'examples'                                    => $examples,
            'maximumShrinkingAttempts'                    => $this->maximumShrinkingAttempts,
            'examplesCheckedUntilHealthIsAssumed'         => $this->examplesCheckedUntilHealthIsAssumed,
            'maximumRejectedExamplesUntilHealthIsAssumed' => $this->maximumRejectedExamplesUntilHealthIsAssumed,
            'maximumTooLargeExamplesUntilHealthIsAssumed' => $this->maximumTooLargeExamplesUntilHealthIsAssumed,
        ];
    }

    /**
     * @throws InvalidConfiguration
     */
    private static function integer(string $name, int $minimum): int
    {
        $value = filter_var(trim((string) ini_get($name)), FILTER_VALIDATE_INT);

        if ($value === false || $value < $minimum) {
            throw new InvalidConfiguration(
                sprintf(
                    'The INI setting %s must be an integer of at least %d, "%s" given',
                    $name,
                    $minimum,
                    (string) ini_get($name),
                ),
            );
        }

        return $value;
    }
}
