//! Setting choices to 0, the simplest option: first all choices at once (a property that fails
//! for every example is shrunk in one attempt), then the choices of each span, then each choice.

use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::new("set choices to 0", run);

fn run(shrinker: &mut Shrinker) -> bool {
    let length = shrinker.choices().len();
    if shrinker.consider(vec![0; length]) {
        return true;
    }
    let mut improved = false;
    let mut index = 0;
    while index < shrinker.best().spans.len() {
        let span = &shrinker.best().spans[index];
        let (start, end) = (span.start, span.end);
        let choices = &shrinker.choices()[start..end];
        // A span of one choice is left to the loop over choices below.
        if choices.len() > 1 && choices.iter().any(|choice| choice.value != 0) {
            improved |= shrinker.consider_replacing(start, end, &vec![0; end - start]);
        }
        index += 1;
    }
    let mut position = 0;
    while position < shrinker.choices().len() {
        if shrinker.choices()[position].value != 0 {
            improved |= shrinker.consider_replacing(position, position + 1, &[0]);
        }
        position += 1;
    }
    improved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{shrink_with, value};

    #[test]
    fn a_property_that_always_fails_takes_one_attempt() {
        let (shrunk, attempts) = shrink_with(&PASS, &[5, 7, 9], |source| {
            for _ in 0..3 {
                value(source, "int", 10)?;
            }
            Ok(true)
        });
        assert_eq!((shrunk, attempts), (vec![0, 0, 0], 1));
    }

    #[test]
    fn zeroes_the_choices_that_do_not_matter() {
        let (shrunk, _) = shrink_with(&PASS, &[5, 7, 9], |source| {
            let a = value(source, "int", 10)?;
            let _ = value(source, "int", 10)?;
            let c = value(source, "int", 10)?;
            Ok(a > 0 && c > 0)
        });
        assert_eq!(shrunk, vec![5, 0, 9]);
    }
}
