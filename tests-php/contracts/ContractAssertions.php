<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Contracts;

use function array_filter;
use function array_map;
use function assert;
use function implode;
use function serialize;
use function sprintf;
use function var_export;
use Closure;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Generator\EngineGenerator;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;

/**
 * What every contract property asserts besides its own contract (issue 10): a generator is built
 * exactly when its arguments allow a value, and the PHP code that a report shows for each of its
 * values (proposal 8.2), evaluated, gives back an identical value.
 */
trait ContractAssertions
{
    /**
     * The generator that $build makes, null when it refused the arguments; it must refuse them
     * exactly when $possible is false. $arguments describes them in a failure.
     *
     * @param Closure(): ValueGenerator $build
     */
    private function built(Closure $build, bool $possible, string $arguments): ?ValueGenerator
    {
        try {
            $generator = $build();
        } catch (InvalidGenerator $e) {
            $this->assertFalse($possible, sprintf('%s allow values, but were refused: %s', $arguments, $e->getMessage()));

            return null;
        }

        $this->assertTrue($possible, sprintf('%s allow no value, but the generator was built', $arguments));

        return $generator;
    }

    /**
     * The generator that Generators::$factory() makes of $arguments, as built() says.
     *
     * @param list<mixed> $arguments
     */
    private function builtBy(string $factory, array $arguments, bool $possible): ?ValueGenerator
    {
        return $this->built(
            static fn (): ValueGenerator => Generators::$factory(...$arguments),
            $possible,
            sprintf('%s(%s)', $factory, implode(', ', array_map(static fn (mixed $argument): string => var_export($argument, true), $arguments))),
        );
    }

    /**
     * Whether a list argument holds values, all of them valid.
     *
     * @param list<mixed> $list
     */
    private static function nonEmptyAndAll(array $list, Closure $valid): bool
    {
        return $list !== [] && array_filter($list, $valid) === $list;
    }

    /**
     * The values of $generator for $seed, exported as PHP code as in a report and evaluated, are
     * identical to the values: serialize() tells apart what === does not (0.0 and -0.0, NAN,
     * int and string keys, the time zone of a point in time) and compares objects by class
     * and state.
     */
    private function assertExportReadsBack(ValueGenerator $generator, int $seed): void
    {
        assert($generator instanceof EngineGenerator);

        [$values, $codes] = $generator->samplesWithCode(3, $seed, null);

        foreach ($values as $index => $value) {
            $read = eval('return ' . $codes[$index] . ';');

            $this->assertSame(serialize($value), serialize($read), sprintf('%s does not read back as the value it exports', $codes[$index]));
        }
    }

    /**
     * A seed for samples of a generator, drawn so that a failure shrinks it too.
     */
    private function seed(): int
    {
        return $this->draw(Generators::integers(), 'seed of the samples');
    }
}
