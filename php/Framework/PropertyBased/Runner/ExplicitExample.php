<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_is_list;
use function array_key_exists;
use function count;
use function is_array;
use function json_decode;
use function sprintf;
use JsonException;
use PHPUnit\Framework\Attributes\TestWith;
use PHPUnit\Framework\Attributes\TestWithJson;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Exception\InvalidProperty;
use PHPUnit\Framework\PropertyBased\Types\ValueExporter;
use ReflectionMethod;

/**
 * Arguments for which a property is checked every time, before any generated example, given with
 * #[TestWith] or #[TestWithJson] (proposal 3.5). They are neither generated nor shrunk.
 *
 * @internal
 */
final class ExplicitExample
{
    private bool $rejected = false;

    /**
     * @param non-empty-string    $name      as PHPUnit names a data set: "name" or #0
     * @param array<string, mixed> $arguments by parameter name
     */
    private function __construct(private readonly string $name, private readonly array $arguments)
    {
    }

    /**
     * @throws InvalidProperty
     *
     * @return list<self>
     */
    public static function of(ReflectionMethod $method): array
    {
        $examples = [];
        $names    = [];
        $unnamed  = 0;
        $where    = sprintf('%s::%s()', $method->getDeclaringClass()->getName(), $method->getName());

        foreach ($method->getAttributes() as $attribute) {
            if ($attribute->getName() !== TestWith::class && $attribute->getName() !== TestWithJson::class) {
                continue;
            }

            $instance  = $attribute->newInstance();
            $arguments = $instance instanceof TestWith ? $instance->data() : self::decode($instance->json(), $where);
            $name      = $instance->name();

            if ($name !== null && isset($names[$name])) {
                throw new InvalidProperty(sprintf('The property %s has two explicit examples named "%s"', $where, $name));
            }

            $label = $name === null ? '#' . $unnamed++ : '"' . $name . '"';

            if ($name !== null) {
                $names[$name] = true;
            }

            $examples[] = new self($label, self::byName($method, $arguments, $label, $where));
        }

        return $examples;
    }

    /**
     * @return non-empty-string
     */
    public function name(): string
    {
        return $this->name;
    }

    /**
     * @return array<string, mixed>
     */
    public function arguments(): array
    {
        return $this->arguments;
    }

    /**
     * parameter name => the argument as PHP code, written as the file of the property would.
     *
     * @return array<string, string>
     */
    public function exportedArguments(ClassNames $names): array
    {
        $exported = [];

        foreach ($this->arguments as $name => $value) {
            $exported[$name] = ValueExporter::export($value, $names);
        }

        return $exported;
    }

    /**
     * assume(false) in an explicit example, which PHPUnit then warns about.
     */
    public function reject(): void
    {
        $this->rejected = true;
    }

    public function isRejected(): bool
    {
        return $this->rejected;
    }

    /**
     * Exactly one argument per parameter, by position or by name, as the data of #[TestWith] is
     * passed to a test method.
     *
     * @param array<array-key, mixed> $arguments
     *
     * @throws InvalidProperty
     *
     * @return array<string, mixed>
     */
    private static function byName(ReflectionMethod $method, array $arguments, string $label, string $where): array
    {
        $parameters = $method->getParameters();
        $byName     = [];

        if (count($arguments) !== count($parameters)) {
            throw new InvalidProperty(sprintf('The explicit example %s of the property %s has %d argument%s, but the property has %d parameter%s', $label, $where, count($arguments), count($arguments) === 1 ? '' : 's', count($parameters), count($parameters) === 1 ? '' : 's'));
        }

        foreach ($parameters as $position => $parameter) {
            $key = array_is_list($arguments) ? $position : $parameter->getName();

            if (!array_key_exists($key, $arguments)) {
                throw new InvalidProperty(sprintf('The explicit example %s of the property %s has no argument for the parameter $%s', $label, $where, $parameter->getName()));
            }

            $byName[$parameter->getName()] = $arguments[$key];
        }

        return $byName;
    }

    /**
     * @throws InvalidProperty
     *
     * @return array<array-key, mixed>
     */
    private static function decode(string $json, string $where): array
    {
        try {
            $data = json_decode($json, true, 512, JSON_THROW_ON_ERROR);
        } catch (JsonException $e) {
            throw new InvalidProperty(sprintf('The #[TestWithJson] data of the property %s is not valid JSON: %s', $where, $e->getMessage()));
        }

        if (!is_array($data)) {
            throw new InvalidProperty(sprintf('The #[TestWithJson] data of the property %s is not an array', $where));
        }

        return $data;
    }
}
