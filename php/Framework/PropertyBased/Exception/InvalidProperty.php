<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Exception;

use RuntimeException;

/**
 * A property that cannot be checked, for instance because no generator can be determined for
 * one of its parameters. The property is reported as an error and not run (proposal 3.2).
 */
final class InvalidProperty extends RuntimeException implements Exception
{
}
