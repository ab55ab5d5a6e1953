<?php declare(strict_types=1);
/*
 * PHPUnit's entry script (PBT_PHPUNIT) for benches/php/whole-run.php: runs PHPUnit and appends
 * the CPU time of the whole process, user and system, to the file $PBT_CPU_TIME_FILE. CPU time
 * rather than wall time, so that other work on a shared machine moves the figures less.
 */
register_shutdown_function(static function (): void {
    $usage = getrusage();

    file_put_contents(
        (string) getenv('PBT_CPU_TIME_FILE'),
        sprintf("%.6f\n", $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] + ($usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec']) / 1e6),
        FILE_APPEND,
    );
});

require '/usr/bin/phpunit';
