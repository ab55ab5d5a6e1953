<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Exception;

use InvalidArgumentException;

/**
 * A generator that cannot be used: built with invalid arguments, or an object of a class outside
 * phpunit-pbt that implements ValueGenerator.
 */
final class InvalidGenerator extends InvalidArgumentException implements Exception
{
}
