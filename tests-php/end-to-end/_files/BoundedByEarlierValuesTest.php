<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

/**
 * Each value is drawn from the one before it up, as a heap's heads or a range's bounds are: when
 * shrinking lowers the first from a negative value to 0, the ranges of the others stop spanning
 * zero, and their values must still read the same choices. The minimal counterexample is 0, 0, 1.
 */
final class BoundedByEarlierValuesTest extends TestCase
{
    use Properties;

    #[Property]
    public function testNoRunOfEqualThenNext(): void
    {
        $first  = $this->draw(Generators::integers(-10, 10), 'first');
        $second = $this->draw(Generators::integers($first, 10), 'second');
        $third  = $this->draw(Generators::integers($second, 10), 'third');

        $this->assertFalse($first === $second && $third === $second + 1);
    }
}
