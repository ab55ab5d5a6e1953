--TEST--
Test\PropertyChecked is dispatched for every property, Test\PropertyFalsified for a falsified one, to subscribers that extensions register
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PrintingExtension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/PropertyEvents/PropertyEventsTest.php';

require __DIR__ . '/../bootstrap.php';
require __DIR__ . '/_files/PropertyEvents/PrintingExtension.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

PropertyChecked PropertyEventsTest::testDigitsAreClassified {
    "seed is the property seed": true,
    "examplesChecked": 9,
    "examplesRejected": 1,
    "classifications": {
        "even": 5,
        "odd": 4
    },
    "observations": {
        "digit": {
            "count": 9,
            "min": 0,
            "median": 4,
            "mean": 4,
            "p90": 8,
            "max": 8
        }
    },
    "highestScores": {
        "digit": 8
    }
}
.PropertyFalsified PropertyEventsTest::testSumIsSmall {
    "examplesChecked": 8,
    "shrinkingAttempts > 0": true,
    "shrinkingBudgetExhausted": false,
    "counterexample": {
        "choices": [
            1,
            0,
            101,
            0,
            0,
            0
        ],
        "arguments": {
            "numbers": "[101]"
        },
        "drawnValues": [
            {
                "label": "limit",
                "value": "0"
            }
        ],
        "steps": []
    },
    "otherWays": [],
    "replays": 4,
    "replaysThatFalsified": 4,
    "explicitExample": null
}
PropertyChecked PropertyEventsTest::testSumIsSmall {
    "seed is the property seed": true,
    "examplesChecked": 8,
    "examplesRejected": 0,
    "classifications": [],
    "observations": [],
    "highestScores": []
}
FPropertyFalsified PropertyEventsTest::testExplicitExampleFalsifies {
    "examplesChecked": 0,
    "shrinkingAttempts > 0": false,
    "shrinkingBudgetExhausted": false,
    "counterexample": {
        "choices": [],
        "arguments": {
            "n": "123456789"
        },
        "drawnValues": [],
        "steps": []
    },
    "otherWays": [],
    "replays": 0,
    "replaysThatFalsified": 0,
    "explicitExample": "\"the unlucky number\""
}
PropertyChecked PropertyEventsTest::testExplicitExampleFalsifies {
    "seed is the property seed": true,
    "examplesChecked": 0,
    "examplesRejected": 0,
    "classifications": [],
    "observations": [],
    "highestScores": []
}
FPropertyFalsified PropertyEventsTest::testFailsInTwoWays {
    "examplesChecked": 2,
    "shrinkingAttempts > 0": true,
    "shrinkingBudgetExhausted": false,
    "counterexample": {
        "choices": [
            0,
            100
        ],
        "arguments": {
            "value": "100"
        },
        "drawnValues": [],
        "steps": []
    },
    "otherWays": {
        "LogicException at %sPropertyEventsTest.php:55": {
            "choices": [
                0,
                50
            ],
            "arguments": {
                "value": "50"
            },
            "drawnValues": [],
            "steps": []
        }
    },
    "replays": 4,
    "replaysThatFalsified": 4,
    "explicitExample": null
}
PropertyChecked PropertyEventsTest::testFailsInTwoWays {
    "seed is the property seed": true,
    "examplesChecked": 2,
    "examplesRejected": 0,
    "classifications": [],
    "observations": [],
    "highestScores": []
}
E                                                                4 / 4 (100%)

Time: %s, Memory: %s

There was 1 error:

1) PropertyEventsTest::testFailsInTwoWays
RuntimeException: too large

Property falsified after 2 examples, counterexample shrunk in 5 steps:

    $value = 100;

Property also falsified by LogicException at %sPropertyEventsTest.php:55 with this counterexample:

    $value = 50;

Keep this counterexample as an explicit example above the method:

    #[TestWith(['value' => 100])]

Reproduce it with run seed 42 (property seed 4560811324974109146):

    phpunit --filter 'PropertyEventsTest::testFailsInTwoWays$' -d pbt.seed=42 %sPropertyEvents/PropertyEventsTest.php

%sPropertyEventsTest.php:51

--

There were 2 failures:

1) PropertyEventsTest::testSumIsSmall
Failed asserting that 101 is equal to 100 or is less than 100.

Property falsified after 8 examples, counterexample shrunk in 7 steps:

    $numbers = [101];
    Draw 1 (limit): 0

Reproduce it with run seed 42 (property seed 8293351241934592974):

    phpunit --filter 'PropertyEventsTest::testSumIsSmall$' -d pbt.seed=42 %sPropertyEvents/PropertyEventsTest.php

%sPropertyEventsTest.php:34

2) PropertyEventsTest::testExplicitExampleFalsifies
Failed asserting that 123456789 is not identical to 123456789.

Property falsified by explicit example "the unlucky number":

    $n = 123456789;

Reproduce it with run seed 42 (property seed 2801834686720818783):

    phpunit --filter 'PropertyEventsTest::testExplicitExampleFalsifies$' -d pbt.seed=42 %sPropertyEvents/PropertyEventsTest.php

%sPropertyEventsTest.php:41

ERRORS!
Tests: 4, Assertions: 27, Errors: 1, Failures: 2.
