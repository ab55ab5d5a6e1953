--TEST--
A finished property leaves nothing on PHP's heap beyond what PHPUnit keeps of any finished test
--FILE--
<?php declare(strict_types=1);
require __DIR__ . '/_files/retained-heap.php';

$retained = retainedHeapPerTest(200, 10);

// PHPUnit itself keeps about 1 kB of every finished test (the tests that passed, for #[Depends]).
printf("an ordinary test retains something: %s\n", $retained['ordinary'] > 0 ? 'yes' : 'no');
printf("a property retains at most 128 bytes more than an ordinary test: %s\n", $retained['property'] - $retained['ordinary'] <= 128 ? 'yes' : sprintf('no, %.0f bytes', $retained['property'] - $retained['ordinary']));
--EXPECT--
an ordinary test retains something: yes
a property retains at most 128 bytes more than an ordinary test: yes
