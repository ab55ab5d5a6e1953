<?php declare(strict_types=1);
namespace Names\Tests;

use Names\Domain\{Amount as Sum, Units\Unit};
use Names\Traits\ChecksAmounts;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/Units/Units.php';
require_once __DIR__ . '/Domain.php';
require_once __DIR__ . '/ChecksAmounts.php';

/**
 * Names in doc comments resolve as PHP resolves them in the file that declares the comment:
 * group use statements with aliases, the namespace and imports of a trait's own file, and those
 * of a constructor in another namespace.
 */
final class NamesTest extends TestCase
{
    use ChecksAmounts;

    /**
     * @param list<Sum> $sums
     * @param Unit $unit
     */
    #[Property(examples: 20)]
    public function testGroupUseWithAnAliasResolves(array $sums, Unit $unit): void
    {
        foreach ($sums as $sum) {
            $this->assertInstanceOf(Sum::class, $sum);
            $this->assertLessThanOrEqual(9, $sum->cents);
        }

        $this->assertSame(Unit::Gram, $unit);
    }

    #[Property(examples: 20)]
    public function testAFailingCounterexampleIsWrittenWithTheTestFileNames(Sum $sum): void
    {
        $this->assertSame([], $sum->measures);
    }
}
