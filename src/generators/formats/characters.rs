//! Text whose length is drawn before its characters, each character a span of its own.
//!
//! The length comes first, and not a continuation flag per character, so that the shrinker's
//! pass that lowers a choice while deleting the spans after it shortens the text in one step,
//! and can move the deleted characters into a later text of the same kind when the length of
//! the whole value matters (proposal 6.3): the labels of a domain name, the local part of an
//! email address.

use std::ops::RangeInclusive;

use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

/// Where a character is: its rules (no hyphen at either end of a domain label, ...) depend on it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Position {
    pub index: usize,
    pub length: usize,
}

impl Position {
    pub fn is_first(&self) -> bool {
        self.index == 0
    }

    pub fn is_last(&self) -> bool {
        self.index + 1 == self.length
    }

    pub fn is_at_an_end(&self) -> bool {
        self.is_first() || self.is_last()
    }
}

/// Draws a length in `lengths` (the choice 0 is the shortest), then that many characters with
/// `draw_character`, each inside a span labelled `character`.
pub(super) fn length_then_characters<T>(
    source: &mut ChoiceSource,
    lengths: RangeInclusive<usize>,
    length_bias: &Bias,
    character: Label,
    draw_character: impl FnMut(&mut ChoiceSource, Position, &[T]) -> Result<T, Stop>,
) -> Result<Vec<T>, Stop> {
    let length = draw_length(source, lengths, length_bias)?;
    characters(source, length, character, draw_character)
}

/// Like [`length_then_characters`], for text that ends in `terminator`, the dot after a domain
/// label: it is a span of the same kind as the characters, of a choice that has one option,
/// right after the length. Deleting the text then moves as many characters into a later text of
/// the kind as the text took, terminator included, which keeps the length of the whole
/// (proposal 6.3: `a.a.aaaaaaa` shrinks to `a.aaaaaaaaa`).
pub(super) fn length_then_terminated_characters<T>(
    source: &mut ChoiceSource,
    lengths: RangeInclusive<usize>,
    length_bias: &Bias,
    character: Label,
    terminator: T,
    draw_character: impl FnMut(&mut ChoiceSource, Position, &[T]) -> Result<T, Stop>,
) -> Result<Vec<T>, Stop> {
    let length = draw_length(source, lengths, length_bias)?;
    source.spanned(character, |source| source.draw(0, &Bias::Uniform))?;
    let mut drawn = characters(source, length, character, draw_character)?;
    drawn.push(terminator);
    Ok(drawn)
}

fn draw_length(
    source: &mut ChoiceSource,
    lengths: RangeInclusive<usize>,
    bias: &Bias,
) -> Result<usize, Stop> {
    let (shortest, longest) = lengths.into_inner();
    Ok(shortest + source.draw((longest - shortest) as u64, bias)? as usize)
}

fn characters<T>(
    source: &mut ChoiceSource,
    length: usize,
    character: Label,
    mut draw_character: impl FnMut(&mut ChoiceSource, Position, &[T]) -> Result<T, Stop>,
) -> Result<Vec<T>, Stop> {
    let mut drawn = Vec::with_capacity(length + 1);
    for index in 0..length {
        let position = Position { index, length };
        let next = source.spanned(character, |source| draw_character(source, position, &drawn))?;
        drawn.push(next);
    }
    Ok(drawn)
}

/// A bias for a length choice in `[0, max]` (0 being the shortest length): `weights` of the
/// shortest length, of short lengths up to `short`, of the longest length, and of any length.
pub(super) fn length_bias(
    max: u64,
    [shortest, short_ones, longest, any]: [u32; 4],
    short: u64,
) -> Bias {
    Bias::ranges(vec![
        (shortest, 0, 0),
        (short_ones, 0, short.min(max)),
        (longest, max, max),
        (any, 0, max),
    ])
}
