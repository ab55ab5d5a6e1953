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
         * Why an unhealthy property stopped generating.
         *
         * @return \PHPUnit\Framework\PropertyBased\Engine\HealthStop|null
         */
        public function healthStop(): ?\PHPUnit\Framework\PropertyBased\Engine\HealthStop {}

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
         * How many examples were rejected for `reason`.
         *
         * @param \PHPUnit\Framework\PropertyBased\Engine\Rejection $reason
         * @return int
         */
        public function rejected(\PHPUnit\Framework\PropertyBased\Engine\Rejection $reason): int {}

        /**
         * How many examples were rejected, for any reason.
         *
         * @return int
         */
        public function rejectedInAll(): int {}

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
         * @return \PHPUnit\Framework\PropertyBased\Engine\Verdict
         */
        public function verdict(): \PHPUnit\Framework\PropertyBased\Engine\Verdict {}
    }

    /**
     * `PHPUnit\Framework\PropertyBased\Engine\ParsedType`: a PHPDoc type that the engine parsed
     * where it first read its text.
     */
    class ParsedType {
        public function __construct() {}

        /**
         * The type of a parameter in a doc comment's @phpstan-param, @psalm-param or @param tag,
         * parsed; null when the comment gives none.
         *
         * @param mixed $doc_comment
         * @param mixed $parameter
         * @return \PHPUnit\Framework\PropertyBased\Engine\ParsedType|null
         */
        public static function ofParameter(mixed $doc_comment, mixed $parameter): ?\PHPUnit\Framework\PropertyBased\Engine\ParsedType {}

        /**
         * A type the PHP package wrote (a native type as a PHPDoc type), parsed.
         *
         * @param string $type
         * @return \PHPUnit\Framework\PropertyBased\Engine\ParsedType
         */
        public static function parse(string $type): \PHPUnit\Framework\PropertyBased\Engine\ParsedType {}

        /**
         * The type as written, for the messages that quote it.
         *
         * @return string
         */
        public function text(): string {}

        /**
         * How many type texts the engine has parsed in this process: for the test that each type a
         * property names is parsed once.
         *
         * @return int
         */
        public static function typesParsed(): int {}
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
         * rejected while they were generated. The engine hands the arguments of the examples it
         * checks to the example runner; this is for replaying an example of the check's result.
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
         * @param \PHPUnit\Framework\PropertyBased\Engine\ValueSource $generator
         * @param mixed $label
         * @return mixed
         */
        public function draw(\PHPUnit\Framework\PropertyBased\Engine\ValueSource $generator, mixed $label): mixed {}

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
         * A value drawn for the PHP package itself (the arguments of a step): not reported as a
         * drawn value. Null when the example was rejected.
         *
         * @param \PHPUnit\Framework\PropertyBased\Engine\ValueSource $generator
         * @return mixed
         */
        public function generate(\PHPUnit\Framework\PropertyBased\Engine\ValueSource $generator): mixed {}



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
         * Starts a span of the PHP package's own drawing, e.g. a step of a state machine. With
         * `including_last_choice`, the span starts at the choice drawn last: the yes/no choice that
         * decided there is another step, so that deleting the step deletes its choice with it, as
         * deleting an element of a list does.
         *
         * @param mixed $label
         * @param bool|null $including_last_choice
         * @return void
         */
        public function startSpan(mixed $label, ?bool $including_last_choice = null): void {}

        /**
         * target(): the score of `label` for this example (proposal 3.8). The PHP package checks
         * the label and the score.
         *
         * @param mixed $label
         * @param float $score
         * @return void
         */
        public function target(mixed $label, float $score): void {}


    }

    class ValueSource {
        public function __construct() {}

        /**
         * @param \PHPUnit\Framework\PropertyBased\Engine\ValueSource $keys
         * @param \PHPUnit\Framework\PropertyBased\Engine\ValueSource $values
         * @param int $minimum_size
         * @param int|null $maximum_size
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function arrays(\PHPUnit\Framework\PropertyBased\Engine\ValueSource $keys, \PHPUnit\Framework\PropertyBased\Engine\ValueSource $values, int $minimum_size, bool $recursive, ?int $maximum_size = null): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function booleans(): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param int $minimum_length
         * @param int|null $maximum_length
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function bytes(int $minimum_length, ?int $maximum_length = null): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param mixed $value
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function constant(mixed $value): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

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
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function dateTimes(string $class, int $first, int $first_microseconds, int $last, int $last_microseconds, array $zones, bool $microseconds): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param mixed $closure
         * @param mixed $description
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function deferred(mixed $closure, mixed $description): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param int $maximum_length
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function domainNames(int $maximum_length): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * One of these PHP values, the first being the simplest.
         *
         * @param array $values
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function elements(array $values): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param bool $quoted_local_parts
         * @param bool $ip_address_literals
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function emailAddresses(bool $quoted_local_parts, bool $ip_address_literals): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * The cases of an enumeration, by name, in declaration order.
         *
         * @param string $class
         * @param array $cases
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function enumCases(string $class, array $cases): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param mixed $predicate
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public function filter(mixed $predicate): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param mixed $mapper
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public function flatMap(mixed $mapper): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param float $minimum
         * @param float $maximum
         * @param bool $allow_infinity
         * @param bool $allow_nan
         * @param bool $exclude_minimum
         * @param bool $exclude_maximum
         * @param bool $allow_subnormals
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function floats(float $minimum, float $maximum, bool $allow_infinity, bool $allow_nan, bool $exclude_minimum, bool $exclude_maximum, bool $allow_subnormals): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * `weights` and `generators` are parallel lists.
         *
         * @param array $weights
         * @param array $generators
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function frequency(array $weights, array $generators): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * Strings that the regular expression, with its delimiters and modifiers, matches as a whole.
         * The expression must be UTF-8, also without the u modifier.
         *
         * @param string $expression
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function fromRegularExpression(string $expression, mixed $pcre): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * The generator derived from a PHPDoc type written in `scope`
         * (`[namespace, [alias => class], declaring class, [templates]]`), asking `classes` (a
         * ClassDescriber) about the classes it names. A ValueError says why there is none.
         *
         * @param string $type
         * @param array|null $scope
         * @param mixed $classes
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function fromType(string $type, ?array $scope = null, mixed $classes = null): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * fromType() of a type the engine parsed already: a parameter's, from its doc comment or
         * its native type.
         *
         * @param \PHPUnit\Framework\PropertyBased\Engine\ParsedType $type
         * @param array|null $scope
         * @param mixed $classes
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function fromParsedType(\PHPUnit\Framework\PropertyBased\Engine\ParsedType $type, ?array $scope = null, mixed $classes = null): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param int $minimum
         * @param int $maximum
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function integers(int $minimum, int $maximum): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param string $network
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function ipv4Addresses(string $network): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param string $network
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function ipv6Addresses(string $network): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param \PHPUnit\Framework\PropertyBased\Engine\ValueSource $elements
         * @param int $minimum_size
         * @param bool $recursive
         * @param bool $unique
         * @param int|null $maximum_size
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function lists(\PHPUnit\Framework\PropertyBased\Engine\ValueSource $elements, int $minimum_size, bool $recursive, bool $unique, ?int $maximum_size = null): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param mixed $mapper
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public function map(mixed $mapper): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param \PHPUnit\Framework\PropertyBased\Engine\ValueSource $generator
         * @param bool $recursive
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function nullable(\PHPUnit\Framework\PropertyBased\Engine\ValueSource $generator, bool $recursive): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param array $generators
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function oneOf(array $generators): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * `generators` maps keys to generators; the keys in `optional_keys` are sometimes omitted.
         *
         * @param array $generators
         * @param array $optional_keys
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function records(array $generators, array $optional_keys): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * `extend` receives the recursive generator (as an Engine\ValueSource, which the PHP package
         * wraps) and returns the generator of the next level.
         *
         * @param \PHPUnit\Framework\PropertyBased\Engine\ValueSource $base
         * @param mixed $extend
         * @param int $maximum_depth
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function recursive(\PHPUnit\Framework\PropertyBased\Engine\ValueSource $base, mixed $extend, int $maximum_depth): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * `count` sample values generated from `seed` outside any property (see
         * [`crate::generators::samples`]), with their PHP code as a file of `scope` writes class
         * names: `[list of values, list of code]`.
         *
         * @param int $count
         * @param int $seed
         * @param array|null $scope
         * @param mixed $host
         * @return array
         */
        public function sample(int $count, int $seed, ?array $scope, mixed $host): array {}

        /**
         * `count` sample values generated from `seed` outside any property, as [`Self::sample`]
         * without their code, which exporting every value would make only to drop it.
         *
         * @param int $count
         * @param int $seed
         * @param mixed $host
         * @return mixed
         */
        public function sampleValues(int $count, int $seed, mixed $host): mixed {}

        /**
         * `ranges` is a list of [first, last] code points.
         *
         * @param int $minimum_length
         * @param string|null $alphabet
         * @param int|null $maximum_length
         * @param array|null $ranges
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function strings(int $minimum_length, ?string $alphabet = null, ?int $maximum_length = null, ?array $ranges = null): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param array $generators
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function tuples(array $generators): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * @param array $schemes
         * @param bool $user_information
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function urls(array $schemes, bool $user_information): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}

        /**
         * UUIDs of the versions `versions`, the nil and max UUIDs with `nil_and_max`.
         *
         * @param array $versions
         * @param bool $nil_and_max
         * @return \PHPUnit\Framework\PropertyBased\Engine\ValueSource
         */
        public static function uuids(array $versions, bool $nil_and_max): \PHPUnit\Framework\PropertyBased\Engine\ValueSource {}
    }

    const INTERFACE_VERSION = 4;

    class Property {
        /**
         * `scope` is the scope of the file that declares the property,
         * `[namespace, [alias => class], class]`: counterexamples write class names as it does.
         * `host` is the PHP package's Types\EngineHost, which makes and exports values.
         *
         * @param array|null $scope
         * @param mixed $host
         */
        public function __construct(?array $scope, mixed $host) {}

        /**
         * `name` is bytes: a parameter's name need not be UTF-8 (it is reported with U+FFFD then).
         *
         * @param mixed $name
         * @param \PHPUnit\Framework\PropertyBased\Engine\ValueSource $generator
         * @return void
         */
        public function addParameter(mixed $name, \PHPUnit\Framework\PropertyBased\Engine\ValueSource $generator): void {}

        /**
         * Checks the property with `settings`. For every example, replay and shrinking attempt the
         * engine generates the arguments and makes one call,
         * `run_example(Example $example, array $arguments, Phase $phase): Outcome`, which runs the
         * example as a complete test and returns how it ended. An example rejected while its
         * arguments are generated is not run. An exception thrown by a generator or by the callback
         * stops the check and is rethrown; exit() stops it and goes on unwinding.
         * `remembered` are the choice sequences of counterexamples of an earlier run, replayed first.
         *
         * @param int $seed
         * @param \PHPUnit\Framework\PropertyBased\Engine\Settings $settings
         * @param callable $run_example
         * @param array|null $remembered
         * @return \PHPUnit\Framework\PropertyBased\Engine\CheckResult
         */
        public function check(int $seed, \PHPUnit\Framework\PropertyBased\Engine\Settings $settings, callable $run_example, ?array $remembered = null): \PHPUnit\Framework\PropertyBased\Engine\CheckResult {}

        /**
         * The property seed for a run seed and a test ID (proposal 7.2).
         *
         * @param int $run_seed
         * @param mixed $test_id
         * @return int
         */
        public static function seed(int $run_seed, mixed $test_id): int {}
    }
    /**
     * `Engine\Phase`: why the engine runs an example.
     */
    enum Phase {
        /**
         * A generated example: its issues and assertions count for the property.
         */
        case Generate;

        /**
         * A replay of the falsifying example before shrinking.
         */
        case Replay;

        /**
         * A shrinking attempt.
         */
        case Shrink;
    }

    /**
     * `Engine\Verdict`: what checking a property found.
     */
    enum Verdict {
        case Passed;

        /**
         * Fewer examples than configured were checked, because too many were rejected.
         */
        case Unhealthy;

        case Falsified;

        /**
         * The falsifying example did not falsify the property again.
         */
        case Flaky;

        /**
         * No replay generated the falsifying example's values again from its choices.
         */
        case Nondeterministic;

        /**
         * An example ended the check: skipped, incomplete, or an error of the property.
         */
        case Halted;
    }

    /**
     * `Engine\HealthStop`: why an unhealthy property stopped generating.
     */
    enum HealthStop {
        /**
         * Too many examples were rejected.
         */
        case Rejected;

        /**
         * Too many examples were rejected as too large.
         */
        case TooLarge;

        /**
         * Too many attempts generated an example that had been generated before.
         */
        case Attempts;
    }

    /**
     * `Engine\Rejection`: why examples were rejected.
     */
    enum Rejection {
        /**
         * `assume()` was called with false.
         */
        case Assume;

        /**
         * No value that satisfies a filter was generated.
         */
        case Filter;

        /**
         * The example needed too many choices or too many nested objects.
         */
        case TooLarge;
    }

    /**
     * `Engine\Outcome`: how an example ended, as the PHP package's example runner returns it to
     * the engine, once per example.
     */
    class Outcome {
        public function __construct() {}

        /**
         * @return \PHPUnit\Framework\PropertyBased\Engine\Outcome
         */
        public static function passed(): \PHPUnit\Framework\PropertyBased\Engine\Outcome {}

        /**
         * assume() or a draw rejected the example: it does not count.
         *
         * @return \PHPUnit\Framework\PropertyBased\Engine\Outcome
         */
        public static function rejected(): \PHPUnit\Framework\PropertyBased\Engine\Outcome {}

        /**
         * The example failed; `key` names the class of the Throwable and where it was raised
         * (bytes: a path need not be UTF-8).
         *
         * @param mixed $key
         * @return \PHPUnit\Framework\PropertyBased\Engine\Outcome
         */
        public static function falsified(mixed $key): \PHPUnit\Framework\PropertyBased\Engine\Outcome {}

        /**
         * The example exceeded its time limit, which falsifies the property wherever the example
         * was interrupted (proposal 6.2, 6.3).
         *
         * @return \PHPUnit\Framework\PropertyBased\Engine\Outcome
         */
        public static function timedOut(): \PHPUnit\Framework\PropertyBased\Engine\Outcome {}

        /**
         * Checking must stop (skipped, incomplete, an error of the property).
         *
         * @return \PHPUnit\Framework\PropertyBased\Engine\Outcome
         */
        public static function halted(): \PHPUnit\Framework\PropertyBased\Engine\Outcome {}

        /**
         * The same outcome of a replay that did not generate the same arguments and drawn values
         * from the same choices as the example it replays, so that it does not count (6.3).
         *
         * @return \PHPUnit\Framework\PropertyBased\Engine\Outcome
         */
        public function withOtherValues(): \PHPUnit\Framework\PropertyBased\Engine\Outcome {}

        /**
         * The failure key of examples that exceeded their time limit.
         *
         * @return string
         */
        public static function timeoutKey(): string {}
    }

    /**
     * `Engine\Settings`: the settings of a check (proposal 9) as one immutable value; their
     * defaults are the engine's, and those of the INI entries.
     */
    class Settings {
        /**
         * The settings by the names of the attributes of the proposal's propertyBasedTesting element.
         *
         * @param int $examples
         * @param int $maximum_shrinking_attempts
         * @param int $examples_checked_until_health_is_assumed
         * @param int $maximum_rejected_examples_until_health_is_assumed
         * @param int $maximum_too_large_examples_until_health_is_assumed
         */
        public function __construct(int $examples, int $maximum_shrinking_attempts, int $examples_checked_until_health_is_assumed, int $maximum_rejected_examples_until_health_is_assumed, int $maximum_too_large_examples_until_health_is_assumed) {}

        /**
         * The same settings for another number of examples (a property's own, times the multiplier).
         *
         * @param int $examples
         * @return \PHPUnit\Framework\PropertyBased\Engine\Settings
         */
        public function withExamples(int $examples): \PHPUnit\Framework\PropertyBased\Engine\Settings {}

        /**
         * @return int
         */
        public function examples(): int {}

        /**
         * @return int
         */
        public function maximumShrinkingAttempts(): int {}

        /**
         * @return int
         */
        public function examplesCheckedUntilHealthIsAssumed(): int {}

        /**
         * @return int
         */
        public function maximumRejectedExamplesUntilHealthIsAssumed(): int {}

        /**
         * @return int
         */
        public function maximumTooLargeExamplesUntilHealthIsAssumed(): int {}

        /**
         * The INI entries of the extension with their defaults, `name => default`, as registered.
         *
         * @return array
         */
        public static function iniDefaults(): array {}

        /**
         * The least value each INI entry of the extension accepts, `name => minimum`: the engine's
         * minimums of its settings, which the package checks the entries' texts against.
         *
         * @return array
         */
        public static function iniMinimums(): array {}
    }
}
