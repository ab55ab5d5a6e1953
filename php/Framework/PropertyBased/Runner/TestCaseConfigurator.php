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
 * static properties with their exclude lists, and the groups.
 *
 * TestBuilder keeps these settings in TestCase's private GlobalStateCapture (PHPUnit 13.3 and
 * 13.4), which has no getters, so they are read with a bound closure.
 *
 * @internal
 */
final class TestCaseConfigurator
{
    public static function copy(TestCase $from, TestCase $to): void
    {
        $capture = Closure::bind(static fn (TestCase $test) => $test->globalStateCapture, null, TestCase::class)($from);

        [$backupGlobals, $backupGlobalsExcludeList, $backupStaticProperties, $backupStaticPropertiesExcludeList] = Closure::bind(
            static fn (object $capture): array => [
                $capture->backupGlobals,
                $capture->backupGlobalsExcludeList,
                $capture->backupStaticProperties,
                $capture->backupStaticPropertiesExcludeList,
            ],
            null,
            $capture::class,
        )($capture);

        if ($backupGlobals !== null) {
            $to->setBackupGlobals($backupGlobals);
        }

        $to->setBackupGlobalsExcludeList($backupGlobalsExcludeList);

        if ($backupStaticProperties !== null) {
            $to->setBackupStaticProperties($backupStaticProperties);
        }

        $to->setBackupStaticPropertiesExcludeList($backupStaticPropertiesExcludeList);
        $to->setPreserveGlobalState($from->preservesGlobalState());
        $to->setGroups($from->groups());
    }
}
