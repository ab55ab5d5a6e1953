<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased;

use PHPUnit\Framework\PropertyBased\Exception\InvalidConfiguration;
use PHPUnit\Framework\PropertyBased\Phpunit\Events;
use PHPUnit\Framework\PropertyBased\Phpunit\FrozenEmitter;
use PHPUnit\Framework\PropertyBased\Phpunit\PropertyMetadataParser;
use PHPUnit\Framework\PropertyBased\Phpunit\TestRun;
use PHPUnit\Framework\PropertyBased\Runner\CommandLineIni;
use PHPUnit\Framework\PropertyBased\Runner\Configuration;
use PHPUnit\Framework\PropertyBased\Runner\GitCommitSeed;
use PHPUnit\Framework\PropertyBased\Runner\Installation;
use PHPUnit\Framework\PropertyBased\Runner\PrematureEnd;
use PHPUnit\Framework\PropertyBased\Runner\PropertiesAreOneTest;
use PHPUnit\Framework\PropertyBased\Runner\PropertyEvents;
use PHPUnit\Framework\PropertyBased\Runner\PropertyMethod;
use PHPUnit\Framework\PropertyBased\Runner\RandomSeedPrinter;
use PHPUnit\Framework\PropertyBased\Runner\StatisticsPrinter;
use PHPUnit\Framework\PropertyBased\Runner\TestSuiteSwapper;
use PHPUnit\Framework\PropertyBased\Runner\UnknownSettings;
use PHPUnit\Runner\Extension\Extension as PHPUnitExtension;
use PHPUnit\Runner\Extension\Facade;
use PHPUnit\Runner\Extension\ParameterCollection;
use PHPUnit\TextUI\Configuration\Configuration as PHPUnitConfiguration;
use PHPUnit\Util\ExcludeList;

/**
 * The PHPUnit extension that checks properties:
 *
 *     <extensions>
 *         <bootstrap class="PHPUnit\Framework\PropertyBased\Extension"/>
 *     </extensions>
 *
 * It may be enabled twice (in phpunit.xml and with --extension, as bin/phpunit does); the second
 * bootstrap does nothing.
 *
 * It stays inactive when properties cannot be checked in this process (Installation: PHPUnit's
 * version, the extension pbt): then each property reports why, as its error (the attribute
 * Property), where the reason is seen; a PHPUnit with property-based testing of its own gets a
 * warning, since its properties are not this package's.
 */
final class Extension implements PHPUnitExtension
{
    private static bool $bootstrapped = false;

    /**
     * Whether the extension was bootstrapped in this PHP process: without it, properties
     * cannot be checked.
     */
    public static function isBootstrapped(): bool
    {
        return self::$bootstrapped;
    }

    public function bootstrap(PHPUnitConfiguration $configuration, Facade $facade, ParameterCollection $parameters): void
    {
        if (self::$bootstrapped) {
            return;
        }

        if (Installation::problem() !== null) {
            $ownTesting = Installation::propertyBasedTestingOfPhpunit();

            if ($ownTesting !== null) {
                Events::warnTestRunner($ownTesting);
            }

            return;
        }

        self::$bootstrapped = true;

        // The class of the emitter of examples is made from PHPUnit's Emitter interface once, before
        // any test runs: a fixed cost of the run (about 75 kB), not one of the first property.
        FrozenEmitter::declare();

        PropertyEvents::register();

        // A property is one test, whatever data sets its attributes would give it.
        PropertyMetadataParser::install(PropertyMethod::isProperty(...));

        // exit() in a property says which property and example ended the process.
        PrematureEnd::register();

        // A failure's location is the first frame outside PHPUnit; the frames of this package,
        // which runs the examples, must not be that frame either.
        ExcludeList::addDirectory(__DIR__);

        CommandLineIni::reapply($_SERVER['argv'] ?? []);

        // A configuration error is reported for every property, so that it is seen where it
        // matters; the properties are not run.
        try {
            // Remembered counterexamples live beside PHPUnit's test run history (proposal 7.3).
            $settings = Configuration::fromIni(
                $configuration->recordTestRunHistory() ? $configuration->testRunHistoryFile() . '.counterexamples.json' : null,
                TestRun::isInRandomOrder($configuration) ? $configuration->randomOrderSeed() : null,
                $configuration->outputIsTeamCity() || $configuration->hasLogfileTeamcity(),
            );
        } catch (InvalidConfiguration $e) {
            $settings = $e;
        }

        foreach (UnknownSettings::warnings($configuration, $parameters) as $warning) {
            Events::warnTestRunner($warning);
        }

        if (GitCommitSeed::warning() !== null) {
            Events::warnTestRunner(GitCommitSeed::warning());
        }

        $facade->registerSubscriber(new PropertiesAreOneTest);
        $facade->registerSubscriber(new TestSuiteSwapper($settings));

        if ($settings instanceof Configuration && !$configuration->noOutput() && !$configuration->debug() && !$configuration->outputIsTeamCity()) {
            // In random order, PHPUnit prints its seed as "Random Seed:"; a different seed of the
            // properties (from pbt.seed or the Git commit) must not look like it.
            if (!$settings->runSeedIsPrintedByPHPUnit()) {
                $facade->registerSubscriber(new RandomSeedPrinter(
                    TestRun::isInRandomOrder($configuration) ? 'Property Seed:' : 'Random Seed:',
                    $settings->runSeed(),
                    $settings->runSeedIsGiven(),
                ));
            }

            if ($settings->displayPropertyStatistics()) {
                $facade->registerSubscriber(new StatisticsPrinter);
            }
        }
    }
}
