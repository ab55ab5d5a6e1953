<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

// The autoloader of this checkout for bin/phpunit and the .phpt tests: the PSR-4 prefixes of
// composer.json (autoload and autoload-dev) in a closure that keeps no state. Composer's own
// autoloader records every class it cannot find in a static property, which PHPUnit's
// --static-backup --strict-global-state then reports as global state that a test changed: every
// test that autoloads a class for the first time would be risky only because this package is
// loaded. Composer\InstalledVersions, which code coverage asks, comes from vendor/ as before.
(static function (string $checkout): void {
    $composer = json_decode((string) file_get_contents($checkout . '/composer.json'), true, flags: JSON_THROW_ON_ERROR);
    $prefixes = [];

    foreach ([$composer['autoload']['psr-4'] ?? [], $composer['autoload-dev']['psr-4'] ?? []] as $map) {
        foreach ($map as $prefix => $directory) {
            $prefixes[$prefix] = $checkout . '/' . $directory;
        }
    }

    $classes = ['Composer\InstalledVersions' => $checkout . '/vendor/composer/InstalledVersions.php'];

    spl_autoload_register(
        static function (string $class) use ($prefixes, $classes): void {
            if (isset($classes[$class])) {
                if (is_file($classes[$class])) {
                    require $classes[$class];
                }

                return;
            }

            foreach ($prefixes as $prefix => $directory) {
                if (!str_starts_with($class, $prefix)) {
                    continue;
                }

                $file = $directory . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';

                if (is_file($file)) {
                    require $file;

                    return;
                }
            }
        },
        prepend: true,
    );
})(dirname(__DIR__));
