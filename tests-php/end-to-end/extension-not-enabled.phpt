--TEST--
Without the extension enabled, a property is reported with a message that says how to enable it
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--no-configuration';
$_SERVER['argv'][] = '--do-not-record-test-run-history';
$_SERVER['argv'][] = __DIR__ . '/_files/ReverseTest.php';

require __DIR__ . '/../bootstrap.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s

There was 1 PHPUnit error:

1) ReverseTest::testReversingTwiceIsIdentity
Invalid attribute PHPUnit\Framework\Attributes\Property for method ReverseTest::testReversingTwiceIsIdentity() in %sReverseTest.php:11
Properties are checked by the PHPUnit extension of phpunit-pbt, which is not enabled: add <bootstrap class="PHPUnit\Framework\PropertyBased\Extension"/> to the <extensions> element of phpunit.xml, or use --extension PHPUnit\Framework\PropertyBased\Extension

%sReverseTest.php:11

--

There was 1 PHPUnit test runner warning:

1) No tests found in class "ReverseTest".

No tests executed!
