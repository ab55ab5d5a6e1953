<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function class_exists;
use function implode;
use function str_replace;
use function var_export;
use ReflectionClass;
use ReflectionMethod;
use ReflectionParameter;

/**
 * Makes a class that extends an abstract class and implements each method it leaves abstract by
 * calling the same method of an object it holds: an interface of PHPUnit that grows with its
 * releases (Event\Emitter has 96 methods in PHPUnit 13.4) is implemented by the methods the
 * abstract class writes and by delegation for all others, whatever the release.
 *
 * @internal
 */
final class DelegatingClass
{
    /**
     * The name of the class that extends $abstract, made once per process, whose abstract
     * methods call the same method of $this->{$property}.
     *
     * @param class-string     $abstract
     * @param non-empty-string $property
     *
     * @return class-string
     */
    public static function extending(string $abstract, string $property): string
    {
        $class = str_replace('\\', '_', $abstract) . '_Delegating';

        if (!class_exists($class, false)) {
            $methods = [];

            foreach ((new ReflectionClass($abstract))->getMethods(ReflectionMethod::IS_ABSTRACT) as $method) {
                $methods[] = self::delegating($method, $property);
            }

            // The code is made of the names and types of the methods of PHPUnit's interface only;
            // it is in the global namespace, where the names of their types mean what they say.
            eval('final class ' . $class . ' extends \\' . $abstract . ' {' . implode("\n", $methods) . '}');
        }

        /** @var class-string $class */
        return $class;
    }

    private static function delegating(ReflectionMethod $method, string $property): string
    {
        $parameters = [];
        $arguments  = [];

        foreach ($method->getParameters() as $parameter) {
            $parameters[] = self::parameter($parameter);
            $arguments[]  = ($parameter->isVariadic() ? '...' : '') . '$' . $parameter->getName();
        }

        $returns = $method->hasReturnType() ? ': ' . (string) $method->getReturnType() : '';
        $call    = '$this->' . $property . '->' . $method->getName() . '(' . implode(', ', $arguments) . ');';

        return 'public function ' . $method->getName() . '(' . implode(', ', $parameters) . ')' . $returns .
            ' { ' . ($returns === ': void' || $returns === ': never' ? '' : 'return ') . $call . ' }';
    }

    private static function parameter(ReflectionParameter $parameter): string
    {
        $code = ($parameter->hasType() ? (string) $parameter->getType() . ' ' : '') .
            ($parameter->isPassedByReference() ? '&' : '') .
            ($parameter->isVariadic() ? '...' : '') .
            '$' . $parameter->getName();

        // A default is written as its value: the name of a constant that reflection gives may be
        // one of the namespace of the interface that PHP found in the global namespace instead.
        if ($parameter->isDefaultValueAvailable()) {
            $code .= ' = ' . var_export($parameter->getDefaultValue(), true);
        }

        return $code;
    }
}
