--TEST--
Generators composed with map(), filter(), flatMap(), records(), recursive() and draw() generate what they describe and shrink to minimal counterexamples
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GeneratorApiTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

..FFF.F                                                             7 / 7 (100%)

Time: %s, Memory: %s

There were 4 failures:

1) GeneratorApiTest::testEvenNumbersAreSmall
Failed asserting that 100 is less than 100.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $even = 100;

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['even' => 100])]

Reproduce it with run seed 42 (property seed -5629019602255450229):

    phpunit --filter 'GeneratorApiTest::testEvenNumbersAreSmall$' -d pbt.seed=42 %sGeneratorApiTest.php

%sGeneratorApiTest.php:58

2) GeneratorApiTest::testElementIsFoundAtItsIndex
Failed asserting that 0 is identical to 1.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $listAndIndex = [[0, 0], 1];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['listAndIndex' => [[0, 0], 1]])]

Reproduce it with run seed 42 (property seed 5099697147693592639):

    phpunit --filter 'GeneratorApiTest::testElementIsFoundAtItsIndex$' -d pbt.seed=42 %sGeneratorApiTest.php

%sGeneratorApiTest.php:76

3) GeneratorApiTest::testDrawnElementIsFoundAtItsIndex
Failed asserting that 0 is identical to 1.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    Draw 1 (list): [0, 0]
    Draw 2 (index): 1

Reproduce it with run seed 42 (property seed 7371710812697676511):

    phpunit --filter 'GeneratorApiTest::testDrawnElementIsFoundAtItsIndex$' -d pbt.seed=42 %sGeneratorApiTest.php

%sGeneratorApiTest.php:88

4) GeneratorApiTest::testTreesAreFlat
Failed asserting that true is false.

Property falsified after %d example%S, counterexample shrunk in %d step%S:

    $tree = [[0]];

Keep this counterexample as an explicit example above the method:

    #[\PHPUnit\Framework\Attributes\TestWith(['tree' => [[0]]])]

Reproduce it with run seed 42 (property seed 5686644654446750999):

    phpunit --filter 'GeneratorApiTest::testTreesAreFlat$' -d pbt.seed=42 %sGeneratorApiTest.php

%sGeneratorApiTest.php:136

FAILURES!
Tests: 7, Assertions: %d, Failures: 4.
