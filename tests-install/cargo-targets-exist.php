<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

// Reads `cargo metadata --no-deps --format-version 1` and fails when a target of the package
// (library, test, bench) names a file that does not exist: cargo refuses to build such a
// package, and a source archive that leaves out tests or benches would be one.
$metadata = json_decode((string) stream_get_contents(STDIN), true, flags: JSON_THROW_ON_ERROR);
$missing  = [];

foreach ($metadata['packages'] as $package) {
    foreach ($package['targets'] as $target) {
        if (!is_file($target['src_path'])) {
            $missing[] = $target['kind'][0] . ' ' . $target['name'] . ' (' . $target['src_path'] . ')';
        }
    }
}

if ($missing !== []) {
    fwrite(STDERR, 'Cargo.toml names files that are not there: ' . implode(', ', $missing) . PHP_EOL);

    exit(1);
}
