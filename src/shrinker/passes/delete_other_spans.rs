//! Deleting the spans that are not elements of collections: a value drawn again after a filter
//! rejected it, one of the lists of a tuple, a subexpression. The choices after such a span are
//! then read for other values, so this rarely keeps the property falsified, and it is a
//! fallback; the elements of collections are deleted by [`super::delete_spans`], and so are
//! their values (see [`crate::shrinker::spans::element_values`]).

use super::delete_spans::delete_spans;
use crate::shrinker::{Pass, Shrinker};

pub const PASS: Pass = Pass::fallback("delete spans other than elements", run);

fn run(shrinker: &mut Shrinker) -> bool {
    delete_spans(shrinker, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Bias, ChoiceSource};
    use crate::model::{Label, Rejection, Stop};
    use crate::shrinker::testing::{list, shrink_with};

    /// An even number by filter: drawn again while odd, up to three times.
    fn even(source: &mut ChoiceSource) -> Result<u64, Stop> {
        source.spanned(Label::of("filter"), |source| {
            for _ in 0..3 {
                let value = source.spanned(Label::of("int"), |s| s.draw(1000, &Bias::Uniform))?;
                if value % 2 == 0 {
                    return Ok(value);
                }
            }
            Err(Stop::Rejected(Rejection::Filter))
        })
    }

    #[test]
    fn deletes_a_value_that_a_filter_rejected() {
        // 7 was rejected, then 500 kept: fails while the value is at least 100.
        let (shrunk, attempts) = shrink_with(&PASS, &[7, 500], |source| Ok(even(source)? >= 100));
        assert_eq!(shrunk, vec![500]);
        assert!(attempts <= 3, "{attempts} attempts");
    }

    #[test]
    fn leaves_the_values_of_elements_to_their_elements() {
        // [5, 7]: fails while the list has two elements; only the list itself is deleted.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 5, 1, 7, 0], |source| {
            Ok(list(source, "int", 100)?.len() >= 2)
        });
        assert_eq!((shrunk, attempts), (vec![1, 5, 1, 7, 0], 1));
    }
}
