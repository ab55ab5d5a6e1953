//! UTF-8 strings. A character is one choice: an index into an ordering of all code points
//! (without surrogates) in which letters come first, so that strings shrink towards `'a'`.

use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::collection::Size;
use super::{Generator, Kinds, Value};

/// The ordering of code points: a-z, A-Z, 0-9, the rest of printable ASCII, the ASCII control
/// characters, then every code point from U+0080 up, surrogates left out.
pub(crate) const FIRST: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const SURROGATES: u32 = 0x800;
const LAST_INDEX: u64 = 128 + (0x10FFFF - 0x80) - SURROGATES as u64;

fn code_point(index: u64) -> char {
    let code = if (index as usize) < FIRST.len() {
        u32::from(FIRST[index as usize])
    } else if index < 128 {
        // 0x00-0x1F and 0x7F
        let control = (index as usize - FIRST.len()) as u32;
        if control < 0x20 { control } else { 0x7F }
    } else {
        let code = index as u32 - 128 + 0x80;
        if code >= 0xD800 {
            code + SURROGATES
        } else {
            code
        }
    };
    char::from_u32(code).expect("surrogates are skipped")
}

/// The choice of the code point `code`, the inverse of [`code_point`]: a const fn, so that
/// [`CHARACTER_RANGES`] is a constant table.
const fn index_of(code: u32) -> u64 {
    let mut position = 0;
    while position < FIRST.len() {
        if FIRST[position] as u32 == code {
            return position as u64;
        }
        position += 1;
    }
    if code < 0x20 {
        FIRST.len() as u64 + code as u64
    } else if code == 0x7F {
        127
    } else if code >= 0xE000 {
        (code - SURROGATES - 0x80 + 128) as u64
    } else {
        (code - 0x80 + 128) as u64
    }
}

/// Generating favours what breaks string code: multibyte and combining characters alongside
/// plain ASCII (proposal 5.4).
static CHARACTERS: Bias = Bias::table(CHARACTER_RANGES);

/// The weighted ranges of [`CHARACTERS`].
const CHARACTER_RANGES: &[(u32, u64, u64)] = &[
    (40, 0, 61),                               // letters and digits
    (15, 62, 94),                              // space and punctuation
    (3, 95, 127),                              // control characters
    (12, index_of(0xA0), index_of(0x24F)),     // Latin-1 and Latin Extended: two bytes
    (8, index_of(0x300), index_of(0x36F)),     // combining diacritical marks
    (5, index_of(0x4E00), index_of(0x9FFF)),   // CJK: three bytes
    (2, index_of(0x20AC), index_of(0x20AC)),   // the euro sign
    (5, index_of(0x1F600), index_of(0x1F64F)), // emoji: four bytes
    (10, 0, LAST_INDEX),                       // anything
];

/// Within a range of code points (strings(codePointRanges: ...)), mostly uniform: small offsets
/// from the first code point mean nothing special for characters (in 0-127 they would be control
/// characters), the two ends of the range do.
static CODE_POINT_RANGE: Bias =
    Bias::table(&[(5, 0, 0), (5, u64::MAX, u64::MAX), (90, 0, u64::MAX)]);

/// The characters a string is made of.
#[derive(Clone, Debug, PartialEq)]
pub enum Characters {
    /// Every code point but the surrogates, letters first.
    Any,
    /// These characters, the first being the simplest (strings(alphabet: ...)).
    Alphabet(Vec<char>),
    /// Code points from these inclusive ranges, each range chosen equally often, surrogates
    /// left out (strings(codePointRanges: ...)).
    Ranges(Vec<(u32, u32)>),
}

pub struct Strings {
    size: Size,
    characters: Characters,
    lowercase: bool,
    label: Label,
}

impl Strings {
    pub fn new(size: Size) -> Strings {
        Strings::of(Characters::Any, size).expect("any character")
    }

    /// Strings of `characters`; an empty alphabet, or ranges without a character, is an error.
    pub fn of(characters: Characters, size: Size) -> Result<Strings, String> {
        match &characters {
            Characters::Alphabet(alphabet) if alphabet.is_empty() => {
                return Err("the alphabet must not be empty".to_owned());
            }
            Characters::Ranges(ranges) if ranges.is_empty() => {
                return Err("the code point ranges must not be empty".to_owned());
            }
            Characters::Ranges(ranges) => {
                for (first, last) in ranges {
                    let problem = if first > last {
                        "its first code point is greater than its last"
                    } else if *last > 0x10FFFF {
                        "code points end at 0x10FFFF"
                    } else if range_length(*first, *last) == 0 {
                        "it holds only surrogates, which are left out"
                    } else {
                        continue;
                    };
                    return Err(format!(
                        "[{first:#X}, {last:#X}] is not a range of code points of strings(): {problem}"
                    ));
                }
            }
            _ => {}
        }
        let label = Label::of(&format!("string {characters:?} {size:?}"));
        Ok(Strings {
            size,
            characters,
            lowercase: false,
            label,
        })
    }

    /// Strings without the letters A-Z, for which strtolower() changes nothing (PHPStan's
    /// lowercase-string).
    pub fn lowercase(size: Size) -> Strings {
        Strings {
            lowercase: true,
            label: Label::of(&format!("lowercase-string {size:?}")),
            ..Strings::new(size)
        }
    }

    fn character(&self, source: &mut ChoiceSource) -> Result<char, Stop> {
        Ok(match &self.characters {
            Characters::Any => code_point(source.draw(LAST_INDEX, &CHARACTERS)?),
            Characters::Alphabet(alphabet) => {
                alphabet[source.draw(alphabet.len() as u64 - 1, &Bias::Uniform)? as usize]
            }
            Characters::Ranges(ranges) => {
                let (first, last) =
                    ranges[source.draw(ranges.len() as u64 - 1, &Bias::Uniform)? as usize];
                let offset = source
                    .draw(u64::from(range_length(first, last)) - 1, &CODE_POINT_RANGE)?
                    as u32;
                nth_non_surrogate(first, offset)
            }
        })
    }
}

/// How many code points that are not surrogates `[first, last]` holds.
fn range_length(first: u32, last: u32) -> u32 {
    let overlap = last
        .min(0xDFFF)
        .saturating_add(1)
        .saturating_sub(first.max(0xD800));
    last - first + 1 - overlap
}

fn nth_non_surrogate(first: u32, offset: u32) -> char {
    let code = first + offset;
    let code = if first < 0xD800 && code >= 0xD800 {
        code + SURROGATES
    } else if (0xD800..=0xDFFF).contains(&first) {
        0xE000 + offset
    } else {
        code
    };
    char::from_u32(code).expect("surrogates are skipped")
}

impl Generator for Strings {
    stored_label!();

    fn generate(&self, source: &mut ChoiceSource) -> Result<Value, Stop> {
        let mut text = String::new();
        self.size
            .draw_spread(source, self.label.with(Label::of("character")), |source| {
                let character = self.character(source)?;
                text.push(if self.lowercase {
                    character.to_ascii_lowercase()
                } else {
                    character
                });
                Ok(())
            })?;
        Ok(Value::String(text.into_bytes()))
    }

    fn kinds(&self) -> Kinds {
        Kinds::STRING
    }

    fn distinct_values(&self) -> Option<u128> {
        let max = self.size.max?;
        let characters = match &self.characters {
            Characters::Any => u128::from(LAST_INDEX) + 1,
            Characters::Alphabet(alphabet) => alphabet
                .iter()
                .enumerate()
                .filter(|(index, character)| !alphabet[..*index].contains(character))
                .count() as u128,
            Characters::Ranges(ranges) => ranges
                .iter()
                .map(|(first, last)| u128::from(range_length(*first, *last)))
                .sum(),
        };
        if characters == 1 {
            return Some((max - self.size.min) as u128 + 1);
        }
        // Overflows within 128 lengths: too many to count.
        (self.size.min..=max).try_fold(0u128, |count, length| {
            count.checked_add(characters.checked_pow(u32::try_from(length).ok()?)?)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_without_characters_says_why() {
        let refused = |first, last| {
            Strings::of(Characters::Ranges(vec![(first, last)]), Size::any())
                .err()
                .unwrap_or_default()
        };
        assert_eq!(
            refused(6, 5),
            "[0x6, 0x5] is not a range of code points of strings(): its first code point is greater than its last"
        );
        assert_eq!(
            refused(0x110000, 0x110001),
            "[0x110000, 0x110001] is not a range of code points of strings(): code points end at 0x10FFFF"
        );
        assert_eq!(
            refused(0xD800, 0xDFFF),
            "[0xD800, 0xDFFF] is not a range of code points of strings(): it holds only surrogates, which are left out"
        );
    }

    #[test]
    fn the_ordering_covers_every_code_point_once() {
        for code in [
            0u32, 0x1F, 0x20, 0x41, 0x61, 0x7E, 0x7F, 0x80, 0xD7FF, 0xE000, 0x10FFFF,
        ] {
            assert_eq!(
                code_point(index_of(code)) as u32,
                code,
                "code point {code:#x}"
            );
        }
        assert_eq!(code_point(0), 'a');
        assert_eq!(code_point(LAST_INDEX), '\u{10FFFF}');
    }

    #[test]
    fn generated_strings_are_valid_utf8_with_multibyte_characters() {
        let strings = Strings::new(Size::any());
        let mut multibyte = 0;
        for seed in 0..500 {
            let Value::String(bytes) =
                crate::generators::draw(&strings, &mut ChoiceSource::random(seed)).unwrap()
            else {
                panic!()
            };
            let text = String::from_utf8(bytes).expect("valid UTF-8");
            multibyte += usize::from(text.len() != text.chars().count());
        }
        assert!(
            multibyte > 100,
            "only {multibyte} of 500 strings had a multibyte character"
        );
    }
}
