--TEST--
A PHPUnit that has property-based testing of its own (its own attribute Property) is detected and named in a warning; phpunit-pbt stays out of its way instead of colliding with it (PHPUnit 13.4 itself, standing in for it here, then passes no arguments)
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--configuration';
$_SERVER['argv'][] = __DIR__ . '/_files/configuration/phpunit.xml';

require __DIR__ . '/../bootstrap.php';
require __DIR__ . '/_files/PhpunitWithProperties/Property.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s
Configuration: %sphpunit.xml

E                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 PHPUnit test runner warning:

1) PHPUnit %s has property-based testing of its own (PHPUnit\Framework\Attributes\Property is declared in %s/_files/PhpunitWithProperties/Property.php, not by phpunit-pbt): remove phpunit-pbt and its extension from phpunit.xml, PHPUnit checks the properties itself.

--

There was 1 error:

1) ReverseTest::testReversingTwiceIsIdentity
ArgumentCountError: Too few arguments to function ReverseTest::testReversingTwiceIsIdentity(), 0 passed in %s on line %d and exactly 1 expected

%sReverseTest.php:11

ERRORS!
Tests: 1, Assertions: 0, Errors: 1, PHPUnit Warnings: 1.
