<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\PropertyBased\Contracts;

use function array_map;
use function array_slice;
use function array_values;
use function chr;
use function count;
use function dechex;
use function explode;
use function filter_var;
use function implode;
use function inet_ntop;
use function inet_pton;
use function max;
use function min;
use function ord;
use function pack;
use function preg_match;
use function sprintf;
use function str_contains;
use function str_repeat;
use function str_starts_with;
use function strlen;
use function strrpos;
use function strtolower;
use function substr;
use function unpack;
use function var_export;
use Closure;
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Exception\InvalidGenerator;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/ContractAssertions.php';

/**
 * The formatted strings of proposal 5.3, checked with what PHP itself knows of them:
 * filter_var(), inet_pton()/inet_ntop() and PCRE. Every value has the canonical spelling that
 * its RFC or the proposal gives, within its arguments (versions, networks, lengths, schemes,
 * flags); arguments that allow no value are refused; every value is exported as PHP code that
 * gives it back.
 */
final class FormatsContractTest extends TestCase
{
    use ContractAssertions;
    use Properties;

    /**
     * @return ValueGenerator<list<int>>
     */
    public static function versions(): ValueGenerator
    {
        return Generators::lists(Generators::integers(0, 9), 0, 4);
    }

    #[Property(examples: 150)]
    public function testUuidsHaveTheirVersionVariantAndCanonicalForm(#[ForAll('versions')] array $versions, bool $nilAndMax): void
    {
        $generator = $this->builtBy('uuids', [$versions, $nilAndMax], self::nonEmptyAndAll($versions, static fn (int $version): bool => $version >= 1 && $version <= 8));

        if ($generator === null) {
            return;
        }

        for ($i = 0; $i < 4; $i++) {
            $uuid = $this->draw($generator, 'UUID');

            if ($uuid === '00000000-0000-0000-0000-000000000000' || $uuid === 'ffffffff-ffff-ffff-ffff-ffffffffffff') {
                $this->assertTrue($nilAndMax, $uuid . ' without nilAndMax');

                continue;
            }

            $this->assertMatchesRegularExpression('/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/D', $uuid, 'not a canonical UUID of RFC 9562');
            $this->assertContains((int) $uuid[14], $versions, $uuid . ' is of another version');
        }

        $this->assertExportReadsBack($generator, $this->seed());
    }

    /**
     * @return ValueGenerator<array{string, int}> an address and a prefix length, which may be too long
     */
    public static function ipv4Networks(): ValueGenerator
    {
        return Generators::tuples(Generators::integers(0, 0xFFFFFFFF), Generators::integers(0, 33));
    }

    #[Property(examples: 150)]
    public function testIpv4AddressesAreCanonicalAndInTheirNetwork(#[ForAll('ipv4Networks')] array $network): void
    {
        [$address, $prefix] = $network;

        $this->assertAddressesOfTheNetwork(pack('N', $address), $prefix, FILTER_FLAG_IPV4, static fn (string $bytes): string => (string) inet_ntop($bytes), Generators::ipv4Addresses(...));
    }

    /**
     * @return ValueGenerator<array{string, int}> 16 bytes of an address and a prefix length, which
     *                                            may be too long
     */
    public static function ipv6Networks(): ValueGenerator
    {
        return Generators::tuples(
            Generators::oneOf(
                Generators::bytes(16, 16),
                Generators::elements(str_repeat("\0", 16), str_repeat("\0", 10) . "\xFF\xFF" . "\xC0\0\2\1", "\x20\x01\x0D\xB8" . str_repeat("\0", 12)),
            ),
            Generators::integers(0, 129),
        );
    }

    #[Property(examples: 150)]
    public function testIpv6AddressesAreCanonicalAndInTheirNetwork(#[ForAll('ipv6Networks')] array $network): void
    {
        [$address, $prefix] = $network;

        $this->assertAddressesOfTheNetwork($address, $prefix, FILTER_FLAG_IPV6, self::rfc5952(...), Generators::ipv6Addresses(...));
    }

    /**
     * The addresses of the network of $address with $prefix bits are valid for filter_var()
     * with $flag, written as $canonical writes their bytes, and in the network; a prefix longer
     * than the address is refused.
     *
     * @param Closure(string): string         $canonical
     * @param Closure(string): ValueGenerator $generators
     */
    private function assertAddressesOfTheNetwork(string $address, int $prefix, int $flag, Closure $canonical, Closure $generators): void
    {
        $network   = self::masked($address, $prefix);
        $cidr      = sprintf('%s/%d', inet_ntop($network), $prefix);
        $generator = $this->built(static fn (): ValueGenerator => $generators($cidr), $prefix <= 8 * strlen($address), $cidr);

        if ($generator === null) {
            return;
        }

        for ($i = 0; $i < 4; $i++) {
            $ip    = $this->draw($generator, 'address');
            $bytes = (string) inet_pton($ip);

            $this->assertNotFalse(filter_var($ip, FILTER_VALIDATE_IP, $flag), $ip . ' is not an IP address of its version');
            $this->assertSame($canonical($bytes), $ip, $ip . ' is not in its canonical text');
            $this->assertSame($network, self::masked($bytes, $prefix), $ip . ' is outside ' . $cidr);
        }

        $this->assertExportReadsBack($generator, $this->seed());
    }

    #[Property(examples: 150)]
    public function testDomainNamesHaveValidLabelsAndTheirMaximumLength(#[ForAll('maximumLengths')] int $maximumLength): void
    {
        $generator = $this->builtBy('domainNames', [$maximumLength], $maximumLength >= 4 && $maximumLength <= 253);

        if ($generator === null) {
            return;
        }

        for ($i = 0; $i < 4; $i++) {
            $name = $this->draw($generator, 'domain name');

            $this->assertLessThanOrEqual($maximumLength, strlen($name), $name . ' is too long');
            $this->assertNotFalse(filter_var($name, FILTER_VALIDATE_DOMAIN, FILTER_FLAG_HOSTNAME), $name . ' is not a host name');
            $labels = explode('.', $name);
            $this->assertGreaterThanOrEqual(2, count($labels), $name . ' has one label');
            $this->assertMatchesRegularExpression('/^[a-z]{2,63}$/D', $labels[count($labels) - 1], $name . ' has no alphabetic top-level domain');

            foreach ($labels as $label) {
                $this->assertMatchesRegularExpression('/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/D', $label, $name . ' has an invalid label');
            }
        }

        $this->assertExportReadsBack($generator, $this->seed());
    }

    /**
     * @return ValueGenerator<int>
     */
    public static function maximumLengths(): ValueGenerator
    {
        return Generators::oneOf(Generators::integers(-2, 300), Generators::elements(PHP_INT_MIN, PHP_INT_MAX, 3, 4, 253, 254));
    }

    #[Property(examples: 150)]
    public function testEmailAddressesPassFilterVarAndKeepTheirFlags(bool $quotedLocalParts, bool $ipAddressLiterals): void
    {
        $generator = Generators::emailAddresses($quotedLocalParts, $ipAddressLiterals);

        for ($i = 0; $i < 4; $i++) {
            $address = $this->draw($generator, 'email address');

            $this->assertNotFalse(filter_var($address, FILTER_VALIDATE_EMAIL), $address . ' does not pass FILTER_VALIDATE_EMAIL');
            $this->assertLessThanOrEqual(254, strlen($address), $address . ' is too long');
            $at = (int) strrpos($address, '@');
            $this->assertLessThanOrEqual(64, $at, $address . ' has a local part that is too long');
            $this->assertTrue($quotedLocalParts || !str_starts_with($address, '"'), $address . ' is quoted without quotedLocalParts');
            $this->assertTrue($ipAddressLiterals || !str_contains(substr($address, $at), '['), $address . ' has an address literal without ipAddressLiterals');
        }

        $this->assertExportReadsBack($generator, $this->seed());
    }

    /**
     * @return ValueGenerator<list<string>>
     */
    public static function schemes(): ValueGenerator
    {
        return Generators::lists(Generators::elements('http', 'https', 'ftp', 'ws', 'HTTP', 'git+ssh', 'x-y.z', '1http', 'ht tp', ''), 0, 3);
    }

    #[Property(examples: 150)]
    public function testUrlsPassFilterVarAndHaveTheirSchemes(#[ForAll('schemes')] array $schemes, bool $userInformation): void
    {
        $generator = $this->builtBy('urls', [$schemes, $userInformation], self::nonEmptyAndAll($schemes, static fn (string $scheme): bool => preg_match('/^[A-Za-z][A-Za-z0-9+.-]*$/D', $scheme) === 1));

        if ($generator === null) {
            return;
        }

        $lowercase = array_map(strtolower(...), $schemes);

        for ($i = 0; $i < 4; $i++) {
            $url       = $this->draw($generator, 'URL');
            $scheme    = explode(':', $url, 2)[0];
            $authority = explode('/', substr($url, strlen($scheme) + 3), 2)[0];

            $this->assertContains($scheme, $lowercase, $url . ' has another scheme');
            $this->assertTrue($userInformation || !str_contains(explode('?', explode('#', $authority)[0])[0], '@'), $url . ' has user information without userInformation');
            // filter_var() rejects a percent-encoded byte in user information whose first
            // hexadecimal digit is a letter (proposal 5.3).
            $this->assertTrue(filter_var($url, FILTER_VALIDATE_URL) !== false || ($userInformation && str_contains($authority, '@')), $url . ' does not pass FILTER_VALIDATE_URL');
        }

        $this->assertExportReadsBack($generator, $this->seed());
    }

    /**
     * Pieces of regular expressions, with the modifiers they may be read with.
     *
     * @return ValueGenerator<array{string, string}>
     */
    public static function regularExpressions(): ValueGenerator
    {
        $piece = Generators::elements('a', '[b-d]', '\d', '[^x]', '(ab|c)', '(?:x{2,3})', '\.', '[0-9a-f]', '\w', '\s', '.', 'é', '[à-ÿ]', '\x{263A}', '[[:alpha:]]', '[^[:digit:]a]', '\R', 'K', '(?<name>k|λ)', '$', '^');
        $quantifier = Generators::elements('', '?', '*', '+', '{2}', '{0,3}', '*?', '++', '{1,2}?');

        return Generators::tuples(
            Generators::lists(Generators::tuples($piece, $quantifier)->map(static fn (array $parts): string => implode('', $parts)), 1, 5)->map(static fn (array $pieces): string => implode('', $pieces)),
            Generators::lists(Generators::elements('i', 'u', 's', 'D', 'm', 'x', 'n'), 0, 3)->map(static fn (array $modifiers): string => implode('', $modifiers)),
        );
    }

    #[Property(examples: 200)]
    public function testStringsOfARegularExpressionMatchItAsAWhole(#[ForAll('regularExpressions')] array $expression): void
    {
        [$pattern, $modifiers] = $expression;
        $regularExpression     = '/' . $pattern . '/' . $modifiers;
        $anchored              = '/\A(?:' . $pattern . ')\z/' . $modifiers;

        if (@preg_match($anchored, '') === false) {
            // Not a regular expression PCRE compiles (\x{263A} without u, for instance): refused.
            $this->built(static fn (): ValueGenerator => Generators::fromRegularExpression($regularExpression), false, $regularExpression);
            $this->classify('not compiled by PCRE2, refused');

            return;
        }

        try {
            $generator = Generators::fromRegularExpression($regularExpression);
        } catch (InvalidGenerator) {
            // What the generator does not support it refuses, by the proposal.
            $this->classify('not supported, refused');

            return;
        }

        for ($i = 0; $i < 4; $i++) {
            $string = $this->draw($generator, 'string');

            $this->assertSame(1, preg_match($anchored, $string), sprintf('%s does not match %s as a whole', var_export($string, true), $regularExpression));
        }

        $this->assertExportReadsBack($generator, $this->seed());
    }

    /**
     * The first $prefix bits of the bytes of an address, the others zero.
     */
    private static function masked(string $bytes, int $prefix): string
    {
        $masked = '';

        for ($i = 0; $i < strlen($bytes); $i++) {
            $bits = max(0, min(8, $prefix - 8 * $i));
            $masked .= chr(ord($bytes[$i]) & (0xFF << (8 - $bits)) & 0xFF);
        }

        return $masked;
    }

    /**
     * The canonical text of an IPv6 address (RFC 5952): lowercase hexadecimal groups without
     * leading zeros, the first longest run of two or more zero groups as ::, and an IPv4-mapped
     * address with its IPv4 address in dotted decimal notation.
     */
    private static function rfc5952(string $bytes): string
    {
        if (substr($bytes, 0, 12) === str_repeat("\0", 10) . "\xFF\xFF") {
            return '::ffff:' . inet_ntop(substr($bytes, 12));
        }

        $groups = array_values(unpack('n8', $bytes));
        [$start, $length] = [-1, 0];

        for ($i = 0; $i < 8; $i++) {
            $run = 0;

            while ($i + $run < 8 && $groups[$i + $run] === 0) {
                $run++;
            }

            if ($run >= 2 && $run > $length) {
                [$start, $length] = [$i, $run];
            }
        }

        $hex = array_map(dechex(...), $groups);

        if ($start < 0) {
            return implode(':', $hex);
        }

        return implode(':', array_slice($hex, 0, $start)) . '::' . implode(':', array_slice($hex, $start + $length));
    }
}
