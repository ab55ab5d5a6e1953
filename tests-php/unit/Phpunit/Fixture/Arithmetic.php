<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture;

use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\TestDox;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\TestCase;

/**
 * A test case class for the adapter's tests, which make instances of it and never run them (its
 * file name does not end with Test.php, so PHPUnit does not collect it).
 */
final class Arithmetic extends TestCase
{
    #[Property]
    #[TestWith([1, 2])]
    #[TestDox('Adding $a and $b commutes')]
    public function testAdditionCommutes(int $a, int $b): void
    {
        $this->assertSame($a + $b, $b + $a);
    }

    #[TestWith([1, 2])]
    public function testAdditionOfOneAndTwo(int $a, int $b): void
    {
        $this->assertSame(3, $a + $b);
    }
}
