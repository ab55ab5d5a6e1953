<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class PropertyEventsTest extends TestCase
{
    use Properties;

    /**
     * @param int<0, 9> $digit
     */
    #[Property(examples: 20)]
    public function testDigitsAreClassified(int $digit): void
    {
        $this->assume($digit !== 9);
        $this->classify($digit % 2 === 0 ? 'even' : 'odd');
        $this->observe('digit', $digit);
        $this->target('digit', $digit);

        $this->assertLessThan(9, $digit);
    }

    /**
     * @param list<int> $numbers
     */
    #[Property]
    public function testSumIsSmall(array $numbers): void
    {
        $limit = $this->draw(Generators::integers(0, 10), 'limit');

        $this->assertLessThanOrEqual($limit + 100, array_sum($numbers));
    }

    #[Property]
    #[TestWith([123456789], 'the unlucky number')]
    public function testExplicitExampleFalsifies(int $n): void
    {
        $this->assertNotSame(123456789, $n);
    }

    /**
     * @param int<0, 1000> $value
     */
    #[Property]
    public function testFailsInTwoWays(int $value): void
    {
        if ($value >= 100) {
            throw new RuntimeException('too large');
        }

        if ($value >= 50) {
            throw new LogicException('large');
        }

        $this->assertTrue(true);
    }
}
