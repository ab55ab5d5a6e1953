//! A fact about the best record that a pass asks for at each of its choices, found again only
//! when a kept candidate changed the record: finding it walks over every span, and a pass that
//! did so at each choice would take time quadratic in the length of the sequence.

use crate::model::Record;

use super::Shrinker;

pub struct PerRecord<T> {
    /// The shrinker's steps when the fact was found: each kept candidate is one.
    steps: Option<u32>,
    fact: Option<T>,
}

impl<T> Default for PerRecord<T> {
    fn default() -> PerRecord<T> {
        PerRecord {
            steps: None,
            fact: None,
        }
    }
}

impl<T> PerRecord<T> {
    /// The fact about the best record, found with `find` unless it was for this record.
    pub fn get(&mut self, shrinker: &Shrinker, find: impl FnOnce(&Record) -> T) -> &T {
        if self.steps != Some(shrinker.steps()) {
            self.steps = Some(shrinker.steps());
            self.fact = None;
        }
        self.fact.get_or_insert_with(|| find(shrinker.best()))
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use crate::engine::{ChoiceSource, Phase, TestFunction};
    use crate::model::Status;
    use crate::shrinker::testing::{Property, value};

    #[test]
    fn finds_the_fact_again_once_a_candidate_was_kept() {
        let mut test = Property(|source: &mut ChoiceSource| Ok(value(source, "int", 100)? >= 5));
        let run = test.run(ChoiceSource::replay(vec![50]), Phase::Generate);
        let Status::Falsified(key) = run.status else {
            panic!("falsifies the property")
        };
        let mut shrinker = Shrinker::new(&mut test, key, run.record, 1000);
        let finds = Cell::new(0);
        let mut first = PerRecord::default();
        let find = |shrinker: &Shrinker, first: &mut PerRecord<u64>| {
            *first.get(shrinker, |record| {
                finds.set(finds.get() + 1);
                record.choices[0].value
            })
        };
        assert_eq!(find(&shrinker, &mut first), 50);
        assert_eq!(find(&shrinker, &mut first), 50);
        assert_eq!(finds.get(), 1, "found once for the same record");
        assert!(shrinker.consider(vec![7]));
        assert_eq!(find(&shrinker, &mut first), 7);
        assert_eq!(finds.get(), 2);
    }
}
