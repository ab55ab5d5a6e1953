<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\StateMachine;

use PHPUnit\Framework\PropertyBased\Engine\ValueSource;

/**
 * A parameter of a step: a value from a pool, or a generated value.
 *
 * @internal
 */
final readonly class Parameter
{
    public function __construct(
        public string $name,
        public ?ValueSource $generator,
        public ?string $pool = null,
        public bool $consume = false,
    ) {
    }
}
