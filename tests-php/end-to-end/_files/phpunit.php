<?php declare(strict_types=1);
/*
 * PHPUnit with this package, for a .phpt that starts PHP itself (a process without the
 * extension pbt, or one whose end is checked): the arguments are PHPUnit's, the exit status is
 * PHPUnit's.
 */
require __DIR__ . '/../../bootstrap.php';

exit((new PHPUnit\TextUI\Application)->run($_SERVER['argv']));
