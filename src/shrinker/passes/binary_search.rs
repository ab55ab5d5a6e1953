//! Binary search on a choice: the smallest value of one choice that still falsifies the property,
//! assuming that the property fails for every value above it.

use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass { name: "binary search on a choice", run };

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut position = 0;
    while position < shrinker.best().choices.len() && !shrinker.is_done() {
        improved |= lower(shrinker, position);
        position += 1;
    }
    improved
}

/// Lowers the choice at `position` as far as it still falsifies; stops when a kept candidate
/// changed the sequence so that `position` no longer holds the value being searched.
fn lower(shrinker: &mut Shrinker, position: usize) -> bool {
    let mut improved = false;
    let mut high = shrinker.best().choices[position].value;
    let mut low = 0;
    if high == 0 {
        return false;
    }
    // Is 0 (or 1, for a choice that cannot be 0 and still fail) enough? Cheap and common.
    if shrinker.consider_replacing(position, position + 1, &[0]) {
        return true;
    }
    while low + 1 < high && !shrinker.is_done() {
        let middle = low + (high - low) / 2;
        if shrinker.consider_replacing(position, position + 1, &[middle]) {
            improved = true;
            match shrinker.best().choices.get(position) {
                Some(choice) if choice.value == middle => high = middle,
                _ => return true,
            }
        } else {
            low = middle;
        }
    }
    improved
}
