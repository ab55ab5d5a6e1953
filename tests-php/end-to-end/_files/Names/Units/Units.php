<?php declare(strict_types=1);
namespace Names\Domain\Units;

enum Currency: string
{
    case EUR = 'EUR';
}

enum Unit
{
    case Gram;
}
