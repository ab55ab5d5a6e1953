<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_keys;
use function array_map;
use function array_slice;
use function explode;
use function file_get_contents;
use function in_array;
use function ini_get_all;
use function is_array;
use function is_readable;
use function levenshtein;
use function parse_ini_file;
use function php_ini_loaded_file;
use function php_ini_scanned_files;
use function sprintf;
use function str_replace;
use function str_starts_with;
use function strlen;
use function strtolower;
use function substr;
use function trim;
use Closure;
use PHPUnit\Framework\PropertyBased\Extension;
use PHPUnit\Framework\PropertyBased\Phpunit\TestRun;
use PHPUnit\Runner\Extension\ParameterCollection;
use PHPUnit\TextUI\Configuration\Configuration as PHPUnitConfiguration;

/**
 * Settings of phpunit-pbt that do not exist, which would otherwise be ignored: INI entries named
 * pbt.* that the extension does not register, and parameters of the PHPUnit extension, which
 * takes none. PHPUnit itself only says "Failed to set" for an unknown entry given with its -d or
 * with <ini> in phpunit.xml, and nothing at all for one in php.ini or given with PHP's own -d
 * (PHP keeps it without registering it), or for a <parameter>. Each is named with the closest
 * setting that exists.
 *
 * @internal
 */
final class UnknownSettings
{
    private const string PREFIX = 'pbt.';

    /**
     * @return list<string> the warnings, one per unknown setting
     */
    public static function warnings(PHPUnitConfiguration $configuration, ParameterCollection $parameters): array
    {
        $known    = array_keys(ini_get_all('pbt', false) ?: []);
        $warnings = [];

        foreach (self::iniNames($configuration) as $name => $where) {
            if (str_starts_with($name, self::PREFIX) && !in_array($name, $known, true)) {
                $warnings[] = self::unknownIniSetting($name, $where, $known);
            }
        }

        foreach (TestRun::parameterNames($parameters) as $name) {
            $warnings[] = self::unknownParameter($name, $parameters->get($name), $known);
        }

        return $warnings;
    }

    /**
     * The warning about an INI setting $name (set $where) that is none of the $known settings.
     *
     * @param non-empty-list<string> $known
     */
    public static function unknownIniSetting(string $name, string $where, array $known): string
    {
        return sprintf(
            'phpunit-pbt has no INI setting "%s"%s; did you mean "%s"?',
            $name,
            $where,
            self::closest($name, $known, static fn (string $known): string => $known),
        );
    }

    /**
     * The warning about a <parameter> of the extension, which takes none, with the INI setting
     * of the $known ones that the parameter looks most like.
     *
     * @param non-empty-list<string> $known
     */
    public static function unknownParameter(string $name, string $value, array $known): string
    {
        $closest = self::closest(
            $name,
            $known,
            // examplesMultiplier is pbt.examples_multiplier, as in the proposal's <propertyBasedTesting> element.
            static fn (string $known): string => str_replace('_', '', substr($known, strlen(self::PREFIX))),
        );

        return sprintf(
            'The PHPUnit extension %s has no parameter "%s": phpunit-pbt is configured with INI settings; did you mean <ini name="%s" value="%s"/> in <php>?',
            Extension::class,
            $name,
            $closest,
            $value,
        );
    }

    /**
     * The names of the INI entries that were set, with where, if PHPUnit does not say so itself.
     *
     * @return array<string, string> name => where
     */
    private static function iniNames(PHPUnitConfiguration $configuration): array
    {
        $names = [];

        foreach (self::phpCommandLine() as $name) {
            $names[$name] = ' (given with -d to PHP)';
        }

        foreach (self::iniFiles() as $file) {
            $settings = @parse_ini_file($file, false, INI_SCANNER_RAW);

            foreach (is_array($settings) ? array_keys($settings) : [] as $name) {
                $names[(string) $name] = sprintf(' (set in %s)', $file);
            }
        }

        // -d of PHPUnit and <ini> of phpunit.xml, which PHPUnit reports as "Failed to set".
        foreach ($configuration->php()->iniSettings() as $setting) {
            $names[$setting->name()] = '';
        }

        return $names;
    }

    /**
     * @return list<string>
     */
    private static function iniFiles(): array
    {
        $files = [];

        if (php_ini_loaded_file() !== false) {
            $files[] = php_ini_loaded_file();
        }

        foreach (explode(',', (string) php_ini_scanned_files()) as $file) {
            if (trim($file) !== '') {
                $files[] = trim($file);
            }
        }

        return $files;
    }

    /**
     * The INI names that PHP's own -d set, from the command line of this process: PHP does not
     * list entries that no extension registered. Empty where /proc is not available.
     *
     * @return list<string>
     */
    private static function phpCommandLine(): array
    {
        if (!is_readable('/proc/self/cmdline')) {
            return [];
        }

        $arguments = explode("\0", (string) file_get_contents('/proc/self/cmdline'));

        // PHP's options come before the script; PHPUnit's own -d after it.
        return array_map(
            static fn (array $definition): string => trim($definition[0]),
            CommandLineIni::definitions(array_slice($arguments, 1), $_SERVER['SCRIPT_FILENAME'] ?? null),
        );
    }

    /**
     * @param non-empty-list<string>  $candidates
     * @param Closure(string): string $comparable how a candidate compares to $name
     */
    private static function closest(string $name, array $candidates, Closure $comparable): string
    {
        $closest  = $candidates[0];
        $distance = PHP_INT_MAX;

        foreach ($candidates as $candidate) {
            $candidateDistance = levenshtein(strtolower($name), strtolower($comparable($candidate)));

            if ($candidateDistance < $distance) {
                $closest  = $candidate;
                $distance = $candidateDistance;
            }
        }

        return $closest;
    }
}
