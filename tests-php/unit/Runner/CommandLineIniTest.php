<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Runner;

use PHPUnit\Framework\PropertyBased\Runner\CommandLineIni;
use PHPUnit\Framework\TestCase;

/**
 * The INI settings of a command line's -d options, which both PHPUnit's arguments (reapplied
 * over phpunit.xml) and PHP's own (checked for unknown settings) give.
 */
final class CommandLineIniTest extends TestCase
{
    public function testBothSpellingsOfDAreReadAndASettingWithoutValueIsOne(): void
    {
        $this->assertSame(
            [['pbt.seed', '42'], ['pbt.examples', '5'], ['pbt.display_property_statistics', '1'], ['pbt.x', 'a=b']],
            CommandLineIni::definitions(['-d', 'pbt.seed=42', '--filter', 'test', '-dpbt.examples=5', '-d', 'pbt.display_property_statistics', '-dpbt.x=a=b'], '--'),
        );
    }

    public function testNoArgumentAfterTheEndIsAnOption(): void
    {
        $this->assertSame(
            [['memory_limit', '-1']],
            CommandLineIni::definitions(['-d', 'memory_limit=-1', '/usr/bin/phpunit', '-d', 'pbt.seed=1'], '/usr/bin/phpunit'),
        );
        $this->assertSame([], CommandLineIni::definitions(['--', '-d', 'pbt.seed=1'], '--'));
    }

    public function testADAtTheEndHasAnEmptySetting(): void
    {
        $this->assertSame([['', '1']], CommandLineIni::definitions(['-d'], null));
    }
}
