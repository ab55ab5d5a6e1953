--TEST--
processIsolation="true" in phpunit.xml does not apply to a property, which runs all its examples in the main process, without a warning
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--configuration';
$_SERVER['argv'][] = __DIR__ . '/_files/process-isolation/phpunit.xml';

require __DIR__ . '/../bootstrap.php';

print 'Exit code: ' . (new PHPUnit\TextUI\Application)->run($_SERVER['argv']) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s
Configuration: %sphpunit.xml

Random Seed:   42

.                                                                   1 / 1 (100%)examples run in the main process: 5


Time: %s, Memory: %s

OK (1 test, 10 assertions)
Exit code: 0
