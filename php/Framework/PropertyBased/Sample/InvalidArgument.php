<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Sample;

use InvalidArgumentException;

/**
 * A command line of bin/pbt-sample that it cannot run.
 *
 * @internal
 */
final class InvalidArgument extends InvalidArgumentException
{
}
