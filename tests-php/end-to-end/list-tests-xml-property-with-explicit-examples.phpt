--TEST--
--list-tests-xml lists a property with explicit examples as one test, in its groups
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--list-tests-xml';
$_SERVER['argv'][] = 'php://stdout';
$_SERVER['argv'][] = __DIR__ . '/_files/SelectionTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

<?xml version="1.0"?>
<testSuite xmlns="https://xml.phpunit.de/testSuite">
 <tests>
  <testClass name="SelectionTest" file="%sSelectionTest.php">
   <testMethod id="SelectionTest::testValuesAreNotNegative" name="testValuesAreNotNegative"/>
   <testMethod id="SelectionTest::testOrdinary" name="testOrdinary"/>
  </testClass>
 </tests>
 <groups>
  <group name="ordinary">
   <test id="SelectionTest::testOrdinary"/>
  </group>
  <group name="properties">
   <test id="SelectionTest::testValuesAreNotNegative"/>
  </group>
 </groups>
</testSuite>
Wrote list of tests that would have been run to php://stdout
