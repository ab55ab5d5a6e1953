<?php declare(strict_types=1);
namespace Shop\Tests;

use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\TestCase;

final readonly class Category
{
    /**
     * @param non-empty-string $name
     * @param list<Category>   $children
     */
    public function __construct(public string $name, public array $children)
    {
    }

    public function size(): int
    {
        $size = 1;

        foreach ($this->children as $child) {
            $size += $child->size();
        }

        return $size;
    }

    public function depth(): int
    {
        $depth = 0;

        foreach ($this->children as $child) {
            $depth = max($depth, $child->depth());
        }

        return $depth + 1;
    }
}

final readonly class Chain
{
    public function __construct(public int $value, public ?self $next)
    {
    }

    public function length(): int
    {
        return 1 + ($this->next?->length() ?? 0);
    }
}

final class TreeTest extends TestCase
{
    public static array $depths = [];

    #[Property]
    public function testCategoryTreesAreGenerated(Category $category): void
    {
        self::$depths[] = $category->depth();

        $this->assertGreaterThanOrEqual($category->depth(), $category->size());
    }

    #[Property]
    public function testChainsAreGenerated(Chain $chain): void
    {
        $this->assertGreaterThanOrEqual(1, $chain->length());
    }

    /**
     * Fails on purpose: a tree with a grandchild exists, and the counterexample is the smallest one.
     */
    #[Property]
    public function testCategoriesAreShallow(Category $category): void
    {
        $this->assertLessThan(3, $category->depth());
    }

    public static function tearDownAfterClass(): void
    {
        printf("\ndepths seen: 1 %s, 2 or more %s, at most %d\n", in_array(1, self::$depths, true) ? 'yes' : 'no', max(self::$depths) >= 2 ? 'yes' : 'no', max(self::$depths));
    }
}
