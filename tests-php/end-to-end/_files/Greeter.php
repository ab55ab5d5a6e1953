<?php declare(strict_types=1);
final class Greeter
{
    /**
     * @param array{name: non-empty-string, age?: int<0, 150>} $person
     */
    public function greet(array $person): string
    {
        return 'Hello ' . $person['name'] . (isset($person['age']) && $person['age'] >= 18 ? '' : '!');
    }
}
