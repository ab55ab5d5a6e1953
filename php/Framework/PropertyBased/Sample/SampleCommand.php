<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Sample;

use function class_exists;
use function count;
use function enum_exists;
use function filter_var;
use function fwrite;
use function in_array;
use function interface_exists;
use function is_file;
use function ltrim;
use function random_int;
use function sprintf;
use function str_starts_with;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Generator\EngineGenerator;
use PHPUnit\Framework\PropertyBased\Types\ClassDescriber;
use Throwable;

/**
 * bin/pbt-sample: prints samples of a PHPDoc type or a class as exported PHP code, one per line,
 * and what their sizes are, to see what a generator makes before writing a property.
 *
 *     bin/pbt-sample [-n COUNT] [--seed SEED] [--bootstrap FILE] TYPE-OR-CLASS
 *
 * @internal
 */
final class SampleCommand
{
    private const string USAGE = "Usage: pbt-sample [-n COUNT] [--seed SEED] [--bootstrap FILE] TYPE-OR-CLASS\n";

    private const string HELP = self::USAGE . <<<'HELP'

        Prints COUNT (default 10) values that phpunit-pbt generates for a PHPDoc type, such as
        'list<int<0, 9>>' or 'array{name: non-empty-string, age: int<0, 150>}', or for a class
        (through its constructor), as PHP code, one per line, followed by a summary of their sizes.
        The same SEED gives the same values; without one, a random seed is used and printed.
        --bootstrap FILE is loaded first, e.g. vendor/autoload.php for the classes of a project;
        class names are written fully qualified.

        HELP;

    /**
     * @param list<string> $arguments the command line without the name of the command
     * @param resource     $output
     * @param resource     $errors
     *
     * @return int the exit status: 0, or 1 for invalid arguments or a type that cannot be generated
     */
    public function run(array $arguments, $output, $errors): int
    {
        if (in_array('-h', $arguments, true) || in_array('--help', $arguments, true)) {
            fwrite($output, self::HELP);

            return 0;
        }

        try {
            [$type, $count, $seed] = $this->parse($arguments);
        } catch (InvalidArgument $e) {
            fwrite($errors, 'pbt-sample: ' . $e->getMessage() . "\n" . self::USAGE);

            return 1;
        }

        try {
            $generator = EngineGenerator::build(static fn (): ValueSource => ValueSource::fromType(self::typeOf($type), null, new ClassDescriber));

            [$values, $codes] = $generator->samplesWithCode($count, $seed, null);
        } catch (InvalidGenerator $e) {
            fwrite($errors, sprintf("pbt-sample: no values can be generated for %s: %s\n", $type, $e->getMessage()));

            return 1;
        } catch (Throwable $e) {
            // A constructor or the code a bootstrap file registers may throw anything.
            fwrite($errors, sprintf("pbt-sample: generating %s failed with %s: %s\n", $type, $e::class, $e->getMessage()));

            return 1;
        }

        foreach ($codes as $code) {
            fwrite($output, $code . "\n");
        }

        fwrite($output, sprintf("\n%d sample%s of %s, seed %d\n", count($values), count($values) === 1 ? '' : 's', $type, $seed));

        foreach (SampleSummary::lines($values) as $line) {
            fwrite($output, $line . "\n");
        }

        return 0;
    }

    /**
     * @param list<string> $arguments
     *
     * @throws InvalidArgument
     *
     * @return array{string, non-negative-int, int}
     */
    private function parse(array $arguments): array
    {
        $type  = null;
        $count = 10;
        $seed  = null;

        for ($i = 0; $i < count($arguments); $i++) {
            $argument = $arguments[$i];

            if ($argument === '-n' || $argument === '--count' || $argument === '--seed' || $argument === '--bootstrap') {
                $value = $arguments[++$i] ?? throw new InvalidArgument(sprintf('%s needs a value', $argument));

                match ($argument) {
                    '--seed'      => $seed = self::integer($argument, $value, PHP_INT_MIN, PHP_INT_MAX),
                    '--bootstrap' => self::bootstrap($value),
                    default       => $count = self::integer($argument, $value, 1, EngineGenerator::MAXIMUM_SAMPLES),
                };

                continue;
            }

            if (str_starts_with($argument, '-') && $type === null && $argument !== '-') {
                throw new InvalidArgument(sprintf('unknown option %s', $argument));
            }

            if ($type !== null) {
                throw new InvalidArgument(sprintf('one type or class is expected, "%s" is a second one (quote a type that contains spaces)', $argument));
            }

            $type = $argument;
        }

        if ($type === null) {
            throw new InvalidArgument('the type or class whose values to print is missing');
        }

        /** @var non-negative-int $count */
        return [$type, $count, $seed ?? random_int(PHP_INT_MIN, PHP_INT_MAX)];
    }

    /**
     * @throws InvalidArgument
     */
    private static function integer(string $option, string $value, int $minimum, int $maximum): int
    {
        $integer = filter_var($value, FILTER_VALIDATE_INT);

        if ($integer === false || $integer < $minimum || $integer > $maximum) {
            throw new InvalidArgument(sprintf('%s must be an integer from %d to %d, "%s" given', $option, $minimum, $maximum, $value));
        }

        return $integer;
    }

    /**
     * @throws InvalidArgument
     */
    private static function bootstrap(string $file): void
    {
        if (!is_file($file)) {
            throw new InvalidArgument(sprintf('the bootstrap file %s does not exist', $file));
        }

        (static function (string $file): void {
            require_once $file;
        })($file);
    }

    /**
     * A class name is the type of its objects; written without a leading backslash, it is
     * fully qualified all the same, as there is no namespace to resolve it in.
     */
    private static function typeOf(string $typeOrClass): string
    {
        $class = ltrim($typeOrClass, '\\');

        if (class_exists($class) || interface_exists($class) || enum_exists($class)) {
            return '\\' . $class;
        }

        return $typeOrClass;
    }
}
