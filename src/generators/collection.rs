//! Lists and arrays. Each element is a span that starts with the choice that decided there is
//! one more element (1) and holds the element's choices; a 0 ends the collection. Deleting an
//! element's span therefore deletes the element and nothing else (proposal 6.3).

use std::collections::HashSet;

use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::value::array_key_of;
use super::{Generator, Key, Kinds, SharedGenerator, Value, draw};

/// How many elements a collection has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub min: usize,
    pub max: Option<usize>,
}

impl Size {
    pub fn any() -> Size {
        Size { min: 0, max: None }
    }

    /// The mean length while generating: empty collections stay frequent (1 in 6 for the
    /// default), long ones still occur.
    pub(crate) fn average(&self) -> f64 {
        match self.max {
            Some(max) => ((self.min + 5) as f64).min((self.min + max) as f64 / 2.0),
            None => (self.min + 5) as f64,
        }
    }

    /// The mean length of a collection whose elements can contain collections like it (a tree
    /// node's children): the deeper, the fewer elements, so that generated values stay small
    /// (proposal 4.2, 5.3 `recursive`).
    fn recursive_average(&self, nesting: u32) -> f64 {
        (self.min as f64 + 1.5 / f64::from(nesting + 1)).min(self.average())
    }

    /// Draws the elements with `element`, one span labelled `label` each, with geometric lengths
    /// of mean `average`.
    pub(crate) fn draw_each(
        &self,
        source: &mut ChoiceSource,
        label: Label,
        average: f64,
        mut element: impl FnMut(&mut ChoiceSource) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        self.draw_up_to(source, label, average, None, |source| {
            element(source).map(|()| true)
        })
    }

    /// Like [`Size::draw_each`] with the mean length of [`Size::average`], but while generating, a
    /// share ([`SPREAD_SHARE`]) of the collections gets a length uniform over the allowed ones (at
    /// most [`SPREAD`] more than the minimum, [`UNBOUNDED_SPREAD`] without a maximum), so that
    /// long collections are not as rare as geometric lengths make them (proposal 5.4). The
    /// choices still mean the same: only which are drawn changes.
    pub(crate) fn draw_spread(
        &self,
        source: &mut ChoiceSource,
        label: Label,
        mut element: impl FnMut(&mut ChoiceSource) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        self.draw_collection(source, label, false, |source| {
            element(source).map(|()| true)
        })
    }

    /// While generating, for a share of the collections, a length uniform over the allowed ones.
    fn spread_length(&self, source: &mut ChoiceSource) -> Option<usize> {
        let longest = match self.max {
            Some(max) => max.min(self.min + SPREAD),
            None => self.min + UNBOUNDED_SPREAD,
        };
        match source.random_unit() {
            Some(share) if share < SPREAD_SHARE => source
                .random_below_or_equal((longest - self.min) as u64)
                .map(|extra| self.min + extra as usize),
            _ => None,
        }
    }

    /// The elements of a list or an array: fewer the deeper a recursive one is nested, else
    /// spread. `element` says whether another element can follow the one it drew: none can
    /// once the elements of a unique list have taken every value there is.
    fn draw_collection(
        &self,
        source: &mut ChoiceSource,
        label: Label,
        recursive: bool,
        element: impl FnMut(&mut ChoiceSource) -> Result<bool, Stop>,
    ) -> Result<(), Stop> {
        if recursive {
            let average = self.recursive_average(source.nesting());
            self.draw_up_to(source, label, average, None, element)
        } else {
            let length = self.spread_length(source);
            self.draw_up_to(source, label, self.average(), length, element)
        }
    }

    /// Draws elements until the flag says stop, the flags planned to stop at `length` when it
    /// is given, or until `element` says that no other element can follow.
    fn draw_up_to(
        &self,
        source: &mut ChoiceSource,
        label: Label,
        average: f64,
        length: Option<usize>,
        mut element: impl FnMut(&mut ChoiceSource) -> Result<bool, Stop>,
    ) -> Result<(), Stop> {
        let (average, length) = if source.generating_small() {
            (average.min(self.min as f64 + SMALL_EXTRA), None)
        } else {
            (average, length)
        };
        let extra = (average - self.min as f64).max(0.0);
        let more = extra / (extra + 1.0);
        let mut count = 0;
        loop {
            let start = source.position();
            let another = if count < self.min {
                true
            } else if Some(count) == self.max {
                false
            } else if let Some(length) = length {
                source.draw(1, &Bias::Exactly(u64::from(count < length)))? == 1
            } else {
                source.draw_bool(more)?
            };
            if !another {
                return Ok(());
            }
            source.start_span_from(label, start);
            let result = element(source);
            source.end_span();
            let room = result?;
            count += 1;
            if !room {
                return Ok(());
            }
        }
    }
}

/// The mean number of elements above the minimum of a collection in a small example
/// ([`ChoiceSource::generating_small`]).
const SMALL_EXTRA: f64 = 1.0;

/// The share of collections whose length is uniform over the allowed ones while generating.
const SPREAD_SHARE: f64 = 0.15;

/// At most how many elements more than the minimum a collection with a uniform length gets: a
/// maximum far above it would make such collections slow to draw and check, and nested ones too
/// large.
const SPREAD: usize = 100;

/// How many elements more than the minimum a collection without a maximum gets at most when its
/// length is uniform: collections of any type have no maximum, and a hundred strings of a
/// hundred characters in every seventh example would make ordinary properties slow.
const UNBOUNDED_SPREAD: usize = 20;

/// `list<T>`: values of `elements`, keys 0, 1, ...
pub struct Lists {
    elements: SharedGenerator,
    size: Size,
    recursive: bool,
    unique: bool,
    /// Of a unique list: at most how many distinct values the elements take, when that is known.
    distinct_elements: Option<u128>,
    label: Label,
}

/// Whether a collection of `length` distinct elements can take another one, when there are at
/// most `distinct` values.
fn has_room(distinct: Option<u128>, length: usize) -> bool {
    distinct.is_none_or(|distinct| (length as u128) < distinct)
}

/// How often an element equal to an earlier one is drawn again before it is given up.
const UNIQUE_ATTEMPTS: usize = 10;

impl Lists {
    pub fn new(elements: SharedGenerator, size: Size) -> Lists {
        let label = Label::of(&format!("list {size:?}")).with(elements.label());
        Lists {
            elements,
            size,
            recursive: false,
            unique: false,
            distinct_elements: None,
            label,
        }
    }

    /// No element equals another one (lists(unique: true)). An error completes "... cannot be
    /// generated: ": the elements have fewer distinct values than the minimum size.
    pub fn unique(mut self) -> Result<Lists, String> {
        self.distinct_elements = self.elements.distinct_values();
        if let Some(count) = self
            .distinct_elements
            .filter(|count| *count < self.size.min as u128)
        {
            return Err(format!(
                "the elements can take at most {count} distinct values, fewer than the minimum size, {}",
                self.size.min
            ));
        }
        self.unique = true;
        self.label = self.label.with(Label::of("unique"));
        Ok(self)
    }

    /// For elements that can contain lists like this one: fewer elements the deeper it is.
    pub fn recursive(mut self) -> Lists {
        self.recursive = true;
        self
    }
}

impl Generator for Lists {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut elements = Vec::new();
        self.size.draw_collection(
            source,
            self.label.with(Label::of("element")),
            self.recursive,
            |source| {
                for _ in 0..UNIQUE_ATTEMPTS {
                    let element = draw(self.elements.as_ref(), source)?;
                    if !self.unique || !elements.contains(&element) {
                        elements.push(element);
                        // A unique list whose elements took every value there is ends here,
                        // rather than drawing in vain for every element still planned.
                        return Ok(has_room(self.distinct_elements, elements.len()));
                    }
                }
                // The elements may have run out of values: a list that is long enough ends here;
                // only one that is too short is rejected.
                if elements.len() >= self.size.min {
                    Ok(true)
                } else {
                    Err(Stop::Rejected(crate::model::Rejection::Filter))
                }
            },
        )?;
        Ok(Value::list(elements))
    }

    fn kinds(&self) -> Kinds {
        Kinds::ARRAY
    }
}

/// `array<K, V>`: entries of a key and a value. A key equal to one the array has is drawn
/// again, so that the array reaches its minimum size (PHP would overwrite the entry).
pub struct Arrays {
    keys: SharedGenerator,
    values: SharedGenerator,
    size: Size,
    recursive: bool,
    /// A canonical decimal integer string ("1", "-5"), which PHP makes an int key, is drawn
    /// again: the type says string keys.
    string_keys: bool,
    /// At most how many distinct keys there are, when that is known.
    distinct_keys: Option<u128>,
    label: Label,
}

/// How often a key that the array cannot take is drawn again before it is given up.
const KEY_ATTEMPTS: usize = 10;

impl Arrays {
    /// An error completes "... cannot be generated: ": the keys are not all ints or strings, or
    /// there are fewer distinct keys than the minimum size. `keys` must give values whose kinds
    /// are known: a generator of host values is checked as it draws by the host.
    pub fn new(
        keys: SharedGenerator,
        values: SharedGenerator,
        size: Size,
    ) -> Result<Arrays, String> {
        let kinds = keys.kinds();
        let not_keys = kinds.without(Kinds::INT | Kinds::STRING);
        if not_keys == Kinds::UNKNOWN {
            return Err("the keys are not known to be ints or strings before they are drawn, and PHP keys arrays by ints and strings only".to_owned());
        }
        if !not_keys.is_empty() {
            return Err(format!(
                "the keys would be {} values, but PHP keys arrays by ints and strings only",
                not_keys.without(Kinds::UNKNOWN)
            ));
        }
        // Distinct values can be one key: '1' and 1 are the key 1.
        let distinct_keys = keys.finite_keys().map_or_else(
            || keys.distinct_values(),
            |finite| Some(finite.into_iter().collect::<HashSet<Key>>().len() as u128),
        );
        if let Some(count) = distinct_keys.filter(|count| *count < size.min as u128) {
            return Err(format!(
                "the keys can take at most {count} distinct values, fewer than the minimum size, {}",
                size.min
            ));
        }
        let label = Label::of(&format!("array {size:?}"))
            .with(keys.label())
            .with(values.label());
        Ok(Arrays {
            keys,
            values,
            size,
            recursive: false,
            string_keys: false,
            distinct_keys,
            label,
        })
    }

    /// For values that can contain arrays like this one: fewer entries the deeper it is.
    pub fn recursive(mut self) -> Arrays {
        self.recursive = true;
        self
    }

    /// Keys that stay strings (`array<string, V>`): never one that PHP would make an int key.
    pub fn string_keys(mut self) -> Arrays {
        self.string_keys = true;
        self.label = self.label.with(Label::of("string keys"));
        self
    }

    /// The key of the next entry, None when the attempts ran out.
    fn draw_key(
        &self,
        entries: &[(Key, Value)],
        source: &mut ChoiceSource,
    ) -> Result<Option<Key>, Stop> {
        for _ in 0..KEY_ATTEMPTS {
            // Values that are not keys were ruled out when the generator was built; such a
            // value would be drawn again all the same.
            let Some(key) = array_key_of(&draw(self.keys.as_ref(), source)?) else {
                continue;
            };
            let cast_by_php = self.string_keys && matches!(key, Key::Int(_));
            if !cast_by_php && !entries.iter().any(|(existing, _)| *existing == key) {
                return Ok(Some(key));
            }
        }
        Ok(None)
    }
}

impl Generator for Arrays {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut entries = Vec::new();
        self.size.draw_collection(
            source,
            self.label.with(Label::of("entry")),
            self.recursive,
            |source| {
                let Some(key) = self.draw_key(&entries, source)? else {
                    // As for unique lists: the keys may have run out; only a too small array is
                    // rejected.
                    return if entries.len() >= self.size.min {
                        Ok(true)
                    } else {
                        Err(Stop::Rejected(crate::model::Rejection::Filter))
                    };
                };
                let value = draw(self.values.as_ref(), source)?;
                entries.push((key, value));
                // As for unique lists: an array that has every key there is ends here.
                Ok(has_room(self.distinct_keys, entries.len()))
            },
        )?;
        Ok(Value::Array(entries))
    }

    fn kinds(&self) -> Kinds {
        Kinds::ARRAY
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;
    use crate::generators::Integers;

    #[test]
    fn elements_are_spans_that_include_their_flag() {
        let lists = Lists::new(Rc::new(Integers::new(0, 10)), Size::any());
        let mut source = ChoiceSource::replay(vec![1, 0, 3, 1, 0, 4, 0]);
        assert_eq!(
            draw(&lists, &mut source).unwrap(),
            Value::list(vec![Value::Int(3), Value::Int(4)])
        );
        let record = source.finish();
        let elements: Vec<_> = record
            .spans
            .iter()
            .filter(|span| span.depth == 1)
            .map(|span| (span.start, span.end))
            .collect();
        assert_eq!(elements, vec![(0, 3), (3, 6)]);
    }

    #[test]
    fn the_minimum_size_needs_no_flags() {
        let lists = Lists::new(
            Rc::new(Integers::new(0, 10)),
            Size {
                min: 2,
                max: Some(2),
            },
        );
        let mut source = ChoiceSource::replay(vec![0, 3, 0, 4]);
        assert_eq!(
            draw(&lists, &mut source).unwrap(),
            Value::list(vec![Value::Int(3), Value::Int(4)])
        );
        assert_eq!(source.finish().sequence(), vec![0, 3, 0, 4]);
    }

    /// Over 200 seeds, the collections of `generator` that have `full` elements end with the
    /// last element: nothing is drawn after it. Returns how many had `full` elements.
    fn full_collections_end_with_their_last_element(
        generator: &dyn Generator,
        full: usize,
    ) -> usize {
        let mut seen = 0;
        for seed in 0..200 {
            let mut source = ChoiceSource::random(seed);
            let Ok(Value::Array(entries)) = draw(generator, &mut source) else {
                continue;
            };
            let record = source.finish();
            if entries.len() == full {
                let last = record.spans.iter().rfind(|span| span.depth == 1);
                assert_eq!(
                    last.map(|span| span.end),
                    Some(record.choices.len()),
                    "seed {seed}: {:?}",
                    record.sequence()
                );
                seen += 1;
            }
        }
        seen
    }

    #[test]
    fn a_unique_list_ends_once_its_elements_took_every_value() {
        for (elements, distinct) in [
            (Rc::new(crate::generators::Booleans) as SharedGenerator, 2),
            (Rc::new(Integers::new(0, 3)), 4),
        ] {
            let lists = Lists::new(elements, Size::any()).unique().unwrap();
            assert!(full_collections_end_with_their_last_element(&lists, distinct) > 50);
        }
    }

    #[test]
    fn an_array_ends_once_it_has_every_key() {
        let arrays = Arrays::new(
            Rc::new(Integers::new(0, 1)),
            Rc::new(Integers::new(0, 9)),
            Size::any(),
        )
        .unwrap();
        assert!(full_collections_end_with_their_last_element(&arrays, 2) > 50);
    }

    #[test]
    fn distinct_values_that_are_one_key_count_once() {
        use crate::generators::{Booleans, Constant, Elements, OneOf};
        let size = |min| Size { min, max: None };
        let one_key = || Rc::new(Elements::new(vec![Value::string("1"), Value::Int(1)]));
        assert_eq!(
            Arrays::new(one_key(), Rc::new(Booleans), size(2))
                .err()
                .as_deref(),
            Some("the keys can take at most 1 distinct values, fewer than the minimum size, 2")
        );
        let two_keys = Rc::new(OneOf::new(vec![
            one_key(),
            Rc::new(Constant::new(Value::string("01"))),
        ]));
        assert!(Arrays::new(two_keys.clone(), Rc::new(Booleans), size(3)).is_err());
        assert!(Arrays::new(two_keys, Rc::new(Booleans), size(2)).is_ok());
    }
}
