<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

/**
 * The coupling property of the shrinking challenge (github.com/jlink/shrinking-challenge): the
 * values of the list are positions in it, and no two elements may hold each other's positions.
 * The minimal counterexample is [1, 0], the two elements at the front.
 */
final class CouplingTest extends TestCase
{
    use Properties;

    /**
     * @param list<int<0, 10>> $list
     */
    #[Property]
    public function testNoTwoElementsPointAtEachOther(array $list): void
    {
        foreach ($list as $value) {
            $this->assume($value < count($list));
        }

        foreach ($list as $position => $value) {
            if ($value !== $position) {
                $this->assertNotSame($position, $list[$value]);
            }
        }
    }
}
