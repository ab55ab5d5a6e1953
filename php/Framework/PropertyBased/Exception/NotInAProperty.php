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
 * assume(), draw() and friends were called outside of an example of a property.
 */
final class NotInAProperty extends LogicException implements Exception
{
    public function __construct(string $method)
    {
        parent::__construct(
            sprintf(
                '%s can only be called in a property, a test method with the #[Property] attribute',
                $method,
            ),
        );
    }
}
