<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

/**
 * A rejection never hides a failure: an example that assume() rejected but that failed all the
 * same (the body caught the rejection, or tearDown() rejected an example that had already failed)
 * falsifies the property, as an ordinary test with the same body fails.
 */
final class CaughtRejectionTest extends TestCase
{
    use Properties;

    private bool $rejectInTearDown = false;

    #[Property]
    public function testBodyCatchesTheRejection(): void
    {
        $n = $this->draw(Generators::integers(0, 100), 'n');

        try {
            $this->assume($n > 50);
        } catch (Throwable) {
        }

        $this->assertGreaterThan(50, $n);
    }

    /**
     * @param int<0, 1000> $i
     */
    #[Property]
    public function testTearDownRejectsAFailedExample(int $i): void
    {
        $this->rejectInTearDown = true;

        $this->assertLessThan(5, $i);
    }

    /**
     * @param int<0, 1000> $i
     */
    #[Property]
    public function testTearDownRejectsAPassedExample(int $i): void
    {
        $this->rejectInTearDown = $i % 2 === 0;

        $this->assertGreaterThanOrEqual(0, $i);
    }

    public function testOrdinary(): void
    {
        $this->assertTrue(true);
    }

    protected function tearDown(): void
    {
        if ($this->rejectInTearDown) {
            $this->assume(false);
        }
    }
}
