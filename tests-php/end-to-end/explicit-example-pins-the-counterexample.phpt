--TEST--
A falsified property prints its counterexample as a #[TestWith] line and the command line that reproduces it: the command finds the same counterexample, and the line pasted above the method makes the property fail with it as an explicit example, whatever the seed
--FILE--
<?php declare(strict_types=1);
function phpunit(string $arguments): string
{
    return (string) shell_exec(
        escapeshellarg(__DIR__ . '/../../bin/phpunit') . ' --no-configuration --do-not-record-test-run-history ' . $arguments . ' 2>&1',
    );
}

function counterexample(string $output): string
{
    preg_match('/^Property falsified.*?:\n\n(.*?)\n\n/ms', $output, $counterexample);

    return $counterexample[1];
}

$test   = __DIR__ . '/_files/Shop/ShopTest.php';
$output = phpunit('-d pbt.seed=42 --filter testAllocationPreservesTheAmount ' . escapeshellarg($test));

preg_match('/^    (#\[.*TestWith\(.*\)\])$/m', $output, $line);
preg_match('/^    phpunit (.*)$/m', $output, $command);

print $line[1] . "\n\n";
print counterexample($output) . "\n\n";

// The command line checks this property alone, with the same counterexample.
$again = phpunit($command[1]);

var_dump(str_contains($again, 'Tests: 1,'), counterexample($again) === counterexample($output));

// The line pasted above the method, in a copy of the test.
$directory = sys_get_temp_dir() . '/phpunit-pbt-pinned-' . getmypid();
mkdir($directory);
file_put_contents(
    $directory . '/ShopTest.php',
    str_replace(
        "    public function testAllocationPreservesTheAmount(",
        '    ' . $line[1] . "\n    public function testAllocationPreservesTheAmount(",
        file_get_contents($test),
    ),
);

print phpunit('-d pbt.seed=7 --filter testAllocationPreservesTheAmount ' . escapeshellarg($directory . '/ShopTest.php'));

unlink($directory . '/ShopTest.php');
rmdir($directory);
--EXPECTF--
#[\PHPUnit\Framework\Attributes\TestWith(['money' => new Money(amount: 1, currency: Currency::EUR), 'parts' => 2])]

    $money = new Money(amount: 1, currency: Currency::EUR);
    $parts = 2;

bool(true)
bool(true)
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

Random Seed:   7

F                                                                   1 / 1 (100%)

Time: %s, Memory: %s

There was 1 failure:

1) Shop\Tests\ShopTest::testAllocationPreservesTheAmount
Failed asserting that 0 is identical to 1.

Property falsified by explicit example #0:

    $money = new Money(amount: 1, currency: Currency::EUR);
    $parts = 2;

Reproduce it with run seed 7 (property seed %i):

    phpunit --filter 'Shop\\Tests\\ShopTest::testAllocationPreservesTheAmount$' -d pbt.seed=7 %sShopTest.php

%sShopTest.php:%d

FAILURES!
Tests: 1, Assertions: 1, Failures: 1.
