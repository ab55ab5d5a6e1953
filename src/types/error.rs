//! Parse errors: the public [`TypeParseError`], and the error the parser's nom
//! combinators carry internally until the position is turned into a message.

use std::fmt::{self, Display, Formatter};

use nom::IResult;

use super::ast::is_ident_continue;
use super::lexer::skip_ws;
use super::parser::MAX_DEPTH;

/// Inputs longer than this are shown as an excerpt around the error position.
const MAX_SHOWN_CHARS: usize = 120;

/// Why a type could not be parsed: what went wrong, where, and in which text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeParseError {
    input: String,
    offset: usize,
    problem: String,
    expected: Option<&'static str>,
}

impl TypeParseError {
    /// The text that was being parsed.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// Position of the problem, in characters (not bytes) from the start of the input.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// What went wrong, without the position: `unexpected "}"`.
    pub fn problem(&self) -> &str {
        &self.problem
    }

    /// For a syntax error, what would have been accepted at that position.
    pub fn expected(&self) -> Option<&str> {
        self.expected
    }

    pub(super) fn new(input: &str, error: PError<'_>) -> Self {
        let at = error.at;
        // `at` is always a suffix of `input`: every parser only ever slices its input.
        let byte_offset = input.len().saturating_sub(at.len());
        let offset = input
            .get(..byte_offset)
            .map_or(0, |before| before.chars().count());
        let (problem, expected) = match error.problem {
            Problem::Unexpected { expected } => (unexpected_token(at), Some(expected)),
            Problem::Other(message) => (message, None),
        };
        TypeParseError {
            input: input.to_owned(),
            offset,
            problem,
            expected,
        }
    }
}

impl Display for TypeParseError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "{} at offset {} in ", self.problem, self.offset)?;
        write_excerpt(f, &self.input, self.offset)?;
        if let Some(expected) = self.expected {
            write!(f, ", expected {expected}")?;
        }
        Ok(())
    }
}

impl std::error::Error for TypeParseError {}

/// The input, quoted; a long one only around `offset`, with `…` for the cut parts.
fn write_excerpt(f: &mut Formatter<'_>, input: &str, offset: usize) -> fmt::Result {
    let length = input.chars().count();
    if length <= MAX_SHOWN_CHARS {
        return write!(f, "{input:?}");
    }
    let start = offset
        .saturating_sub(MAX_SHOWN_CHARS / 2)
        .min(length - MAX_SHOWN_CHARS);
    let excerpt: String = input.chars().skip(start).take(MAX_SHOWN_CHARS).collect();
    let before = if start > 0 { "…" } else { "" };
    let after = if start + MAX_SHOWN_CHARS < length {
        "…"
    } else {
        ""
    };
    write!(f, "{before}{excerpt:?}{after}")
}

/// `unexpected "foo"` naming the whole word or number at `at`, or a single character.
fn unexpected_token(at: &str) -> String {
    let at = skip_ws(at);
    let Some(first) = at.chars().next() else {
        return "unexpected end of input".to_owned();
    };
    let word = |c: char| is_ident_continue(c) || c == '\\' || c == '.';
    let token: String = if word(first) || first == '$' {
        let rest = at.chars().skip(1).take_while(|&c| word(c));
        std::iter::once(first).chain(rest).take(40).collect()
    } else {
        first.to_string()
    };
    format!("unexpected {token:?}")
}

/// The public error for a failed parse of `input`.
pub(super) fn from_nom(input: &str, error: nom::Err<PError<'_>>) -> TypeParseError {
    match error {
        nom::Err::Error(e) | nom::Err::Failure(e) => TypeParseError::new(input, e),
        // Only streaming parsers report Incomplete; all of ours are `complete`.
        nom::Err::Incomplete(_) => TypeParseError {
            input: input.to_owned(),
            offset: 0,
            problem: "incomplete input".to_owned(),
            expected: None,
        },
    }
}

#[derive(Debug)]
pub(super) struct PError<'a> {
    /// The input remaining where the problem is.
    pub(super) at: &'a str,
    pub(super) problem: Problem,
}

#[derive(Debug)]
pub(super) enum Problem {
    /// A syntax error; the offending token is read from `at` when the error is reported.
    Unexpected {
        expected: &'static str,
    },
    Other(String),
}

/// Lets nom's own combinators produce our error. The recursive descent in `parser` builds its
/// errors itself; this only matters for a lexer failure that escapes unconverted.
impl<'a> nom::error::ParseError<&'a str> for PError<'a> {
    fn from_error_kind(at: &'a str, _kind: nom::error::ErrorKind) -> Self {
        PError {
            at,
            problem: Problem::Unexpected { expected: "a type" },
        }
    }

    fn append(_: &'a str, _: nom::error::ErrorKind, other: Self) -> Self {
        other
    }

    /// Of two failed alternatives, report the one that got further.
    fn or(self, other: Self) -> Self {
        if other.at.len() < self.at.len() {
            other
        } else {
            self
        }
    }
}

pub(super) type PResult<'a, T> = IResult<&'a str, T, PError<'a>>;

pub(super) fn failure(at: &str, message: impl Into<String>) -> nom::Err<PError<'_>> {
    nom::Err::Failure(PError {
        at,
        problem: Problem::Other(message.into()),
    })
}

pub(super) fn fail<'a, T>(at: &'a str, message: impl Into<String>) -> PResult<'a, T> {
    Err(failure(at, message))
}

pub(super) fn unexpected_failure<'a>(at: &'a str, expected: &'static str) -> nom::Err<PError<'a>> {
    nom::Err::Failure(PError {
        at: skip_ws(at),
        problem: Problem::Unexpected { expected },
    })
}

pub(super) fn unexpected<'a, T>(at: &'a str, expected: &'static str) -> PResult<'a, T> {
    Err(unexpected_failure(at, expected))
}

pub(super) fn too_deep<'a, T>(at: &'a str) -> PResult<'a, T> {
    fail(
        skip_ws(at),
        format!("type nested deeper than {MAX_DEPTH} levels"),
    )
}
