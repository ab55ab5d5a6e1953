<?php declare(strict_types=1);
/*
 * Prepended to PHPUnit's own script by bin/phpunit (auto_prepend_file), so that PHPUnit's stack
 * traces stay as they are: loads this package's autoloader and adds
 * "--extension PHPUnit\Framework\PropertyBased\Extension" unless the configuration file that
 * PHPUnit is going to use enables the extension already (PHPUnit warns about an extension that
 * is configured twice). The file is found the way PHPUnit documents it: --no-configuration,
 * --configuration/-c, or phpunit.xml, phpunit.dist.xml, phpunit.xml.dist in the working directory.
 * Everything happens in a closure: the test run must not see a global name of this script.
 */
require_once __DIR__ . '/autoload.php';

(static function (): void {
    $extension = 'PHPUnit\Framework\PropertyBased\Extension';
    $arguments = array_slice($_SERVER['argv'], 1);

    $inDirectory = static function (string $directory): ?string {
        foreach (['phpunit.xml', 'phpunit.dist.xml', 'phpunit.xml.dist'] as $name) {
            if (is_file($directory . '/' . $name)) {
                return $directory . '/' . $name;
            }
        }

        return null;
    };

    $file = $inDirectory((string) getcwd());

    foreach ($arguments as $index => $argument) {
        $given = match (true) {
            $argument === '-c' || $argument === '--configuration' => $arguments[$index + 1] ?? null,
            str_starts_with($argument, '--configuration=')       => substr($argument, 16),
            default                                              => null,
        };

        if ($argument === '--no-configuration') {
            $file = null;

            break;
        }

        if ($given !== null) {
            $file = is_dir($given) ? $inDirectory($given) : $given;
        }
    }

    if ($file !== null && is_file($file) && str_contains((string) file_get_contents($file), $extension)) {
        return;
    }

    $_SERVER['argv'] = [$_SERVER['argv'][0], '--extension', $extension, ...$arguments];
    $_SERVER['argc'] = count($_SERVER['argv']);
})();
