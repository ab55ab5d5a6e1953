<?php declare(strict_types=1);
namespace Bank;

require_once __DIR__ . '/Bank.php';
require_once __DIR__ . '/BankMachine.php';

use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class BankTest extends TestCase
{
    use Properties;

    protected function tearDown(): void
    {
        Bank::$rebuildBug             = false;
        BalanceProjection::$catchUpBug = false;
    }

    #[Property]
    public function testBankKeepsTheBalancesOfAccounts(): void
    {
        $store = new EventStore;

        $this->runStateMachine(new BankMachine(new Bank($store), $store, new BalanceProjection));
    }

    /**
     * Fails on purpose: the projection catches up only once.
     */
    #[Property]
    public function testProjectionThatCatchesUpOnce(): void
    {
        BalanceProjection::$catchUpBug = true;

        $store = new EventStore;

        $this->runStateMachine(new BankMachine(new Bank($store), $store, new BalanceProjection));
    }

    /**
     * Fails on purpose: rebuilding an account applies a withdrawal like a deposit.
     */
    #[Property]
    public function testRebuildThatAddsWithdrawals(): void
    {
        Bank::$rebuildBug = true;

        $store = new EventStore;

        $this->runStateMachine(new BankMachine(new Bank($store), $store, new BalanceProjection));
    }
}
