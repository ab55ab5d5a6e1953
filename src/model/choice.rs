use std::cmp::Ordering;

/// One recorded choice: the value that was drawn and the largest value it could have been.
///
/// 0 always stands for the simplest option. Knowing `max` lets shrink passes raise a choice
/// without overshooting (proposal 6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    pub value: u64,
    pub max: u64,
}

/// The order in which shrinking simplifies: shorter sequences first, then lexicographic
/// (proposal 6.3).
pub fn shortlex_order(a: &[u64], b: &[u64]) -> Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

/// Whether `a` is simpler than `b` in [`shortlex_order`].
pub fn shortlex_less(a: &[u64], b: &[u64]) -> bool {
    shortlex_order(a, b) == Ordering::Less
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shorter_is_simpler_than_smaller() {
        assert!(shortlex_less(&[9], &[0, 0]));
        assert!(shortlex_less(&[0, 5], &[1, 0]));
        assert!(!shortlex_less(&[1, 0], &[1, 0]));
    }
}
