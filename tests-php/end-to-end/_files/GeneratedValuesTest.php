<?php declare(strict_types=1);
use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

/**
 * Records the generated values, so that the .phpt test can check their distribution: boundary
 * values, multibyte strings, empty lists.
 */
final class GeneratedValuesTest extends TestCase
{
    public static array $seen = [];

    /**
     * @param int<-1000, 1000> $value
     */
    #[Property(examples: 1000)]
    public function testIntRange(int $value): void
    {
        self::$seen['int'][] = $value;
        $this->assertTrue(true);
    }

    #[Property(examples: 1000)]
    public function testString(string $value): void
    {
        self::$seen['string'][] = $value;
        $this->assertTrue(true);
    }

    /**
     * @param list<int> $value
     */
    #[Property(examples: 1000)]
    public function testList(array $value): void
    {
        self::$seen['list'][] = $value;
        $this->assertTrue(true);
    }

    public static function tearDownAfterClass(): void
    {
        $ints    = self::$seen['int'];
        $strings = self::$seen['string'];
        $lists   = self::$seen['list'];

        printf("int: minimum %d, maximum %d, zero %s\n", min($ints), max($ints), in_array(0, $ints, true) ? 'yes' : 'no');
        printf("string: multibyte %s, empty %s, combining %s\n",
            count(array_filter($strings, static fn (string $s) => strlen($s) !== mb_strlen($s))) > 100 ? 'often' : 'rarely',
            in_array('', $strings, true) ? 'yes' : 'no',
            count(array_filter($strings, static fn (string $s) => preg_match('/\p{Mn}/u', $s) === 1)) > 20 ? 'often' : 'rarely',
        );
        // No example is generated twice, so the empty list comes once: early, as it is likely.
        printf("list: empty within the first 20 examples %s, all distinct examples %s\n",
            array_search([], array_slice($lists, 0, 20), true) !== false ? 'yes' : 'no',
            count(array_unique(array_map('serialize', $lists))) > 700 ? 'mostly' : 'no',
        );
    }
}
