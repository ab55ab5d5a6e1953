//! Drawing domain names, shared by domain names, the domains of email addresses and the hosts
//! of URLs.
//!
//! A name is its labels, each with its length drawn before its characters (see
//! [`super::characters`]), followed by the top-level domain, which is drawn last from the room
//! the other labels leave. The characters of every label, the top-level domain's included, are
//! spans of the same label, so that the shrinker moves the characters of a label it shortens or
//! deletes into the top-level domain: the simplest name of a length has one label of one letter,
//! `a.aaaaaaaaa` for 11 characters (proposal 5.3, 6.3). The dot after a label is such a span as
//! well, so that deleting a label moves as many characters as it took, and the name keeps its
//! length.

use crate::engine::{Bias, ChoiceSource};
use crate::model::{Label, Stop};

use super::characters::{
    Position, length_bias, length_then_characters, length_then_terminated_characters,
};

/// The characters of labels in the order of their choices: letters first, so that names shrink
/// towards `a`, and the hyphen last, so that leaving it out at either end of a label is lowering
/// the largest choice.
const CHARACTERS: &[u8; 37] = b"abcdefghijklmnopqrstuvwxyz0123456789-";
const LAST_LETTER: u64 = 25;
const FIRST_DIGIT: u64 = 26;
const LAST_ALPHANUMERIC: u64 = 35;
const HYPHEN: u64 = 36;
/// The characters of a label, and of one that starts with a digit.
static LABEL_CHARACTERS: Bias = Bias::table(&[
    (60, 0, LAST_LETTER),
    (28, FIRST_DIGIT, LAST_ALPHANUMERIC),
    (12, HYPHEN, HYPHEN),
]);
static NUMERIC_LABEL_CHARACTERS: Bias =
    Bias::table(&[(95, FIRST_DIGIT, LAST_ALPHANUMERIC), (5, 0, HYPHEN)]);

const MAX_LABEL_LENGTH: usize = 63;
/// The top-level domain is alphabetic, and a name of one letter is not a top-level domain that
/// PHP's validation of email addresses and common practice accept as one: `a.aa` is the simplest.
const MIN_TOP_LEVEL_DOMAIN_LENGTH: usize = 2;
/// `a.aa`
pub(super) const MIN_NAME_LENGTH: usize = 4;
/// RFC 1035 limits a name to 255 octets in the wire format, 253 characters as text.
pub(super) const MAX_NAME_LENGTH: usize = 253;

/// The label of the span of a whole domain name.
pub(super) fn domain_name_span() -> Label {
    Label::of("domain name")
}

fn label_span() -> Label {
    Label::of("domain name label")
}

fn top_level_domain_span() -> Label {
    Label::of("top-level domain")
}

fn character_span() -> Label {
    Label::of("domain name character")
}

/// What kind of name the first label started, so that names with many labels and names of the
/// maximum length are generated often (proposal 5.3). It only biases the choices drawn at
/// random: replaying the same choices gives the same name whatever the shape.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Plain,
    /// The first label has one character: many short labels follow.
    ManyLabels,
    /// The first label is as long as it can be: so are the others and the top-level domain.
    Longest,
}

impl Shape {
    fn after_first_label(length: usize, longest: usize) -> Shape {
        if length == longest && longest > 1 {
            Shape::Longest
        } else if length == 1 {
            Shape::ManyLabels
        } else {
            Shape::Plain
        }
    }

    fn another_label(self) -> f64 {
        match self {
            Shape::Plain => 0.35,
            Shape::ManyLabels | Shape::Longest => 0.9,
        }
    }

    /// The bias of a length choice in `[0, max]` where 0 is the shortest length.
    fn length_bias(self, max: u64) -> Bias {
        match self {
            Shape::Plain => length_bias(max, [30, 45, 15, 10], 11),
            Shape::ManyLabels => length_bias(max, [70, 30, 0, 0], 3),
            Shape::Longest => length_bias(max, [0, 0, 80, 20], 0),
        }
    }
}

/// Draws a domain name of at most `maximum_length` characters, in
/// `MIN_NAME_LENGTH..=MAX_NAME_LENGTH`.
pub(super) fn draw_domain_name(
    source: &mut ChoiceSource,
    maximum_length: usize,
) -> Result<String, Stop> {
    debug_assert!((MIN_NAME_LENGTH..=MAX_NAME_LENGTH).contains(&maximum_length));
    let mut name = String::new();
    let mut shape = Shape::Plain;
    loop {
        let room = maximum_length - name.len();
        let first = name.is_empty();
        // Another label needs a character and a dot, and the top-level domain still has to fit.
        if !first && room < 2 + MIN_TOP_LEVEL_DOMAIN_LENGTH {
            break;
        }
        // A name has at least two labels: the first one needs no flag.
        let start = source.position();
        if !first && !source.draw_bool(shape.another_label())? {
            break;
        }
        let longest = (room - 1 - MIN_TOP_LEVEL_DOMAIN_LENGTH).min(MAX_LABEL_LENGTH);
        source.start_span_from(label_span(), start);
        let label = draw_label(source, longest, shape);
        source.end_span();
        let label = label?;
        if first {
            shape = Shape::after_first_label(label.len() - 1, longest);
        }
        name.push_str(&label);
    }
    let longest = (maximum_length - name.len()).min(MAX_LABEL_LENGTH);
    let top_level_domain = source.spanned(top_level_domain_span(), |source| {
        draw_top_level_domain(source, longest, shape)
    })?;
    name.push_str(&top_level_domain);
    Ok(name)
}

/// A label of letters, digits and hyphens, with no hyphen at either end, and the dot after it.
/// One that starts with a digit is mostly digits, so that numeric labels are generated often.
fn draw_label(source: &mut ChoiceSource, longest: usize, shape: Shape) -> Result<String, Stop> {
    let bias = shape.length_bias(longest as u64 - 1);
    let characters = length_then_terminated_characters(
        source,
        1..=longest,
        &bias,
        character_span(),
        b'.',
        |source, position: Position, drawn: &[u8]| {
            let numeric = drawn.first().is_some_and(u8::is_ascii_digit);
            let bias = if numeric {
                &NUMERIC_LABEL_CHARACTERS
            } else {
                &LABEL_CHARACTERS
            };
            let max = if position.is_at_an_end() {
                LAST_ALPHANUMERIC
            } else {
                HYPHEN
            };
            Ok(CHARACTERS[source.draw(max, bias)? as usize])
        },
    )?;
    Ok(String::from_utf8(characters).expect("ASCII"))
}

/// The top-level domain: letters only, at most `longest` of them.
fn draw_top_level_domain(
    source: &mut ChoiceSource,
    longest: usize,
    shape: Shape,
) -> Result<String, Stop> {
    let max = (longest - MIN_TOP_LEVEL_DOMAIN_LENGTH) as u64;
    let bias = match shape {
        Shape::Longest => length_bias(max, [0, 0, 80, 20], 0),
        _ => length_bias(max, [40, 30, 10, 20], 6),
    };
    let characters = length_then_characters(
        source,
        MIN_TOP_LEVEL_DOMAIN_LENGTH..=longest,
        &bias,
        character_span(),
        |source, _, _: &[u8]| Ok(CHARACTERS[source.draw(LAST_LETTER, &Bias::Uniform)? as usize]),
    )?;
    Ok(String::from_utf8(characters).expect("ASCII"))
}
