<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use function sprintf;
use PHPUnit\Event\Test\ConsideredRisky;
use PHPUnit\Event\Test\Finished;
use PHPUnit\Framework\PropertyBased\Phpunit\Messages;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\EventParts;

/**
 * The messages as PHPUnit words them (PhpunitContractTest checks that its source still has these
 * texts).
 */
final class MessagesTest extends TestCase
{
    private const string TIME_LIMIT = 'This test was aborted after %d second%s';

    public function testTellsTheRiskyTestThatPerformedNoAssertions(): void
    {
        $this->assertTrue(Messages::isAboutNoAssertions(self::risky('This test did not perform any assertions')));
        $this->assertFalse(Messages::isAboutNoAssertions(self::risky('This test printed output')));
        $this->assertFalse(Messages::isAboutNoAssertions(new Finished(EventParts::telemetry(), EventParts::test(), 0)));
    }

    public function testTellsATestThatExceededItsTimeLimit(): void
    {
        $this->assertSame('This test was aborted after 1 second', Messages::timeLimitExceeded(self::risky(sprintf(self::TIME_LIMIT, 1, ''))));
        $this->assertSame('This test was aborted after 60 seconds', Messages::timeLimitExceeded(self::risky(sprintf(self::TIME_LIMIT, 60, 's'))));
        $this->assertNull(Messages::timeLimitExceeded(self::risky('This test did not perform any assertions')));
    }

    public function testSaysAnExceededTimeLimitOfAnExample(): void
    {
        $this->assertSame('The example was aborted after 2 seconds', Messages::timeLimitOfExample(sprintf(self::TIME_LIMIT, 2, 's')));
    }

    public function testSaysThatThePhpProcessEndedAsPhpunitSaysIt(): void
    {
        $this->assertSame('Fatal error: Premature end of PHP process when running A\B::testC.', Messages::prematureEnd('A\B::testC'));
    }

    private static function risky(string $message): ConsideredRisky
    {
        return new ConsideredRisky(EventParts::telemetry(), EventParts::test(), $message);
    }
}
