//! The characters of `\d`, `\w`, `[:alpha:]` and the like, and case-insensitive matching.
//!
//! Without `u`, PCRE2 uses the tables of the "C" locale: the classes are ASCII and exact. With
//! `u`, PHP also sets PCRE2_UCP, so `\w` or `[:alpha:]` match letters of every script, which this
//! crate has no Unicode database for. A class is therefore known as an [`Approx`]: the characters
//! it certainly matches (ASCII and a few blocks whose properties are known) and the characters it
//! possibly matches. A class is generated from the first, its negation from the complement of the
//! second, so every generated character matches either way.

use super::charset::CharSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassKind {
    Digit,
    Word,
    Space,
    Horizontal,
    Vertical,
    Alpha,
    Alnum,
    Upper,
    Lower,
    Blank,
    Cntrl,
    Punct,
    Graph,
    Print,
    Xdigit,
    Ascii,
}

/// `certain` ⊆ what a class matches ⊆ `possible`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Approx {
    pub certain: CharSet,
    pub possible: CharSet,
}

impl Approx {
    pub fn exact(set: CharSet) -> Approx {
        Approx {
            certain: set.clone(),
            possible: set,
        }
    }

    pub fn empty() -> Approx {
        Approx::exact(CharSet::empty())
    }

    pub fn negate(&self, utf: bool) -> Approx {
        Approx {
            certain: self.possible.complement(utf),
            possible: self.certain.complement(utf),
        }
    }

    pub fn union(&self, other: &Approx) -> Approx {
        Approx {
            certain: self.certain.union(&other.certain),
            possible: self.possible.union(&other.possible),
        }
    }

    /// The class under the `i` modifier.
    pub fn caseless(&self, utf: bool) -> Approx {
        let mut possible = self.possible.union(&case_variants(&self.possible, false));
        if utf {
            // Unicode case folding has pairs that simple mappings miss (U+212A KELVIN SIGN is a
            // `k`, U+01C5 is both a `Ǆ` and a `ǆ`): any cased character may be matched, and so
            // may the ASCII letters that fold together with a character of the class.
            possible = possible.union(&non_ascii_cased());
            for (character, letters) in ASCII_FOLDED_WITH {
                if self.possible.contains(character) {
                    possible = possible.union(&CharSet::of(
                        &letters.map(|letter| (u32::from(letter), u32::from(letter))),
                    ));
                }
            }
        }
        Approx {
            certain: self.certain.union(&case_variants(&self.certain, utf)),
            possible,
        }
    }
}

/// Ranges of code points.
type Block = &'static [(u32, u32)];

/// Blocks whose characters all have the same known properties.
const LATIN: &[(u32, u32)] = &[(0xC0, 0xD6), (0xD8, 0xF6), (0xF8, 0x24F)]; // letters, cased
const CJK: &[(u32, u32)] = &[(0x4E00, 0x9FFF)]; // letters without case
const SYMBOLS: &[(u32, u32)] = &[(0x2190, 0x21FF), (0x2500, 0x257F), (0x1F600, 0x1F64F)]; // arrows, box drawing, emoji
const SPACES: &[(u32, u32)] = &[
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
];

/// `\h` and `\v` are fixed lists in UTF mode, independent of PCRE2_UCP.
const HORIZONTAL_UTF: &[(u32, u32)] = &[
    (0x09, 0x09),
    (0x20, 0x20),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x180E, 0x180E),
    (0x2000, 0x200A),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
];
const VERTICAL_UTF: &[(u32, u32)] = &[(0x0A, 0x0D), (0x85, 0x85), (0x2028, 0x2029)];

pub fn posix_class(name: &str) -> Option<ClassKind> {
    Some(match name {
        "alpha" => ClassKind::Alpha,
        "digit" => ClassKind::Digit,
        "alnum" => ClassKind::Alnum,
        "upper" => ClassKind::Upper,
        "lower" => ClassKind::Lower,
        "space" => ClassKind::Space,
        "blank" => ClassKind::Blank,
        "cntrl" => ClassKind::Cntrl,
        "punct" => ClassKind::Punct,
        "graph" => ClassKind::Graph,
        "print" => ClassKind::Print,
        "xdigit" => ClassKind::Xdigit,
        "word" => ClassKind::Word,
        "ascii" => ClassKind::Ascii,
        _ => return None,
    })
}

/// What the class matches in the "C" locale, for bytes below 0x80.
fn ascii(kind: ClassKind, byte: u8) -> bool {
    match kind {
        ClassKind::Digit => byte.is_ascii_digit(),
        ClassKind::Word => byte.is_ascii_alphanumeric() || byte == b'_',
        ClassKind::Space => matches!(byte, b'\t'..=b'\r' | b' '),
        ClassKind::Horizontal | ClassKind::Blank => matches!(byte, b'\t' | b' '),
        ClassKind::Vertical => matches!(byte, b'\n'..=b'\r'),
        ClassKind::Alpha => byte.is_ascii_alphabetic(),
        ClassKind::Alnum => byte.is_ascii_alphanumeric(),
        ClassKind::Upper => byte.is_ascii_uppercase(),
        ClassKind::Lower => byte.is_ascii_lowercase(),
        ClassKind::Cntrl => byte.is_ascii_control(),
        ClassKind::Punct => byte.is_ascii_punctuation(),
        ClassKind::Graph => byte.is_ascii_graphic(),
        ClassKind::Print => byte.is_ascii_graphic() || byte == b' ',
        ClassKind::Xdigit => byte.is_ascii_hexdigit(),
        ClassKind::Ascii => byte.is_ascii(),
    }
}

pub fn class(kind: ClassKind, utf: bool) -> Approx {
    let mut ascii_part = CharSet::empty();
    for byte in 0u8..0x80 {
        if ascii(kind, byte) {
            ascii_part.add(u32::from(byte), u32::from(byte));
        }
    }
    if !utf {
        // PCRE2's fixed lists for bytes above 0x7F.
        match kind {
            ClassKind::Horizontal => ascii_part.add(0xA0, 0xA0),
            ClassKind::Vertical => ascii_part.add(0x85, 0x85),
            _ => {}
        }
        return Approx::exact(ascii_part);
    }
    // The blocks whose characters the class matches, and those whose characters it does not.
    let (yes, no): (&[Block], &[Block]) = match kind {
        ClassKind::Horizontal => return Approx::exact(CharSet::of(HORIZONTAL_UTF)),
        ClassKind::Vertical => return Approx::exact(CharSet::of(VERTICAL_UTF)),
        ClassKind::Digit
        | ClassKind::Xdigit
        | ClassKind::Ascii
        | ClassKind::Cntrl
        | ClassKind::Punct => (&[], &[LATIN, CJK, SYMBOLS, SPACES]),
        ClassKind::Word | ClassKind::Alpha | ClassKind::Alnum => {
            (&[LATIN, CJK], &[SYMBOLS, SPACES])
        }
        ClassKind::Space => (&[SPACES], &[LATIN, CJK, SYMBOLS]),
        ClassKind::Blank => (&[], &[LATIN, CJK, SYMBOLS]),
        ClassKind::Upper | ClassKind::Lower => (&[], &[CJK, SYMBOLS, SPACES]),
        ClassKind::Graph => (&[LATIN, CJK, SYMBOLS], &[SPACES]),
        ClassKind::Print => (&[LATIN, CJK, SYMBOLS], &[]),
    };
    let blocks = |lists: &[Block]| CharSet::of(&lists.concat());
    let certain = ascii_part.union(&blocks(yes));
    let excluded = CharSet::of(&[(0, 0x7F)]).union(&blocks(no));
    let possible = certain.union(&excluded.complement(true));
    Approx { certain, possible }
}

/// Every non-ASCII character that might have a case: all but the blocks known to have none.
fn non_ascii_cased() -> CharSet {
    CharSet::of(&[(0, 0x7F)])
        .union(&CharSet::of(&[CJK, SYMBOLS, SPACES].concat()))
        .complement(true)
}

/// The characters beyond ASCII that Unicode case folding makes equal to ASCII letters.
const ASCII_FOLDED_WITH: [(u32, [u8; 2]); 2] = [(0x212A, *b"Kk"), (0x017F, *b"Ss")];

/// No code point above this one has a case mapping.
const LAST_CASED: u32 = 0x1E943;

/// The other cases of the characters of `set`: ASCII letters always; with `utf`, also the
/// characters whose simple mappings are each other's inverse (é and É, but not ı and I, whose
/// equivalence depends on the case folding PCRE2 uses).
pub fn case_variants(set: &CharSet, utf: bool) -> CharSet {
    let mut variants = Vec::new();
    for &(first, last) in set.ranges() {
        let last = if utf {
            last.min(LAST_CASED)
        } else {
            last.min(0x7F)
        };
        for unit in first..=last {
            if unit < 0x80 {
                let byte = unit as u8;
                if byte.is_ascii_alphabetic() {
                    let other = u32::from(byte ^ 0x20);
                    variants.push((other, other));
                }
                continue;
            }
            let Some(character) = char::from_u32(unit) else {
                continue;
            };
            for other in [
                single(character.to_lowercase()),
                single(character.to_uppercase()),
            ]
            .into_iter()
            .flatten()
            {
                let back = [single(other.to_lowercase()), single(other.to_uppercase())];
                if other != character && !other.is_ascii() && back.contains(&Some(character)) {
                    variants.push((other as u32, other as u32));
                }
            }
        }
    }
    CharSet::of(&variants)
}

fn single(mut mapping: impl Iterator<Item = char>) -> Option<char> {
    let first = mapping.next()?;
    mapping.next().is_none().then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negated_classes_avoid_what_the_class_might_match() {
        let not_word = class(ClassKind::Word, true).negate(true).certain;
        assert!(not_word.contains(u32::from(b'-')) && not_word.contains(0x1F600));
        assert!(
            !not_word.contains(u32::from(b'a'))
                && !not_word.contains(0xE9)
                && !not_word.contains(0x3B1)
        );
        let not_digit = class(ClassKind::Digit, false).negate(false).certain;
        assert_eq!(not_digit, CharSet::of(&[(0, 0x2F), (0x3A, 0xFF)]));
    }

    #[test]
    fn case_variants_are_mutual() {
        let variants = case_variants(
            &CharSet::of(&[
                (u32::from(b'k'), u32::from(b'k')),
                (0xE9, 0xE9),
                (0x131, 0x131),
            ]),
            true,
        );
        assert_eq!(
            variants,
            CharSet::of(&[(u32::from(b'K'), u32::from(b'K')), (0xC9, 0xC9)])
        );
    }
}
