<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Types;

use function array_map;
use PHPUnit\Framework\PropertyBased\Engine\ParsedType;
use PHPUnit\Framework\PropertyBased\Generator\ParameterGenerator;
use PHPUnit\Framework\PropertyBased\Types\ClassDescriber;
use PHPUnit\Framework\PropertyBased\Types\SourceFile;
use PHPUnit\Framework\PropertyBased\Types\TypeOfParameter;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Money\Amount;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Orders\Order;
use PHPUnit\PropertyBased\Tests\Unit\Types\Fixture\Orders\OrderProperties;
use ReflectionMethod;

/**
 * A PHPDoc type is parsed once, by the engine, where it first reads the type's text; what crosses
 * back to PHP is the parsed type, which a generator is derived from, never the text again.
 */
final class TypeParsedOnceTest extends TestCase
{
    public function testTheTypeOfAParameterIsParsedWhereItIsRead(): void
    {
        $constructor = new ReflectionMethod(Order::class, '__construct');
        $types       = array_map(
            static fn ($parameter): ?ParsedType => TypeOfParameter::of($constructor, $parameter),
            $constructor->getParameters(),
        );

        $this->assertContainsOnlyInstancesOf(ParsedType::class, $types);
        $this->assertSame(
            ['int<1, 10>', 'list<Amount>', '?\\' . Amount::class],
            array_map(static fn (ParsedType $type): string => $type->text(), $types),
        );
    }

    public function testADescribedConstructorHandsTheEngineItsParsedTypes(): void
    {
        [$kind, $parameters] = (new ClassDescriber)->describe(Order::class);

        $this->assertSame('constructor', $kind);

        foreach ($parameters as [$name, $type]) {
            $this->assertInstanceOf(ParsedType::class, $type, 'the type of $' . $name);
        }
    }

    public function testEachTypeThatAPropertyNamesIsParsedOnce(): void
    {
        $method    = new ReflectionMethod(OrderProperties::class, 'testOrdersAreComparable');
        $scope     = SourceFile::scopeOf($method->getDeclaringClass(), $method);
        $describer = new ClassDescriber;
        $before    = ParsedType::typesParsed();

        foreach ($method->getParameters() as $parameter) {
            ParameterGenerator::of($method, $parameter, $scope, $describer);
        }

        // The two parameters' Order, Order's three parameters, and Amount's two: each once,
        // although both parameters are Orders and Order names Amount twice.
        $this->assertSame(7, ParsedType::typesParsed() - $before);
    }
}
