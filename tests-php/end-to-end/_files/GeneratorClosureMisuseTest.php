<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class GeneratorClosureMisuseTest extends TestCase
{
    use Properties;

    #[Property]
    public function testDrawInsideMap(): void
    {
        $sum = $this->draw(Generators::integers(0, 10)->map(fn (int $value): int => $value + $this->draw(Generators::integers(0, 10))), 'sum');

        $this->assertIsInt($sum);
    }

    #[Property]
    public function testAssumeInsideFilter(): void
    {
        $value = $this->draw(Generators::integers(0, 10)->filter(function (int $value): bool {
            $this->assume($value > 0);

            return true;
        }));

        $this->assertIsInt($value);
    }

    #[Property]
    public function testTargetInsideFlatMap(): void
    {
        $value = $this->draw(Generators::integers(0, 10)->flatMap(function (int $value): ValueGenerator {
            $this->target('value', $value);

            return Generators::constant($value);
        }));

        $this->assertIsInt($value);
    }

    #[Property]
    public function testClassifyInsideMap(): void
    {
        $value = $this->draw(Generators::integers(0, 10)->map(function (int $value): int {
            $this->classify('mapped');

            return $value;
        }));

        $this->assertIsInt($value);
    }

    #[Property]
    public function testObserveInsideDeferred(): void
    {
        $value = $this->draw(Generators::deferred(function (): ValueGenerator {
            $this->observe('deferred', 1);

            return Generators::integers(0, 10);
        }));

        $this->assertIsInt($value);
    }

    #[Property]
    public function testRunStateMachineInsideMap(): void
    {
        $value = $this->draw(Generators::integers(0, 10)->map(function (int $value): int {
            $this->runStateMachine(new stdClass);

            return $value;
        }));

        $this->assertIsInt($value);
    }

    public function testOrdinaryTestAfterThem(): void
    {
        $this->assertTrue(true);
    }
}
