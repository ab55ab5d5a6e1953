<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased;

use Closure;

/**
 * Generates values of type T from the choices of an example (proposal 5.3). Generators are built
 * with the factories of Generators and composed with map(), filter() and flatMap(); they do not
 * shrink anything themselves, so composed generators shrink as well as built-in ones.
 *
 * This interface is not meant to be implemented outside of phpunit-pbt: a property that uses an
 * object of any other class that implements it is reported as an error.
 *
 * @template-covariant T
 */
interface ValueGenerator
{
    /**
     * @template U
     *
     * @param Closure(T): U $mapper
     *
     * @return ValueGenerator<U>
     */
    public function map(Closure $mapper): self;

    /**
     * Values that do not satisfy the predicate are generated again; when that fails too often,
     * the example is rejected.
     *
     * @param Closure(T): bool $predicate
     *
     * @return ValueGenerator<T>
     */
    public function filter(Closure $predicate): self;

    /**
     * @template U
     *
     * @param Closure(T): ValueGenerator<U> $mapper
     *
     * @return ValueGenerator<U>
     */
    public function flatMap(Closure $mapper): self;

    /**
     * $count values that this generator generates from $seed, to look at what it makes before
     * a property uses it (Eris' sample(), Hypothesis' example(), fast-check's fc.sample). Each
     * is generated like the arguments of a new example; the same seed gives the same values, and
     * no seed a random one. Works outside a property; fewer values come back only when a filter
     * rejects most of them.
     *
     * @param int<0, 100000> $count
     *
     * @throws Exception\InvalidGenerator when $count is negative or above 100,000
     *
     * @return list<T>
     */
    public function samples(int $count = 10, ?int $seed = null): array;
}
