use rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256StarStar;

use std::rc::Rc;

use super::random::{Bias, below_or_equal, reused_integer, unit};
use super::tree::{Cursor, DataTree};
use crate::model::{Choice, Label, Record, Rejection, Span, SpanId, Stop};

/// Where choices come from: the prefix being replayed first, then either the random number
/// generator (generating) or zeros (replaying, proposal 6.1).
pub struct ChoiceSource {
    prefix: Vec<u64>,
    random: Option<Xoshiro256StarStar>,
    record: Record,
    open: Vec<SpanId>,
    max_choices: usize,
    nesting: u32,
    /// While generating: the sequences generated before, to avoid, and where this one is in them.
    tree: Option<(Rc<DataTree>, Option<Cursor>)>,
    /// A choice was drawn from another range than the same choice of an earlier example.
    inconsistent: bool,
    /// While generating: the integers drawn so far, which later ones reuse now and then.
    integers: Vec<i64>,
    /// Generating one of the first examples of a check, whose collections stay short.
    small: bool,
}

/// Generating stops with a rejection past this many choices (proposal 6.1).
pub const DEFAULT_MAX_CHOICES: usize = 8 * 1024;

/// Values are drawn inside at most this many other values (spans): a generator that recurses
/// through deferred() into itself without end, or whose simplest choices always recurse, would
/// otherwise overflow the stack. Like Hypothesis, which marks an example invalid once draws nest
/// 100 levels deep, the example is rejected as too large (proposal 6.2); the limit is higher
/// because one value here takes up to three levels (a list, its element, the element's value).
pub const MAX_SPAN_DEPTH: usize = 1000;

impl ChoiceSource {
    /// Draws every choice at random.
    pub fn random(seed: u64) -> ChoiceSource {
        ChoiceSource::new(Vec::new(), Some(Xoshiro256StarStar::seed_from_u64(seed)))
    }

    /// Replays `sequence`; choices beyond its end are 0.
    pub fn replay(sequence: Vec<u64>) -> ChoiceSource {
        ChoiceSource::new(sequence, None)
    }

    /// Replays `prefix`, then continues at random.
    pub fn prefixed(prefix: Vec<u64>, seed: u64) -> ChoiceSource {
        ChoiceSource::new(prefix, Some(Xoshiro256StarStar::seed_from_u64(seed)))
    }

    fn new(prefix: Vec<u64>, random: Option<Xoshiro256StarStar>) -> ChoiceSource {
        ChoiceSource {
            prefix,
            random,
            record: Record::default(),
            open: Vec::new(),
            max_choices: DEFAULT_MAX_CHOICES,
            nesting: 0,
            tree: None,
            inconsistent: false,
            integers: Vec::new(),
            small: false,
        }
    }

    /// Avoids the examples of `tree` while generating at random.
    pub fn avoiding(mut self, tree: Rc<DataTree>) -> ChoiceSource {
        let root = tree.root();
        self.tree = Some((tree, root));
        self
    }

    /// Generates a small example: collections get a few elements at most (see
    /// [`ChoiceSource::generating_small`]).
    pub fn small(mut self) -> ChoiceSource {
        self.small = true;
        self
    }

    /// Whether this source generates a small example: a check starts with a few (Hypothesis does
    /// the same), so that the first counterexample found is mostly small and takes few shrinking
    /// attempts, each of them a whole test. Only which choices are drawn changes, not what they
    /// mean.
    pub fn generating_small(&self) -> bool {
        self.small && self.is_generating()
    }

    pub fn with_max_choices(mut self, max_choices: usize) -> ChoiceSource {
        self.max_choices = max_choices;
        self
    }

    /// Draws a choice in `[0, max]`. Replayed values above `max` are clamped to it.
    pub fn draw(&mut self, max: u64, bias: &Bias) -> Result<u64, Stop> {
        let index = self.record.choices.len();
        if index >= self.max_choices {
            return Err(Stop::Rejected(Rejection::TooLarge));
        }
        let mut value = match (self.prefix.get(index), self.random.as_mut()) {
            (Some(value), _) => (*value).min(max),
            (None, Some(random)) => bias.draw(random, max),
            (None, None) => 0,
        };
        if let Some((tree, cursor)) = &mut self.tree
            && let Some(at) = *cursor
        {
            if tree.max_at(at).is_some_and(|before| before != max) {
                self.inconsistent = true;
            } else if let Some(random) = self.random.as_mut() {
                value = tree
                    .avoid_exhausted(at, max, value, || bias.redrawn().draw(random, max))
                    .unwrap_or(value);
            }
            *cursor = tree.advance(at, value);
        }
        self.record.choices.push(Choice { value, max });
        Ok(value)
    }

    /// While generating, a uniform number in `[0, 1)` from the random number generator, with
    /// which a generator plans the value its next choices give ([`Bias::Exactly`]): a float
    /// uniform over its range, a length uniform over the allowed ones. None while replaying.
    pub fn random_unit(&mut self) -> Option<f64> {
        self.generating_random().map(unit)
    }

    /// While generating, a uniform number in `[0, max]`; None while replaying.
    pub fn random_below_or_equal(&mut self, max: u64) -> Option<u64> {
        self.generating_random()
            .map(|random| below_or_equal(random, max))
    }

    /// While generating, now and then an integer drawn earlier in this example, or one next to
    /// it, for the next integer to take; None while replaying.
    pub fn reused_integer(&mut self) -> Option<i64> {
        if !self.is_generating() {
            return None;
        }
        reused_integer(self.random.as_mut()?, &self.integers)
    }

    /// Remembers an integer drawn while generating, for later integers to reuse.
    pub fn integer_drawn(&mut self, value: i64) {
        if self.random.is_some() {
            self.integers.push(value);
        }
    }

    fn generating_random(&mut self) -> Option<&mut Xoshiro256StarStar> {
        if self.is_generating() {
            self.random.as_mut()
        } else {
            None
        }
    }

    /// A yes/no choice that is yes (1) with probability `p` while generating.
    pub fn draw_bool(&mut self, p: f64) -> Result<bool, Stop> {
        Ok(self.draw(1, &Bias::Probability(p))? == 1)
    }

    pub fn start_span(&mut self, label: Label) {
        let start = self.record.choices.len();
        let parent = self.open.last().copied();
        let depth = self.open.len() as u32;
        self.record.spans.push(Span {
            start,
            end: start,
            label,
            parent,
            depth,
        });
        self.open.push(self.record.spans.len() - 1);
    }

    /// Starts a span that includes the choices drawn since `start`, e.g. the flag that decided
    /// that a list gets another element, so that deleting the span deletes the flag as well.
    pub fn start_span_from(&mut self, label: Label, start: usize) {
        let start = start.min(self.record.choices.len());
        self.start_span(label);
        let id = self.record.spans.len() - 1;
        self.record.spans[id].start = start;
    }

    pub fn end_span(&mut self) {
        if let Some(id) = self.open.pop() {
            self.record.spans[id].end = self.record.choices.len();
        }
    }

    /// Runs `draw` inside a span labelled `label`; the span is closed whatever `draw` returns.
    /// Past [`MAX_SPAN_DEPTH`] nested spans the example is rejected as too large.
    pub fn spanned<T>(
        &mut self,
        label: Label,
        draw: impl FnOnce(&mut ChoiceSource) -> Result<T, Stop>,
    ) -> Result<T, Stop> {
        if self.open.len() >= MAX_SPAN_DEPTH {
            return Err(Stop::Rejected(Rejection::TooLarge));
        }
        self.start_span(label);
        let result = draw(self);
        self.end_span();
        result
    }

    /// Runs `draw` one level of nesting deeper (an object inside an object, ...). Past
    /// `max_nesting` levels the example is rejected as too large (proposal 6.2).
    pub fn nested<T>(
        &mut self,
        max_nesting: u32,
        draw: impl FnOnce(&mut ChoiceSource) -> Result<T, Stop>,
    ) -> Result<T, Stop> {
        if self.nesting >= max_nesting {
            return Err(Stop::Rejected(Rejection::TooLarge));
        }
        self.nesting += 1;
        let result = draw(self);
        self.nesting -= 1;
        result
    }

    /// How many levels deep the value being drawn is nested.
    pub fn nesting(&self) -> u32 {
        self.nesting
    }

    /// How many choices were drawn so far.
    pub fn position(&self) -> usize {
        self.record.choices.len()
    }

    /// Whether the next choice comes from the random number generator.
    pub fn is_generating(&self) -> bool {
        self.random.is_some() && self.record.choices.len() >= self.prefix.len()
    }

    /// Ends drawing: spans still open (after a rejection) are closed where drawing stopped.
    pub fn finish(mut self) -> Record {
        while !self.open.is_empty() {
            self.end_span();
        }
        self.record.inconsistent = self.inconsistent;
        self.record
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_then_zeros_and_clamps() {
        let mut source = ChoiceSource::replay(vec![5, 200]);
        assert_eq!(source.draw(10, &Bias::Uniform), Ok(5));
        assert_eq!(source.draw(100, &Bias::Uniform), Ok(100));
        assert_eq!(source.draw(100, &Bias::Uniform), Ok(0));
        let record = source.finish();
        assert_eq!(record.sequence(), vec![5, 100, 0]);
        assert_eq!(
            record.choices[1],
            Choice {
                value: 100,
                max: 100
            }
        );
    }

    #[test]
    fn rejects_past_the_maximum_number_of_choices() {
        let mut source = ChoiceSource::replay(vec![]).with_max_choices(2);
        assert!(source.draw(1, &Bias::Uniform).is_ok());
        assert!(source.draw(1, &Bias::Uniform).is_ok());
        assert_eq!(
            source.draw(1, &Bias::Uniform),
            Err(Stop::Rejected(Rejection::TooLarge))
        );
    }

    #[test]
    fn rejects_values_nested_past_the_maximum_depth() {
        fn nest(source: &mut ChoiceSource, levels: usize) -> Result<usize, Stop> {
            if levels == 0 {
                return Ok(0);
            }
            source
                .spanned(Label(1), |source| nest(source, levels - 1))
                .map(|depth| depth + 1)
        }
        let mut source = ChoiceSource::replay(vec![]);
        assert_eq!(nest(&mut source, MAX_SPAN_DEPTH), Ok(MAX_SPAN_DEPTH));
        assert_eq!(
            nest(&mut source, MAX_SPAN_DEPTH + 1),
            Err(Stop::Rejected(Rejection::TooLarge))
        );
        // The spans that were open when drawing stopped are closed again.
        source.start_span(Label(2));
        source.end_span();
        assert_eq!(source.finish().spans.last().map(|span| span.depth), Some(0));
    }

    #[test]
    fn spans_know_their_parent() {
        let mut source = ChoiceSource::replay(vec![1, 2, 3]);
        source.start_span(Label(1));
        source.draw(9, &Bias::Uniform).unwrap();
        source
            .spanned(Label(2), |s| s.draw(9, &Bias::Uniform))
            .unwrap();
        source.end_span();
        let record = source.finish();
        assert_eq!(
            record.spans[0],
            Span {
                start: 0,
                end: 2,
                label: Label(1),
                parent: None,
                depth: 0
            }
        );
        assert_eq!(
            record.spans[1],
            Span {
                start: 1,
                end: 2,
                label: Label(2),
                parent: Some(0),
                depth: 1
            }
        );
    }

    #[test]
    fn the_same_seed_draws_the_same_choices() {
        let draw = |seed| {
            let mut source = ChoiceSource::random(seed);
            (0..50)
                .map(|_| source.draw(1000, &Bias::Integer).unwrap())
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
    }
}
