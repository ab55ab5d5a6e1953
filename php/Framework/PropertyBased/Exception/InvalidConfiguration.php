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
 * An INI setting of phpunit-pbt has a value it cannot use.
 */
final class InvalidConfiguration extends RuntimeException implements Exception
{
}
