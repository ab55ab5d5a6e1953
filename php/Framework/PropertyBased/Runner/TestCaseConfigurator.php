<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use Closure;
use PHPUnit\Framework\TestCase;

/**
 * Gives a fresh instance of a test case class, which runs one example, the settings that
 * PHPUnit's TestBuilder gave the instance it built for the property: backup of globals and
 * static properties with their exclude lists, and the groups. They are read once per property.
 *
 * TestBuilder keeps these settings in TestCase's private GlobalStateCapture (PHPUnit 13.3 and
 * 13.4), which has no getters, so they are read with a bound closure.
 *
 * @internal
 */
final readonly class TestCaseConfigurator
{
    /**
     * @param array<string, list<string>>|list<string> $backupGlobalsExcludeList
     * @param array<string, list<string>>              $backupStaticPropertiesExcludeList
     * @param list<non-empty-string>                   $groups
     */
    private function __construct(
        private ?bool $backupGlobals,
        private array $backupGlobalsExcludeList,
        private ?bool $backupStaticProperties,
        private array $backupStaticPropertiesExcludeList,
        private bool $preserveGlobalState,
        private array $groups,
    ) {
    }

    public static function of(TestCase $property): self
    {
        $capture = Closure::bind(static fn (TestCase $test) => $test->globalStateCapture, null, TestCase::class)($property);

        // In the closure's scope, self is GlobalStateCapture: it returns the settings only.
        $settings = Closure::bind(
            static fn (object $capture): array => [
                $capture->backupGlobals,
                $capture->backupGlobalsExcludeList,
                $capture->backupStaticProperties,
                $capture->backupStaticPropertiesExcludeList,
            ],
            null,
            $capture::class,
        )($capture);

        return new self(...$settings, ...[$property->preservesGlobalState(), $property->groups()]);
    }

    public function configure(TestCase $test): void
    {
        if ($this->backupGlobals !== null) {
            $test->setBackupGlobals($this->backupGlobals);
        }

        $test->setBackupGlobalsExcludeList($this->backupGlobalsExcludeList);

        if ($this->backupStaticProperties !== null) {
            $test->setBackupStaticProperties($this->backupStaticProperties);
        }

        $test->setBackupStaticPropertiesExcludeList($this->backupStaticPropertiesExcludeList);
        $test->setPreserveGlobalState($this->preserveGlobalState);
        $test->setGroups($this->groups);
    }
}
