--TEST--
The run seed and the number of examples come from <php><ini> in phpunit.xml
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--configuration';
$_SERVER['argv'][] = __DIR__ . '/_files/configuration/phpunit.xml';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s
Configuration: %sphpunit.xml

Random Seed:   99

.                                                                   1 / 1 (100%)

Time: %s, Memory: %s

OK (1 test, 7 assertions)
