<?php

// Stubs for pbt

namespace PHPUnit\Framework\PropertyBased\Engine {
    /**
     * What checking a property found, and the examples to replay for the report.
     */
    class CheckResult {
        public function __construct() {}

        /**
         * @return bool
         */
        public function budgetExhausted(): bool {}

        /**
         * @return int
         */
        public function checked(): int {}

        /**
         * The choice sequence of the minimal counterexample.
         *
         * @return array
         */
        public function choices(): array {}

        /**
         * The examples run until the property was falsified, the falsifying one included.
         *
         * @return int
         */
        public function examples(): int {}

        /**
         * Every example the generators can generate was generated.
         *
         * @return bool
         */
        public function exhausted(): bool {}

        /**
         * How the property was falsified: the class of the Throwable and where it was raised.
         *
         * @return string|null
         */
        public function failureKey(): ?string {}

        /**
         * Why an unhealthy property stopped generating: rejected, tooLarge or attempts.
         *
         * @return string|null
         */
        public function healthStop(): ?string {}

        /**
         * The minimal counterexample (for a flaky property: the unshrunk one), to replay.
         *
         * @return \PHPUnit\Framework\PropertyBased\Engine\Example|null
         */
        public function minimalExample(): ?\PHPUnit\Framework\PropertyBased\Engine\Example {}

        /**
         * The generators did not generate the same values from the same choices.
         *
         * @return bool
         */
        public function nondeterministic(): bool {}

        /**
         * For each other way the property failed while shrinking: failure key => its choice sequence.
         *
         * @return array
         */
        public function otherWayChoices(): array {}

        /**
         * For each other way the property failed while shrinking: failure key => example to replay,
         * ordered by key so that reports do not depend on hashing.
         *
         * @return array
         */
        public function otherWays(): array {}

        /**
         * @return int
         */
        public function refalsified(): int {}

        /**
         * Rejected examples by reason: assume, filter, tooLarge.
         *
         * @return array
         */
        public function rejected(): array {}

        /**
         * @return int
         */
        public function replays(): int {}

        /**
         * @return int
         */
        public function shrinkingAttempts(): int {}

        /**
         * @return int
         */
        public function shrinkingSteps(): int {}

        /**
         * passed, unhealthy, falsified, flaky, nondeterministic or halted.
         *
         * @return string
         */
        public function verdict(): string {}
    }

    /**
     * How the file that declares a property writes class names, for the PHP exporter.
     */
    class ClassNames {
        /**
         * The class names of the scope `[namespace, [alias => class], class, [templates]]`.
         *
         * @param array $scope
         */
        public function __construct(array $scope) {}

        /**
         * A scalar as PHP code, written as the engine writes generated values.
         *
         * @param mixed $value
         * @return string
         */
        public function scalar(mixed $value): string {}

        /**
         * A PHP array as PHP code, written as the engine writes generated arrays, from its keys and
         * its elements that the PHP package exported (it walks arrays itself, to find those that
         * contain themselves).
         *
         * @param array $written
         * @return string
         */
        public function array(array $written): string {}

        /**
         * The class `class` as the file writes it: imported, relative, or fully qualified.
         *
         * @param mixed $class
         * @return string
         */
        public function write(mixed $class): string {}
    }

    class Example {
        public function __construct() {}

        /**
         * The arguments of the property, generated on the first call; null when the example was
         * rejected while they were generated.
         *
         * @return mixed
         */
        public function arguments(): mixed {}

        /**
         * A choice in `[0, max]` for the PHP package's own drawing (the steps of state machines):
         * uniform while generating, or favouring the values in `preferred` when given. 0 when the
         * example is rejected, which the caller checks with isRejected().
         *
         * @param int $max
         * @param array|null $preferred
         * @return int
         */
        public function choose(int $max, ?array $preferred = null): int {}

        /**
         * A value drawn in the body of the property (proposal 3.7); null when the example was
         * rejected, which the caller checks with isRejected().
         * The label is bytes, shown with U+FFFD for those that are not UTF-8.
         *
         * @param \PHPUnit\Framework\PropertyBased\Engine\Generator $generator
         * @param mixed $label
         * @return mixed
         */
        public function draw(\PHPUnit\Framework\PropertyBased\Engine\Generator $generator, mixed $label): mixed {}

        /**
         * @return void
         */
        public function endSpan(): void {}

        /**
         * The arguments as PHP code: a list of [parameter name, expression].
         *
         * @return array
         */
        public function exportedArguments(): array {}

        /**
         * The draw whose generator threw, after the drawn values: [label or null, class of the
         * exception]; null when there is none.
         *
         * @return array|null
         */
        public function unfinishedDraw(): ?array {}

        /**
         * The drawn values as PHP code, in the order they were drawn: [label or null, expression].
         *
         * @return array
         */
        public function exportedDraws(): array {}

        /**
         * The example failed; `key` names the class of the Throwable and where it was raised.
         *
         * @param mixed $key
         * @return void
         */
        public function falsified(mixed $key): void {}

        /**
         * A value drawn for the PHP package itself (the arguments of a step): not reported as a
         * drawn value. Null when the example was rejected.
         *
         * @param \PHPUnit\Framework\PropertyBased\Engine\Generator $generator
         * @return mixed
         */
        public function generate(\PHPUnit\Framework\PropertyBased\Engine\Generator $generator): mixed {}

        /**
         * Checking must stop (skipped, incomplete, deadline).
         *
         * @return void
         */
        public function halted(): void {}

        /**
         * This replay did not generate the same arguments and drawn values from the same choices as
         * the example it replays (the PHP package compares them), so it does not count (6.3).
         *
         * @return void
         */
        public function generatedOtherValues(): void {}

        /**
         * @return bool
         */
        public function isGenerating(): bool {}

        /**
         * @return bool
         */
        public function isRejected(): bool {}

        /**
         * assume(false): the example is rejected.
         *
         * @return void
         */
        public function reject(): void {}

        /**
         * Starts a span of the PHP package's own drawing, e.g. a step of a state machine.
         *
         * @param mixed $label
         * @return void
         */
        public function startSpan(mixed $label): void {}

        /**
         * target(): the score of `label` for this example (proposal 3.8). The PHP package checks
         * the label and the score.
         *
         * @param mixed $label
         * @param float $score
         * @return void
         */
        public function target(mixed $label, float $score): void {}

        /**
         * The example exceeded its time limit, which falsifies the property wherever the example
         * was interrupted (proposal 6.2, 6.3).
         *
         * @return void
         */
        public function timedOut(): void {}

        /**
         * The failure key of examples that exceeded their time limit.
         *
         * @return string
         */
        public static function timeoutKey(): string {}
    }

    class Generator {
        public function __construct() {}

        /**
         * @param \PHPUnit\Framework\PropertyBased\Engine\Generator $keys
         * @param \PHPUnit\Framework\PropertyBased\Engine\Generator $values
         * @param int $minimum_size
         * @param int|null $maximum_size
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function arrays(\PHPUnit\Framework\PropertyBased\Engine\Generator $keys, \PHPUnit\Framework\PropertyBased\Engine\Generator $values, int $minimum_size, bool $recursive, ?int $maximum_size = null): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function booleans(): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param int $minimum_length
         * @param int|null $maximum_length
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function bytes(int $minimum_length, ?int $maximum_length = null): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param mixed $value
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function constant(mixed $value): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * Points in time from `first` to `last` (Unix timestamps and the microseconds after them) in
         * the time zones `zones`, a list of [identifier, [notable timestamps]] (none: +00:00), with
         * microseconds when asked for.
         *
         * @param string $class
         * @param int $first
         * @param int $first_microseconds
         * @param int $last
         * @param int $last_microseconds
         * @param array $zones
         * @param bool $microseconds
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function dateTimes(string $class, int $first, int $first_microseconds, int $last, int $last_microseconds, array $zones, bool $microseconds): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param mixed $closure
         * @param mixed $description
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function deferred(mixed $closure, mixed $description): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param int $maximum_length
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function domainNames(int $maximum_length): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * One of these PHP values, the first being the simplest.
         *
         * @param array $values
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function elements(array $values): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param bool $quoted_local_parts
         * @param bool $ip_address_literals
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function emailAddresses(bool $quoted_local_parts, bool $ip_address_literals): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * The cases of an enumeration, by name, in declaration order.
         *
         * @param string $class
         * @param array $cases
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function enumCases(string $class, array $cases): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param mixed $predicate
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public function filter(mixed $predicate): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param mixed $mapper
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public function flatMap(mixed $mapper): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param float $minimum
         * @param float $maximum
         * @param bool $allow_infinity
         * @param bool $allow_nan
         * @param bool $exclude_minimum
         * @param bool $exclude_maximum
         * @param bool $allow_subnormals
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function floats(float $minimum, float $maximum, bool $allow_infinity, bool $allow_nan, bool $exclude_minimum, bool $exclude_maximum, bool $allow_subnormals): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * `weights` and `generators` are parallel lists.
         *
         * @param array $weights
         * @param array $generators
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function frequency(array $weights, array $generators): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * Strings that the regular expression, with its delimiters and modifiers, matches as a whole.
         * The expression must be UTF-8, also without the u modifier.
         *
         * @param string $expression
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function fromRegularExpression(string $expression): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * The generator derived from a PHPDoc or native type written in `scope`
         * (`[namespace, [alias => class], declaring class, [templates]]`), asking `classes` (a
         * ClassDescriber) about the classes it names. A ValueError says why there is none.
         *
         * @param string $type
         * @param array|null $scope
         * @param mixed $classes
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function fromType(string $type, ?array $scope = null, mixed $classes = null): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param int $minimum
         * @param int $maximum
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function integers(int $minimum, int $maximum): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param string $network
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function ipv4Addresses(string $network): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param string $network
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function ipv6Addresses(string $network): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param \PHPUnit\Framework\PropertyBased\Engine\Generator $elements
         * @param int $minimum_size
         * @param bool $recursive
         * @param bool $unique
         * @param int|null $maximum_size
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function lists(\PHPUnit\Framework\PropertyBased\Engine\Generator $elements, int $minimum_size, bool $recursive, bool $unique, ?int $maximum_size = null): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param mixed $mapper
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public function map(mixed $mapper): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param \PHPUnit\Framework\PropertyBased\Engine\Generator $generator
         * @param bool $recursive
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function nullable(\PHPUnit\Framework\PropertyBased\Engine\Generator $generator, bool $recursive): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param array $generators
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function oneOf(array $generators): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * `generators` maps keys to generators; the keys in `optional_keys` are sometimes omitted.
         *
         * @param array $generators
         * @param array $optional_keys
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function records(array $generators, array $optional_keys): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * `extend` receives the recursive generator (as an Engine\Generator, which the PHP package
         * wraps) and returns the generator of the next level.
         *
         * @param \PHPUnit\Framework\PropertyBased\Engine\Generator $base
         * @param mixed $extend
         * @param int $maximum_depth
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function recursive(\PHPUnit\Framework\PropertyBased\Engine\Generator $base, mixed $extend, int $maximum_depth): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * `count` sample values generated from `seed` outside any property (see
         * [`crate::generators::samples`]), with their PHP code as a file of `scope` writes class
         * names: `[list of values, list of code]`.
         *
         * @param int $count
         * @param int $seed
         * @param array|null $scope
         * @return array
         */
        public function sample(int $count, int $seed, ?array $scope = null): array {}

        /**
         * `ranges` is a list of [first, last] code points.
         *
         * @param int $minimum_length
         * @param string|null $alphabet
         * @param int|null $maximum_length
         * @param array|null $ranges
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function strings(int $minimum_length, ?string $alphabet = null, ?int $maximum_length = null, ?array $ranges = null): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param array $generators
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function tuples(array $generators): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * @param array $schemes
         * @param bool $user_information
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function urls(array $schemes, bool $user_information): \PHPUnit\Framework\PropertyBased\Engine\Generator {}

        /**
         * UUIDs of the versions `versions`, the nil and max UUIDs with `nil_and_max`.
         *
         * @param array $versions
         * @param bool $nil_and_max
         * @return \PHPUnit\Framework\PropertyBased\Engine\Generator
         */
        public static function uuids(array $versions, bool $nil_and_max): \PHPUnit\Framework\PropertyBased\Engine\Generator {}
    }

    const INTERFACE_VERSION = 1;

    class Property {
        /**
         * `scope` is the scope of the file that declares the property,
         * `[namespace, [alias => class], class]`: counterexamples write class names as it does.
         *
         * @param array|null $scope
         */
        public function __construct(?array $scope = null) {}

        /**
         * `name` is bytes: a parameter's name need not be UTF-8 (it is reported with U+FFFD then).
         *
         * @param mixed $name
         * @param \PHPUnit\Framework\PropertyBased\Engine\Generator $generator
         * @return void
         */
        public function addParameter(mixed $name, \PHPUnit\Framework\PropertyBased\Engine\Generator $generator): void {}

        /**
         * Checks the property. `run_example(Example $example, int $phase)` runs one example as a
         * complete test and tells the example how it ended. An exception thrown by the callback
         * stops the check and is rethrown.
         * `remembered` are the choice sequences of counterexamples of an earlier run, replayed first.
         *
         * @param int $seed
         * @param array $settings
         * @param callable $run_example
         * @param array|null $remembered
         * @return \PHPUnit\Framework\PropertyBased\Engine\CheckResult
         */
        public function check(int $seed, array $settings, callable $run_example, ?array $remembered = null): \PHPUnit\Framework\PropertyBased\Engine\CheckResult {}

        /**
         * The type of a parameter in a doc comment's @phpstan-param, @psalm-param or @param tag.
         *
         * @param mixed $doc_comment
         * @param mixed $parameter
         * @return string|null
         */
        public static function parameterType(mixed $doc_comment, mixed $parameter): ?string {}

        /**
         * The property seed for a run seed and a test ID (proposal 7.2).
         *
         * @param int $run_seed
         * @param mixed $test_id
         * @return int
         */
        public static function seed(int $run_seed, mixed $test_id): int {}
    }
}
