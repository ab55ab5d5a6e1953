--TEST--
Without the PHP extension pbt, each property says so, naming the file that was built and the php.ini line that loads it, and nothing else
--FILE--
<?php declare(strict_types=1);
// PHP without the INI scan directory that bin/phpunit adds to load the extension.
$environment = getenv();
unset($environment['PHP_INI_SCAN_DIR']);

$process = proc_open(
    [PHP_BINARY, __DIR__ . '/_files/phpunit.php', '--no-configuration', '--do-not-record-test-run-history', '--extension', 'PHPUnit\Framework\PropertyBased\Extension', __DIR__ . '/_files/ReverseTest.php'],
    [1 => ['pipe', 'w'], 2 => ['redirect', 1]],
    $pipes,
    null,
    $environment,
);

print stream_get_contents($pipes[1]);
print 'Exit status: ' . proc_close($process) . PHP_EOL;
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

There was 1 PHPUnit error:

1) ReverseTest::testReversingTwiceIsIdentity
Invalid attribute PHPUnit\Framework\Attributes\Property for method ReverseTest::testReversingTwiceIsIdentity() in %sReverseTest.php:11
The PHP extension pbt is not loaded, and phpunit-pbt checks properties with it. It was built as %s: load it with the line extension=%s in php.ini (php --ini lists the php.ini files in use), or install it with make install in %s/ext and load it with extension=pbt.

%sReverseTest.php:11

--

There was 1 PHPUnit test runner warning:

1) No tests found in class "ReverseTest".

No tests executed!
Exit status: 2
