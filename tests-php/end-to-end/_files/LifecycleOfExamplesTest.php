<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\CoversClass;
use PHPUnit\Framework\Attributes\DoesNotPerformAssertions;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\UsesClass;
use PHPUnit\Framework\TestCase;

/**
 * What PHPUnit checks around every test, checked around every example of a property: the
 * output a test prints, the assertions of a test that performs none, the warnings about its
 * coverage targets.
 */
#[CoversClass(LifecycleOfExamplesTest::class)]
#[UsesClass(LifecycleOfExamplesTest::class)]
final class LifecycleOfExamplesTest extends TestCase
{
    /**
     * @param int<0, 9> $digit
     */
    #[Property(examples: 5)]
    public function testPrintsItsDigit(int $digit): void
    {
        print 'digit';

        $this->assertGreaterThanOrEqual(0, $digit);
    }

    #[Property(examples: 5)]
    #[DoesNotPerformAssertions]
    public function testAssertsAlthoughItDoesNotPerformAssertions(int $value): void
    {
        $this->assertIsInt($value);
    }
}
