<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

/**
 * Four properties with four different minimal counterexamples, for the processes of
 * parallel-history.phpt that falsify them at the same time and remember them in one file.
 */
final class ParallelHistoryTest extends TestCase
{
    /**
     * @param int<0, 1000000> $value
     */
    #[Property]
    public function testFirst(int $value): void
    {
        $this->assertBelow(100000, $value);
    }

    /**
     * @param int<0, 1000000> $value
     */
    #[Property]
    public function testSecond(int $value): void
    {
        $this->assertBelow(200000, $value);
    }

    /**
     * @param int<0, 1000000> $value
     */
    #[Property]
    public function testThird(int $value): void
    {
        $this->assertBelow(300000, $value);
    }

    /**
     * @param int<0, 1000000> $value
     */
    #[Property]
    public function testFourth(int $value): void
    {
        $this->assertBelow(400000, $value);
    }

    private function assertBelow(int $bug, int $value): void
    {
        // Slow enough that the checks of the four processes overlap.
        usleep(5000);

        // With PBT_FIXTURE_EXACT=1 only the minimal counterexample falsifies the property, which
        // one random example does not find: a failure then comes from replaying the remembered one.
        if (getenv('PBT_FIXTURE_EXACT') === '1') {
            $this->assertNotSame($bug, $value);
        } else {
            $this->assertLessThan($bug, $value);
        }
    }
}
