--TEST--
The engine's Property can be checked more than once: a second check with the same seed generates, falsifies and shrinks exactly as the first, instead of seeing a property without parameters
--FILE--
<?php declare(strict_types=1);
require __DIR__ . '/../bootstrap.php';

use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Engine\Generator;
use PHPUnit\Framework\PropertyBased\Engine\Property;

$property = new Property(null);
$property->addParameter('number', Generator::integers(0, 1000));
$property->addParameter('flag', Generator::booleans());

function check(Property $property): string
{
    $seen = [];
    $result = $property->check(42, ['examples' => 100], static function (Example $example, int $phase) use (&$seen): void {
        $arguments = $example->arguments();
        $seen[] = json_encode($arguments);

        if ($arguments[0] >= 500) {
            $example->falsified('number too large');
        }
    }, null);

    return sprintf(
        "%s after %d examples, %d calls, minimal choices %s\n",
        $result->verdict(),
        $result->examples(),
        count($seen),
        json_encode($result->choices()),
    ) . md5(implode("\n", $seen)) . "\n";
}

$first  = check($property);
$second = check($property);

print $first;
var_dump($second === $first);
--EXPECTF--
falsified after %d examples, %d calls, minimal choices [500,0]
%x
bool(true)
