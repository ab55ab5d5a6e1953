<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace WideSteps;

require_once __DIR__ . '/WideStepsMachine.php';

use PHPUnit\Framework\Attributes\Property;
use PHPUnit\Framework\PropertyBased\Properties;
use PHPUnit\Framework\TestCase;

final class WideStepsTest extends TestCase
{
    use Properties;

    #[Property]
    public function testAtMostTwoNamesAreAdded(): void
    {
        $this->runStateMachine(new WideStepsMachine);
    }
}
