<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use function array_filter;
use function array_values;
use Closure;
use PHPUnit\Metadata\Metadata;
use PHPUnit\Metadata\MetadataCollection;
use PHPUnit\Metadata\Parser\Parser;
use PHPUnit\Metadata\Parser\Registry;

/**
 * PHPUnit's metadata parser, except that a property has no data sets and no repetitions:
 * PHPUnit's TestBuilder makes a test of every data set of #[TestWith], #[TestWithJson] and
 * #[DataProvider], and of every repetition of #[Repeat] and #[Retry], before any extension can
 * take part, which would make a property several tests for --filter, --group, --list-tests and
 * every log. A property is one test (proposal 3.3, 6.2, 6.7); its explicit examples are read from
 * its attributes (ExplicitExample), a data provider is reported as its error and #[Repeat] and
 * #[Retry] with a warning (Combinations).
 *
 * It takes the place of the parser in PHPUnit's metadata registry (@internal in PHPUnit 13.3 and
 * 13.4) when the extension is bootstrapped, which is before the test suite is built.
 *
 * @internal
 */
final class PropertyMetadataParser implements Parser
{
    /**
     * @var array<string, bool>
     */
    private array $isProperty = [];

    /**
     * The metadata of the properties' methods, without data sets, by method: PHPUnit asks for it
     * several times for every example, which finds it here before it asks PHPUnit's parser.
     *
     * @var array<string, MetadataCollection>
     */
    private array $ofProperties = [];

    /**
     * @param Closure(class-string, string): bool $isPropertyMethod whether a test method is a property
     */
    private function __construct(private readonly Parser $parser, private readonly Closure $isPropertyMethod)
    {
    }

    /**
     * @param Closure(class-string, string): bool $isPropertyMethod whether a test method is a property
     */
    public static function install(Closure $isPropertyMethod): void
    {
        $parser = new self(Registry::parser(), $isPropertyMethod);

        Closure::bind(static fn (Parser $parser): Parser => Registry::$instance = $parser, null, Registry::class)($parser);
    }

    public function forClass(string $className): MetadataCollection
    {
        return $this->parser->forClass($className);
    }

    public function forMethod(string $className, string $methodName): MetadataCollection
    {
        return $this->read('forMethod', $className, $methodName);
    }

    public function forClassAndMethod(string $className, string $methodName): MetadataCollection
    {
        return $this->read('forClassAndMethod', $className, $methodName);
    }

    /**
     * What PHPUnit's parser reads with its method $read, without data sets for a property.
     *
     * @param 'forClassAndMethod'|'forMethod' $read
     */
    private function read(string $read, string $className, string $methodName): MetadataCollection
    {
        $key = $read . ' ' . $className . '::' . $methodName;

        if (isset($this->ofProperties[$key])) {
            return $this->ofProperties[$key];
        }

        $metadata = $this->parser->{$read}($className, $methodName);

        return $this->isProperty($className, $methodName) ? $this->ofProperties[$key] = self::withoutDataSets($metadata) : $metadata;
    }

    private function isProperty(string $className, string $methodName): bool
    {
        return $this->isProperty[$className . '::' . $methodName] ??= ($this->isPropertyMethod)($className, $methodName);
    }

    private static function withoutDataSets(MetadataCollection $metadata): MetadataCollection
    {
        return MetadataCollection::fromArray(
            array_values(
                array_filter(
                    $metadata->asArray(),
                    static fn (Metadata $metadata): bool => !$metadata->isTestWith() && !$metadata->isDataProvider() && !$metadata->isDataProviderClosure() &&
                        !$metadata->isRepeat() && !$metadata->isRetry(),
                ),
            ),
        );
    }
}
