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
use PHPUnit\Framework\PropertyBased\Engine\Settings;
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
     * The INI entries besides the seed that decide which examples a property checks and how its
     * counterexample is shrunk. Their defaults are the engine's (Settings::iniDefaults()).
     */
    private const array EXAMPLE_SETTINGS = [
        'pbt.examples',
        'pbt.examples_multiplier',
        'pbt.maximum_shrinking_attempts',
        'pbt.examples_checked_until_health_is_assumed',
        'pbt.maximum_rejected_examples_until_health_is_assumed',
        'pbt.maximum_too_large_examples_until_health_is_assumed',
    ];

    /**
     * @param positive-int $examplesMultiplier
     */
    private function __construct(
        private int $runSeed,
        private Settings $settings,
        private int $examplesMultiplier,
        private bool $displayPropertyStatistics,
        private ?string $counterexampleFile,
        private bool $seedsGlobalRandomNumberGenerators,
        private ?int $randomOrderSeed,
        private bool $runSeedIsGiven,
        private bool $reportsInMessage,
    ) {
    }

    /**
     * The run seed (proposal 7.1) is, in this order: pbt.seed, the seed derived from the Git commit
     * with pbt.seed_from_git_commit, PHPUnit's --random-order-seed when the tests run in random
     * order (so that one seed reproduces the run), or the current Unix time.
     *
     * @param ?string $counterexampleFile where counterexamples are remembered, null when PHPUnit's test run history is not recorded
     * @param ?int    $randomOrderSeed    PHPUnit's seed when the tests run in random order, else null
     * @param bool    $teamCity           whether TeamCity reports the run (--teamcity, --log-teamcity)
     *
     * @throws InvalidConfiguration
     */
    public static function fromIni(?string $counterexampleFile = null, ?int $randomOrderSeed = null, bool $teamCity = false): self
    {
        $explicitSeed = trim((string) ini_get('pbt.seed')) !== '' ? self::integer('pbt.seed') : null;
        $commitSeed   = $explicitSeed === null && self::integer('pbt.seed_from_git_commit') > 0 ? GitCommitSeed::seed() : null;
        $chosenSeed   = $explicitSeed ?? $commitSeed ?? $randomOrderSeed;

        return new self(
            $chosenSeed ?? time(),
            new Settings(
                self::integer('pbt.examples'),
                self::integer('pbt.maximum_shrinking_attempts'),
                self::integer('pbt.examples_checked_until_health_is_assumed'),
                self::integer('pbt.maximum_rejected_examples_until_health_is_assumed'),
                self::integer('pbt.maximum_too_large_examples_until_health_is_assumed'),
            ),
            self::integer('pbt.examples_multiplier'),
            self::integer('pbt.display_property_statistics') > 0,
            $counterexampleFile,
            $chosenSeed !== null,
            $randomOrderSeed,
            ($explicitSeed ?? $commitSeed) !== null,
            !$teamCity,
        );
    }

    /**
     * Whether PHP's global random number generators (mt_rand(), rand(), shuffle(), ...) are
     * seeded before every example (proposal 7.2): when the run seed was chosen, by pbt.seed, the
     * Git commit or PHPUnit's random order, rather than taken from the clock.
     */
    public function seedsGlobalRandomNumberGenerators(): bool
    {
        return $this->seedsGlobalRandomNumberGenerators;
    }

    /**
     * Whether PHPUnit prints the run seed itself: it prints its random order seed, which is the
     * run seed unless pbt.seed or the Git commit chose another.
     */
    public function runSeedIsPrintedByPHPUnit(): bool
    {
        return $this->randomOrderSeed === $this->runSeed;
    }

    /**
     * The example settings that differ from their defaults (name => value), which the command
     * line that reproduces a property must repeat.
     *
     * @return array<string, string>
     */
    public function changedExampleSettings(): array
    {
        $changed  = [];
        $defaults = Settings::iniDefaults();

        foreach (self::EXAMPLE_SETTINGS as $name) {
            $value = trim((string) ini_get($name));

            if ($value !== $defaults[$name]) {
                $changed[$name] = $value;
            }
        }

        return $changed;
    }

    /**
     * Whether the run seed was given, by pbt.seed or the Git commit (proposal 7.1: --random-seed
     * and --random-seed-from-git-commit), so that it is printed even when no property is checked.
     */
    public function runSeedIsGiven(): bool
    {
        return $this->runSeedIsGiven;
    }

    /**
     * Whether the report of a counterexample is part of the failure's message, too: Open Test
     * Reporting gives the message as the reason for the failure, which includes the report
     * (proposal 8.3). Not when TeamCity reports the run: its message is the failure's message,
     * and the report belongs into its details.
     */
    public function reportsInMessage(): bool
    {
        return $this->reportsInMessage;
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
        return ($ofProperty ?? $this->settings->examples()) * $this->examplesMultiplier;
    }

    /**
     * @return non-negative-int
     */
    public function examplesCheckedUntilHealthIsAssumed(): int
    {
        return $this->settings->examplesCheckedUntilHealthIsAssumed();
    }

    /**
     * The settings of the engine for a property of $examples examples.
     *
     * @param positive-int $examples
     */
    public function engineSettings(int $examples): Settings
    {
        return $this->settings->withExamples($examples);
    }

    /**
     * The INI entry $name as an integer of at least the engine's minimum for it.
     *
     * @throws InvalidConfiguration
     */
    private static function integer(string $name): int
    {
        $minimum = Settings::iniMinimums()[$name];
        $value   = filter_var(trim((string) ini_get($name)), FILTER_VALIDATE_INT);

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
