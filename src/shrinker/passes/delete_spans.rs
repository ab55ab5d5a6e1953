//! Deleting spans: removes an element of a list, a character of a string, a step of a state
//! machine, with everything it drew.

use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass { name: "delete spans", run };

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    // Backwards: deleting a later span leaves the indices of the earlier spans as they are.
    let mut index = shrinker.best().spans.len();
    while index > 0 {
        index -= 1;
        let Some(span) = shrinker.best().spans.get(index) else { continue };
        if span.is_empty() {
            continue;
        }
        let (start, end) = (span.start, span.end);
        improved |= shrinker.consider_replacing(start, end, &[]);
    }
    improved
}
