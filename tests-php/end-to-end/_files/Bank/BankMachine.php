<?php declare(strict_types=1);
namespace Bank;

use PHPUnit\Framework\Assert;
use PHPUnit\Framework\Attributes\FromPool;
use PHPUnit\Framework\Attributes\Invariant;
use PHPUnit\Framework\Attributes\Rule;

/**
 * The proposal's state machine of an event-sourced bank: the aggregates and the projection are
 * checked against a model.
 */
final class BankMachine
{
    private array $balances          = [];
    private array $projectedBalances = [];

    public function __construct(private readonly Bank $bank, private readonly EventStore $store, private readonly BalanceProjection $projection)
    {
    }

    #[Rule(produces: 'accounts')]
    public function open(): AccountId
    {
        $account = $this->bank->openAccount();

        $this->balances[$account->value] = 0;

        return $account;
    }

    /**
     * @param int<1, 100> $amount
     */
    #[Rule]
    public function deposit(#[FromPool('accounts')] AccountId $account, int $amount): array
    {
        $this->balances[$account->value] += $amount;

        return $this->bank->deposit($account, $amount);
    }

    /**
     * @param int<1, 100> $amount
     */
    #[Rule(precondition: 'hasMoney')]
    public function withdraw(#[FromPool('accounts')] AccountId $account, int $amount): array
    {
        $amount = min($amount, $this->balances[$account->value]);

        $this->balances[$account->value] -= $amount;

        return $this->bank->withdraw($account, $amount);
    }

    public function hasMoney(): bool
    {
        return array_sum($this->balances) > 0;
    }

    #[Rule]
    public function catchUpProjection(): void
    {
        $this->projection->catchUp($this->store);

        $this->projectedBalances = $this->balances;
    }

    #[Invariant]
    public function projectionMatchesTheModel(): void
    {
        Assert::assertSame($this->projectedBalances, $this->projection->balances());
    }

    #[Invariant(atEnd: true)]
    public function accountsRebuiltFromTheirEventsMatchTheModel(): void
    {
        foreach ($this->balances as $account => $balance) {
            Assert::assertSame($balance, $this->bank->balanceOf(new AccountId($account)));
        }
    }
}
