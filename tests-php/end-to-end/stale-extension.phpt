--TEST--
An extension pbt built from other sources than the package (a stale pbt.so) is reported as such, naming both versions and how to rebuild, instead of checking properties with it
--FILE--
<?php declare(strict_types=1);
$_SERVER['argv'][] = '--configuration';
$_SERVER['argv'][] = __DIR__ . '/_files/configuration/phpunit.xml';

require __DIR__ . '/../bootstrap.php';
require __DIR__ . '/_files/NewerPackage/PackageVersion.php';

(new PHPUnit\TextUI\Application)->run($_SERVER['argv']);
--EXPECTF--
PHPUnit %s by Sebastian Bergmann and contributors.

Runtime: %s
Configuration: %sphpunit.xml

There was 1 PHPUnit error:

1) ReverseTest::testReversingTwiceIsIdentity
Invalid attribute PHPUnit\Framework\Attributes\Property for method ReverseTest::testReversingTwiceIsIdentity() in %sReverseTest.php:11
The PHP extension pbt that is loaded is version %d.%d.%d (interface %d), but phpunit-pbt 0.2.0 needs pbt 0.2.0 (interface 2): it was built from other sources. Rebuild and reinstall it from the package's, in %s/ext: phpize && ./configure --enable-pbt && make && make install, and use the pbt.so this installs.

%sReverseTest.php:11

--

There was 1 PHPUnit test runner warning:

1) No tests found in class "ReverseTest".

No tests executed!
