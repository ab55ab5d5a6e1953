<?php declare(strict_types=1);
/*
 * The engine's share of an example, the crossing into PHP included: a property of one integer
 * whose example runner returns Outcome::passed() at once, checked for 2,000, 20,000 and 100,000
 * examples; microseconds of CPU time per example, the median of three checks each. An example
 * that runs a test costs about 200 µs (`make bench-php`); the engine's share must stay below a
 * tenth of that however many examples a property has. Run as bin/phpunit's entry script, which
 * loads the extension and the package's autoloader:
 *
 *     PBT_PHPUNIT=$PWD/benches/php/engine-share.php bin/phpunit
 */
use PHPUnit\Framework\PropertyBased\Engine\Outcome;
use PHPUnit\Framework\PropertyBased\Engine\Property;
use PHPUnit\Framework\PropertyBased\Engine\ValueSource;
use PHPUnit\Framework\PropertyBased\Runner\Configuration;
use PHPUnit\Framework\PropertyBased\Types\PackageHost;

$passed       = Outcome::passed();
$runner       = static fn (): Outcome => $passed;
// CPU time rather than wall time, so that other work on a shared machine moves the figures less.
$cpuTime = static function (): float {
    $usage = getrusage();

    return ($usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec']) * 1e6 + $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'];
};
$microseconds = static function (int $examples) use ($runner, $cpuTime): float {
    $property = new Property(null, new PackageHost);
    $property->addParameter('value', ValueSource::integers(PHP_INT_MIN, PHP_INT_MAX));
    $settings = Configuration::fromIni()->engineSettings($examples);
    $times    = [];

    for ($run = 0; $run < 3; $run++) {
        $started = $cpuTime();
        $result  = $property->check(42, $settings, $runner);
        $times[] = ($cpuTime() - $started) / $examples;

        if ($result->checked() !== $examples) {
            fwrite(STDERR, "{$examples} examples were to be checked, {$result->checked()} were\n");

            exit(1);
        }
    }

    sort($times);

    return $times[1];
};

print "| examples of an integer, runner returns Outcome::passed() | µs per example |\n|---|---|\n";

foreach ([2000, 20000, 100000] as $examples) {
    printf("| %s | %.2f |\n", number_format($examples), $microseconds($examples));
}
