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
 * The class name of the error reported for a property whose outcome does not depend on its
 * arguments alone (proposal 6.3, 6.5); the failure originally observed is its cause.
 */
final class FlakyProperty extends RuntimeException implements Exception
{
}
