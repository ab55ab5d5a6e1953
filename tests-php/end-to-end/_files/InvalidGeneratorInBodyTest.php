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
 * A generator that the body of a property cannot build from its arguments is an error of the
 * property, as a parameter without a generator is: not a falsified property with an empty
 * counterexample.
 */
final class InvalidGeneratorInBodyTest extends TestCase
{
    use Properties;

    #[Property]
    public function testImpossibleRange(): void
    {
        $value = $this->draw(Generators::integers(10, 1), 'value');

        $this->assertIsInt($value);
    }

    public function testOrdinary(): void
    {
        $this->assertTrue(true);
    }
}
