<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function class_exists;
use function dirname;
use function sprintf;
use function str_starts_with;
use PHPUnit\Runner\Version;
use ReflectionClass;

/**
 * Whether this package can check properties in this process: a supported PHPUnit that has no
 * property-based testing of its own, and the extension pbt of the package's version.
 *
 * @internal
 */
final class Installation
{
    /**
     * The classes that the proposal adds to PHPUnit and this package declares: a PHPUnit that
     * declares them itself is found to have them when they are autoloaded (an autoloader is asked
     * only for a class that does not exist, so the package's files are then never loaded).
     *
     * @var list<class-string>
     */
    private const array CLASSES_OF_THE_PROPOSAL = [
        'PHPUnit\Framework\Attributes\Property',
        'PHPUnit\Framework\PropertyBased\Generators',
    ];

    /**
     * The first reason why properties cannot be checked, or null.
     */
    public static function problem(): ?string
    {
        return self::propertyBasedTestingOfPhpunit() ?? PhpunitVersion::problem(Version::id()) ?? EngineVersion::problem();
    }

    /**
     * The message for a PHPUnit that declares a class of the proposal, or null.
     */
    public static function propertyBasedTestingOfPhpunit(): ?string
    {
        $packageDirectory = dirname(__DIR__, 3);

        foreach (self::CLASSES_OF_THE_PROPOSAL as $class) {
            if (!class_exists($class)) {
                continue;
            }

            $file = (string) new ReflectionClass($class)->getFileName();

            if (!str_starts_with($file, $packageDirectory . '/')) {
                return sprintf(
                    'PHPUnit %s has property-based testing of its own (%s is declared in %s, not by phpunit-pbt): remove phpunit-pbt and its extension from phpunit.xml, PHPUnit checks the properties itself.',
                    Version::id(),
                    $class,
                    $file,
                );
            }
        }

        return null;
    }
}
