<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Generator;

use function class_exists;
use function get_debug_type;
use function interface_exists;
use function method_exists;
use function sprintf;
use function trait_exists;
use Closure;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Exception\InvalidProperty;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use ReflectionMethod;
use Throwable;

/**
 * A method (or closure) that returns a ValueGenerator: checked to be callable without arguments,
 * as #[ForAll], #[ForAllExternal] and #[GeneratorFor] require (proposal 5.1, 5.2), and called.
 * Every problem is an InvalidProperty that says where the method was named.
 *
 * @internal
 */
final readonly class GeneratorMethod
{
    /**
     * @param non-empty-string $where what named the method, e.g. "The #[ForAll] attribute of the parameter $x of C::m()"
     */
    private function __construct(private Closure $call, private string $where, private string $name, private string $type = '')
    {
    }

    /**
     * The type a #[GeneratorFor] method is registered for, as written.
     */
    public function type(): string
    {
        return $this->type;
    }

    /**
     * @param non-empty-string $where
     *
     * @throws InvalidProperty
     */
    public static function of(string $className, string $methodName, string $where, string $type = ''): self
    {
        if ($className === '') {
            throw new InvalidProperty(sprintf('%s names no class', $where));
        }

        if ($methodName === '') {
            throw new InvalidProperty(sprintf('%s names no method', $where));
        }

        if (interface_exists($className)) {
            throw new InvalidProperty(sprintf('%s names the interface %s, not a class', $where, $className));
        }

        if (trait_exists($className)) {
            throw new InvalidProperty(sprintf('%s names the trait %s, not a class', $where, $className));
        }

        if (!class_exists($className)) {
            throw new InvalidProperty(sprintf('%s names the class %s, which cannot be loaded', $where, $className));
        }

        $name = $className . '::' . $methodName . '()';

        if (!method_exists($className, $methodName)) {
            throw new InvalidProperty(sprintf('%s names the method %s, which does not exist', $where, $name));
        }

        $method = new ReflectionMethod($className, $methodName);
        $name   = $method->getDeclaringClass()->getName() . '::' . $method->getName() . '()';
        $why    = match (true) {
            !$method->isPublic() || !$method->isStatic() => 'is not public and static',
            $method->isAbstract()                        => 'is abstract',
            $method->getNumberOfRequiredParameters() > 0 => 'has required parameters',
            default                                      => null,
        };

        if ($why !== null) {
            throw new InvalidProperty(sprintf('%s: %s %s; it must be callable without arguments', $where, $name, $why));
        }

        return new self(static fn (): mixed => $method->invoke(null), $where, $name, $type);
    }

    /**
     * @param non-empty-string $where
     */
    public static function ofClosure(Closure $closure, string $where): self
    {
        return new self($closure, $where, 'the closure');
    }

    /**
     * Calls the method and returns the engine's generator of the ValueGenerator it returns.
     *
     * @throws InvalidProperty
     */
    public function generator(): ValueSource
    {
        try {
            $generator = ($this->call)();
        } catch (Throwable $e) {
            throw new InvalidProperty(sprintf('%s: %s threw %s: %s', $this->where, $this->name, $e::class, $e->getMessage()), 0, $e);
        }

        if (!$generator instanceof ValueGenerator) {
            throw new InvalidProperty(sprintf('%s: %s returned %s, not a ValueGenerator', $this->where, $this->name, get_debug_type($generator)));
        }

        try {
            return EngineGenerator::of($generator);
        } catch (InvalidGenerator $e) {
            throw new InvalidProperty(sprintf('%s: %s returned a generator that cannot be used. %s', $this->where, $this->name, $e->getMessage()), 0, $e);
        }
    }
}
