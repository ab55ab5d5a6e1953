<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Exception;

use function sprintf;
use LogicException;

/**
 * draw(), assume() and friends were called inside a closure given to a generator, while the
 * engine generates a value for the example.
 */
final class CalledInsideGenerator extends LogicException implements Exception
{
    public function __construct(string $method)
    {
        parent::__construct(
            sprintf(
                '%s was called inside a closure of a generator (given to map(), filter(), flatMap(), deferred() or recursive()), where it is not allowed: the engine is busy generating a value; call it in the body of the property instead',
                $method,
            ),
        );
    }
}
