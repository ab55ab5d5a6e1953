<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\StateMachine;

use function count;
use function in_array;
use function preg_match;
use function sprintf;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\ForAllExternal;
use PHPUnit\Framework\Attributes\FromPool;
use PHPUnit\Framework\Attributes\Initialize;
use PHPUnit\Framework\Attributes\Invariant;
use PHPUnit\Framework\Attributes\Rule;
use PHPUnit\Framework\PropertyBased\Exception\InvalidProperty;
use PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine;
use PHPUnit\Framework\PropertyBased\Generator\ParameterGenerator;
use PHPUnit\Framework\PropertyBased\Types\ClassDescriber;
use PHPUnit\Framework\PropertyBased\Types\SourceFile;
use ReflectionClass;
use ReflectionMethod;
use ReflectionNamedType;

/**
 * The rules, initializations and invariants of a state machine, validated as proposal 3.9 asks,
 * with the generators of the parameters of its steps.
 *
 * @internal
 */
final readonly class Definition
{
    /**
     * @param list<Method> $initializers in the order they are declared
     * @param list<Method> $rules        in the order they are declared
     * @param list<Method> $invariants
     */
    private function __construct(
        public array $initializers,
        public array $rules,
        public array $invariants,
    ) {
    }

    /**
     * @throws InvalidStateMachine
     */
    public static function of(object $machine, ClassDescriber $describer): self
    {
        $class        = new ReflectionClass($machine);
        $initializers = [];
        $rules        = [];
        $invariants   = [];
        $produced     = [];

        foreach ($class->getMethods() as $method) {
            $rule       = $method->getAttributes(Rule::class);
            $initialize = $method->getAttributes(Initialize::class);
            $invariant  = $method->getAttributes(Invariant::class);
            $kinds      = count($rule) + count($initialize) + count($invariant);

            if ($kinds === 0) {
                continue;
            }

            $name = sprintf('The method %s::%s() of the state machine', $class->getName(), $method->getName());

            if ($kinds > 1) {
                throw new InvalidStateMachine(sprintf('%s has more than one of #[Rule], #[Initialize] and #[Invariant]', $name));
            }

            if (!$method->isPublic() || $method->isStatic()) {
                throw new InvalidStateMachine(sprintf('%s must be public and not static', $name));
            }

            if ($invariant !== []) {
                self::withoutRequiredParameters($method, $name);

                $invariants[] = new Method($method->getName(), atEnd: $invariant[0]->newInstance()->atEnd());

                continue;
            }

            $attribute  = $rule !== [] ? $rule[0]->newInstance() : $initialize[0]->newInstance();
            $produces   = $attribute->produces();
            $parameters = self::parameters($method, $name, $rule === [], $describer);

            if ($produces !== null) {
                self::producesValues($method, $name, $produces);

                $produced[] = $produces;
            }

            if ($rule !== []) {
                $precondition = $attribute->precondition();

                if ($precondition !== null) {
                    self::precondition($class, $precondition, $name);
                }

                $rules[] = new Method($method->getName(), $parameters, $produces, $precondition);
            } else {
                $initializers[] = new Method($method->getName(), $parameters, $produces);
            }
        }

        if ($rules === []) {
            throw new InvalidStateMachine(sprintf('The state machine %s has no method with #[Rule]', $class->getName()));
        }

        foreach ($rules as $rule) {
            foreach ($rule->pools() as $pool) {
                if (!in_array($pool, $produced, true)) {
                    throw new InvalidStateMachine(sprintf('The pool "%s" of the rule %s::%s() gets values from no rule and no initialization', $pool, $class->getName(), $rule->name));
                }
            }
        }

        return new self($initializers, $rules, $invariants);
    }

    /**
     * @throws InvalidStateMachine
     *
     * @return list<Parameter>
     */
    private static function parameters(ReflectionMethod $method, string $name, bool $initialization, ClassDescriber $describer): array
    {
        $parameters = [];
        $scope      = SourceFile::scopeOf($method->getDeclaringClass(), $method);

        foreach ($method->getParameters() as $parameter) {
            $where = sprintf('%s: the parameter $%s', $name, $parameter->getName());

            if ($parameter->isVariadic()) {
                throw new InvalidStateMachine(sprintf('%s is variadic', $where));
            }

            $fromPool = $parameter->getAttributes(FromPool::class);

            if ($fromPool === []) {
                try {
                    $parameters[] = new Parameter($parameter->getName(), ParameterGenerator::of($method, $parameter, $scope, $describer));
                } catch (InvalidProperty $e) {
                    throw new InvalidStateMachine($e->getMessage(), 0, $e);
                }

                continue;
            }

            if ($initialization) {
                throw new InvalidStateMachine(sprintf('%s takes values from a pool, which an initialization cannot', $where));
            }

            if ($parameter->getAttributes(ForAll::class) !== [] || $parameter->getAttributes(ForAllExternal::class) !== []) {
                throw new InvalidStateMachine(sprintf('%s takes values from a pool and has #[ForAll] or #[ForAllExternal]', $where));
            }

            $pool = $fromPool[0]->newInstance();

            self::poolName($pool->pool(), $where);

            $parameters[] = new Parameter($parameter->getName(), null, $pool->pool(), $pool->consume());
        }

        return $parameters;
    }

    /**
     * @throws InvalidStateMachine
     */
    private static function producesValues(ReflectionMethod $method, string $name, string $pool): void
    {
        self::poolName($pool, $name);

        $type = $method->getReturnType();

        if ($type instanceof ReflectionNamedType && in_array($type->getName(), ['void', 'never'], true)) {
            throw new InvalidStateMachine(sprintf('%s produces values for the pool "%s", but its return type is %s', $name, $pool, $type->getName()));
        }
    }

    /**
     * @throws InvalidStateMachine
     */
    private static function precondition(ReflectionClass $class, string $precondition, string $name): void
    {
        if (!$class->hasMethod($precondition)) {
            throw new InvalidStateMachine(sprintf('%s names the precondition %s(), which does not exist', $name, $precondition));
        }

        $method = $class->getMethod($precondition);
        $where  = sprintf('The precondition %s::%s() of the state machine', $class->getName(), $precondition);

        if (!$method->isPublic() || $method->isStatic()) {
            throw new InvalidStateMachine(sprintf('%s must be public and not static', $where));
        }

        self::withoutRequiredParameters($method, $where);

        $type = $method->getReturnType();

        if ($type instanceof ReflectionNamedType && $type->getName() !== 'bool') {
            throw new InvalidStateMachine(sprintf('%s must return a bool, but its return type is %s', $where, $type->getName()));
        }
    }

    /**
     * @throws InvalidStateMachine
     */
    private static function withoutRequiredParameters(ReflectionMethod $method, string $name): void
    {
        if ($method->getNumberOfRequiredParameters() > 0) {
            throw new InvalidStateMachine(sprintf('%s has required parameters', $name));
        }
    }

    /**
     * @throws InvalidStateMachine
     */
    private static function poolName(string $pool, string $where): void
    {
        if (preg_match('/^[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*$/', $pool) !== 1) {
            throw new InvalidStateMachine(sprintf('%s names the pool "%s", which is not a valid variable name', $where, $pool));
        }
    }
}
