<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_slice;
use function count;
use function explode;
use function ini_set;
use function str_starts_with;
use function substr;

/**
 * The settings of this package given with -d on PHPUnit's command line take precedence over
 * <php><ini> in phpunit.xml, as a user expects of the command line. PHPUnit sets both with
 * ini_set() when it starts, the configuration file's after the command line's, so the
 * extension sets the command line's again when it is bootstrapped.
 *
 * @internal
 */
final class CommandLineIni
{
    /**
     * @param list<string> $argv PHPUnit's arguments, the script first
     */
    public static function reapply(array $argv): void
    {
        foreach (self::definitions(array_slice($argv, 1), '--') as [$name, $value]) {
            if (str_starts_with($name, 'pbt.')) {
                ini_set($name, $value);
            }
        }
    }

    /**
     * The INI settings that a command line gives with -d ("-d name=value" or "-dname=value";
     * without "=value" the value is "1"), up to the argument $end, after which no argument is an
     * option: PHPUnit's "--", or for PHP's own options, the script.
     *
     * @param list<string> $arguments
     *
     * @return list<array{string, string}> [name, value]
     */
    public static function definitions(array $arguments, ?string $end): array
    {
        $definitions = [];

        for ($index = 0; $index < count($arguments); $index++) {
            $argument = $arguments[$index];

            if ($argument === $end) {
                break;
            }

            if ($argument === '-d') {
                $setting = $arguments[++$index] ?? '';
            } elseif (str_starts_with($argument, '-d')) {
                $setting = substr($argument, 2);
            } else {
                continue;
            }

            $definitions[] = explode('=', $setting, 2) + [1 => '1'];
        }

        return $definitions;
    }
}
