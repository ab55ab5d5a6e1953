<?php declare(strict_types=1);
/*
 * Runs PHPUnit with its arguments in a PHP process of its own, for the .phpt tests that check
 * how that process ends: its exit status and what it printed last.
 */
require __DIR__ . '/../../bootstrap.php';

exit((new PHPUnit\TextUI\Application)->run($_SERVER['argv']));
