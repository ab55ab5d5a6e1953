--TEST--
A finished property leaves next to nothing on PHP's heap beyond what PHPUnit keeps of any finished test: not the syntax tree of its file, not the names of its examples
--FILE--
<?php declare(strict_types=1);
require __DIR__ . '/_files/retained-heap.php';

// 200 properties and 200 ordinary tests, each in a file of its own.
$retained = retainedHeapPerTest(200, 10);

// PHPUnit itself keeps about 4 kB of every finished test class. Of its files, the property
// extension keeps what it needs to resolve class names for the last 16, about 1 kB each.
printf("an ordinary test retains something: %s\n", $retained['ordinary'] > 0 ? 'yes' : 'no');
printf("a property retains at most 256 bytes more than an ordinary test: %s\n", $retained['property'] - $retained['ordinary'] <= 256 ? 'yes' : sprintf('no, %.0f bytes', $retained['property'] - $retained['ordinary']));
--EXPECT--
an ordinary test retains something: yes
a property retains at most 256 bytes more than an ordinary test: yes
