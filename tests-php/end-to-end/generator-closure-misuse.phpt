--TEST--
draw(), assume(), target(), classify(), observe() and runStateMachine() called inside a generator's closure are errors that name the method and say why it is not allowed there, and the run goes on
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = __DIR__ . '/_files/GeneratorClosureMisuseTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

EEEEEE.                                                             7 / 7 (100%)

Time: %s, Memory: %s

There were 6 errors:

1) GeneratorClosureMisuseTest::testDrawInsideMap
PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator: draw() was called inside a closure of a generator (given to map(), filter(), flatMap(), deferred() or recursive()), where it is not allowed: the engine is busy generating a value; call it in the body of the property instead

Property falsified after 1 example, counterexample shrunk in 1 step:

    Draw 1 (sum): no value, its generator threw PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator

Reproduce it with run seed 42 (property seed -6936132486596936726):

    phpunit --filter 'GeneratorClosureMisuseTest::testDrawInsideMap$' -d pbt.seed=42 %sGeneratorClosureMisuseTest.php

%sGeneratorClosureMisuseTest.php:15
%sGeneratorClosureMisuseTest.php:15

2) GeneratorClosureMisuseTest::testAssumeInsideFilter
PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator: assume() was called inside a closure of a generator (given to map(), filter(), flatMap(), deferred() or recursive()), where it is not allowed: the engine is busy generating a value; call it in the body of the property instead

Property falsified after 1 example, counterexample shrunk in 1 step:

    Draw 1: no value, its generator threw PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator

Reproduce it with run seed 42 (property seed -7435261811532225462):

    phpunit --filter 'GeneratorClosureMisuseTest::testAssumeInsideFilter$' -d pbt.seed=42 %sGeneratorClosureMisuseTest.php

%sGeneratorClosureMisuseTest.php:24
%sGeneratorClosureMisuseTest.php:23

3) GeneratorClosureMisuseTest::testTargetInsideFlatMap
PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator: target() was called inside a closure of a generator (given to map(), filter(), flatMap(), deferred() or recursive()), where it is not allowed: the engine is busy generating a value; call it in the body of the property instead

Property falsified after 1 example, counterexample shrunk in 1 step:

    Draw 1: no value, its generator threw PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator

Reproduce it with run seed 42 (property seed -6317799832969082482):

    phpunit --filter 'GeneratorClosureMisuseTest::testTargetInsideFlatMap$' -d pbt.seed=42 %sGeneratorClosureMisuseTest.php

%sGeneratorClosureMisuseTest.php:36
%sGeneratorClosureMisuseTest.php:35

4) GeneratorClosureMisuseTest::testClassifyInsideMap
PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator: classify() was called inside a closure of a generator (given to map(), filter(), flatMap(), deferred() or recursive()), where it is not allowed: the engine is busy generating a value; call it in the body of the property instead

Property falsified after 1 example, counterexample shrunk in 0 steps:

    Draw 1: no value, its generator threw PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator

Reproduce it with run seed 42 (property seed -1852656686055158382):

    phpunit --filter 'GeneratorClosureMisuseTest::testClassifyInsideMap$' -d pbt.seed=42 %sGeneratorClosureMisuseTest.php

%sGeneratorClosureMisuseTest.php:48
%sGeneratorClosureMisuseTest.php:47

5) GeneratorClosureMisuseTest::testObserveInsideDeferred
PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator: observe() was called inside a closure of a generator (given to map(), filter(), flatMap(), deferred() or recursive()), where it is not allowed: the engine is busy generating a value; call it in the body of the property instead

Property falsified after 1 example, counterexample shrunk in 0 steps:

    Draw 1: no value, its generator threw PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator

Reproduce it with run seed 42 (property seed 9187998698250996581):

    phpunit --filter 'GeneratorClosureMisuseTest::testObserveInsideDeferred$' -d pbt.seed=42 %sGeneratorClosureMisuseTest.php

%sGeneratorClosureMisuseTest.php:60
%sGeneratorClosureMisuseTest.php:59

6) GeneratorClosureMisuseTest::testRunStateMachineInsideMap
PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator: runStateMachine() was called inside a closure of a generator (given to map(), filter(), flatMap(), deferred() or recursive()), where it is not allowed: the engine is busy generating a value; call it in the body of the property instead

Property falsified after 1 example, counterexample shrunk in 1 step:

    Draw 1: no value, its generator threw PHPUnit\Framework\PropertyBased\Exception\CalledInsideGenerator

Reproduce it with run seed 42 (property seed -2206409543018012500):

    phpunit --filter 'GeneratorClosureMisuseTest::testRunStateMachineInsideMap$' -d pbt.seed=42 %sGeneratorClosureMisuseTest.php

%sGeneratorClosureMisuseTest.php:72
%sGeneratorClosureMisuseTest.php:71

ERRORS!
Tests: 7, Assertions: 1, Errors: 6.
