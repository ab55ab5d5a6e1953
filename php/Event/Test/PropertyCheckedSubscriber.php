<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Event\Test;


use PHPUnit\Event\Subscriber;

interface PropertyCheckedSubscriber extends Subscriber
{
    public function notify(PropertyChecked $event): void;
}
