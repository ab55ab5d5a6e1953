<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use Closure;
use PHPUnit\Framework\ExecutionOrderDependency;
use PHPUnit\Framework\TestCase;

/**
 * Makes the fresh instances of a property's test case class that run its examples, set up as
 * PHPUnit's TestBuilder set up the instance it built for the property: backup of globals and
 * static properties with their exclude lists, preserving global state, the groups and the
 * dependencies (#[Depends]). The settings are read once per property.
 *
 * TestBuilder keeps the backup settings in TestCase's private GlobalStateCapture (PHPUnit 13.3
 * and 13.4), which has no getters, so they are read with a bound closure; the setters, the
 * constructor and the repetition are @internal.
 *
 * @internal
 */
final readonly class ExampleInstances
{
    /**
     * @param array<string, list<string>>|list<string> $backupGlobalsExcludeList
     * @param array<string, list<string>>              $backupStaticPropertiesExcludeList
     * @param list<non-empty-string>                   $groups
     * @param list<ExecutionOrderDependency>           $dependencies
     */
    private function __construct(
        private TestCase $property,
        private ?bool $backupGlobals,
        private array $backupGlobalsExcludeList,
        private ?bool $backupStaticProperties,
        private array $backupStaticPropertiesExcludeList,
        private bool $preserveGlobalState,
        private array $groups,
        private array $dependencies,
    ) {
    }

    /**
     * @param list<object> $dependencies the dependencies of the property's test suite (PropertySuite::dependenciesOfProperty())
     */
    public static function of(TestCase $property, array $dependencies): self
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

        /** @var list<ExecutionOrderDependency> $dependencies */
        return new self($property, ...$settings, ...[$property->preservesGlobalState(), $property->groups(), $dependencies]);
    }

    public function fresh(): TestCase
    {
        $test = new ($this->property::class)($this->property->name());

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
        $test->setDependencies($this->dependencies);

        // An example that passes must not count as the property having passed for #[Depends]
        // bookkeeping; PHPUnit registers a test with more than one repetition as passed only
        // after its last repetition.
        $test->setRepetition(1, 2);

        return $test;
    }
}
