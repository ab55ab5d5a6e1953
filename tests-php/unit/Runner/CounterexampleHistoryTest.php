<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Runner;

use function file_get_contents;
use function file_put_contents;
use function glob;
use function is_dir;
use function is_file;
use function mkdir;
use function rmdir;
use function sys_get_temp_dir;
use function uniqid;
use function unlink;
use PHPUnit\Framework\PropertyBased\Runner\CounterexampleHistory;
use PHPUnit\Framework\TestCase;

/**
 * The file of remembered counterexamples (proposal 7.3): a JSON object of test IDs, each with
 * the choice sequences of its counterexamples, the minimal one first. (A file that cannot be
 * read is a PHPUnit warning: the end-to-end tests history-garbage.phpt and
 * history-truncated.phpt show it.)
 */
final class CounterexampleHistoryTest extends TestCase
{
    private string $directory;
    private string $file;

    protected function setUp(): void
    {
        $this->directory = sys_get_temp_dir() . '/phpunit-pbt-history-' . uniqid();
        $this->file      = $this->directory . '/history.json.counterexamples.json';
    }

    protected function tearDown(): void
    {
        foreach (glob($this->directory . '/*') ?: [] as $file) {
            unlink($file);
        }

        if (is_dir($this->directory)) {
            rmdir($this->directory);
        }
    }

    public function testTheCounterexamplesOfAPropertyAreKeptUnderItsTestId(): void
    {
        CounterexampleHistory::in($this->file)->remember('A\BTest::testC', [[1, 2, 0], [5]]);

        $this->assertSame('{"A\\\\BTest::testC":[[1,2,0],[5]]}', file_get_contents($this->file));
        $this->assertSame([[1, 2, 0], [5]], CounterexampleHistory::in($this->file)->of('A\BTest::testC'));
    }

    public function testEachPropertyChangesOnlyItsOwnEntry(): void
    {
        mkdir($this->directory);
        file_put_contents($this->file, '{"A::testOther":[[3]],"A::testHolds":[[1]]}');

        $history = CounterexampleHistory::in($this->file);
        $history->remember('A::testFalsified', [[7, 7]]);
        $history->forget('A::testHolds');

        $this->assertSame('{"A::testOther":[[3]],"A::testFalsified":[[7,7]]}', file_get_contents($this->file));
    }

    public function testAPropertyThatHoldsAndHadNoCounterexampleLeavesTheFileAlone(): void
    {
        CounterexampleHistory::in($this->file)->forget('A::testHolds');

        $this->assertFalse(is_file($this->file));
        $this->assertSame([], CounterexampleHistory::in($this->file)->of('A::testHolds'));
    }

    public function testWithoutATestRunHistoryNothingIsRemembered(): void
    {
        $history = CounterexampleHistory::in(null);
        $history->remember('A::testFalsified', [[1]]);

        $this->assertSame([[1]], $history->of('A::testFalsified'));
        $this->assertSame([], CounterexampleHistory::in(null)->of('A::testFalsified'));
    }
}
