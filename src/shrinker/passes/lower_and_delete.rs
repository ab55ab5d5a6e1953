//! Lowering a choice while deleting as many of the spans that follow it (proposal 6.3). A choice
//! can determine how many values are drawn after it: the size of a list followed by an index into
//! it. Lowering it alone makes the choices of the elements that are no longer drawn be read as
//! the index; deleting elements alone makes the list read the index as an element. So the choice
//! is lowered by an amount while as many of the last spans of the group that follows it are
//! deleted, or else as many of the first ones, or else the deleted spans are moved to a later
//! group of their kind (see [`moving_deleted_spans_later`]). The amount doubles after each
//! success.

use crate::model::Record;
use crate::shrinker::spans::{
    Group, has_continuation_flags, moving_deleted_spans_later, sibling_groups, without,
};
use crate::shrinker::{Pass, Shrinker, at_each_choice, with_values};

pub const PASS: Pass = Pass::new(
    "lower a choice while deleting the spans that follow it",
    run,
);

fn run(shrinker: &mut Shrinker) -> bool {
    at_each_choice(shrinker, lower_deleting)
}

/// The first group of spans after `position` whose number the choice there may determine: a
/// group whose spans have no continuation flags (their number is drawn before them), with at
/// least as many spans as the value of the choice, which is not a yes/no choice. This leaves
/// out most choices, so the pass spends few attempts on choices that are not lengths.
fn counted_group(record: &Record, position: usize) -> Option<Group> {
    // A kept candidate can end before `position`: the lowered choice made the test draw less.
    let choice = *record.choices.get(position)?;
    if choice.max <= 1 || choice.value == 0 {
        return None;
    }
    sibling_groups(record).into_iter().find(|group| {
        record.spans[group.spans[0]].start > position
            && choice.value <= group.spans.len() as u64
            && !has_continuation_flags(record, group)
    })
}

fn lower_deleting(shrinker: &mut Shrinker, position: usize) -> bool {
    let mut improved = false;
    let mut amount = 1;
    while !shrinker.is_done() {
        let record = shrinker.best();
        let Some(group) = counted_group(record, position) else {
            break;
        };
        let value = record.choices[position].value;
        let deleted = amount.min(value as usize).min(group.spans.len());
        let ranges = |spans: &[usize]| {
            spans
                .iter()
                .map(|id| (record.spans[*id].start, record.spans[*id].end))
                .collect::<Vec<_>>()
        };
        let last = ranges(&group.spans[group.spans.len() - deleted..]);
        let first = ranges(&group.spans[..deleted]);
        let lowered = with_values(&record.sequence(), &[(position, value - deleted as u64)]);
        let moved = moving_deleted_spans_later(record, &lowered, &last);
        let candidates = [
            Some(without(&lowered, &last)),
            Some(without(&lowered, &first)),
            moved,
        ];
        if candidates
            .into_iter()
            .flatten()
            .any(|candidate| shrinker.consider(candidate))
        {
            improved = true;
            amount = deleted * 2;
        } else if deleted > 1 {
            amount = 1;
        } else {
            break;
        }
    }
    improved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Bias, ChoiceSource};
    use crate::model::{Label, Stop};
    use crate::shrinker::passes::delete_spans::tests::domain_of_at_least_4_letters;
    use crate::shrinker::testing::{shrink_with, value};

    /// `$size` in 1..=10, a list of exactly `$size` values, an index into it; fails iff the
    /// index is above 0.
    fn index_above_zero(source: &mut ChoiceSource) -> Result<bool, Stop> {
        let size = source.spanned(Label::of("size"), |s| s.draw(9, &Bias::Uniform))? + 1;
        source.spanned(Label::of("list"), |source| {
            for _ in 0..size {
                value(source, "int", 100)?;
            }
            Ok(())
        })?;
        let index = value(source, "index", size - 1)?;
        Ok(index > 0)
    }

    #[test]
    fn lowers_a_size_while_deleting_elements() {
        // $size = 6, six zeros, index 3.
        let (shrunk, attempts) = shrink_with(&PASS, &[5, 0, 0, 0, 0, 0, 0, 3], index_above_zero);
        assert_eq!(shrunk, vec![1, 0, 0, 1], "{attempts} attempts");
        assert!(attempts <= 6, "{attempts} attempts");
    }

    #[test]
    fn deletes_the_first_spans_when_the_last_ones_matter() {
        // $size = 3, [0, 0, 7], fails while an element is 7.
        let (shrunk, _) = shrink_with(&PASS, &[2, 0, 0, 7], |source| {
            let size = source.spanned(Label::of("size"), |s| s.draw(9, &Bias::Uniform))? + 1;
            let mut found = false;
            for _ in 0..size {
                found |= value(source, "int", 100)? == 7;
            }
            Ok(found)
        });
        assert_eq!(shrunk, vec![0, 7]);
    }

    #[test]
    fn moves_the_letters_of_a_shortened_label_to_the_top_level_domain() {
        // abc.d: fails while it has 4 letters; shortening abc alone makes it too short.
        let (shrunk, _) = shrink_with(
            &PASS,
            &[1, 2, 1, 2, 3, 0, 0, 4],
            domain_of_at_least_4_letters,
        );
        assert_eq!(
            shrunk[..2],
            [1, 0],
            "a label of one letter remains: {shrunk:?}"
        );
        assert_eq!(
            shrunk[4], 2,
            "two letters moved to the top-level domain: {shrunk:?}"
        );
    }
}
