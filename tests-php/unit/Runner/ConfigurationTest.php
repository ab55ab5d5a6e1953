<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Runner;

use const PHP_INT_MAX;
use const PHP_INT_MIN;
use function ini_get_all;
use function ini_get;
use function ini_set;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\PropertyBased\Engine\Settings;
use PHPUnit\Framework\PropertyBased\Exception\InvalidConfiguration;
use PHPUnit\Framework\PropertyBased\Runner\Configuration;
use PHPUnit\Framework\TestCase;
use ValueError;

/**
 * The settings of proposal 9, parsed from the INI entries of the extension into the engine's
 * settings (Engine\Settings), whose defaults are the engine's own.
 */
final class ConfigurationTest extends TestCase
{
    /**
     * @var array<string, string>
     */
    private array $before = [];

    protected function setUp(): void
    {
        foreach (Settings::iniDefaults() as $name => $default) {
            $this->before[$name] = (string) ini_get($name);

            ini_set($name, $default);
        }
    }

    /**
     * ini_restore() does not restore an entry without a handler of changes, which the entries
     * of the extension have not: they are set back.
     */
    protected function tearDown(): void
    {
        foreach ($this->before as $name => $value) {
            ini_set($name, $value);
        }
    }

    public function testTheEngineSettingsOfTheDefaultEntriesAreTheEngineDefaults(): void
    {
        $defaults = Settings::iniDefaults();
        $settings = Configuration::fromIni()->engineSettings(Configuration::fromIni()->examples(null));

        $this->assertSame((int) $defaults['pbt.examples'], $settings->examples());
        $this->assertSame((int) $defaults['pbt.maximum_shrinking_attempts'], $settings->maximumShrinkingAttempts());
        $this->assertSame((int) $defaults['pbt.examples_checked_until_health_is_assumed'], $settings->examplesCheckedUntilHealthIsAssumed());
        $this->assertSame((int) $defaults['pbt.maximum_rejected_examples_until_health_is_assumed'], $settings->maximumRejectedExamplesUntilHealthIsAssumed());
        $this->assertSame((int) $defaults['pbt.maximum_too_large_examples_until_health_is_assumed'], $settings->maximumTooLargeExamplesUntilHealthIsAssumed());
    }

    public function testTheDefaultsAreThoseOfTheRegisteredEntries(): void
    {
        $registered = [];

        foreach (ini_get_all('pbt') ?: [] as $name => $entry) {
            $registered[$name] = $entry['global_value'];
        }

        $this->assertEquals($registered, Settings::iniDefaults());
    }

    public function testTheDefaultNumberOfExamplesIsTheProposals(): void
    {
        $this->assertSame(100, Configuration::fromIni()->examples(null));
    }

    public function testTheEntriesAreParsedIntoTheEngineSettings(): void
    {
        ini_set('pbt.examples', '7');
        ini_set('pbt.maximum_shrinking_attempts', ' 0 ');
        ini_set('pbt.examples_checked_until_health_is_assumed', '3');
        ini_set('pbt.maximum_rejected_examples_until_health_is_assumed', '4');
        ini_set('pbt.maximum_too_large_examples_until_health_is_assumed', '5');

        $configuration = Configuration::fromIni();
        $settings      = $configuration->engineSettings($configuration->examples(null));

        $this->assertSame(7, $settings->examples());
        $this->assertSame(0, $settings->maximumShrinkingAttempts());
        $this->assertSame(3, $settings->examplesCheckedUntilHealthIsAssumed());
        $this->assertSame(4, $settings->maximumRejectedExamplesUntilHealthIsAssumed());
        $this->assertSame(5, $settings->maximumTooLargeExamplesUntilHealthIsAssumed());
        $this->assertSame(3, $configuration->examplesCheckedUntilHealthIsAssumed());
    }

    public function testTheExamplesOfAPropertyTakePrecedenceAndTheMultiplierAppliesToBoth(): void
    {
        ini_set('pbt.examples', '7');
        ini_set('pbt.examples_multiplier', '3');

        $configuration = Configuration::fromIni();

        $this->assertSame(21, $configuration->examples(null));
        $this->assertSame(15, $configuration->examples(5));
        $this->assertSame(15, $configuration->engineSettings($configuration->examples(5))->examples());
    }

    public function testTheChangedExampleSettingsAreThoseThatDifferFromTheirDefaults(): void
    {
        $this->assertSame([], Configuration::fromIni()->changedExampleSettings());

        ini_set('pbt.examples', '5');
        ini_set('pbt.maximum_shrinking_attempts', ' ' . Settings::iniDefaults()['pbt.maximum_shrinking_attempts'] . ' ');
        ini_set('pbt.maximum_too_large_examples_until_health_is_assumed', '2');

        $this->assertSame(
            ['pbt.examples' => '5', 'pbt.maximum_too_large_examples_until_health_is_assumed' => '2'],
            Configuration::fromIni()->changedExampleSettings(),
        );
    }

    /**
     * @return iterable<array{string, string, string}>
     */
    public static function invalidEntries(): iterable
    {
        yield ['pbt.examples', 'zero', 'The INI setting pbt.examples must be an integer of at least 1, "zero" given'];
        yield ['pbt.examples', '0', 'The INI setting pbt.examples must be an integer of at least 1, "0" given'];
        yield ['pbt.examples_multiplier', '1.5', 'The INI setting pbt.examples_multiplier must be an integer of at least 1, "1.5" given'];
        yield ['pbt.maximum_shrinking_attempts', '-1', 'The INI setting pbt.maximum_shrinking_attempts must be an integer of at least 0, "-1" given'];
        yield ['pbt.maximum_rejected_examples_until_health_is_assumed', '0', 'The INI setting pbt.maximum_rejected_examples_until_health_is_assumed must be an integer of at least 1, "0" given'];
        yield ['pbt.seed', 'forty-two', 'The INI setting pbt.seed must be an integer of at least ' . PHP_INT_MIN . ', "forty-two" given'];
    }

    #[DataProvider('invalidEntries')]
    public function testAnInvalidEntryIsAnErrorThatNamesItAndWhatIsAllowed(string $name, string $value, string $message): void
    {
        ini_set($name, $value);

        $this->expectException(InvalidConfiguration::class);
        $this->expectExceptionMessage($message);

        Configuration::fromIni();
    }

    public function testTheEngineRefusesSettingsBelowTheirMinimum(): void
    {
        $this->expectException(ValueError::class);
        $this->expectExceptionMessage('The setting examples must be at least 1, 0 given');

        new Settings(0, 1000, 10, 50, 20);
    }

    public function testTheEngineCountsAtMostToItsLimit(): void
    {
        $this->assertSame(4294967295, (new Settings(1, 1000, 10, 50, 20))->withExamples(PHP_INT_MAX)->examples());
    }
}
