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
 * Ends the body of a property whose example was rejected. The example neither passes nor fails;
 * the runner knows it was rejected from the example itself, so catching this changes nothing.
 */
final class ExampleRejected extends RuntimeException implements Exception
{
    public function __construct()
    {
        parent::__construct('The example was rejected');
    }
}
