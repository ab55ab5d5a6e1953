//! Deleting blocks of consecutive choices, whatever spans they belong to: reaches what deleting
//! spans cannot, choices that no generator marked as a span, or parts of two neighbouring spans.
//! It tries many candidates and rarely succeeds, so it is a fallback, and it leaves the
//! choices of one value together and the value of an element with its element.

use std::collections::BTreeSet;

use crate::model::Record;
use crate::shrinker::spans::{element_values, has_inner_spans};
use crate::shrinker::{Pass, PerRecord, Shrinker};

pub const PASS: Pass = Pass::fallback("delete blocks of consecutive choices", run);

/// Larger blocks first: one attempt that deletes two choices saves the attempts of two.
const BLOCK_SIZES: [usize; 4] = [4, 3, 2, 1];

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let (mut inside, mut values) = (PerRecord::default(), PerRecord::default());
    for size in BLOCK_SIZES {
        // Backwards, as deleting a later block leaves the earlier positions as they are.
        let mut start = shrinker.choices().len().saturating_sub(size);
        loop {
            let end = start + size;
            if end <= shrinker.choices().len() && !shrinker.is_done() {
                let inside = inside.get(shrinker, inside_values);
                let splits_a_value = inside.contains(&start) || inside.contains(&end);
                if !splits_a_value && !values.get(shrinker, element_values).contains(&(start, end))
                {
                    improved |= shrinker.consider_replacing(start, end, &[]);
                }
            }
            if start == 0 {
                break;
            }
            start -= 1;
        }
    }
    improved
}

/// The positions between two choices of one value, a span with no spans inside (the half and
/// the magnitude of an integer): a block that starts or ends there splits the value, and the
/// rest of it and every choice after it are read as other values, which almost never
/// falsifies the property again. Whole values, and choices outside of any span, are deleted.
fn inside_values(record: &Record) -> BTreeSet<usize> {
    record
        .spans
        .iter()
        .enumerate()
        .filter(|(id, _)| !has_inner_spans(record, *id))
        .flat_map(|(_, span)| span.start + 1..span.end)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Bias;
    use crate::shrinker::testing::{list, shrink_with, signed};

    #[test]
    fn deletes_choices_outside_of_spans() {
        // Draws until a value >= 50 comes up, without spans; fails when that took 2 draws.
        let (shrunk, _) = shrink_with(&PASS, &[3, 9, 7, 60], |source| {
            let mut draws = 0;
            while source.draw(100, &Bias::Uniform)? < 50 {
                draws += 1;
            }
            Ok(draws >= 1)
        });
        assert_eq!(shrunk, vec![3, 60]);
    }

    #[test]
    fn leaves_the_choices_of_a_value_together() {
        // 5 and 7, each a half and a magnitude: fails while both are at least 5.
        let (shrunk, attempts) = shrink_with(&PASS, &[0, 5, 0, 7], |source| {
            Ok(signed(source)? >= 5 && signed(source)? >= 5)
        });
        assert_eq!(shrunk, vec![0, 5, 0, 7]);
        // Both values, the first, the second; no block that splits one of them.
        assert_eq!(attempts, 3);
    }

    #[test]
    fn leaves_the_value_of_an_element_with_its_element() {
        // [5, 7]: fails while the list has two elements of at least 5.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 5, 1, 7, 0], |source| {
            let values = list(source, "int", 100)?;
            Ok(values.len() >= 2 && values.iter().all(|v| *v >= 5))
        });
        assert_eq!(shrunk, vec![1, 5, 1, 7, 0]);
        // One fewer than the blocks of consecutive choices: 7 alone, the second element's value.
        assert_eq!(attempts, 8);
    }
}
