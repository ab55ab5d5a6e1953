--TEST--
The steps of a state machine's counterexample paste as valid PHP code, also when the value a step returned is exported over several lines
--FILE--
<?php declare(strict_types=1);
$output = (string) shell_exec(
    escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --do-not-record-test-run-history -d pbt.seed=42 --filter testStateMachineWithObjectsOverSeveralLines ' .
    escapeshellarg(__DIR__ . '/_files/ExplicitExampleLineTest.php') . ' 2>&1',
);

preg_match('/^Property falsified.*?:\n\n(.*?)\n\n/ms', $output, $steps);

$tokens = PhpToken::tokenize('<?php ' . $steps[1], TOKEN_PARSE);
$calls  = array_values(array_filter($tokens, static fn (PhpToken $token): bool => $token->is(T_STRING)));

print implode(', ', array_map(static fn (PhpToken $token): string => $token->text, $calls)) . "\n";
--EXPECT--
pack, pack, atMostOneBox
