//! Searches over one integer that decide how many attempts a pass spends. `works(n)` replays a
//! candidate, so each call is a whole test: both searches probe small values first, because
//! the minimal counterexamples are mostly made of small values.

/// Up to this value, bisecting `[0, high]` costs at most 16 attempts, no more than probing from
/// below does for a result near `high`.
const BISECT_UP_TO: u64 = 1 << 16;

/// The smallest `n` in `[0, high]` for which `works(n)` holds, given that it holds for `high`
/// and assuming that it holds for every value above the smallest one. Bisects small ranges;
/// in wide ones, probes 0, 1, 2, 4, ... from below and then bisects, so that a small result,
/// such as 11 out of `PHP_INT_MAX`, costs a few attempts instead of 63.
pub fn find_smallest(high: u64, mut works: impl FnMut(u64) -> bool) -> u64 {
    if high == 0 || works(0) {
        return 0;
    }
    if high <= BISECT_UP_TO {
        return bisect(0, high, works);
    }
    // `low` fails; `high` works.
    let mut low = 0;
    let mut probe = 1;
    while probe < high {
        if works(probe) {
            return bisect(low, probe, works);
        }
        low = probe;
        probe = probe.saturating_mul(2);
    }
    bisect(low, high, works)
}

/// The smallest value in `(low, high]` that works, given that `low` fails and `high` works
/// (neither is tried), and assuming that every value above one that works works too. Each
/// attempt halves the range, so it costs about log2(high - low) attempts.
pub fn bisect(mut low: u64, mut high: u64, mut works: impl FnMut(u64) -> bool) -> u64 {
    while low + 1 < high {
        let middle = low + (high - low) / 2;
        if works(middle) {
            high = middle;
        } else {
            low = middle;
        }
    }
    high
}

/// The largest `n` in `[0, cap]` for which `works(n)` holds, given that it holds for 0 and
/// assuming that it holds for every value below the largest one. Probes 1, 2, 4, ... and then
/// bisects, so that a small result costs few attempts.
pub fn find_largest(cap: u64, mut works: impl FnMut(u64) -> bool) -> u64 {
    // `low` works; `high` fails, or is `cap + 1`.
    let (mut low, mut high) = (0, cap.saturating_add(1));
    let mut probe = 1;
    while probe < high {
        if !works(probe) {
            high = probe;
            break;
        }
        low = probe;
        probe = probe.saturating_mul(2).min(cap.max(1));
        if probe == low {
            return low;
        }
    }
    // The largest value that works is one below the smallest that fails.
    bisect(low, high, |n| !works(n)) - 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bisect_finds_where_works_starts_to_hold() {
        for (low, high, threshold) in [
            (0, 1, 1),
            (0, 2, 1),
            (0, 2, 2),
            (0, 1000, 1),
            (0, 1000, 999),
            (0, 1000, 1000),
            (10, 20, 15),
            (u64::MAX - 5, u64::MAX, u64::MAX - 1),
            (0, u64::MAX, 1 << 40),
        ] {
            let mut tried = Vec::new();
            let found = bisect(low, high, |n| {
                tried.push(n);
                n >= threshold
            });
            assert_eq!(found, threshold, "in ({low}, {high}]");
            assert!(
                tried.iter().all(|n| low < *n && *n < high),
                "tries only values strictly between the bounds it is given: {tried:?}"
            );
            let steps = u64::BITS - (high - low).leading_zeros();
            assert!(tried.len() <= steps as usize, "{} attempts", tried.len());
        }
    }

    #[test]
    fn bisect_of_adjacent_bounds_tries_nothing() {
        assert_eq!(bisect(4, 5, |_| unreachable!("nothing to try")), 5);
    }

    #[test]
    fn the_smallest_value_that_works() {
        for threshold in [0, 1, 2, 3, 11, 100, 1000, u64::MAX / 3] {
            assert_eq!(
                find_smallest(u64::MAX / 2, |n| n >= threshold),
                threshold.min(u64::MAX / 2)
            );
        }
        for threshold in [0, 1, 7, 500, 999] {
            assert_eq!(find_smallest(999, |n| n >= threshold), threshold);
        }
    }

    #[test]
    fn a_small_result_in_a_wide_range_is_cheap() {
        let mut calls = 0;
        let result = find_smallest(i64::MAX as u64, |n| {
            calls += 1;
            n >= 11
        });
        assert_eq!(result, 11);
        assert!(calls <= 10, "{calls} calls");
    }

    #[test]
    fn the_largest_value_that_works() {
        for threshold in [0, 1, 2, 5, 64, 99, 100] {
            assert_eq!(find_largest(100, |n| n <= threshold), threshold);
        }
        assert_eq!(find_largest(0, |_| unreachable!("nothing to try")), 0);
    }
}
