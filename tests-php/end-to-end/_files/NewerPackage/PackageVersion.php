<?php declare(strict_types=1);
namespace PHPUnit\Framework\PropertyBased\Runner;

/**
 * The file of a later version of the package, whose extension has another interface: loaded
 * before the package's own, it makes the extension that is loaded a stale one.
 */
final class PackageVersion
{
    public const string VERSION = '0.2.0';

    public const int ENGINE_INTERFACE = 2;
}
