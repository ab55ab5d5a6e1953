<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace First {
    use Some\Thing;

    function first(): void
    {
    }
}

namespace Second {
    use Other\Thing as Other;

    function second(): void
    {
    }
}
