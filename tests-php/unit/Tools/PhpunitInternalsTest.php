<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Tools;

use function array_map;
use function str_replace;
use PHPUnit\Framework\TestCase;
use PHPUnit\PropertyBased\Tools\PhpunitInternals;

/**
 * The checker of tools/phpunit-internals.php (make lint) finds each kind of use of a PHPUnit
 * internal, and nothing in code that uses PHPUnit's public API.
 */
final class PhpunitInternalsTest extends TestCase
{
    public function testFindsEveryKindOfUseOfAPhpunitInternal(): void
    {
        $this->assertSame(
            [
                '11: uses PHPUnit\Event\Facade, which is @internal',
                '22: calls PHPUnit\Framework\TestCase::name(), which is @internal',
                '27: reaches private or protected members with Closure::bind()',
                '32: constructs PHPUnit\Framework\TestCase with PHPUnit\Framework\TestCase::__construct(), which is @internal',
                '37: calls PHPUnit\Event\Emitter::testRunnerTriggeredPhpunitWarning(), which is @internal',
                '37: uses PHPUnit\Event\Facade, which is @internal',
                '42: walks the stack with debug_backtrace(), reading the objects on it',
                '47: matches the text of a PHPUnit message ("This test did not perform any assertions")',
                '52: reaches PHPUnit\Framework\TestCase::$status with reflection',
                '57: reaches PHPUnit\Framework\TestCase::dataName() with reflection',
                '58: reaches private or protected members with reflection (setAccessible())',
            ],
            self::usesIn('UsesPhpunitInternals.php'),
        );
    }

    public function testFindsNothingInCodeThatUsesPublicApiOnly(): void
    {
        $this->assertSame([], self::usesIn('UsesNoPhpunitInternal.php'));
    }

    public function testNamesTheInternalsThatAFileUses(): void
    {
        $this->assertSame(
            [
                'PHPUnit\Event\Emitter::testRunnerTriggeredPhpunitWarning()',
                'PHPUnit\Event\Facade',
                'PHPUnit\Framework\TestCase::$status',
                'PHPUnit\Framework\TestCase::__construct()',
                'PHPUnit\Framework\TestCase::dataName()',
                'PHPUnit\Framework\TestCase::name()',
                'This test did not perform any assertions',
            ],
            (new PhpunitInternals)->symbolsUsedIn([__DIR__ . '/_files/UsesPhpunitInternals.php']),
        );
    }

    /**
     * @return list<string> "line: what"
     */
    private static function usesIn(string $file): array
    {
        $path = __DIR__ . '/_files/' . $file;

        return array_map(static fn (string $use): string => str_replace($path . ':', '', $use), (new PhpunitInternals)->usesIn([$path]));
    }
}
