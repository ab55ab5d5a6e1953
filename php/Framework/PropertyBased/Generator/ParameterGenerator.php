<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Generator;

use function sprintf;
use Closure;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\ForAllExternal;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Exception\InvalidProperty;
use PHPUnit\Framework\PropertyBased\Types\ClassDescriber;
use PHPUnit\Framework\PropertyBased\Types\TypeOfParameter;
use ReflectionMethod;
use ReflectionParameter;
use ValueError;

/**
 * The generators of parameters: of a property, and of the steps of a state machine.
 *
 * @internal
 */
final class ParameterGenerator
{
    /**
     * The generator that #[ForAll] or #[ForAllExternal] specifies for a parameter (proposal 5.1).
     *
     * @throws InvalidProperty
     */
    public static function explicit(ReflectionParameter $parameter, string $where): ?GeneratorMethod
    {
        $forAll   = $parameter->getAttributes(ForAll::class);
        $external = $parameter->getAttributes(ForAllExternal::class);

        if ($forAll !== [] && $external !== []) {
            throw new InvalidProperty(sprintf('The %s has both #[ForAll] and #[ForAllExternal]', $where));
        }

        if ($forAll !== []) {
            $generator = $forAll[0]->newInstance()->generator();
            $attribute = sprintf('The #[ForAll] attribute of the %s', $where);

            return $generator instanceof Closure
                ? GeneratorMethod::ofClosure($generator, $attribute)
                : GeneratorMethod::of($parameter->getDeclaringClass()?->getName() ?? '', $generator, $attribute);
        }

        if ($external !== []) {
            $attribute = $external[0]->newInstance();

            return GeneratorMethod::of($attribute->className(), $attribute->methodName(), sprintf('The #[ForAllExternal] attribute of the %s', $where));
        }

        return null;
    }

    /**
     * The generator of a parameter: from #[ForAll] or #[ForAllExternal], or derived from its type,
     * which uses what #[GeneratorFor] registers (proposal 3.2).
     *
     * @param array{string, array<string, string>, string, list<string>} $scope
     *
     * @throws InvalidProperty
     */
    public static function of(ReflectionMethod $method, ReflectionParameter $parameter, array $scope, ClassDescriber $describer): ValueSource
    {
        $where = sprintf('parameter $%s of %s::%s()', $parameter->getName(), $method->getDeclaringClass()->getName(), $method->getName());

        if ($parameter->isVariadic()) {
            throw new InvalidProperty(sprintf('The %s is variadic, which a generated value cannot be passed to', $where));
        }

        $explicit = self::explicit($parameter, $where);

        if ($explicit !== null) {
            return $explicit->generator();
        }

        try {
            $type = TypeOfParameter::of($method, $parameter);
        } catch (ValueError $e) {
            throw new InvalidProperty(sprintf('No generator can be derived for the %s: %s', $where, $e->getMessage()));
        }

        if ($type === null) {
            throw new InvalidProperty(sprintf('The %s has no type from which a generator can be derived', $where));
        }

        try {
            return ValueSource::fromParsedType($type, $scope, $describer);
        } catch (ValueError $e) {
            throw new InvalidProperty(
                sprintf('No generator can be derived for the %s from its type %s: %s', $where, $type->text(), $e->getMessage()),
            );
        }
    }
}
