--TEST--
An exception thrown while an argument of a counterexample is exported (in a method of the value that the exporter calls) does not replace the report: the argument is shown as not exported
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--filter';
$_SERVER['argv'][] = 'testAnExportThatThrows|testAfterwards';
$_SERVER['argv'][] = __DIR__ . '/_files/ExportFailureTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

F.                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) ExportFailureTest::testAnExportThatThrows
Every storage falsifies the property

Property falsified after 1 example, counterexample shrunk in 1 step:

    $storage = null /* this value could not be exported */;

Reproduce it with run seed 42 (property seed 8912024254798980433):

    phpunit --filter 'ExportFailureTest::testAnExportThatThrows$' -d pbt.seed=42 %sExportFailureTest.php

%sExportFailureTest.php:%d

FAILURES!
Tests: 2, Assertions: 2, Failures: 1.
