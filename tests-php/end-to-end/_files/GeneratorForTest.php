<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\GeneratorFor;
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\Attributes\UseGenerators;
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

final readonly class Username
{
    private function __construct(public string $value)
    {
    }

    public static function fromString(string $value): self
    {
        if (preg_match('/^[a-z]{3,8}$/', $value) !== 1) {
            throw new InvalidArgumentException('invalid user name ' . $value);
        }

        return new self($value);
    }
}

final readonly class Account
{
    public function __construct(public Username $owner, public int $balance)
    {
    }
}

trait UsernameGenerators
{
    /**
     * @return ValueGenerator<Username>
     */
    #[GeneratorFor(Username::class)]
    public static function usernames(): ValueGenerator
    {
        return Generators::strings(alphabet: 'abcdefghijklmnopqrstuvwxyz', minimumLength: 3, maximumLength: 8)->map(
            static fn (string $name): Username => Username::fromString($name),
        );
    }
}

final class SharedGenerators
{
    /**
     * @return ValueGenerator<int>
     */
    #[GeneratorFor(DateTimeZone::class)]
    public static function berlin(): ValueGenerator
    {
        return Generators::constant(new DateTimeZone('Europe/Berlin'));
    }
}

#[UseGenerators(SharedGenerators::class)]
final class GeneratorForTest extends TestCase
{
    use UsernameGenerators;

    #[Property]
    public function testRegisteredGeneratorIsUsedForParameters(Username $name): void
    {
        $this->assertMatchesRegularExpression('/^[a-z]{3,8}$/', $name->value);
    }

    #[Property]
    public function testRegisteredGeneratorIsUsedInConstructors(Account $account, DateTimeZone $zone): void
    {
        $this->assertMatchesRegularExpression('/^[a-z]{3,8}$/', $account->owner->value);
        $this->assertSame('Europe/Berlin', $zone->getName());
    }

    /**
     * Fails on purpose: the counterexample shows a mapped value, exported as PHP code.
     */
    #[Property]
    public function testNamesAreShort(Username $name): void
    {
        $this->assertLessThan(5, strlen($name->value));
    }
}
