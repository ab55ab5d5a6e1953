<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\PropertyBased\Runner;

use function hexdec;
use function preg_match;
use function substr;
use function trim;
use SebastianBergmann\GitState\Builder;

/**
 * The run seed derived from the Git commit that is checked out (proposal 7.1): the number that
 * the first 15 hexadecimal digits of its hash make, so that every run of a commit uses the same
 * seed. Null when no commit is checked out or Git cannot be run.
 *
 * @internal
 */
final class GitCommitSeed
{
    private static ?string $warning = null;

    public static function seed(): ?int
    {
        $commit = self::commit();

        if ($commit === null || preg_match('/^[0-9a-f]{15}/', $commit) !== 1) {
            self::$warning = 'The seed cannot be derived from the Git commit, because no commit is checked out or Git cannot be run; the current Unix time is used';

            return null;
        }

        return (int) hexdec(substr($commit, 0, 15));
    }

    /**
     * The warning to give when the seed could not be derived, if any.
     */
    public static function warning(): ?string
    {
        return self::$warning;
    }

    private static function commit(): ?string
    {
        $commit = (new Builder)->commit();

        return $commit === false ? null : trim($commit);
    }
}
