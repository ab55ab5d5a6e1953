<?php declare(strict_types=1);
namespace Bank;

use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\FromPool;
use PHPUnit\Framework\Attributes\Initialize;
use PHPUnit\Framework\Attributes\Invariant;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\Rule;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class WithoutRules
{
    #[Invariant]
    public function holds(): void
    {
    }
}

final class TwoKinds
{
    #[Rule]
    #[Invariant]
    public function both(): void
    {
    }
}

final class PrivateRule
{
    #[Rule]
    private function hidden(): void
    {
    }
}

final class MissingPrecondition
{
    #[Rule(precondition: 'ready')]
    public function go(): void
    {
    }
}

final class UnproducedPool
{
    #[Rule]
    public function use(#[FromPool('things')] int $thing): void
    {
    }
}

final class VoidProducer
{
    #[Rule(produces: 'things')]
    public function make(): void
    {
    }
}

final class BadPoolName
{
    #[Rule(produces: 'not a name')]
    public function make(): int
    {
        return 1;
    }
}

final class InitializationFromPool
{
    #[Rule(produces: 'things')]
    public function make(): int
    {
        return 1;
    }

    #[Initialize]
    public function seed(#[FromPool('things')] int $thing): void
    {
    }
}

final class NeverApplicable
{
    #[Rule(precondition: 'never')]
    public function go(): void
    {
    }

    public function never(): bool
    {
        return false;
    }
}

final class InvalidMachinesTest extends TestCase
{
    use Properties;

    #[Property]
    public function testWithoutRules(): void
    {
        $this->runStateMachine(new WithoutRules);
    }

    #[Property]
    public function testTwoKinds(): void
    {
        $this->runStateMachine(new TwoKinds);
    }

    #[Property]
    public function testPrivateRule(): void
    {
        $this->runStateMachine(new PrivateRule);
    }

    #[Property]
    public function testMissingPrecondition(): void
    {
        $this->runStateMachine(new MissingPrecondition);
    }

    #[Property]
    public function testUnproducedPool(): void
    {
        $this->runStateMachine(new UnproducedPool);
    }

    #[Property]
    public function testVoidProducer(): void
    {
        $this->runStateMachine(new VoidProducer);
    }

    #[Property]
    public function testBadPoolName(): void
    {
        $this->runStateMachine(new BadPoolName);
    }

    #[Property]
    public function testInitializationFromPool(): void
    {
        $this->runStateMachine(new InitializationFromPool);
    }

    #[Property]
    public function testTwice(): void
    {
        $this->runStateMachine(new NeverApplicable);
        $this->runStateMachine(new NeverApplicable);
    }

    #[Property]
    public function testNoStepIsEverTaken(): void
    {
        $this->runStateMachine(new NeverApplicable);
        $this->assertTrue(true);
    }

    public function testOutsideAProperty(): void
    {
        $this->runStateMachine(new NeverApplicable);
    }
}
