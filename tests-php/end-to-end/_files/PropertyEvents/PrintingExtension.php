<?php declare(strict_types=1);
use PHPUnit\Event\Test\Counterexample;
use PHPUnit\Event\Test\PropertyChecked;
use PHPUnit\Event\Test\PropertyCheckedSubscriber;
use PHPUnit\Event\Test\PropertyFalsified;
use PHPUnit\Event\Test\PropertyFalsifiedSubscriber;
use PHPUnit\Runner\Extension\Extension;
use PHPUnit\Runner\Extension\Facade;
use PHPUnit\Runner\Extension\ParameterCollection;
use PHPUnit\TextUI\Configuration\Configuration;

/**
 * Prints what the events of proposal 8.1 carry, as JSON, to standard error.
 */
final class PrintingExtension implements Extension
{
    public function bootstrap(Configuration $configuration, Facade $facade, ParameterCollection $parameters): void
    {
        $facade->registerSubscriber(new class implements PropertyCheckedSubscriber {
            public function notify(PropertyChecked $event): void
            {
                PrintingExtension::print('PropertyChecked', $event->test()->id(), [
                    'seed is the property seed' => $event->seed() === \PHPUnit\Framework\PropertyBased\Engine\Property::seed(42, $event->test()->id()),
                    'examplesChecked'           => $event->examplesChecked(),
                    'examplesRejected'          => $event->examplesRejected(),
                    'classifications'           => $event->classifications(),
                    'observations'              => $event->observations(),
                    'highestScores'             => $event->highestScores(),
                ]);
            }
        });

        $facade->registerSubscriber(new class implements PropertyFalsifiedSubscriber {
            public function notify(PropertyFalsified $event): void
            {
                PrintingExtension::print('PropertyFalsified', $event->test()->id(), [
                    'examplesChecked'          => $event->examplesChecked(),
                    'shrinkingAttempts > 0'    => $event->shrinkingAttempts() > 0,
                    'shrinkingBudgetExhausted' => $event->shrinkingBudgetExhausted(),
                    'counterexample'           => PrintingExtension::counterexample($event->counterexample()),
                    'otherWays'                => array_map(PrintingExtension::counterexample(...), $event->otherWays()),
                    'replays'                  => $event->replays(),
                    'replaysThatFalsified'     => $event->replaysThatFalsified(),
                    'explicitExample'          => $event->explicitExample(),
                ]);
            }
        });
    }

    public static function counterexample(Counterexample $counterexample): array
    {
        return [
            'choices'     => $counterexample->choices(),
            'arguments'   => $counterexample->arguments(),
            'drawnValues' => $counterexample->drawnValues(),
            'steps'       => $counterexample->steps(),
        ];
    }

    public static function print(string $event, string $test, array $data): void
    {
        fwrite(STDOUT, $event . ' ' . $test . ' ' . json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n");
    }
}
