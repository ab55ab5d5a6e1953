<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

/**
 * The version of this package, and of the extension pbt it is written against: the extension
 * must report exactly these (phpversion('pbt') and its constant INTERFACE_VERSION), or it was
 * built from other sources (EngineVersion).
 *
 * @internal
 */
final class PackageVersion
{
    /**
     * The version in Cargo.toml, which the extension reports as phpversion('pbt').
     */
    public const string VERSION = '0.1.0';

    /**
     * INTERFACE_VERSION in src/bindings/mod.rs: bumped with every change of the extension's
     * classes that this package relies on.
     */
    public const int ENGINE_INTERFACE = 4;
}
