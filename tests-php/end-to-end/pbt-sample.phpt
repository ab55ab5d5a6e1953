--TEST--
bin/pbt-sample prints samples of a PHPDoc type or a class as PHP code, one per line, with a summary of their sizes; the same seed gives the same samples; invalid arguments and types are errors that say what is wrong
--FILE--
<?php declare(strict_types=1);
function sample(string ...$arguments): void
{
    $process = proc_open(
        [__DIR__ . '/../../bin/pbt-sample', ...$arguments],
        [1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
        $pipes,
    );

    $output = stream_get_contents($pipes[1]);
    $errors = stream_get_contents($pipes[2]);

    print '$ pbt-sample ' . implode(' ', array_map(escapeshellarg(...), $arguments)) . "\n" . $output . $errors . 'exit ' . proc_close($process) . "\n\n";
}

sample('-n', '8', '--seed', '42', 'list<int<0, 9>>');
sample('-n', '5', '--seed', '3', '?string');
sample('-n', '3', '--seed', '1', 'PHPUnit\PropertyBased\Examples\Money');
sample('-n', '4', '--seed', '5', 'int<-10, 10>|bool');
sample('--seed', '42', 'list<');
sample('-n', 'many', 'int');
sample('--bootstrap', __DIR__ . '/_files/MissingFile.php', 'int');
sample();
sample('--help');
--EXPECTF--
$ pbt-sample '-n' '8' '--seed' '42' 'list<int<0, 9>>'
[3, 4, 2, 4, 3, 7]
[]
[2]
[9, 1, 8, 9]
[]
[9, 0, 1, 6]
[8, 7]
[9, 9]

8 samples of list<int<0, 9>>, seed 42
arrays: 8, size min 0, median 2, max 6, empty 2 (25.0%)
exit 0

$ pbt-sample '-n' '5' '--seed' '3' '?string'
'oç6#q&'
'^'
null
'+854170'
'󒵪o😭Ù͛€ǶÛ#t#€>ĸ'

5 samples of ?string, seed 3
strings: 4, length min 1, median 7, max 29, empty 0 (0.0%)
null: 1
exit 0

$ pbt-sample '-n' '3' '--seed' '1' 'PHPUnit\PropertyBased\Examples\Money'
new \PHPUnit\PropertyBased\Examples\Money(amount: 72057594037927936, currency: \PHPUnit\PropertyBased\Examples\Currency::EUR)
new \PHPUnit\PropertyBased\Examples\Money(amount: PHP_INT_MAX, currency: \PHPUnit\PropertyBased\Examples\Currency::USD)
new \PHPUnit\PropertyBased\Examples\Money(amount: 4293769626482458213, currency: \PHPUnit\PropertyBased\Examples\Currency::EUR)

3 samples of PHPUnit\PropertyBased\Examples\Money, seed 1
PHPUnit\PropertyBased\Examples\Money: 3
exit 0

$ pbt-sample '-n' '4' '--seed' '5' 'int<-10, 10>|bool'
false
2
-6
false

4 samples of int<-10, 10>|bool, seed 5
numbers: 2, min -6, median -6, max 2
bool: 2
exit 0

$ pbt-sample '--seed' '42' 'list<'
pbt-sample: no values can be generated for list<: the type cannot be parsed: unexpected end of input at offset 5 in "list<", expected a type
exit 1

$ pbt-sample '-n' 'many' 'int'
pbt-sample: -n must be an integer from 1 to 100000, "many" given
Usage: pbt-sample [-n COUNT] [--seed SEED] [--bootstrap FILE] TYPE-OR-CLASS
exit 1

$ pbt-sample '--bootstrap' '%sMissingFile.php' 'int'
pbt-sample: the bootstrap file %sMissingFile.php does not exist
Usage: pbt-sample [-n COUNT] [--seed SEED] [--bootstrap FILE] TYPE-OR-CLASS
exit 1

$ pbt-sample 
pbt-sample: the type or class whose values to print is missing
Usage: pbt-sample [-n COUNT] [--seed SEED] [--bootstrap FILE] TYPE-OR-CLASS
exit 1

$ pbt-sample '--help'
Usage: pbt-sample [-n COUNT] [--seed SEED] [--bootstrap FILE] TYPE-OR-CLASS

Prints COUNT (default 10) values that phpunit-pbt generates for a PHPDoc type, such as
'list<int<0, 9>>' or 'array{name: non-empty-string, age: int<0, 150>}', or for a class
(through its constructor), as PHP code, one per line, followed by a summary of their sizes.
The same SEED gives the same values; without one, a random seed is used and printed.
--bootstrap FILE is loaded first, e.g. vendor/autoload.php for the classes of a project;
class names are written fully qualified.
exit 0

