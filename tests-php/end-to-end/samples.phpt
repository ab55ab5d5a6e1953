--TEST--
ValueGenerator::samples() returns values a generator makes, outside any property: the same for the same seed, 10 by default, filtered and mapped like in a property, with errors for a negative or huge count and for a mapper that throws
--FILE--
<?php declare(strict_types=1);
require __DIR__ . '/../bootstrap.php';

use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\PropertyBased\Examples\Money;

$lists = Generators::lists(Generators::integers(0, 9), 0, 4);

print json_encode($lists->samples(5, 42)) . "\n";
var_dump($lists->samples(5, 42) === $lists->samples(5, 42));
var_dump($lists->samples(5, 42) !== $lists->samples(5, 43));
var_dump(array_slice($lists->samples(8, 42), 0, 5) === $lists->samples(5, 42));
var_dump(count(Generators::integers()->samples()));
var_dump(Generators::integers()->samples(0));

$even = Generators::integers(0, 100)->filter(static fn (int $value): bool => $value % 2 === 0)->map(static fn (int $value): string => 'n' . $value);

print implode(' ', $even->samples(6, 1)) . "\n";

// A filter that rejects everything leaves no value to sample.
var_dump(Generators::integers()->filter(static fn (int $value): bool => false)->samples(3, 1));

foreach (Generators::fromType(Money::class)->samples(2, 7) as $money) {
    print $money::class . ' ' . $money->amount . ' ' . $money->currency->name . "\n";
}

foreach ([-1, PHP_INT_MAX] as $count) {
    try {
        $lists->samples($count);
    } catch (InvalidGenerator $e) {
        print $e->getMessage() . "\n";
    }
}

try {
    Generators::integers()->map(static fn (int $value): never => throw new LogicException('the mapper failed'))->samples(3, 1);
} catch (LogicException $e) {
    print $e::class . ': ' . $e->getMessage() . "\n";
}
--EXPECT--
[[3,4,2,4],[],[],[9,1,8,9],[]]
bool(true)
bool(true)
bool(true)
int(10)
array(0) {
}
n100 n100 n70 n12 n18 n90
array(0) {
}
PHPUnit\PropertyBased\Examples\Money 214495972 EUR
PHPUnit\PropertyBased\Examples\Money 1922 EUR
The number of samples must be between 0 and 100000, -1 given
The number of samples must be between 0 and 100000, 9223372036854775807 given
LogicException: the mapper failed
