<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function array_filter;
use function array_is_list;
use function is_array;
use function is_int;
use function is_string;
use function sprintf;

/**
 * The choice sequences of the counterexamples of falsified properties, kept beside PHPUnit's test
 * run history when it is recorded (proposal 7.3): the minimal one first, then one for each other
 * way the property failed. They are replayed first the next time the property is checked, and
 * removed once it holds for all of them. Processes that run at the same time share the file
 * (see HistoryFile): each one changes only the entries of its own properties.
 *
 * @internal
 */
final class CounterexampleHistory
{
    /**
     * @var array<string, list<list<int>>> as read when the property started
     */
    private array $sequences;

    private function __construct(private readonly ?HistoryFile $file)
    {
        /** @var array<string, list<list<int>>> $sequences */
        $sequences       = $file?->read() ?? [];
        $this->sequences = $sequences;
    }

    /**
     * @param ?string $file null when the test run history is not recorded
     */
    public static function in(?string $file): self
    {
        return new self($file === null ? null : new HistoryFile($file, self::problem(...)));
    }

    /**
     * @return list<list<int>>
     */
    public function of(string $testId): array
    {
        return $this->sequences[$testId] ?? [];
    }

    /**
     * @param list<list<int>> $sequences
     */
    public function remember(string $testId, array $sequences): void
    {
        $this->sequences[$testId] = $sequences;

        $this->file?->update(static function (array $remembered) use ($testId, $sequences): array {
            $remembered[$testId] = $sequences;

            return $remembered;
        });
    }

    public function forget(string $testId): void
    {
        // Only what was read when the property started: a passing property takes no lock.
        if (!isset($this->sequences[$testId])) {
            return;
        }

        unset($this->sequences[$testId]);

        $this->file?->update(static function (array $remembered) use ($testId): ?array {
            if (!isset($remembered[$testId])) {
                return null;
            }

            unset($remembered[$testId]);

            return $remembered;
        });
    }

    /**
     * What is wrong with the decoded contents of the file, null when nothing is.
     */
    private static function problem(mixed $contents): ?string
    {
        if (!is_array($contents) || ($contents !== [] && array_is_list($contents))) {
            return 'it is not a JSON object of test IDs';
        }

        foreach ($contents as $testId => $sequences) {
            if (!is_string($testId) || !is_array($sequences) || !array_is_list($sequences)) {
                return sprintf('the counterexamples of %s are not a list', $testId);
            }

            foreach ($sequences as $sequence) {
                if (!is_array($sequence) || !array_is_list($sequence) || array_filter($sequence, is_int(...)) !== $sequence) {
                    return sprintf('a counterexample of %s is not a list of integers', $testId);
                }
            }
        }

        return null;
    }
}
