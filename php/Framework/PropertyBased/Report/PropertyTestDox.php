<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Report;

use function str_contains;
use PHPUnit\Event\Code\TestMethod;
use PHPUnit\Framework\PropertyBased\Phpunit\EventValues;
use PHPUnit\Metadata\TestDox as TestDoxMetadata;

/**
 * The TestDox of a property (proposal 6.7): the placeholders for parameters in its #[TestDox]
 * text are not replaced, because its name must not depend on the generated examples. PHPUnit
 * replaces them with the values of the data set, and a property has none, so each would read
 * "null"; the text is shown as written instead.
 *
 * @internal
 */
final class PropertyTestDox
{
    /**
     * $test with the TestDox of a property; $test itself when its TestDox has no placeholder.
     */
    public static function of(TestMethod $test): TestMethod
    {
        $text = null;

        foreach ($test->metadata()->isTestDox()->isMethodLevel() as $metadata) {
            if ($metadata instanceof TestDoxMetadata && str_contains($metadata->text(), '$')) {
                $text = $metadata->text();
            }
        }

        if ($text === null) {
            return $test;
        }

        return EventValues::withTestDox($test, $text);
    }
}
