<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Report;

use function getcwd;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Report\Reproduction;
use PHPUnit\Framework\PropertyBased\Types\SourceFile;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\Arithmetic;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Shop;
use ReflectionClass;

/**
 * The explicit example and the command line below the report of a falsified property.
 */
final class ReproductionTest extends TestCase
{
    public function testTheExplicitExampleNamesEachArgumentAndTheAttributeAsTheFileImportsIt(): void
    {
        $this->assertSame(
            "#[TestWith(['a' => 1, 'b' => -2])]",
            Reproduction::testWith([['a', '1'], ['b', '-2']], self::namesOf(Arithmetic::class)),
        );
        $this->assertSame(
            "#[\\PHPUnit\\Framework\\Attributes\\TestWith(['amount' => new Amount(cents: 1, currency: Unit::Euro)])]",
            Reproduction::testWith([['amount', 'new Amount(cents: 1, currency: Unit::Euro)']], self::namesOf(Shop::class)),
        );
    }

    public function testThereIsNoExplicitExampleWithoutArgumentsOrOfAnArgumentThatIsNoConstantExpression(): void
    {
        $this->assertNull(Reproduction::testWith([], self::namesOf(Shop::class)));
        $this->assertNull(Reproduction::testWith([['a', '1'], ['wallet', 'Money\Wallet Object #3 ()']], self::namesOf(Shop::class)));
    }

    public function testTheCommandChecksThePropertyAgainWithItsSeedAndSettings(): void
    {
        $reproduction = new Reproduction(Shop::class, 'testTotal', getcwd() . '/tests/Shop Test.php', 42, -7, ['pbt.examples' => '200', 'pbt.examples_multiplier' => '2 '], self::namesOf(Shop::class));

        $this->assertSame(
            "\nReproduce it with run seed 42 (property seed -7):\n\n" .
            "    phpunit --enforce-time-limit --filter 'PHPUnit\\\\PropertyBased\\\\Tests\\\\Unit\\\\Types\\\\Fixture\\\\Shop::testTotal$' -d pbt.seed=42 -d pbt.examples=200 -d 'pbt.examples_multiplier=2 ' 'tests/Shop Test.php'\n",
            $reproduction->command(['--enforce-time-limit']),
        );
    }

    public function testAFileOutsideTheWorkingDirectoryKeepsItsPath(): void
    {
        $reproduction = new Reproduction(Shop::class, 'testTotal', '/elsewhere/ShopTest.php', 1, 2, [], self::namesOf(Shop::class));

        $this->assertStringEndsWith("-d pbt.seed=1 /elsewhere/ShopTest.php\n", $reproduction->command());
    }

    /**
     * @param class-string $class
     */
    private static function namesOf(string $class): ClassNames
    {
        return new ClassNames(SourceFile::scopeOf(new ReflectionClass($class)));
    }
}
