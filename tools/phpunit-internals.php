<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

// Part of `make lint`: fails, naming each use, when a PHP file of the package, the tools or bin/
// uses a PHPUnit internal outside the adapter namespace PHPUnit\Framework\PropertyBased\Phpunit
// (php/Framework/PropertyBased/Phpunit/), the one place that may (see the README, "PHPUnit
// internals"). Run inside tools/env.sh, where PHPUnit and nikic/php-parser are installed.
use PHPUnit\PropertyBased\Tools\PhpunitInternals;

require_once '/usr/share/php/PHPUnit/Autoload.php';
require_once __DIR__ . '/autoload.php';

$checkout = dirname(__DIR__);
$adapter  = $checkout . '/php/Framework/PropertyBased/Phpunit';
$files    = PhpunitInternals::phpFilesIn([$checkout . '/php', $checkout . '/tools', $checkout . '/bin'], [$adapter, $checkout . '/tools/php']);
$uses     = (new PhpunitInternals)->usesIn($files);

foreach ($uses as $use) {
    fwrite(STDERR, str_replace($checkout . '/', '', $use) . "\n");
}

if ($uses !== []) {
    fwrite(STDERR, sprintf("\n%d uses of PHPUnit internals outside php/Framework/PropertyBased/Phpunit/: move each behind the adapter (README, \"PHPUnit internals\").\n", count($uses)));

    exit(1);
}
