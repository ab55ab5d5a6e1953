<?php declare(strict_types=1);
use PHPUnit\Framework\PropertyBased\Generators;
use PHPUnit\Framework\PropertyBased\ValueGenerator;
use PHPUnit\Framework\TestCase;

function selfOutsideAClass(): ValueGenerator
{
    return Generators::fromType('list<self>');
}

function constantOfStaticOutsideAClass(): ValueGenerator
{
    return Generators::fromType('static::LIMIT');
}

final class SelfOutsideAClassTest extends TestCase
{
    public function testSelfInAFunction(): void
    {
        selfOutsideAClass();
    }

    public function testAConstantOfStaticInAFunction(): void
    {
        constantOfStaticOutsideAClass();
    }
}
