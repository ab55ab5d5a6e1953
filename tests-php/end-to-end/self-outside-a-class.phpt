--TEST--
fromType() with self or static, called outside a class, is an error that says they name no class there, instead of naming a class without a name
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = __DIR__ . '/_files/SelfOutsideAClassTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

EE                                                                  2 / 2 (100%)

Time: %s, Memory: %s

There were 2 errors:

1) SelfOutsideAClassTest::testSelfInAFunction
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: self refers to the class in which the type is written, but this type is not written in a class; name the class instead

%sSelfOutsideAClassTest.php:%d
%sSelfOutsideAClassTest.php:%d

Caused by
ValueError: self refers to the class in which the type is written, but this type is not written in a class; name the class instead

%sSelfOutsideAClassTest.php:%d
%sSelfOutsideAClassTest.php:%d

2) SelfOutsideAClassTest::testAConstantOfStaticInAFunction
PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator: static refers to the class in which the type is written, but this type is not written in a class; name the class instead

%sSelfOutsideAClassTest.php:%d
%sSelfOutsideAClassTest.php:%d

Caused by
ValueError: static refers to the class in which the type is written, but this type is not written in a class; name the class instead

%sSelfOutsideAClassTest.php:%d
%sSelfOutsideAClassTest.php:%d

ERRORS!
Tests: 2, Assertions: 0, Errors: 2.
