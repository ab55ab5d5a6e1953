//! Strings that a regular expression matches as a whole (proposal 5.3, fromRegularExpression).
//!
//! The expression is PHP's: a PCRE2 pattern between delimiters, followed by modifiers. It is
//! split ([`delimiters`]), parsed into what generating needs ([`parser`], [`syntax`]), and
//! generated from ([`generator`]): a class is one choice of a character ([`alphabet`]), an
//! alternation a choice of an alternative, a repetition a collection of spans.
//!
//! Constructs whose matches depend on more than the characters around them — lookaround,
//! backreferences, recursion, conditionals, inline options, Unicode properties, word boundaries,
//! atomic groups — are errors that say what and where.

mod alphabet;
mod charset;
mod classes;
mod delimiters;
mod generator;
mod parser;
mod syntax;

pub use delimiters::matching_as_a_whole;
pub use generator::RegexStrings;

use super::export::control_escape;

/// An error message that names the place: the byte offset in the expression as written, with its
/// delimiters.
fn error(what: &str, offset: usize, expression: &str) -> String {
    format!("{what} (at offset {offset} of \"{}\")", visible(expression))
}

/// The text with its control characters (NUL among them, which no PHP exception message can
/// hold) written as escapes.
fn visible(text: &str) -> String {
    text.chars()
        .map(|character| control_escape(character).unwrap_or_else(|| character.to_string()))
        .collect()
}
