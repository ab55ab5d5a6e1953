<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use RuntimeException;
use Throwable;

/**
 * A generator threw while the arguments of an example were generated. It tells that exception,
 * which is the property's error (proposal 6.3, 6.5), from one its test raised, and never leaves
 * the runner.
 *
 * @internal
 */
final class ArgumentsNotGenerated extends RuntimeException
{
    public function __construct(private readonly Throwable $exception)
    {
        parent::__construct($exception->getMessage(), 0, $exception);
    }

    public function exception(): Throwable
    {
        return $this->exception;
    }
}
