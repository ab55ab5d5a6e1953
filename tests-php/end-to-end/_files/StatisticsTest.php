<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\RequireClassification;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class StatisticsTest extends TestCase
{
    use Properties;

    /**
     * @param list<int<-100, 100>> $entries
     */
    #[Property]
    #[RequireClassification('with a negative entry', 50.0)]
    public function testEntriesAreClassified(array $entries): void
    {
        if ($entries === []) {
            $this->classify('empty');
        }

        if (array_filter($entries, static fn (int $entry): bool => $entry < 0) !== []) {
            $this->classify('with a negative entry');
        }

        $this->observe('entries', count($entries));
        $this->assertIsList($entries);
    }

    /**
     * @param int<0, 100> $value
     */
    #[Property]
    #[RequireClassification('large', 90.0)]
    public function testRequiredClassificationIsMissed(int $value): void
    {
        if ($value > 50) {
            $this->classify('large');
        }

        $this->assertGreaterThanOrEqual(0, $value);
    }

    #[Property]
    #[RequireClassification('', 10.0)]
    public function testEmptyLabel(int $value): void
    {
    }

    #[Property]
    #[RequireClassification('x', 150.0)]
    public function testPercentageAboveHundred(int $value): void
    {
    }

    #[Property]
    public function testObservingInfinity(int $value): void
    {
        $this->observe('ratio', INF);
    }

    public function testClassifyOutsideAProperty(): void
    {
        $this->classify('x');
    }
}
