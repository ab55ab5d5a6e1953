<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Generator;

use function get_debug_type;
use function random_int;
use function sprintf;
use Closure;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Types\PackageHost;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use ValueError;

/**
 * The ValueGenerator of phpunit-pbt: a generator of the engine (the extension pbt), which does
 * the generating; PHP closures given to map(), filter() and flatMap() are called from there.
 *
 * @template-covariant T
 *
 * @template-implements ValueGenerator<T>
 *
 * @internal
 */
final readonly class EngineGenerator implements ValueGenerator
{
    /**
     * More samples than anyone looks at; the values are all held in memory at once.
     */
    public const int MAXIMUM_SAMPLES = 100000;

    public function __construct(private ValueSource $generator)
    {
    }

    /**
     * The engine's generator of a ValueGenerator; any other implementation is an error.
     *
     * @throws InvalidGenerator
     */
    public static function of(mixed $generator): ValueSource
    {
        if ($generator instanceof self) {
            return $generator->generator;
        }

        throw new InvalidGenerator(
            sprintf(
                'An object of %s is not a generator of phpunit-pbt: ValueGenerator is not meant to be implemented outside of it; build generators with PHPUnit\Framework\PropertyBased\Generators',
                get_debug_type($generator),
            ),
        );
    }

    /**
     * Calls $factory, turning the ValueError with which the engine rejects invalid arguments into
     * an InvalidGenerator.
     *
     * @param Closure(): ValueSource $factory
     *
     * @throws InvalidGenerator
     */
    public static function build(Closure $factory): self
    {
        try {
            return new self($factory());
        } catch (ValueError $e) {
            throw new InvalidGenerator($e->getMessage(), 0, $e);
        }
    }

    public function handle(): ValueSource
    {
        return $this->generator;
    }

    public function map(Closure $mapper): ValueGenerator
    {
        return self::build(fn (): ValueSource => $this->generator->map($mapper));
    }

    public function filter(Closure $predicate): ValueGenerator
    {
        return self::build(fn (): ValueSource => $this->generator->filter($predicate));
    }

    public function flatMap(Closure $mapper): ValueGenerator
    {
        return self::build(fn (): ValueSource => $this->generator->flatMap(static fn (mixed $value): ValueSource => self::of($mapper($value))));
    }

    public function samples(int $count = 10, ?int $seed = null): array
    {
        self::checkSampleCount($count);

        /** @var list<T> */
        return $this->generator->sampleValues($count, $seed ?? random_int(PHP_INT_MIN, PHP_INT_MAX), new PackageHost);
    }

    /**
     * The samples and their PHP code, with class names written as in $scope.
     *
     * @param ?array{string, array<string, string>, string, list<string>} $scope
     *
     * @throws InvalidGenerator
     *
     * @return array{list<T>, list<string>}
     */
    public function samplesWithCode(int $count, ?int $seed, ?array $scope): array
    {
        self::checkSampleCount($count);

        /** @var array{list<T>, list<string>} */
        return $this->generator->sample($count, $seed ?? random_int(PHP_INT_MIN, PHP_INT_MAX), $scope, new PackageHost);
    }

    /**
     * @throws InvalidGenerator
     */
    private static function checkSampleCount(int $count): void
    {
        if ($count < 0 || $count > self::MAXIMUM_SAMPLES) {
            throw new InvalidGenerator(sprintf('The number of samples must be between 0 and %d, %d given', self::MAXIMUM_SAMPLES, $count));
        }
    }
}
