<?php declare(strict_types=1);
/*
 * The whole-run cost of a generated example beside a data-provider row with the same body, from
 * the CPU times (one per line, benches/php/cpu-time.php) of runs of whole-run/PropertyTest.php
 * (2,000 examples), whole-run/DataProviderTest.php (2,000 rows) and whole-run/EmptyTest.php (one
 * test): the median of each, less the empty run's, divided by 2,000. `make bench-php` runs them.
 *
 * usage: php benches/php/whole-run.php property-times data-provider-times empty-times
 */
$rows   = 2000;
$median = static function (string $file): float {
    $values = array_map('floatval', file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));

    sort($values);

    return $values[intdiv(count($values), 2)];
};

$empty        = $median($argv[3]);
$property     = ($median($argv[1]) - $empty) / $rows * 1e6;
$dataProvider = ($median($argv[2]) - $empty) / $rows * 1e6;

printf("| whole run, CPU time | generated example, µs | data-provider row, µs | ratio |\n|---|---|---|---|\n");
printf("| %d integers each, medians of %d runs | %.1f | %.1f | %.2f |\n", $rows, count(file($argv[1], FILE_SKIP_EMPTY_LINES)), $property, $dataProvider, $property / $dataProvider);
