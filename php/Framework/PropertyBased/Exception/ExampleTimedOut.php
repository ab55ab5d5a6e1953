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
 * The class name of the error reported for a property whose example exceeded its time limit
 * (proposal 6.2): its counterexample was shrunk like any other.
 */
final class ExampleTimedOut extends RuntimeException implements Exception
{
}
