//! Moving values into later values of the same kind (proposal 6.3). A value of one choice (see
//! [`single_choice_of`]) is moved into the later values whose spans have the same label, the
//! last ones first, as far as their largest choices allow, so that the earlier value becomes 0
//! and its element can be deleted: "the sum of a list does not exceed 1000" ends with
//! [1, 100, ..., 100]. Values right next to each other, the characters of a fixed-length string
//! for instance, are left out: moving from character to character makes a string more
//! complicated, not shorter. So are two integers drawn one right after the other (two
//! parameters): the spans are next to each other, whatever choices each takes.

use crate::model::{Label, Record};
use crate::shrinker::spans::single_choice_of;
use crate::shrinker::{Pass, Shrinker, at_each_span, with_values};

pub const PASS: Pass = Pass::new("move values into later values of the same kind", run);

fn run(shrinker: &mut Shrinker) -> bool {
    at_each_span(shrinker, |shrinker, index| {
        moved(shrinker.best(), index).is_some_and(|candidate| shrinker.consider(candidate))
    })
}

/// The position of the choice of a span that is one choice (see [`single_choice_of`]).
fn single_choice(record: &Record, index: usize) -> Option<(usize, Label)> {
    single_choice_of(record, index).map(|position| (position, record.spans[index].label))
}

/// The sequence with the value of span `index` moved into the later values of its kind.
fn moved(record: &Record, index: usize) -> Option<Vec<u64>> {
    let (source, label) = single_choice(record, index)?;
    let mut remaining = record.choices[source].value;
    if remaining == 0 {
        return None;
    }
    let end = record.spans[index].end;
    let targets: Vec<usize> = (index + 1..record.spans.len())
        .filter(|later| record.spans[*later].start > end)
        .filter_map(|later| single_choice(record, later))
        .filter(|(_, kind)| *kind == label)
        .map(|(position, _)| position)
        .collect();
    let mut changes = Vec::new();
    for target in targets.into_iter().rev() {
        let choice = record.choices[target];
        let room = choice.max - choice.value;
        let amount = room.min(remaining);
        if amount > 0 {
            changes.push((target, choice.value + amount));
            remaining -= amount;
        }
        if remaining == 0 {
            break;
        }
    }
    if changes.is_empty() {
        return None;
    }
    changes.push((source, remaining));
    Some(with_values(&record.sequence(), &changes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shrinker::testing::{list, shrink_with, value};

    #[test]
    fn empties_the_earlier_values_of_a_sum() {
        // [60, 70, 80]: fails while the sum exceeds 200.
        let (shrunk, attempts) = shrink_with(&PASS, &[1, 60, 1, 70, 1, 80, 0], |source| {
            Ok(list(source, "int", 100)?.iter().sum::<u64>() > 200)
        });
        assert_eq!(shrunk, vec![1, 10, 1, 100, 1, 100, 0]);
        assert_eq!(attempts, 1);
    }

    #[test]
    fn moves_across_other_values() {
        // $a + $c > 10 with another value drawn between them.
        let (shrunk, _) = shrink_with(&PASS, &[7, 3, 9], |source| {
            let a = value(source, "int<0, 10>", 10)?;
            value(source, "bool", 1)?;
            let c = value(source, "int<0, 10>", 10)?;
            Ok(a + c > 10)
        });
        assert_eq!(shrunk, vec![6, 1, 10]);
    }

    #[test]
    fn leaves_adjacent_values_alone() {
        let (shrunk, attempts) = shrink_with(&PASS, &[7, 9], |source| {
            Ok(value(source, "char", 10)? + value(source, "char", 10)? > 10)
        });
        assert_eq!((shrunk, attempts), (vec![7, 9], 0));
    }
}
