--TEST--
The same seed gives the same counterexamples, whether a property runs alone (--filter) or with the others
--FILE--
<?php declare(strict_types=1);
function counterexamples(string ...$arguments): string
{
    $output = shell_exec(
        escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --do-not-record-test-run-history -d pbt.seed=1234 ' .
        implode(' ', array_map('escapeshellarg', $arguments)) . ' ' .
        escapeshellarg(__DIR__ . '/_files/DeterminismTest.php') . ' 2>&1',
    );

    preg_match_all('/^\d\) (\S+)\n.*?\n\nProperty falsified.*?:\n\n(.*?)\n\n/ms', $output, $matches, PREG_SET_ORDER);

    return implode('', array_map(static fn (array $match): string => $match[1] . "\n" . $match[2] . "\n", $matches));
}

$first  = counterexamples();
$second = counterexamples();
$alone  = counterexamples('--filter', 'testWordsAreShort');

var_dump(substr_count($first, '$') === 3);
var_dump($first === $second);
var_dump(str_contains($first, $alone) && $alone !== '');
--EXPECT--
bool(true)
bool(true)
bool(true)
