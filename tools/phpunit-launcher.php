<?php declare(strict_types=1);
/*
 * Runs PHPUnit with the property extension enabled, for bin/phpunit: it adds
 * "--extension PHPUnit\Framework\PropertyBased\Extension" unless the configuration file that
 * PHPUnit is going to use enables the extension already (PHPUnit warns about an extension that
 * is configured twice). The file is found the way PHPUnit documents it: --no-configuration,
 * --configuration/-c, or phpunit.xml, phpunit.dist.xml, phpunit.xml.dist in the working directory.
 */
$phpunit   = $argv[1];
$arguments = array_slice($argv, 2);
$extension = 'PHPUnit\Framework\PropertyBased\Extension';

function configurationFile(array $arguments): ?string
{
    foreach ($arguments as $index => $argument) {
        if ($argument === '--no-configuration') {
            return null;
        }

        $given = match (true) {
            $argument === '-c' || $argument === '--configuration' => $arguments[$index + 1] ?? null,
            str_starts_with($argument, '--configuration=')       => substr($argument, 16),
            default                                              => null,
        };

        if ($given !== null) {
            return is_dir($given) ? configurationFileIn($given) : $given;
        }
    }

    return configurationFileIn(getcwd());
}

function configurationFileIn(string $directory): ?string
{
    foreach (['phpunit.xml', 'phpunit.dist.xml', 'phpunit.xml.dist'] as $name) {
        if (is_file($directory . '/' . $name)) {
            return $directory . '/' . $name;
        }
    }

    return null;
}

$file    = configurationFile($arguments);
$enabled = $file !== null && is_file($file) && str_contains((string) file_get_contents($file), $extension);

$_SERVER['argv'] = $argv = [$phpunit, ...($enabled ? [] : ['--extension', $extension]), ...$arguments];
$_SERVER['argc'] = $argc = count($argv);

require $phpunit;
