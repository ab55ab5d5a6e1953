<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_key_last;
use function explode;
use function implode;
use function in_array;
use function sprintf;

/**
 * The versions of PHPUnit this package is tested with: it relies on @internal parts of PHPUnit
 * (see the README), which other versions may change.
 *
 * @internal
 */
final class PhpunitVersion
{
    /**
     * @var list<non-empty-string>
     */
    private const array SUPPORTED = ['13.3', '13.4'];

    /**
     * Null when PHPUnit $version (as PHPUnit\Runner\Version::id() gives it) is supported; else the
     * message that says which versions are.
     */
    public static function problem(string $version): ?string
    {
        [$major, $minor] = explode('.', $version . '.0', 3);

        if (in_array($major . '.' . $minor, self::SUPPORTED, true)) {
            return null;
        }

        return sprintf(
            'phpunit-pbt supports PHPUnit %s only, and this is PHPUnit %s: properties are not checked. Install a supported PHPUnit (composer require --dev "phpunit/phpunit:~%s.0").',
            implode(' and ', self::SUPPORTED),
            $version,
            self::SUPPORTED[array_key_last(self::SUPPORTED)],
        );
    }
}
