--TEST--
--filter that deselects a property with explicit examples (#[TestWith], which PHPUnit would take for data sets) does not run it; the property's name ending with $ selects it
--FILE--
<?php declare(strict_types=1);
function phpunit(string $filter): void
{
    $output = (string) shell_exec(
        escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --do-not-record-test-run-history -d pbt.seed=42 --filter ' . escapeshellarg($filter) . ' ' .
        escapeshellarg(__DIR__ . '/_files/TestDoxPlaceholdersTest.php') . ' 2>&1',
    );

    preg_match('/^Random Seed.*?\n\n(.*?)\n\n/ms', $output, $progress);
    preg_match_all('/^\d\) (\S+)$/m', $output, $tests);

    print $filter . "\n" . $progress[1] . "\n" . implode("\n", $tests[1]) . "\n\n";
}

phpunit('testValuesAreNotNegative');
phpunit('TestDoxPlaceholdersTest::testValuesArePositive$');
--EXPECT--
testValuesAreNotNegative
F                                                                   1 / 1 (100%)
TestDoxPlaceholdersTest::testValuesAreNotNegative

TestDoxPlaceholdersTest::testValuesArePositive$
F                                                                   1 / 1 (100%)
TestDoxPlaceholdersTest::testValuesArePositive
