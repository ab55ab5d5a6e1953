<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Generator;

use function class_exists;
use function interface_exists;
use function ltrim;
use function sprintf;
use function strtolower;
use function trait_exists;
use PHPUnit\Framework\Attributes\GeneratorFor;
use PHPUnit\Framework\Attributes\UseGenerators;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Exception\InvalidProperty;
use ReflectionClass;
use ReflectionMethod;

/**
 * The generators registered with #[GeneratorFor] for the types a property needs (proposal 5.2):
 * by the test case class itself, which takes precedence over the classes that #[UseGenerators]
 * on the property names, which take precedence over those it names on the test case class.
 * A generator method is called once per property, when its type is first needed.
 *
 * @internal
 */
final class GeneratorRegistry
{
    /**
     * @var array<lowercase-string, GeneratorMethod>
     */
    private array $methods = [];

    /**
     * @var array<lowercase-string, ValueSource>
     */
    private array $generators = [];

    /**
     * @throws InvalidProperty
     */
    public static function forProperty(ReflectionClass $testClass, ReflectionMethod $property): self
    {
        $registry = new self;

        // Lowest precedence first: a later level replaces what an earlier one registered.
        foreach ([self::used($testClass->getAttributes(UseGenerators::class), 'the test case class ' . $testClass->getName()),
                  self::used($property->getAttributes(UseGenerators::class), 'the property ' . $testClass->getName() . '::' . $property->getName() . '()'),
                  self::registeredBy($testClass)] as $level) {
            $registry->methods = [...$registry->methods, ...$level];
        }

        return $registry;
    }

    /**
     * The generator registered for exactly the class $class, if any.
     *
     * @throws InvalidProperty
     */
    public function generatorFor(string $class): ?ValueSource
    {
        $type = strtolower(ltrim($class, '\\'));

        if (!isset($this->methods[$type])) {
            return null;
        }

        return $this->generators[$type] ??= $this->methods[$type]->generator();
    }

    /**
     * @param list<\ReflectionAttribute<UseGenerators>> $attributes
     *
     * @throws InvalidProperty
     *
     * @return array<lowercase-string, GeneratorMethod>
     */
    private static function used(array $attributes, string $on): array
    {
        $level = [];
        $from  = [];
        $types = [];

        foreach ($attributes as $attribute) {
            $className = $attribute->newInstance()->className();
            $where     = sprintf('The #[UseGenerators] attribute of %s', $on);

            if (interface_exists($className) || trait_exists($className) || !class_exists($className)) {
                throw new InvalidProperty(sprintf('%s names %s, which is not a class that can be loaded', $where, $className));
            }

            $registered = self::registeredBy(new ReflectionClass($className));

            if ($registered === []) {
                throw new InvalidProperty(sprintf('%s names the class %s, which registers no generator with #[GeneratorFor]', $where, $className));
            }

            foreach ($registered as $type => $method) {
                if (isset($level[$type])) {
                    throw new InvalidProperty(sprintf('Two generators are registered for the type %s with the same precedence, by the classes %s and %s that #[UseGenerators] of %s names', $method->type(), $from[$type], $className, $on));
                }

                $level[$type] = $method;
                $from[$type]  = $className;
            }
        }

        return $level;
    }

    /**
     * The generator methods that a class registers with #[GeneratorFor], its inherited methods
     * and those of its traits included.
     *
     * @throws InvalidProperty
     *
     * @return array<lowercase-string, GeneratorMethod>
     */
    private static function registeredBy(ReflectionClass $class): array
    {
        $registered = [];
        $names      = [];

        foreach ($class->getMethods() as $method) {
            foreach ($method->getAttributes(GeneratorFor::class) as $attribute) {
                $written = ltrim($attribute->newInstance()->type(), '\\');
                $type    = strtolower($written);
                $name    = $method->getDeclaringClass()->getName() . '::' . $method->getName() . '()';

                if (isset($registered[$type])) {
                    throw new InvalidProperty(sprintf('Two generators are registered for the type %s by %s: %s and %s', $written, $class->getName(), $names[$type], $name));
                }

                $registered[$type] = GeneratorMethod::of($class->getName(), $method->getName(), sprintf('#[GeneratorFor(%s::class)]', $written), $written);
                $names[$type]      = $name;
            }
        }

        return $registered;
    }
}
