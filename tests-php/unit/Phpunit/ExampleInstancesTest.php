<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use Closure;
use PHPUnit\Framework\ExecutionOrderDependency;
use PHPUnit\Framework\PropertyBased\Phpunit\ExampleInstances;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\Arithmetic;

final class ExampleInstancesTest extends TestCase
{
    public function testAFreshInstanceIsSetUpAsTheProperty(): void
    {
        $property = new Arithmetic('testAdditionCommutes');
        $property->setBackupGlobals(true);
        $property->setBackupGlobalsExcludeList(['counter']);
        $property->setBackupStaticProperties(true);
        $property->setBackupStaticPropertiesExcludeList([Arithmetic::class => ['cache']]);
        $property->setPreserveGlobalState(true);
        $property->setGroups(['arithmetic']);
        $dependencies = [new ExecutionOrderDependency(Arithmetic::class, 'testAdditionOfOneAndTwo')];

        $fresh = ExampleInstances::of($property, $dependencies)->fresh();

        $this->assertNotSame($property, $fresh);
        $this->assertSame(Arithmetic::class, $fresh::class);
        $this->assertSame('testAdditionCommutes', $fresh->name());
        $this->assertSame([true, ['counter'], true, [Arithmetic::class => ['cache']]], self::backupSettings($fresh));
        $this->assertTrue($fresh->preservesGlobalState());
        $this->assertSame(['arithmetic'], $fresh->groups());
        $this->assertSame($dependencies, $fresh->requires());
    }

    public function testAFreshInstanceIsTheFirstOfTwoRepetitions(): void
    {
        $fresh = ExampleInstances::of(new Arithmetic('testAdditionCommutes'), [])->fresh();

        $this->assertSame([1, 2], [$fresh->repetition(), $fresh->totalRepetitions()]);
    }

    public function testSettingsThePropertyDoesNotHaveAreLeftAsPhpunitLeavesThem(): void
    {
        $fresh = ExampleInstances::of(new Arithmetic('testAdditionCommutes'), [])->fresh();

        $this->assertSame([null, [], null, []], self::backupSettings($fresh));
        $this->assertFalse($fresh->preservesGlobalState());
    }

    /**
     * @return array{?bool, array<mixed>, ?bool, array<mixed>}
     */
    private static function backupSettings(TestCase $test): array
    {
        $capture = Closure::bind(static fn (TestCase $test): object => $test->globalStateCapture, null, TestCase::class)($test);

        return Closure::bind(
            static fn (object $capture): array => [$capture->backupGlobals, $capture->backupGlobalsExcludeList, $capture->backupStaticProperties, $capture->backupStaticPropertiesExcludeList],
            null,
            $capture::class,
        )($capture);
    }
}
