<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use PHPUnit\Framework\PropertyBased\Phpunit\ExampleInstances;
use PHPUnit\Framework\PropertyBased\Phpunit\TestCases;
use PHPUnit\Framework\PropertyBased\Phpunit\ValueObjectForEvents;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tests\Unit\Phpunit\Fixture\Arithmetic;

final class ValueObjectForEventsTest extends TestCase
{
    public function testEveryExampleGetsTheValueObjectOfThePrototypeOnceItsArgumentsAreGiven(): void
    {
        $instances = ExampleInstances::of(new Arithmetic('testAdditionCommutes'), []);
        $prototype = $instances->fresh();
        $shared    = ValueObjectForEvents::of($prototype);
        $example   = $instances->fresh();

        TestCases::giveArguments($example, [1, 2]);
        $shared->giveTo($example);

        $this->assertSame($prototype->valueObjectForEvents(), $example->valueObjectForEvents());
    }

    public function testWithoutItAnExampleBuildsAValueObjectOfItsOwn(): void
    {
        $instances = ExampleInstances::of(new Arithmetic('testAdditionCommutes'), []);
        $prototype = $instances->fresh();
        $example   = $instances->fresh();

        TestCases::giveArguments($example, [1, 2]);

        $this->assertNotSame($prototype->valueObjectForEvents(), $example->valueObjectForEvents());
        $this->assertSame($prototype->valueObjectForEvents()->id(), $example->valueObjectForEvents()->id());
    }
}
