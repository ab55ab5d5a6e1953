<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\Arithmetic;

final class TestCasesTest extends TestCase
{
    public function testNamesATestByItsMethodAndClass(): void
    {
        $test = new Arithmetic('testAdditionCommutes');

        $this->assertSame('testAdditionCommutes', TestCases::methodName($test));
        $this->assertSame(Arithmetic::class . '::testAdditionCommutes', TestCases::id($test));
        $this->assertSame(Arithmetic::class . '::testAdditionCommutes', TestCases::description($test));
    }

    public function testNamesATestInEventsByItsClassAndMethod(): void
    {
        $test = TestCases::forEvents(new Arithmetic('testAdditionCommutes'));

        $this->assertSame(Arithmetic::class, $test->className());
        $this->assertSame('testAdditionCommutes', $test->methodName());
    }

    public function testGivesTheArgumentsAsTheInputOfTheTestMethod(): void
    {
        $test = new Arithmetic('testAdditionCommutes');

        TestCases::giveArguments($test, ['a' => 1, 'b' => 2]);

        $this->assertSame(['a' => 1, 'b' => 2], $test->dependencyInput());
    }

    public function testRunsATestInTheMainProcessThatWasToRunInAProcessOfItsOwn(): void
    {
        $test = new Arithmetic('testAdditionCommutes');
        $test->setRunTestInSeparateProcess(true);

        TestCases::runInMainProcess($test);

        $this->assertFalse($test->runsTestInSeparateProcess());
    }
}
