<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function constant;
use function defined;
use function dirname;
use function extension_loaded;
use function ini_get;
use function is_file;
use function phpversion;
use function sprintf;

/**
 * Whether the PHP extension pbt that is loaded is the one this package needs: loaded, and built
 * from the same sources. Otherwise, what to do about it, naming the files that really exist.
 *
 * @internal
 */
final class EngineVersion
{
    private const string INTERFACE_CONSTANT = 'PHPUnit\Framework\PropertyBased\Engine\INTERFACE_VERSION';
    private const string BUILD_AND_INSTALL  = 'phpize && ./configure --enable-pbt && make && make install';
    private const string INI_FILES          = '(php --ini lists the php.ini files in use)';

    /**
     * Why the extension loaded in this process cannot be used, or null when it can.
     */
    public static function problem(): ?string
    {
        if (!extension_loaded('pbt')) {
            return self::notLoaded(self::packageDirectory(), (string) ini_get('extension_dir'));
        }

        return self::mismatch(
            (string) phpversion('pbt'),
            defined(self::INTERFACE_CONSTANT) ? (int) constant(self::INTERFACE_CONSTANT) : null,
            PackageVersion::VERSION,
            PackageVersion::ENGINE_INTERFACE,
            self::packageDirectory(),
        );
    }

    /**
     * Null when the extension's version and interface are the ones the package expects; else the
     * message that names both and how to rebuild. An extension older than the interface number
     * has none.
     */
    public static function mismatch(string $version, ?int $interface, string $expectedVersion, int $expectedInterface, string $packageDirectory): ?string
    {
        if ($version === $expectedVersion && $interface === $expectedInterface) {
            return null;
        }

        return sprintf(
            'The PHP extension pbt that is loaded is version %s (interface %s), but phpunit-pbt %s needs pbt %s (interface %d): it was built from other sources. Rebuild and reinstall it from the package\'s, in %s/ext: %s, and use the pbt.so this installs.',
            $version,
            $interface === null ? 'unknown' : (string) $interface,
            $expectedVersion,
            $expectedVersion,
            $expectedInterface,
            $packageDirectory,
            self::BUILD_AND_INSTALL,
        );
    }

    /**
     * The message for an extension that is not loaded: which file to load, with the php.ini line
     * that loads it, or how to build one.
     */
    public static function notLoaded(string $packageDirectory, string $extensionDirectory): string
    {
        $message = 'The PHP extension pbt is not loaded, and phpunit-pbt checks properties with it. ';

        if ($extensionDirectory !== '' && is_file($extensionDirectory . '/pbt.so')) {
            return $message . sprintf(
                'It is installed as %s/pbt.so: load it with the line extension=pbt in php.ini %s.',
                $extensionDirectory,
                self::INI_FILES,
            );
        }

        // What `make` (phpize) and `cargo build --release` make in the package's directory.
        foreach (['/ext/modules/pbt.so', '/target/release/libpbt.so'] as $built) {
            if (is_file($packageDirectory . $built)) {
                return $message . sprintf(
                    'It was built as %1$s: load it with the line extension=%1$s in php.ini %2$s, or install it with make install in %3$s/ext and load it with extension=pbt.',
                    $packageDirectory . $built,
                    self::INI_FILES,
                    $packageDirectory,
                );
            }
        }

        return $message . sprintf(
            'Build and install it in %s/ext with %s, then load it with the line extension=pbt in php.ini %s.',
            $packageDirectory,
            self::BUILD_AND_INSTALL,
            self::INI_FILES,
        );
    }

    private static function packageDirectory(): string
    {
        return dirname(__DIR__, 4);
    }
}
