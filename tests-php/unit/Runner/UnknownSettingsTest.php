<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Tests\Unit\Runner;

use function array_keys;
use function ini_get_all;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\PropertyBased\Runner\UnknownSettings;
use PHPUnit\Framework\TestCase;

/**
 * The setting that a misspelt INI setting or a <parameter> of the extension is most likely meant
 * to be, among the INI settings that the extension pbt registers.
 */
final class UnknownSettingsTest extends TestCase
{
    /**
     * @return array<string, array{string, string}>
     */
    public static function misspeltIniSettings(): array
    {
        return [
            'a transposition'     => ['pbt.exampels', 'pbt.examples'],
            'a letter too many'   => ['pbt.seeed', 'pbt.seed'],
            'a letter missing'    => ['pbt.maximum_shrinking_attempt', 'pbt.maximum_shrinking_attempts'],
            'another case'        => ['pbt.Examples_Multiplier', 'pbt.examples_multiplier'],
            'a word left out'     => ['pbt.display_statistics', 'pbt.display_property_statistics'],
        ];
    }

    /**
     * @return array<string, array{string, string}>
     */
    public static function parameters(): array
    {
        return [
            'the proposal\'s attribute name' => ['examplesMultiplier', 'pbt.examples_multiplier'],
            'a setting without its prefix'   => ['seed', 'pbt.seed'],
            'a long name'                    => ['maximumShrinkingAttempts', 'pbt.maximum_shrinking_attempts'],
        ];
    }

    #[DataProvider('misspeltIniSettings')]
    public function testAMisspeltIniSettingIsNamedWithTheClosestSetting(string $misspelt, string $meant): void
    {
        $this->assertSame(
            'phpunit-pbt has no INI setting "' . $misspelt . '" (given with -d to PHP); did you mean "' . $meant . '"?',
            UnknownSettings::unknownIniSetting($misspelt, ' (given with -d to PHP)', self::knownSettings()),
        );
    }

    #[DataProvider('parameters')]
    public function testAParameterOfTheExtensionIsNamedWithTheIniSettingItLooksLike(string $parameter, string $meant): void
    {
        $this->assertSame(
            'The PHPUnit extension PHPUnit\Framework\PropertyBased\Extension has no parameter "' . $parameter . '": phpunit-pbt is configured with INI settings; did you mean <ini name="' . $meant . '" value="7"/> in <php>?',
            UnknownSettings::unknownParameter($parameter, '7', self::knownSettings()),
        );
    }

    /**
     * @return non-empty-list<string>
     */
    private static function knownSettings(): array
    {
        $known = array_keys(ini_get_all('pbt', false) ?: []);

        self::assertNotSame([], $known, 'the extension pbt registers INI settings');

        return $known;
    }
}
