<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

/*
 * This file is encoded in ISO-8859-1, not UTF-8: the bytes of the accented letters in its doc
 * comments are not valid UTF-8.
 */
final class Temperature
{
    /**
     * @param int<-50, 50> $celsius la température mesurée
     */
    public function __construct(public int $celsius)
    {
    }
}

final class Pressure
{
    /**
     * @param int<0, é> $hectopascals
     */
    public function __construct(public int $hectopascals)
    {
    }
}

final class Erreuré extends RuntimeException
{
}

final class NonUtf8DocCommentTest extends TestCase
{
    use Properties;

    /**
     * @param int<0, 10> $value la valeur à vérifier
     */
    #[Property]
    public function testDescriptionIsNotUtf8(int $value): void
    {
        $this->assertLessThanOrEqual(10, $value);
    }

    /**
     * @param int<0, 10> $value
     */
    #[Property]
    public function testTypeIsNotUtf8(int $value): void
    {
        $this->assertTrue(true);
    }

    #[Property]
    public function testConstructorDescriptionIsNotUtf8(Temperature $temperature): void
    {
        $this->assertLessThanOrEqual(50, $temperature->celsius);
    }

    #[Property]
    public function testConstructorTypeIsNotUtf8(Pressure $pressure): void
    {
        $this->assertTrue(true);
    }

    public static function fromTypeNotUtf8(): ValueGenerator
    {
        return Generators::fromType("int<0, \xe9>");
    }

    #[Property]
    public function testFromTypeIsNotUtf8(#[ForAll('fromTypeNotUtf8')] int $value): void
    {
        $this->assertTrue(true);
    }

    /**
     * PHP allows these bytes in names too.
     *
     * @param int<0, 10> $température
     */
    #[Property]
    public function testParameterNameIsNotUtf8(int $température): void
    {
        $this->assertLessThan(5, $température);
    }

    #[Property]
    public function testLabelsAreNotUtf8(): void
    {
        $value = $this->draw(Generators::integers(0, 10), "température");

        $this->target("température", $value);

        $this->assertLessThan(5, $value);
    }

    #[Property]
    public function testMethodNameAndExceptionClassAreNotUtf8é(): void
    {
        $value = $this->draw(Generators::integers(0, 10));

        if ($value > 4) {
            throw new Erreuré('trop grand');
        }

        $this->assertTrue(true);
    }

    public function testOrdinaryTestAfterThem(): void
    {
        $this->assertTrue(true);
    }
}
