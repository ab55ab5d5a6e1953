--TEST--
The engine's Property can be checked more than once: a second check with the same seed generates, falsifies and shrinks exactly as the first, instead of seeing a property without parameters
--FILE--
<?php declare(strict_types=1);
require __DIR__ . '/../bootstrap.php';

use PHPUnit\Framework\PropertyBased\Engine\Example;
use PHPUnit\Framework\PropertyBased\Engine\Outcome;
use PHPUnit\Framework\PropertyBased\Engine\Phase;
use PHPUnit\Framework\PropertyBased\Engine\Property;
use PHPUnit\Framework\PropertyBased\Engine\Settings;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Types\PackageHost;

$property = new Property(null, new PackageHost);
$property->addParameter('number', ValueSource::integers(0, 1000));
$property->addParameter('flag', ValueSource::booleans());

function check(Property $property): string
{
    $seen = [];
    $result = $property->check(42, new Settings(100, 1000, 10, 50, 20), static function (Example $example, array $arguments, Phase $phase) use (&$seen): Outcome {
        $seen[] = json_encode($arguments);

        return $arguments[0] >= 500 ? Outcome::falsified('number too large') : Outcome::passed();
    }, null);

    return sprintf(
        "%s after %d examples, %d calls, minimal choices %s\n",
        $result->verdict()->name,
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
Falsified after %d examples, %d calls, minimal choices [0,500,0]
%x
bool(true)
