<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

// For the .phpt tests, which run PHPUnit in a child process: PHPUnit passes the extension
// loaded with -d extension=... on to it, but not auto_prepend_file.
require_once '/usr/share/php/PHPUnit/Autoload.php';
require_once __DIR__ . '/../tools/autoload.php';
