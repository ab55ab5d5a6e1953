<?php declare(strict_types=1);
/*
 * Reads the JUnit logs of several runs of GeneratorSpeedTest and prints, per generator, the
 * median time per example of the property and of its data-provider twin, and their ratio.
 */
$times = [];

foreach (array_slice($argv, 1) as $log) {
    $xml = simplexml_load_file($log);

    foreach ($xml->xpath('//testcase') as $case) {
        $name = (string) $case['name'];

        if (preg_match('/^test(\w+?)(Property|DataProvider)/', $name, $match) !== 1) {
            continue;
        }

        $times[$match[1]][$match[2]][$log] = ($times[$match[1]][$match[2]][$log] ?? 0.0) + (float) $case['time'];
    }
}

$median = static function (array $values): float {
    sort($values);

    return $values[intdiv(count($values), 2)];
};

printf("| generator | property, µs per example | data provider, µs per data set | ratio |\n|---|---|---|---|\n");

foreach ($times as $generator => $kinds) {
    $property     = $median($kinds['Property']) / 2000 * 1e6;
    $dataProvider = $median($kinds['DataProvider']) / 2000 * 1e6;

    printf("| %s | %.1f | %.1f | %.2f |\n", $generator, $property, $dataProvider, $property / $dataProvider);
}
