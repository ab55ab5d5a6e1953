<?php declare(strict_types=1);
final class Discount
{
    private static bool $falsified = false;

    /**
     * Generation stops at the first failure: every call after it is a shrinking attempt or a
     * replay, whose code coverage is not collected.
     */
    public static function apply(int $price): int
    {
        if (self::$falsified) {
            return self::afterTheFirstFailure($price);
        }

        if ($price > 1000) {
            self::$falsified = true;

            return $price + 1;
        }

        return $price;
    }

    private static function afterTheFirstFailure(int $price): int
    {
        return $price > 1000 ? $price + 1 : $price;
    }
}
