//! Deleting blocks of consecutive choices, whatever spans they belong to: reaches what deleting
//! spans cannot, choices that no generator marked as a span, or parts of two neighbouring spans.
//! It tries many candidates and rarely succeeds, so it is a fallback.

use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::fallback("delete blocks of consecutive choices", run);

/// Larger blocks first: one attempt that deletes two choices saves the attempts of two.
const BLOCK_SIZES: [usize; 4] = [4, 3, 2, 1];

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    for size in BLOCK_SIZES {
        // Backwards, as deleting a later block leaves the earlier positions as they are.
        let mut start = shrinker.choices().len().saturating_sub(size);
        loop {
            if start + size <= shrinker.choices().len() && !shrinker.is_done() {
                improved |= shrinker.consider_replacing(start, start + size, &[]);
            }
            if start == 0 {
                break;
            }
            start -= 1;
        }
    }
    improved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Bias;

    #[test]
    fn deletes_choices_outside_of_spans() {
        // Draws until a value >= 50 comes up, without spans; fails when that took 2 draws.
        let (shrunk, _) = crate::shrinker::testing::shrink_with(&PASS, &[3, 9, 7, 60], |source| {
            let mut draws = 0;
            while source.draw(100, &Bias::Uniform)? < 50 {
                draws += 1;
            }
            Ok(draws >= 1)
        });
        assert_eq!(shrunk, vec![3, 60]);
    }
}
