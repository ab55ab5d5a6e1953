<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Phpunit;

use PHPUnit\Event\Telemetry\CpuTime;
use PHPUnit\Event\Telemetry\CpuTimeMeter;
use PHPUnit\Event\Telemetry\GarbageCollectorStatus;
use PHPUnit\Event\Telemetry\GarbageCollectorStatusProvider;
use PHPUnit\Event\Telemetry\HRTime;
use PHPUnit\Event\Telemetry\MemoryMeter;
use PHPUnit\Event\Telemetry\MemoryUsage;
use PHPUnit\Event\Telemetry\Snapshot;
use PHPUnit\Event\Telemetry\StopWatch;
use PHPUnit\Event\Telemetry\System;
use PHPUnit\Event\Telemetry\SystemCpuTimeMeter;
use PHPUnit\Event\Telemetry\SystemGarbageCollectorStatusProvider;
use PHPUnit\Event\Telemetry\SystemMemoryMeter;
use PHPUnit\Event\Telemetry\SystemStopWatch;

/**
 * The clock, memory, garbage collector and CPU time of one moment, read once: the telemetry of
 * the events of a property's examples that are never reported with it (ExampleEmitter). PHPUnit
 * reads the time, memory, garbage collector status and CPU time (getrusage() twice) for every
 * event, which was a fifth of what an example cost.
 *
 * The meters' interfaces and System's constructor are @internal in PHPUnit 13.
 *
 * @internal
 */
final readonly class FrozenTelemetry implements CpuTimeMeter, GarbageCollectorStatusProvider, MemoryMeter, StopWatch
{
    private function __construct(private Snapshot $snapshot)
    {
    }

    /**
     * A telemetry system that always reads what PHPUnit's own would read now.
     */
    public static function now(): System
    {
        $meters = new self((new System(new SystemStopWatch, new SystemMemoryMeter, new SystemGarbageCollectorStatusProvider, new SystemCpuTimeMeter))->snapshot());

        return new System($meters, $meters, $meters, $meters);
    }

    public function current(): HRTime
    {
        return $this->snapshot->time();
    }

    public function memoryUsage(): MemoryUsage
    {
        return $this->snapshot->memoryUsage();
    }

    public function peakMemoryUsage(): MemoryUsage
    {
        return $this->snapshot->peakMemoryUsage();
    }

    public function status(): GarbageCollectorStatus
    {
        return $this->snapshot->garbageCollectorStatus();
    }

    public function userCpuTime(): CpuTime
    {
        return $this->snapshot->userCpuTime();
    }

    public function systemCpuTime(): CpuTime
    {
        return $this->snapshot->systemCpuTime();
    }
}
