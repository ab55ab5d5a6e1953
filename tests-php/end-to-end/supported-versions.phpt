--TEST--
The versions of PHPUnit and of the extension pbt that the package accepts, and what it says about the others
--FILE--
<?php declare(strict_types=1);
use PHPUnit\Framework\PropertyBased\Runner\EngineVersion;
use PHPUnit\Framework\PropertyBased\Runner\PhpunitVersion;

require __DIR__ . '/../bootstrap.php';

foreach (['13.3.0', '13.4.5', '13.2.9', '13.5.0', '12.5.1', '14.0.0', '14'] as $version) {
    print $version . ': ' . (PhpunitVersion::problem($version) ?? 'supported') . PHP_EOL;
}

print EngineVersion::mismatch('0.1.0', 1, '0.1.0', 1, '/p') ?? 'the same' . PHP_EOL;
print EngineVersion::mismatch('0.1.0', 1, '0.1.0', 2, '/p') . PHP_EOL;
print EngineVersion::mismatch('0.1.0', null, '0.1.1', 1, '/p') . PHP_EOL;
print EngineVersion::notLoaded('/nowhere', '/nowhere/either') . PHP_EOL;
--EXPECT--
13.3.0: supported
13.4.5: supported
13.2.9: phpunit-pbt supports PHPUnit 13.3 and 13.4 only, and this is PHPUnit 13.2.9: properties are not checked. Install a supported PHPUnit (composer require --dev "phpunit/phpunit:~13.4.0").
13.5.0: phpunit-pbt supports PHPUnit 13.3 and 13.4 only, and this is PHPUnit 13.5.0: properties are not checked. Install a supported PHPUnit (composer require --dev "phpunit/phpunit:~13.4.0").
12.5.1: phpunit-pbt supports PHPUnit 13.3 and 13.4 only, and this is PHPUnit 12.5.1: properties are not checked. Install a supported PHPUnit (composer require --dev "phpunit/phpunit:~13.4.0").
14.0.0: phpunit-pbt supports PHPUnit 13.3 and 13.4 only, and this is PHPUnit 14.0.0: properties are not checked. Install a supported PHPUnit (composer require --dev "phpunit/phpunit:~13.4.0").
14: phpunit-pbt supports PHPUnit 13.3 and 13.4 only, and this is PHPUnit 14: properties are not checked. Install a supported PHPUnit (composer require --dev "phpunit/phpunit:~13.4.0").
the same
The PHP extension pbt that is loaded is version 0.1.0 (interface 1), but phpunit-pbt 0.1.0 needs pbt 0.1.0 (interface 2): it was built from other sources. Rebuild and reinstall it from the package's, in /p/ext: phpize && ./configure --enable-pbt && make && make install, and use the pbt.so this installs.
The PHP extension pbt that is loaded is version 0.1.0 (interface unknown), but phpunit-pbt 0.1.1 needs pbt 0.1.1 (interface 1): it was built from other sources. Rebuild and reinstall it from the package's, in /p/ext: phpize && ./configure --enable-pbt && make && make install, and use the pbt.so this installs.
The PHP extension pbt is not loaded, and phpunit-pbt checks properties with it. Build and install it in /nowhere/ext with phpize && ./configure --enable-pbt && make && make install, then load it with the line extension=pbt in php.ini (php --ini lists the php.ini files in use).
