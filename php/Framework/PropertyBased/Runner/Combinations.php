<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function sprintf;
use function str_starts_with;
use function strlen;
use function substr;
use PHPUnit\Framework\Attributes\Repeat;
use PHPUnit\Framework\Attributes\Retry;
use PHPUnit\Framework\Attributes\RunInSeparateProcess;
use PHPUnit\Framework\Attributes\RunTestsInSeparateProcesses;
use PHPUnit\Framework\PropertyBased\Exception\InvalidProperty;
use ReflectionMethod;

/**
 * The attributes of PHPUnit that a property cannot be combined with (proposal 3.3): data
 * providers and dependencies are errors; repetition, retrying and process isolation do not
 * apply to a property, which a warning says.
 *
 * @internal
 */
final class Combinations
{
    /**
     * @throws InvalidProperty
     */
    public static function check(ReflectionMethod $method): void
    {
        foreach ($method->getAttributes() as $attribute) {
            $name = $attribute->getName();
            $kind = match (true) {
                str_starts_with($name, 'PHPUnit\Framework\Attributes\DataProvider') => 'a data provider',
                str_starts_with($name, 'PHPUnit\Framework\Attributes\Depends')      => 'a dependency on another test',
                default                                                             => null,
            };

            if ($kind !== null) {
                throw new InvalidProperty(
                    sprintf(
                        'The property %s::%s() has %s (#[%s]), which cannot be combined with #[Property]: its parameters receive generated values',
                        $method->getDeclaringClass()->getName(),
                        $method->getName(),
                        $kind,
                        substr($name, strlen('PHPUnit\Framework\Attributes\\')),
                    ),
                );
            }
        }
    }

    /**
     * The warnings for attributes that do not apply to a property.
     *
     * @return list<string>
     */
    public static function warnings(ReflectionMethod $method): array
    {
        $warnings = [];

        if ($method->getAttributes(Repeat::class) !== []) {
            $warnings[] = '#[Repeat] does not apply to a property: a property checks more examples instead, which #[Property(examples: ...)] sets';
        }

        if ($method->getAttributes(Retry::class) !== []) {
            $warnings[] = '#[Retry] does not apply to a property: retrying it with the same seed checks the same examples, and with another seed could pass a property that was falsified';
        }

        if ($method->getAttributes(RunInSeparateProcess::class) !== [] ||
            $method->getDeclaringClass()->getAttributes(RunTestsInSeparateProcesses::class) !== []) {
            $warnings[] = 'A property is always run in the main process: #[RunInSeparateProcess] and #[RunTestsInSeparateProcesses] do not apply to it';
        }

        return $warnings;
    }
}
