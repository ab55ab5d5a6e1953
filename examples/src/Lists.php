<?php declare(strict_types=1);
namespace PHPUnit\PropertyBased\Examples;

use function array_slice;
use function count;
use function max;

final class Lists
{
    /**
     * @param list<int> $numbers
     *
     * @return list<int>
     */
    public static function withoutDuplicates(array $numbers): array
    {
        $seen   = [];
        $result = [];

        foreach ($numbers as $number) {
            if (!isset($seen[$number])) {
                $seen[$number] = true;
                $result[]      = $number;
            }
        }

        return $result;
    }

    /**
     * @param list<int>    $numbers
     * @param positive-int $size
     *
     * @return list<list<int>>
     */
    public static function chunk(array $numbers, int $size): array
    {
        $chunks = [];

        for ($offset = 0; $offset < count($numbers); $offset += $size) {
            $chunks[] = array_slice($numbers, $offset, $size);
        }

        return $chunks;
    }

    /**
     * The largest number of a non-empty list. Planted bug: it starts from 0, so a list of
     * negative numbers has the maximum 0.
     *
     * @param non-empty-list<int> $numbers
     */
    public static function maximum(array $numbers): int
    {
        $maximum = 0;

        foreach ($numbers as $number) {
            $maximum = max($maximum, $number);
        }

        return $maximum;
    }
}
