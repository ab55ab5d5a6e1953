--TEST--
A state machine that cannot be run is an error of the property, not shrunk; runStateMachine() twice or outside a property is an error; a state machine that takes no step in most examples is risky
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/Bank/InvalidMachinesTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEEEEEEEERE                                                       11 / 11 (100%)

Time: %s, Memory: %s

There were 10 errors:

1) Bank\InvalidMachinesTest::testWithoutRules
PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine: The state machine Bank\WithoutRules has no method with #[Rule]

%sBank/InvalidMachinesTest.php:105

2) Bank\InvalidMachinesTest::testTwoKinds
PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine: The method Bank\TwoKinds::both() of the state machine has more than one of #[Rule], #[Initialize] and #[Invariant]

%sBank/InvalidMachinesTest.php:111

3) Bank\InvalidMachinesTest::testPrivateRule
PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine: The method Bank\PrivateRule::hidden() of the state machine must be public and not static

%sBank/InvalidMachinesTest.php:117

4) Bank\InvalidMachinesTest::testMissingPrecondition
PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine: The method Bank\MissingPrecondition::go() of the state machine names the precondition ready(), which does not exist

%sBank/InvalidMachinesTest.php:123

5) Bank\InvalidMachinesTest::testUnproducedPool
PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine: The pool "things" of the rule Bank\UnproducedPool::use() gets values from no rule and no initialization

%sBank/InvalidMachinesTest.php:129

6) Bank\InvalidMachinesTest::testVoidProducer
PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine: The method Bank\VoidProducer::make() of the state machine produces values for the pool "things", but its return type is void

%sBank/InvalidMachinesTest.php:135

7) Bank\InvalidMachinesTest::testBadPoolName
PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine: The method Bank\BadPoolName::make() of the state machine names the pool "not a name", which is not a valid variable name

%sBank/InvalidMachinesTest.php:141

8) Bank\InvalidMachinesTest::testInitializationFromPool
PHPUnit\Framework\PropertyBased\Exception\InvalidStateMachine: The method Bank\InitializationFromPool::seed() of the state machine: the parameter $thing takes values from a pool, which an initialization cannot

%sBank/InvalidMachinesTest.php:147

9) Bank\InvalidMachinesTest::testTwice
LogicException: runStateMachine() can be called only once in an example

Property falsified after %d example%S, counterexample shrunk in %d step%S:


Reproduce it with run seed 42 (property seed 3151833310716055206):

    phpunit --filter 'Bank\\InvalidMachinesTest::testTwice$' -d pbt.seed=42 %sBank/InvalidMachinesTest.php

%sBank/InvalidMachinesTest.php:154

10) Bank\InvalidMachinesTest::testOutsideAProperty
PHPUnit\Framework\PropertyBased\Exception\NotInAProperty: runStateMachine() can only be called in a property, a test method with the #[Property] attribute

%sBank/InvalidMachinesTest.php:166

--

There was 1 risky test:

1) Bank\InvalidMachinesTest::testNoStepIsEverTaken
The state machine of this property took no step in 100 of 100 examples because none of its rules could be applied; make sure that the preconditions of the rules hold and that values are produced for the pools from which they take values

%sBank/InvalidMachinesTest.php:158

ERRORS!
Tests: 11, Assertions: %d, Errors: 10, Risky: 1.
