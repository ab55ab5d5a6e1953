<?php declare(strict_types=1);
namespace Bank;

final readonly class AccountId
{
    public function __construct(public string $value)
    {
    }
}

final readonly class AccountOpened
{
    public function __construct(public AccountId $account)
    {
    }
}

final readonly class MoneyDeposited
{
    public function __construct(public AccountId $account, public int $amount)
    {
    }
}

final readonly class MoneyWithdrawn
{
    public function __construct(public AccountId $account, public int $amount)
    {
    }
}

final class EventStore
{
    /** @var list<object> */
    private array $events = [];

    /**
     * @param list<object> $events
     */
    public function append(array $events): void
    {
        foreach ($events as $event) {
            $this->events[] = $event;
        }
    }

    /**
     * @return list<object>
     */
    public function events(): array
    {
        return $this->events;
    }
}

final class Bank
{
    private int $accounts = 0;

    public function __construct(private readonly EventStore $store)
    {
    }

    public function openAccount(): AccountId
    {
        $account = new AccountId('account-' . ++$this->accounts);

        $this->store->append([new AccountOpened($account)]);

        return $account;
    }

    /**
     * @return list<object>
     */
    public function deposit(AccountId $account, int $amount): array
    {
        $events = [new MoneyDeposited($account, $amount)];

        $this->store->append($events);

        return $events;
    }

    /**
     * @return list<object>
     */
    public function withdraw(AccountId $account, int $amount): array
    {
        $events = [new MoneyWithdrawn($account, $amount)];

        $this->store->append($events);

        return $events;
    }

    /**
     * Rebuilds an account from its events. Planted bug: a withdrawal is applied like a deposit
     * when REBUILD_BUG is set.
     */
    public function balanceOf(AccountId $account): int
    {
        $balance = 0;

        foreach ($this->store->events() as $event) {
            if (($event instanceof MoneyDeposited || $event instanceof MoneyWithdrawn) && $event->account == $account) {
                $balance += $event instanceof MoneyWithdrawn && !self::$rebuildBug ? -$event->amount : $event->amount;
            }
        }

        return $balance;
    }

    public static bool $rebuildBug = false;
}

final class BalanceProjection
{
    /** @var array<string, int> */
    private array $balances = [];

    private int $position = 0;

    public static bool $catchUpBug = false;

    /**
     * Planted bug (with CATCH_UP_BUG): only the first catch-up processes events.
     */
    public function catchUp(EventStore $store): void
    {
        $events = $store->events();

        if (self::$catchUpBug && $this->position > 0) {
            return;
        }

        for (; $this->position < count($events); $this->position++) {
            $event = $events[$this->position];

            match (true) {
                $event instanceof AccountOpened  => $this->balances[$event->account->value] = 0,
                $event instanceof MoneyDeposited => $this->balances[$event->account->value] += $event->amount,
                $event instanceof MoneyWithdrawn => $this->balances[$event->account->value] -= $event->amount,
                default                          => null,
            };
        }
    }

    /**
     * @return array<string, int>
     */
    public function balances(): array
    {
        return $this->balances;
    }
}
