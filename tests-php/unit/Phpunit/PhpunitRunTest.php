<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use function array_filter;
use function array_keys;
use function count;
use Closure;
use PHPUnit\Event\Code\TestDoxBuilder;
use PHPUnit\Framework\PropertyBased\Phpunit\ExampleNames;
use PHPUnit\Framework\PropertyBased\Phpunit\TestRun;
use PHPUnit\Framework\TestCase;
use PHPUnit\Logging\TestDox\NamePrettifier;
use PHPUnit\Metadata\Metadata;
use PHPUnit\Metadata\Parser\Registry;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\Arithmetic;
use PHPUnit\Runner\Extension\ParameterCollection;

/**
 * The adapter in the PHPUnit run that runs these tests, with the extension of phpunit-pbt
 * bootstrapped (phpunit.xml.dist).
 */
final class PhpunitRunTest extends TestCase
{
    public function testKnowsThatPhpunitsTestRunnerRuns(): void
    {
        $this->assertTrue(TestRun::isRunning());
    }

    public function testListsTheParametersOfAnExtension(): void
    {
        $this->assertSame(['examples', 'seed'], TestRun::parameterNames(ParameterCollection::fromArray(['examples' => '5', 'seed' => '1'])));
        $this->assertSame([], TestRun::parameterNames(ParameterCollection::fromArray([])));
    }

    public function testThePropertyMetadataParserHidesTheDataSetsOfAPropertyOnly(): void
    {
        $testWith = static fn (string $method): int => count(array_filter(Registry::parser()->forMethod(Arithmetic::class, $method)->asArray(), static fn (Metadata $metadata): bool => $metadata->isTestWith()));

        $this->assertSame(0, $testWith('testAdditionCommutes'));
        $this->assertSame(1, $testWith('testAdditionOfOneAndTwo'));
    }

    public function testForgetsTheTestDoxNamesOfTheExamplesOfAProperty(): void
    {
        $example = new Arithmetic('testAdditionCommutes');
        $example->setRepetition(1, 2);
        TestDoxBuilder::fromTestCase($example);
        $key = Arithmetic::class . '#testAdditionCommutes#1';

        $this->assertContains($key, self::prettifiedNames(), 'PHPUnit\Logging\TestDox\NamePrettifier no longer keeps the TestDox name of a repetition under "Class#method#repetition": phpunit-pbt relies on it to forget the TestDox names of a property\'s examples (ExampleNames::forget())');

        ExampleNames::forget(new Arithmetic('testAdditionCommutes'));

        $this->assertNotContains($key, self::prettifiedNames());
    }

    /**
     * @return list<string> the keys of PHPUnit's TestDox name cache
     */
    private static function prettifiedNames(): array
    {
        $prettifier = Closure::bind(static fn (): ?NamePrettifier => TestDoxBuilder::$namePrettifier, null, TestDoxBuilder::class)();

        return $prettifier === null ? [] : array_keys(Closure::bind(static fn (NamePrettifier $prettifier): array => $prettifier->prettifiedTestCases, null, NamePrettifier::class)($prettifier));
    }
}
