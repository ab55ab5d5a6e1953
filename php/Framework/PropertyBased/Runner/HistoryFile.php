<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use const JSON_THROW_ON_ERROR;
use const LOCK_EX;
use const LOCK_UN;
use function dirname;
use function fclose;
use function file_get_contents;
use function file_put_contents;
use function flock;
use function fopen;
use function getmypid;
use function in_array;
use function is_array;
use function is_dir;
use function is_file;
use function json_decode;
use function json_encode;
use function mkdir;
use function rename;
use function sprintf;
use function substr;
use function trim;
use function unlink;
use Closure;
use JsonException;
use PHPUnit\Framework\PropertyBased\Phpunit\Events;

/**
 * A JSON file that PHPUnit processes running at the same time share (ParaTest workers, CI jobs
 * with one cache): every change is made under an exclusive lock on a lock file beside it, to the
 * contents read again inside the lock, and written to a temporary file that is renamed over it,
 * so that no process loses what another one wrote and no reader sees half a file.
 *
 * A file that is not what it should be (truncated, garbage, another structure) is reported with
 * a PHPUnit warning and renamed to *.corrupt: never fatal, never silently emptied.
 *
 * @internal
 */
final readonly class HistoryFile
{
    /**
     * @param Closure(mixed): ?string $problem what is wrong with the decoded contents, null when nothing is
     */
    public function __construct(private string $path, private Closure $problem)
    {
    }

    /**
     * @return array<mixed> the contents; [] when there is no file or it was set aside
     */
    public function read(): array
    {
        [$contents, $problem] = $this->decode();

        if ($problem === null) {
            return $contents;
        }

        // Set aside under the lock, after reading it again: another process may have done so.
        return $this->locked($this->readLocked(...)) ?? [];
    }

    /**
     * @param Closure(array<mixed>): ?array<mixed> $change the new contents from the current ones, null to leave the file as it is
     */
    public function update(Closure $change): void
    {
        $this->locked(function () use ($change): void {
            $contents = $this->readLocked();

            if ($contents === null) {
                return;
            }

            $changed = $change($contents);

            if ($changed !== null) {
                $this->write($changed);
            }
        });
    }

    /**
     * @return ?array<mixed> null when the file is corrupt and could not be set aside
     */
    private function readLocked(): ?array
    {
        [$contents, $problem] = $this->decode();

        if ($problem === null) {
            return $contents;
        }

        $aside    = $this->path . '.corrupt';
        $setAside = @rename($this->path, $aside);

        self::warn(sprintf(
            'The remembered counterexamples in %s cannot be read, because %s; %s',
            $this->path,
            $problem,
            $setAside ? 'the file was set aside as ' . $aside . ' and a new one is started' : 'the file cannot be set aside either, so it is left as it is',
        ));

        return $setAside ? [] : null;
    }

    /**
     * @return array{0: array<mixed>, 1: ?string} the contents and what is wrong with them
     */
    private function decode(): array
    {
        if (!is_file($this->path)) {
            return [[], null];
        }

        $json = @file_get_contents($this->path);

        if ($json === false) {
            return [[], 'it cannot be read'];
        }

        if ($json === '') {
            return [[], 'it is empty'];
        }

        try {
            $contents = json_decode($json, true, flags: JSON_THROW_ON_ERROR);
        } catch (JsonException $e) {
            return [[], self::isTruncated($json) ? 'it is truncated: its JSON ends before its last value is complete' : 'it is not valid JSON (' . $e->getMessage() . ')'];
        }

        $problem = ($this->problem)($contents);

        return $problem === null && is_array($contents) ? [$contents, null] : [[], $problem ?? 'it is not a JSON object'];
    }

    /**
     * JSON that starts as an object or a list and does not end as one: PHP names the end of a
     * truncated file a "Control character error" or a "Syntax error", which would mislead.
     */
    private static function isTruncated(string $json): bool
    {
        $json = trim($json);

        return $json !== '' && in_array($json[0], ['{', '['], true) && !in_array(substr($json, -1), ['}', ']'], true);
    }

    /**
     * @template T
     *
     * @param Closure(): T $action
     *
     * @return ?T null when the lock cannot be taken
     */
    private function locked(Closure $action): mixed
    {
        if (!is_dir(dirname($this->path))) {
            @mkdir(dirname($this->path), 0777, true);
        }

        $lock = @fopen($this->path . '.lock', 'c');

        if ($lock === false || !flock($lock, LOCK_EX)) {
            if ($lock !== false) {
                fclose($lock);
            }

            self::warn(sprintf('The remembered counterexamples in %s cannot be read or changed, because its lock file %s cannot be opened', $this->path, $this->path . '.lock'));

            return null;
        }

        try {
            return $action();
        } finally {
            flock($lock, LOCK_UN);
            fclose($lock);
        }
    }

    /**
     * @param array<mixed> $contents
     */
    private function write(array $contents): void
    {
        $temporary = $this->path . '.' . getmypid() . '.tmp';

        if (@file_put_contents($temporary, json_encode($contents, JSON_THROW_ON_ERROR)) === false || !@rename($temporary, $this->path)) {
            @unlink($temporary);

            self::warn(sprintf('The counterexamples of this run cannot be remembered in %s, because it cannot be written', $this->path));
        }
    }

    private static function warn(string $message): void
    {
        Events::warnTestRunner($message);
    }
}
