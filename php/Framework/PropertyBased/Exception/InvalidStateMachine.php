<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Exception;

use LogicException;

/**
 * A state machine that cannot be run (proposal 3.9): the property is an error, not shrunk.
 */
final class InvalidStateMachine extends LogicException implements Exception
{
}
