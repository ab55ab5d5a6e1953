//! Setting choices to 0, the simplest option: first all choices of a span at once, then each
//! choice on its own.

use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass { name: "set choices to 0", run };

fn run(shrinker: &mut Shrinker) -> bool {
    let mut improved = false;
    let mut index = 0;
    while index < shrinker.best().spans.len() {
        let span = &shrinker.best().spans[index];
        let (start, end) = (span.start, span.end);
        let choices = &shrinker.best().choices[start..end];
        if choices.len() > 1 && choices.iter().any(|choice| choice.value != 0) {
            improved |= shrinker.consider_replacing(start, end, &vec![0; end - start]);
        }
        index += 1;
    }
    let mut position = 0;
    while position < shrinker.best().choices.len() {
        if shrinker.best().choices[position].value != 0 {
            improved |= shrinker.consider_replacing(position, position + 1, &[0]);
        }
        position += 1;
    }
    improved
}
