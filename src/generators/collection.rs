//! Lists and arrays. Each element is a span that starts with the choice that decided there is
//! one more element (1) and holds the element's choices; a 0 ends the collection. Deleting an
//! element's span therefore deletes the element and nothing else (proposal 6.3).

use crate::engine::{ChoiceSource, Label, Stop};

use super::value::{array_key, insert};
use super::{Generator, Key, SharedGenerator, Value, draw};

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
        let extra = (average - self.min as f64).max(0.0);
        let more = extra / (extra + 1.0);
        let mut count = 0;
        loop {
            let start = source.position();
            let another = if count < self.min {
                true
            } else if Some(count) == self.max {
                false
            } else {
                source.draw_bool(more)?
            };
            if !another {
                return Ok(());
            }
            source.start_span_from(label, start);
            let result = element(source);
            source.end_span();
            result?;
            count += 1;
        }
    }
}

/// `list<T>`: values of `elements`, keys 0, 1, ...
pub struct Lists {
    elements: SharedGenerator,
    size: Size,
    recursive: bool,
    unique: bool,
    label: Label,
}

/// How often an element equal to an earlier one is drawn again before it is given up.
const UNIQUE_ATTEMPTS: usize = 10;

impl Lists {
    pub fn new(elements: SharedGenerator, size: Size) -> Lists {
        let label = Label::of(&format!("list {size:?}")).with(elements.label());
        Lists { elements, size, recursive: false, unique: false, label }
    }

    /// No element equals another one (lists(unique: true)).
    pub fn unique(mut self) -> Lists {
        self.unique = true;
        self.label = self.label.with(Label::of("unique"));
        self
    }

    /// For elements that can contain lists like this one: fewer elements the deeper it is.
    pub fn recursive(mut self) -> Lists {
        self.recursive = true;
        self
    }
}

impl Generator for Lists {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut elements = Vec::new();
        let average = if self.recursive { self.size.recursive_average(source.nesting()) } else { self.size.average() };
        self.size.draw_each(source, self.label.with(Label::of("element")), average, |source| {
            for _ in 0..UNIQUE_ATTEMPTS {
                let element = draw(self.elements.as_ref(), source)?;
                if !self.unique || !elements.contains(&element) {
                    elements.push(element);
                    return Ok(());
                }
            }
            // The elements may have run out of values: a list that is long enough ends here;
            // only one that is too short is rejected.
            if elements.len() >= self.size.min {
                Ok(())
            } else {
                Err(Stop::Rejected(crate::engine::Rejection::Filter))
            }
        })?;
        Ok(Value::list(elements))
    }
}

/// `array<K, V>`: entries of a key and a value. A key drawn twice overwrites the earlier entry,
/// as in PHP, so the minimum size counts entries drawn, not distinct keys.
pub struct Arrays {
    keys: SharedGenerator,
    values: SharedGenerator,
    size: Size,
    recursive: bool,
    label: Label,
}

impl Arrays {
    pub fn new(keys: SharedGenerator, values: SharedGenerator, size: Size) -> Arrays {
        let label = Label::of(&format!("array {size:?}")).with(keys.label()).with(values.label());
        Arrays { keys, values, size, recursive: false, label }
    }

    /// For values that can contain arrays like this one: fewer entries the deeper it is.
    pub fn recursive(mut self) -> Arrays {
        self.recursive = true;
        self
    }
}

impl Generator for Arrays {
    fn label(&self) -> Label {
        self.label
    }

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut entries = Vec::new();
        let average = if self.recursive { self.size.recursive_average(source.nesting()) } else { self.size.average() };
        self.size.draw_each(source, self.label.with(Label::of("entry")), average, |source| {
            let key = match draw(self.keys.as_ref(), source)? {
                Value::Int(key) => Key::Int(key),
                Value::String(key) => array_key(key),
                other => unreachable!("array keys are ints or strings, not {other:?}"),
            };
            let value = draw(self.values.as_ref(), source)?;
            insert(&mut entries, key, value);
            Ok(())
        })?;
        Ok(Value::Array(entries))
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
        let mut source = ChoiceSource::replay(vec![1, 3, 1, 4, 0]);
        assert_eq!(draw(&lists, &mut source).unwrap(), Value::list(vec![Value::Int(3), Value::Int(4)]));
        let record = source.finish();
        let elements: Vec<_> = record.spans.iter().filter(|span| span.depth == 1).map(|span| (span.start, span.end)).collect();
        assert_eq!(elements, vec![(0, 2), (2, 4)]);
    }

    #[test]
    fn the_minimum_size_needs_no_flags() {
        let lists = Lists::new(Rc::new(Integers::new(0, 10)), Size { min: 2, max: Some(2) });
        let mut source = ChoiceSource::replay(vec![3, 4]);
        assert_eq!(draw(&lists, &mut source).unwrap(), Value::list(vec![Value::Int(3), Value::Int(4)]));
        assert_eq!(source.finish().sequence(), vec![3, 4]);
    }
}
