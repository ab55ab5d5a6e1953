--TEST--
The duration and the CPU time that JUnit, TeamCity and Open Test Reporting give a property span all of its examples, and a deprecation of one of its examples is reported for it
--FILE--
<?php declare(strict_types=1);
$logs = sys_get_temp_dir() . '/phpunit-pbt-durations-' . getmypid();

$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = '--extension';
$_SERVER['argv'][] = 'PHPUnit\Framework\PropertyBased\Extension';
$_SERVER['argv'][] = '-d';
$_SERVER['argv'][] = 'pbt.seed=42';
$_SERVER['argv'][] = '--display-deprecations';
$_SERVER['argv'][] = '--log-junit';
$_SERVER['argv'][] = $logs . '.junit.xml';
$_SERVER['argv'][] = '--log-teamcity';
$_SERVER['argv'][] = $logs . '.teamcity.txt';
$_SERVER['argv'][] = '--log-otr';
$_SERVER['argv'][] = $logs . '.otr.xml';
$_SERVER['argv'][] = __DIR__ . '/_files/ExampleDurationsTest.php';

require __DIR__ . '/../bootstrap.php';

register_shutdown_function(static function () use ($logs): void {
    preg_match('/<testcase name="testEveryExampleTakesFiveMilliseconds" .* time="([\d.]+)"/', file_get_contents($logs . '.junit.xml'), $junit);
    preg_match('/##teamcity\[testFinished name=\'testEveryExampleTakesFiveMilliseconds\' duration=\'(\d+)\'/', file_get_contents($logs . '.teamcity.txt'), $teamCity);
    preg_match('/<phpunit:resourceUsage time="([\d.]+)" .* cpuTime="([\d.]+)"/', file_get_contents($logs . '.otr.xml'), $otr);

    printf("\nJUnit: %s\n", (float) $junit[1] >= 0.1 ? 'at least 100 ms' : 'less than 100 ms: ' . $junit[1]);
    printf("TeamCity: %s\n", (int) $teamCity[1] >= 100 ? 'at least 100 ms' : 'less than 100 ms: ' . $teamCity[1]);
    printf("Open Test Reporting: %s, CPU time %s\n", (float) $otr[1] >= 0.1 ? 'at least 100 ms' : 'less than 100 ms: ' . $otr[1], (float) $otr[2] >= 0.1 ? 'at least 100 ms' : 'less than 100 ms: ' . $otr[2]);

    foreach (['.junit.xml', '.teamcity.txt', '.otr.xml'] as $log) {
        unlink($logs . $log);
    }
});

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   42

D                                                                   1 / 1 (100%)

Time: %s, Memory: %s

1 test triggered 1 deprecation:

1) %sExampleDurationsTest.php:23
the tenth example is deprecated

OK, but there were issues!
Tests: 1, Assertions: 20, Deprecations: 1.

JUnit: at least 100 ms
TeamCity: at least 100 ms
Open Test Reporting: at least 100 ms, CPU time at least 100 ms
