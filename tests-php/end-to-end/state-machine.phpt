--TEST--
runStateMachine() takes the steps of the proposal's event-sourced bank; a falsified property is reported as the PHP code that takes its steps, with the events rules return as comments and the failed invariant
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/Bank/BankTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

.FF                                                                 3 / 3 (100%)

Time: %s, Memory: %s

There were 2 failures:

1) Bank\BankTest::testProjectionThatCatchesUpOnce
Failed asserting that two arrays are identical.
--- Expected
+++ Actual
@@ @@
 Array &0 [
     'account-1' => 0,
-    'account-2' => 0,
 ]

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $accounts1 = $machine->open();
    $machine->catchUpProjection();
    $accounts2 = $machine->open();
    $machine->catchUpProjection();
    $machine->projectionMatchesTheModel(); // invariant failed

Reproduce it with run seed 42 (property seed 9095880181217332793):

    phpunit --filter 'Bank\\BankTest::testProjectionThatCatchesUpOnce$' -d pbt.seed=42 %sBank/BankTest.php

%sBank/BankMachine.php:72
%sBank/BankTest.php:39

2) Bank\BankTest::testRebuildThatAddsWithdrawals
Failed asserting that 2 is identical to 0.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $accounts1 = $machine->open();
    $machine->deposit(account: $accounts1, amount: 1); // [new MoneyDeposited(account: new AccountId(value: 'account-1'), amount: 1)]
    $machine->withdraw(account: $accounts1, amount: 1); // [new MoneyWithdrawn(account: new AccountId(value: 'account-1'), amount: 1)]
    $machine->accountsRebuiltFromTheirEventsMatchTheModel(); // invariant failed

Reproduce it with run seed 42 (property seed 1744567436422724867):

    phpunit --filter 'Bank\\BankTest::testRebuildThatAddsWithdrawals$' -d pbt.seed=42 %sBank/BankTest.php

%sBank/BankMachine.php:79
%sBank/BankTest.php:52

FAILURES!
Tests: 3, Assertions: %d, Failures: 2.
