<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\ForAll;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final class FormatsTest extends TestCase
{
    public static function uuids(): ValueGenerator
    {
        return Generators::uuids(nilAndMax: true);
    }

    public static function ipv4(): ValueGenerator
    {
        return Generators::ipv4Addresses();
    }

    public static function privateIpv4(): ValueGenerator
    {
        return Generators::ipv4Addresses('10.0.0.0/8');
    }

    public static function ipv6(): ValueGenerator
    {
        return Generators::ipv6Addresses();
    }

    public static function domains(): ValueGenerator
    {
        return Generators::domainNames();
    }

    public static function emails(): ValueGenerator
    {
        return Generators::emailAddresses(quotedLocalParts: true, ipAddressLiterals: true);
    }

    public static function plainEmails(): ValueGenerator
    {
        return Generators::emailAddresses();
    }

    public static function urls(): ValueGenerator
    {
        return Generators::urls(['http', 'https', 'ftp']);
    }

    #[Property(examples: 2000)]
    public function testUuidsAreCanonical(#[ForAll('uuids')] string $uuid): void
    {
        $this->assertMatchesRegularExpression('/^[0-9a-f]{8}-[0-9a-f]{4}-([1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}|0000-0000|ffff-ffff)-[0-9a-f]{12}$/', $uuid);
    }

    #[Property(examples: 2000)]
    public function testIpv4AddressesAreCanonical(#[ForAll('ipv4')] string $address): void
    {
        $this->assertSame($address, long2ip(ip2long($address)));
    }

    #[Property(examples: 2000)]
    public function testIpv6AddressesAreCanonical(#[ForAll('ipv6')] string $address): void
    {
        $this->assertNotFalse(filter_var($address, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6));
        // RFC 5952: lowercase, no leading zeros; inet_ntop() is no reference, as glibc writes
        // ::/96 in the deprecated IPv4-compatible form.
        $this->assertSame(strtolower($address), $address);
        $this->assertDoesNotMatchRegularExpression('/(^|:)0[0-9a-f]/', $address);
    }

    #[Property(examples: 2000)]
    public function testDomainNamesAreValid(#[ForAll('domains')] string $domain): void
    {
        $this->assertNotFalse(filter_var($domain, FILTER_VALIDATE_DOMAIN, FILTER_FLAG_HOSTNAME));
        $this->assertLessThanOrEqual(253, strlen($domain));
    }

    #[Property(examples: 3000)]
    public function testEmailAddressesPassFilterVar(#[ForAll('emails')] string $address): void
    {
        $this->assertNotFalse(filter_var($address, FILTER_VALIDATE_EMAIL), $address);
    }

    #[Property(examples: 3000)]
    public function testUrlsPassFilterVar(#[ForAll('urls')] string $url): void
    {
        $this->assertNotFalse(filter_var($url, FILTER_VALIDATE_URL), $url);
    }

    /**
     * Fails on purpose: the proposal's shrink target for email addresses.
     */
    #[Property(examples: 1000)]
    public function testEmailAddressesHaveNoPlus(#[ForAll('plainEmails')] string $address): void
    {
        $this->assertStringNotContainsString('+', $address);
    }

    /**
     * Fails on purpose: the proposal's shrink target for domain names.
     */
    #[Property(examples: 1000)]
    public function testDomainNamesAreShort(#[ForAll('domains')] string $domain): void
    {
        $this->assertLessThanOrEqual(10, strlen($domain));
    }

    /**
     * Fails on purpose: the simplest address of the network.
     */
    #[Property(examples: 1000)]
    public function testAddressesAreOutsideThePrivateNetwork(#[ForAll('privateIpv4')] string $address): void
    {
        $this->assertStringStartsNotWith('10.', $address);
    }
}
