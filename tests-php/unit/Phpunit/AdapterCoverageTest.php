<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Phpunit;

use function array_column;
use function array_filter;
use function array_keys;
use function array_values;
use function dirname;
use function implode;
use function preg_replace;
use function str_contains;
use function str_starts_with;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tools\PhpunitInternals;

/**
 * Every PHPUnit internal that the adapter namespace uses, as tools/phpunit-internals.php finds
 * them, has a contract in PhpunitContractTest.
 */
final class AdapterCoverageTest extends TestCase
{
    public function testEveryPhpunitInternalTheAdapterUsesHasAContractTest(): void
    {
        $adapter   = dirname(__DIR__, 3) . '/php/Framework/PropertyBased/Phpunit';
        $used      = (new PhpunitInternals)->symbolsUsedIn(PhpunitInternals::phpFilesIn([$adapter]));
        $contracts = [];

        foreach (array_keys(PhpunitContractTest::members()) as $contract) {
            // "Class::method(Type): Return" and "Class::$property: Type" name "Class::method()" and "Class::$property".
            $contracts[] = (string) preg_replace(['/\(.*$/', '/: .*$/'], ['()', ''], $contract);
        }

        $messages  = array_column(PhpunitContractTest::messages(), 0);
        $uncovered = array_values(array_filter(
            $used,
            static fn (string $symbol): bool => !self::isCovered($symbol, $contracts, $messages),
        ));

        $this->assertNotSame([], $used, 'the adapter uses PHPUnit internals; none found means the finder is broken');
        $this->assertSame([], $uncovered, 'PHPUnit internals that the adapter uses without a contract in PhpunitContractTest: ' . implode(', ', $uncovered));
    }

    /**
     * A member by its contract, a class by its own or one of its members', a piece of a message
     * by the message.
     *
     * @param list<string> $contracts
     * @param list<string> $messages
     */
    private static function isCovered(string $symbol, array $contracts, array $messages): bool
    {
        foreach ($contracts as $contract) {
            if ($contract === $symbol || str_starts_with($contract, $symbol . '::')) {
                return true;
            }
        }

        foreach ($messages as $message) {
            if (str_contains($message, $symbol)) {
                return true;
            }
        }

        return false;
    }
}
