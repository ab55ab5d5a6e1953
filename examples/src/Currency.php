<?php declare(strict_types=1);
namespace PHPUnit\PropertyBased\Examples;

enum Currency: string
{
    case EUR = 'EUR';
    case USD = 'USD';
}
