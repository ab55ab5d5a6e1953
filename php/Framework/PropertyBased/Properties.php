<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased;

use PHPUnit\Framework\PropertyBased\Exception\ExampleRejected;
use PHPUnit\Framework\PropertyBased\Runner\CurrentExample;

/**
 * The methods the proposal adds to TestCase for properties. A package cannot add methods to
 * PHPUnit's TestCase, so a test case class uses this trait instead (see the README).
 */
trait Properties
{
    /**
     * Discards the current example of a property when $condition is false (proposal 3.4).
     */
    final protected function assume(bool $condition): void
    {
        $example = CurrentExample::require('assume()');

        if (!$condition) {
            $example->reject();

            throw new ExampleRejected;
        }
    }
}
