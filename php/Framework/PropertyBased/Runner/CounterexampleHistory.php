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
use function array_values;
use function dirname;
use function file_get_contents;
use function file_put_contents;
use function is_array;
use function is_dir;
use function is_file;
use function json_decode;
use function json_encode;
use function mkdir;

/**
 * The choice sequences of the counterexamples of falsified properties, kept beside PHPUnit's test
 * run history when it is recorded (proposal 7.3): the minimal one first, then one for each other
 * way the property failed. They are replayed first the next time the property is checked, and
 * removed once it holds for all of them.
 *
 * @internal
 */
final class CounterexampleHistory
{
    /**
     * @var array<string, list<list<int>>>
     */
    private array $sequences;

    private function __construct(private readonly ?string $file)
    {
        $this->sequences = $file !== null && is_file($file) ? self::read($file) : [];
    }

    /**
     * @param ?string $file null when the test run history is not recorded
     */
    public static function in(?string $file): self
    {
        return new self($file);
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
        $this->write();
    }

    public function forget(string $testId): void
    {
        if (isset($this->sequences[$testId])) {
            unset($this->sequences[$testId]);
            $this->write();
        }
    }

    private function write(): void
    {
        if ($this->file === null) {
            return;
        }

        if (!is_dir(dirname($this->file))) {
            @mkdir(dirname($this->file), 0777, true);
        }

        @file_put_contents($this->file, json_encode($this->sequences));
    }

    /**
     * A file that cannot be read is treated as empty: counterexamples are a help, not a must.
     *
     * @return array<string, list<list<int>>>
     */
    private static function read(string $file): array
    {
        $data = json_decode((string) file_get_contents($file), true);

        if (!is_array($data)) {
            return [];
        }

        $sequences = [];

        foreach ($data as $testId => $lists) {
            if (is_array($lists) && array_is_list($lists)) {
                $sequences[(string) $testId] = array_values(array_filter($lists, static fn (mixed $list): bool => is_array($list) && array_is_list($list) && array_filter($list, 'is_int') === $list));
            }
        }

        return $sequences;
    }
}
