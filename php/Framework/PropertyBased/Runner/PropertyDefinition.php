<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function assert;
use function sprintf;
use PHPUnit\Framework\Attributes\Property as PropertyAttribute;
use PHPUnit\Framework\Attributes\RequireClassification;
use PHPUnit\Framework\PropertyBased\Engine\CheckResult;
use PHPUnit\Framework\PropertyBased\Engine\ClassNames;
use PHPUnit\Framework\PropertyBased\Engine\Property;
use PHPUnit\Framework\PropertyBased\Exception\InvalidProperty;
use PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine;
use PHPUnit\Framework\PropertyBased\Generator\ParameterGenerator;
use PHPUnit\Framework\PropertyBased\Generator\GeneratorRegistry;
use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use PHPUnit\Framework\PropertyBased\StateMachine\Definition as StateMachineDefinition;
use PHPUnit\Framework\PropertyBased\Types\ClassDescriber;
use PHPUnit\Framework\PropertyBased\Types\SourceFile;
use PHPUnit\Framework\TestCase;
use ReflectionClass;
use ReflectionMethod;

/**
 * A property as the engine checks it: the generators of its parameters, its seed and its
 * settings, determined from the test method (proposal 3.1, 3.2, 4.1).
 *
 * @internal
 */
final class PropertyDefinition
{
    /**
     * The state machines that examples of the property ran, by class: validated and given their
     * generators once, on first use, like the property's own parameters (proposal 3.9).
     *
     * @var array<class-string, StateMachineDefinition>
     */
    private array $stateMachines = [];

    /**
     * @param positive-int $examples
     * @param list<string>                                                 $warnings
     * @param list<ExplicitExample>                                        $explicitExamples
     * @param ClassNames                                                   $classNames how the file of the test case class writes class names
     * @param array<non-empty-string, float>                               $requiredClassifications label => minimum percentage
     */
    private function __construct(
        private readonly Property $engine,
        private readonly int $seed,
        private readonly int $examples,
        private readonly Configuration $configuration,
        private readonly array $warnings,
        private readonly array $explicitExamples,
        private readonly ClassNames $classNames,
        private readonly array $requiredClassifications,
        private readonly ClassDescriber $describer,
    ) {
    }

    /**
     * @throws InvalidProperty
     */
    public static function of(TestCase $test, Configuration $configuration): self
    {
        $method    = new ReflectionMethod($test::class, TestCases::methodName($test));
        $attribute = PropertyMethod::attribute($test::class, TestCases::methodName($test));

        assert($attribute instanceof PropertyAttribute);

        if ($attribute->examples() !== null && $attribute->examples() < 1) {
            throw new InvalidProperty(
                sprintf(
                    'The number of examples of the property %s::%s() must be positive, %d given in #[Property(examples: %d)]',
                    $test::class,
                    TestCases::methodName($test),
                    $attribute->examples(),
                    $attribute->examples(),
                ),
            );
        }

        Combinations::check($method);

        $scope     = SourceFile::scopeOf($method->getDeclaringClass(), $method);
        $testClass = new ReflectionClass($test);
        $testScope = SourceFile::scopeOf($testClass);
        $engine    = new Property($testScope);
        $describer = new ClassDescriber(GeneratorRegistry::forProperty($testClass, $method));

        foreach ($method->getParameters() as $parameter) {
            $engine->addParameter($parameter->getName(), ParameterGenerator::of($method, $parameter, $scope, $describer));
        }

        return new self(
            $engine,
            Property::seed($configuration->runSeed(), TestCases::id($test)),
            $configuration->examples($attribute->examples()),
            $configuration,
            Combinations::warnings($method),
            ExplicitExample::of($method),
            new ClassNames($testScope),
            self::requirementsOf($method),
            $describer,
        );
    }

    /**
     * @param callable(\PHPUnit\Framework\PropertyBased\Engine\Example, int): void $runExample
     * @param list<list<int>>                                                 $remembered choice sequences of counterexamples of an earlier run
     */
    public function check(callable $runExample, array $remembered = []): CheckResult
    {
        return $this->engine->check($this->seed, $this->configuration->engineSettings($this->examples), $runExample, $remembered);
    }

    /**
     * The property's seed, derived from the run seed and the test ID (proposal 7.2).
     */
    public function seed(): int
    {
        return $this->seed;
    }

    /**
     * The seed of PHP's global random number generators before every example: derived, like the
     * property's own seed, from the run seed and the test ID (proposal 7.2); null when the run
     * seed was taken from the clock.
     */
    public function globalRandomSeed(): ?int
    {
        return $this->configuration->seedsGlobalRandomNumberGenerators() ? $this->seed : null;
    }

    /**
     * label => minimum percentage, from #[RequireClassification].
     *
     * @return array<non-empty-string, float>
     */
    public function requiredClassifications(): array
    {
        return $this->requiredClassifications;
    }

    /**
     * @throws InvalidProperty
     *
     * @return array<non-empty-string, float>
     */
    private static function requirementsOf(ReflectionMethod $method): array
    {
        $required = [];
        $where    = sprintf('The #[RequireClassification] attribute of the property %s::%s()', $method->getDeclaringClass()->getName(), $method->getName());

        foreach ($method->getAttributes(RequireClassification::class) as $attribute) {
            $requirement = $attribute->newInstance();
            $label       = $requirement->label();

            if ($label === '') {
                throw new InvalidProperty(sprintf('%s has an empty label', $where));
            }

            if ($requirement->minimumPercentage() <= 0 || $requirement->minimumPercentage() > 100) {
                throw new InvalidProperty(sprintf('%s requires %s%% of "%s": the percentage must be greater than 0 and not greater than 100', $where, $requirement->minimumPercentage(), $label));
            }

            if (isset($required[$label])) {
                throw new InvalidProperty(sprintf('%s requires the label "%s" more than once', $where, $label));
            }

            $required[$label] = $requirement->minimumPercentage();
        }

        return $required;
    }

    /**
     * @return list<ExplicitExample>
     */
    public function explicitExamples(): array
    {
        return $this->explicitExamples;
    }

    /**
     * The definition of a state machine that an example of the property runs.
     *
     * @throws InvalidStateMachine
     */
    public function stateMachine(object $machine): StateMachineDefinition
    {
        return $this->stateMachines[$machine::class] ??= StateMachineDefinition::of($machine, $this->describer);
    }

    /**
     * How the file of the test case class writes class names, for exporting arguments.
     */
    public function classNames(): ClassNames
    {
        return $this->classNames;
    }

    /**
     * PHPUnit warnings for attributes that do not apply to the property.
     *
     * @return list<string>
     */
    public function warnings(): array
    {
        return $this->warnings;
    }

    /**
     * @return positive-int
     */
    public function examples(): int
    {
        return $this->examples;
    }
}
