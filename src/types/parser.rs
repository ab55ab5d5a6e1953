//! A parser for PHPStan's PHPDoc type syntax, built on nom.
//!
//! Structure: small nom lexers recognise tokens (identifiers, numbers, quoted strings);
//! hand-written recursive descent on top of them builds the [`Type`]. The descent never
//! backtracks over a recursive call: which rule applies is decided from the next token,
//! and once a bracket is open every error is final (`nom::Err::Failure`). That keeps
//! parsing linear, so fuzzed inputs cannot make it exponential, and the depth counter
//! threaded through the recursion bounds both the stack and the height of the AST.

use std::collections::HashSet;
use std::fmt::{self, Display, Formatter};

use nom::branch::alt;
use nom::bytes::complete::{tag, tag_no_case, take_while};
use nom::character::complete::{char, multispace0, one_of, satisfy};
use nom::combinator::{opt, recognize};
use nom::multi::many0_count;
use nom::{IResult, Parser};

use super::ast::{Literal, ShapeItem, ShapeKey, Type, is_ident_continue, is_ident_start};

/// Deepest nesting accepted. PHPDoc types written by people nest a handful of levels;
/// the limit exists so that `((((...` or `list<list<...>>` from a fuzzer returns an
/// error instead of exhausting the stack here or in code that walks the AST.
pub const MAX_DEPTH: usize = 64;

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

    fn new(input: &str, error: PError<'_>) -> Self {
        let at = error.at;
        // `at` is always a suffix of `input`: every parser only ever slices its input.
        let byte_offset = input.len().saturating_sub(at.len());
        let offset = input.get(..byte_offset).map_or(0, |before| before.chars().count());
        let (problem, expected) = match error.problem {
            Problem::Unexpected { expected } => (unexpected_token(at), Some(expected)),
            Problem::Other(message) => (message, None),
        };
        TypeParseError { input: input.to_owned(), offset, problem, expected }
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
    let start = offset.saturating_sub(MAX_SHOWN_CHARS / 2).min(length - MAX_SHOWN_CHARS);
    let excerpt: String = input.chars().skip(start).take(MAX_SHOWN_CHARS).collect();
    let before = if start > 0 { "…" } else { "" };
    let after = if start + MAX_SHOWN_CHARS < length { "…" } else { "" };
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

/// Parses a PHPDoc type such as `array{name: non-empty-string, age?: int<0, 150>}`.
///
/// Whitespace, newlines included, may surround any token. Never panics; inputs nested
/// deeper than [`MAX_DEPTH`] are rejected.
pub fn parse_type(input: &str) -> Result<Type, TypeParseError> {
    let parsed = union(input, 0).and_then(|(rest, parsed)| {
        let rest = skip_ws(rest);
        if rest.is_empty() { Ok(parsed) } else { Err(unexpected_failure(rest, "\"|\" or end of type")) }
    });
    parsed.map_err(|error| match error {
        nom::Err::Error(e) | nom::Err::Failure(e) => TypeParseError::new(input, e),
        // Only streaming parsers report Incomplete; all of ours are `complete`.
        nom::Err::Incomplete(_) => TypeParseError {
            input: input.to_owned(),
            offset: 0,
            problem: "incomplete input".to_owned(),
            expected: None,
        },
    })
}

// ---------------------------------------------------------------------------------------
// Errors inside the parser

#[derive(Debug)]
struct PError<'a> {
    /// The input remaining where the problem is.
    at: &'a str,
    problem: Problem,
}

#[derive(Debug)]
enum Problem {
    /// A syntax error; the offending token is read from `at` when the error is reported.
    Unexpected { expected: &'static str },
    Other(String),
}

/// Lets nom's own combinators produce our error. The recursive descent below builds its
/// errors itself; this only matters for a lexer failure that escapes unconverted.
impl<'a> nom::error::ParseError<&'a str> for PError<'a> {
    fn from_error_kind(at: &'a str, _kind: nom::error::ErrorKind) -> Self {
        PError { at, problem: Problem::Unexpected { expected: "a type" } }
    }

    fn append(_: &'a str, _: nom::error::ErrorKind, other: Self) -> Self {
        other
    }

    /// Of two failed alternatives, report the one that got further.
    fn or(self, other: Self) -> Self {
        if other.at.len() < self.at.len() { other } else { self }
    }
}

type PResult<'a, T> = IResult<&'a str, T, PError<'a>>;

/// Lexers only say "matched" or "not": `()` is nom's error type for that.
type Lexed<'a, T> = IResult<&'a str, T, ()>;

fn failure(at: &str, message: impl Into<String>) -> nom::Err<PError<'_>> {
    nom::Err::Failure(PError { at, problem: Problem::Other(message.into()) })
}

fn fail<'a, T>(at: &'a str, message: impl Into<String>) -> PResult<'a, T> {
    Err(failure(at, message))
}

fn unexpected_failure<'a>(at: &'a str, expected: &'static str) -> nom::Err<PError<'a>> {
    nom::Err::Failure(PError { at: skip_ws(at), problem: Problem::Unexpected { expected } })
}

fn unexpected<'a, T>(at: &'a str, expected: &'static str) -> PResult<'a, T> {
    Err(unexpected_failure(at, expected))
}

fn too_deep<'a, T>(at: &'a str) -> PResult<'a, T> {
    fail(skip_ws(at), format!("type nested deeper than {MAX_DEPTH} levels"))
}

// ---------------------------------------------------------------------------------------
// Lexers

fn skip_ws(i: &str) -> &str {
    multispace0::<_, ()>(i).map_or(i, |(rest, _)| rest)
}

/// Consumes `c` after optional whitespace, or fails naming what was expected.
fn punct<'a>(i: &'a str, c: char, expected: &'static str) -> PResult<'a, ()> {
    let i = skip_ws(i);
    match char::<_, ()>(c).parse(i) {
        Ok((rest, _)) => Ok((rest, ())),
        Err(_) => unexpected(i, expected),
    }
}

/// After optional whitespace, does the input continue with `c`? Returns what follows it.
fn next_is(i: &str, c: char) -> Option<&str> {
    skip_ws(i).strip_prefix(c)
}

/// A name as PHPStan lexes it: `\`-separated segments of letters, digits, `_`, `-` and
/// non-ASCII characters, optionally with a leading `\` (`non-empty-string`, `\App\User`).
fn identifier(i: &str) -> Lexed<'_, &str> {
    let segment = || recognize((satisfy(is_ident_start), take_while(is_ident_continue)));
    recognize((opt(char('\\')), segment(), many0_count((char('\\'), segment())))).parse(i)
}

/// The name after `Foo::`: a constant, or a pattern with `*` wildcards.
fn constant_name(i: &str) -> Lexed<'_, &str> {
    let start = |c: char| c.is_ascii_alphabetic() || c == '_' || c == '*' || !c.is_ascii();
    let rest = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '*' || !c.is_ascii();
    recognize((satisfy(start), take_while(rest))).parse(i)
}

/// Digits in `is_digit`, with single `_` separators between them (`1_000`).
fn digits(is_digit: fn(char) -> bool) -> impl Fn(&str) -> Lexed<'_, &str> {
    move |i| {
        recognize((satisfy(is_digit), many0_count(alt(((char('_'), satisfy(is_digit)).map(|_| ()), satisfy(is_digit).map(|_| ()))))))
            .parse(i)
    }
}

fn is_dec(c: char) -> bool {
    c.is_ascii_digit()
}

fn is_hex(c: char) -> bool {
    c.is_ascii_hexdigit()
}

fn is_oct(c: char) -> bool {
    matches!(c, '0'..='7')
}

fn is_bin(c: char) -> bool {
    matches!(c, '0' | '1')
}

/// A float as PHP writes them: `1.5`, `1.`, `.5`, `1e3`, `1.5E-3`, digits with `_`.
fn float_text(i: &str) -> Lexed<'_, &str> {
    let exponent = || (one_of("eE"), opt(one_of("+-")), digits(is_dec));
    recognize((
        opt(char('-')),
        alt((
            recognize((digits(is_dec), char('.'), opt(digits(is_dec)), opt(exponent()))),
            recognize((char('.'), digits(is_dec), opt(exponent()))),
            recognize((digits(is_dec), exponent())),
        )),
    ))
    .parse(i)
}

/// An integer literal: decimal, `0x`, `0o`, `0b`, or PHP's leading-zero octal; optionally
/// negative. Out-of-range values are errors, not wrap-arounds.
fn integer(i: &str) -> PResult<'_, i64> {
    let start = i;
    let (i, minus) = opt(char::<_, ()>('-')).parse(i).unwrap_or((i, None));
    let prefixed = |prefix: &'static str, is_digit: fn(char) -> bool| {
        move |i| (tag_no_case::<_, _, ()>(prefix), digits(is_digit)).map(|(_, d)| d).parse(i)
    };
    let (rest, (radix, text)) = if let Ok((rest, text)) = prefixed("0x", is_hex)(i) {
        (rest, (16, text))
    } else if let Ok((rest, text)) = prefixed("0o", is_oct)(i) {
        (rest, (8, text))
    } else if let Ok((rest, text)) = prefixed("0b", is_bin)(i) {
        (rest, (2, text))
    } else if let Ok((rest, text)) = digits(is_dec)(i) {
        // PHP reads `0755` as octal.
        if text.len() > 1 && text.starts_with('0') { (rest, (8, &text[1..])) } else { (rest, (10, text)) }
    } else {
        return unexpected(start, "a type");
    };
    let literal = &start[..start.len() - rest.len()];
    let cleaned: String = text.chars().filter(|&c| c != '_').collect();
    if radix == 8 && !cleaned.chars().all(is_oct) {
        return fail(start, format!("invalid octal literal {literal:?}"));
    }
    let out_of_range = || fail(start, format!("integer literal {literal:?} out of range"));
    let Ok(magnitude) = u64::from_str_radix(&cleaned, radix) else {
        return out_of_range();
    };
    let value = if minus.is_some() {
        0i64.checked_sub_unsigned(magnitude)
    } else {
        i64::try_from(magnitude).ok()
    };
    match value {
        Some(value) => Ok((rest, value)),
        None => out_of_range(),
    }
}

/// An int or float literal.
fn number(i: &str) -> PResult<'_, Literal> {
    if let Ok((rest, text)) = float_text(i) {
        let mut cleaned: String = text.chars().filter(|&c| c != '_').collect();
        // Rust wants digits on both sides of the point.
        if let Some(point) = cleaned.find('.') {
            if !cleaned[point + 1..].starts_with(|c: char| c.is_ascii_digit()) {
                cleaned.insert(point + 1, '0');
            }
            if !cleaned[..point].ends_with(|c: char| c.is_ascii_digit()) {
                cleaned.insert(point, '0');
            }
        }
        return match cleaned.parse::<f64>() {
            Ok(value) if value.is_finite() => Ok((rest, Literal::Float(value))),
            _ => fail(i, format!("float literal {text:?} out of range")),
        };
    }
    integer(i).map(|(rest, value)| (rest, Literal::Int(value)))
}

/// A single- or double-quoted string, unescaped as PHP does. Like PHPStan, no line breaks.
fn quoted(i: &str) -> PResult<'_, String> {
    let Some(quote) = i.chars().next().filter(|&c| c == '\'' || c == '"') else {
        return unexpected(i, "a string");
    };
    let body = &i[1..];
    let mut escaped = false;
    for (index, c) in body.char_indices() {
        match c {
            '\n' | '\r' => break,
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            c if c == quote => {
                let text = &body[..index];
                let rest = &body[index + 1..];
                let value = if quote == '\'' { Ok(unescape_single(text)) } else { unescape_double(text) };
                return match value {
                    Ok(value) => Ok((rest, value)),
                    Err(message) => fail(i, message),
                };
            }
            _ => {}
        }
    }
    fail(i, "unterminated string literal")
}

/// In single quotes only `\\` and `\'` are escapes; any other backslash is literal.
fn unescape_single(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(&next) = chars.peek() {
                if next == '\\' || next == '\'' {
                    out.push(next);
                    chars.next();
                    continue;
                }
            }
        }
        out.push(c);
    }
    out
}

/// PHP's double-quoted escapes. `\x` and octal escapes produce bytes, so the result is
/// checked to be UTF-8 at the end.
fn unescape_double(text: &str) -> Result<String, String> {
    let mut out: Vec<u8> = Vec::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let push = |out: &mut Vec<u8>, c: char| out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
    while let Some(c) = chars.next() {
        if c != '\\' {
            push(&mut out, c);
            continue;
        }
        let Some(&next) = chars.peek() else {
            out.push(b'\\');
            break;
        };
        let simple = match next {
            'n' => Some(b'\n'),
            't' => Some(b'\t'),
            'r' => Some(b'\r'),
            'v' => Some(0x0b),
            'e' => Some(0x1b),
            'f' => Some(0x0c),
            '\\' => Some(b'\\'),
            '$' => Some(b'$'),
            '"' => Some(b'"'),
            _ => None,
        };
        if let Some(byte) = simple {
            chars.next();
            out.push(byte);
        } else if is_oct(next) {
            let mut value: u32 = 0;
            for _ in 0..3 {
                match chars.peek() {
                    Some(&d) if is_oct(d) => {
                        value = value * 8 + d.to_digit(8).unwrap_or(0);
                        chars.next();
                    }
                    _ => break,
                }
            }
            // PHP keeps the low byte of `\400` and above.
            out.push((value & 0xff) as u8);
        } else if next == 'x' && chars.clone().nth(1).is_some_and(is_hex) {
            chars.next();
            let mut value: u32 = 0;
            for _ in 0..2 {
                match chars.peek() {
                    Some(&d) if is_hex(d) => {
                        value = value * 16 + d.to_digit(16).unwrap_or(0);
                        chars.next();
                    }
                    _ => break,
                }
            }
            out.push(value as u8);
        } else if next == 'u' && chars.clone().nth(1) == Some('{') {
            chars.next();
            chars.next();
            let mut hex = String::new();
            loop {
                match chars.next() {
                    Some('}') => break,
                    Some(d) if is_hex(d) && hex.len() < 8 => hex.push(d),
                    _ => return Err("invalid \\u{...} escape in string literal".to_owned()),
                }
            }
            match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                Some(c) => push(&mut out, c),
                None => return Err("invalid \\u{...} escape in string literal".to_owned()),
            }
        } else {
            // Not an escape: PHP keeps the backslash.
            out.push(b'\\');
        }
    }
    String::from_utf8(out).map_err(|_| "string literal is not valid UTF-8".to_owned())
}

// ---------------------------------------------------------------------------------------
// Types

/// `A | B | ...`, the loosest-binding rule. `depth` is the nesting level of this type.
fn union(i: &str, depth: usize) -> PResult<'_, Type> {
    if depth > MAX_DEPTH {
        return too_deep(i);
    }
    let (mut rest, first) = union_member(i, depth)?;
    let mut members = Vec::new();
    push_flattened(&mut members, first);
    loop {
        let next = skip_ws(rest);
        if let Some(after) = next.strip_prefix('|') {
            let (after, member) = union_member(after, depth)?;
            push_flattened(&mut members, member);
            rest = after;
        } else if next.starts_with('&') {
            return fail(next, "intersection types are not supported");
        } else {
            break;
        }
    }
    Ok((rest, if members.len() == 1 { members.remove(0) } else { Type::Union(members) }))
}

/// Unions are kept flat, and `null` appears once (`?int|null` is common).
fn push_flattened(members: &mut Vec<Type>, member: Type) {
    match member {
        Type::Union(inner) => inner.into_iter().for_each(|m| push_flattened(members, m)),
        Type::Null if members.contains(&Type::Null) => {}
        member => members.push(member),
    }
}

/// One member of a union: `?T` or `T`.
fn union_member(i: &str, depth: usize) -> PResult<'_, Type> {
    match next_is(i, '?') {
        Some(after) => {
            let (rest, inner) = postfixed(after, depth + 1)?;
            let mut members = Vec::new();
            push_flattened(&mut members, inner);
            push_flattened(&mut members, Type::Null);
            Ok((rest, if members.len() == 1 { members.remove(0) } else { Type::Union(members) }))
        }
        None => postfixed(i, depth),
    }
}

/// An atom followed by any number of `[]`.
fn postfixed(i: &str, depth: usize) -> PResult<'_, Type> {
    let (mut rest, mut parsed) = atom(i, depth)?;
    let mut height = None;
    while let Some(after) = next_is(rest, '[') {
        let Some(after) = next_is(after, ']') else {
            return fail(skip_ws(rest), "offset access types (T[K]) are not supported");
        };
        // `int[][]...` nests without recursing, so the height is checked here.
        let h = height.get_or_insert_with(|| parsed.height());
        *h += 1;
        if depth + *h > MAX_DEPTH + 1 {
            return too_deep(rest);
        }
        parsed = Type::Array { key: None, value: Box::new(parsed), non_empty: false };
        rest = after;
    }
    Ok((rest, parsed))
}

/// A type without `|`, `?` or `[]`: chosen by its first character, so no backtracking.
fn atom(i: &str, depth: usize) -> PResult<'_, Type> {
    let i = skip_ws(i);
    let Some(first) = i.chars().next() else {
        return unexpected(i, "a type");
    };
    match first {
        '(' => {
            let (rest, inner) = union(&i[1..], depth + 1)?;
            let (rest, ()) = punct(rest, ')', "\"|\" or \")\"")?;
            Ok((rest, inner))
        }
        '\'' | '"' => quoted(i).map(|(rest, s)| (rest, Type::Literal(Literal::String(s)))),
        '-' | '.' | '0'..='9' => number(i).map(|(rest, n)| (rest, Type::Literal(n))),
        '$' => match (tag::<_, _, ()>("$this"), take_while::<_, _, ()>(is_ident_continue)).parse(i) {
            Ok((rest, (_, ""))) => Ok((rest, Type::Named { name: "$this".to_owned(), arguments: Vec::new() })),
            _ => unexpected(i, "a type"),
        },
        c if is_ident_start(c) || c == '\\' => named(i, depth),
        _ => unexpected(i, "a type"),
    }
}

/// Everything that starts with a name: keywords, `int<..>`, generics, shapes, class
/// constants and class names.
fn named(i: &str, depth: usize) -> PResult<'_, Type> {
    let Ok((rest, name)) = identifier(i) else {
        return unexpected(i, "a type");
    };
    if let Some(after) = skip_ws(rest).strip_prefix("::") {
        let after = skip_ws(after);
        return match constant_name(after) {
            Ok((rest, constant)) => {
                Ok((rest, Type::ClassConstant { class: name.to_owned(), constant: constant.to_owned() }))
            }
            Err(_) => unexpected(after, "a constant name or \"*\""),
        };
    }
    let lower = name.to_ascii_lowercase();
    if let Some(after) = next_is(rest, '{') {
        return match lower.as_str() {
            "array" => shape(i, after, depth, false),
            "list" => shape(i, after, depth, true),
            "non-empty-array" | "non-empty-list" => fail(skip_ws(rest), format!("{name}{{...}} shapes are not supported")),
            "object" => fail(skip_ws(rest), "object shapes are not supported"),
            _ => unexpected(rest, "\"|\" or end of type"),
        };
    }
    let Some(after) = next_is(rest, '<') else {
        let parsed = keyword(&lower).unwrap_or_else(|| Type::Named { name: normalise_name(name, &lower), arguments: Vec::new() });
        return Ok((rest, parsed));
    };
    let (rest, arguments) = generic_arguments(after, depth)?;
    let count = arguments.len();
    let wrong_count = |expected: &str| failure(i, format!("{name:?} takes {expected}, found {count}"));
    let parsed = match lower.as_str() {
        "int" | "integer" => {
            let [(min_at, min), (max_at, max)] = <[_; 2]>::try_from(arguments).map_err(|_| wrong_count("two bounds"))?;
            let min_value = range_bound(min_at, &min, true)?;
            let max_value = range_bound(max_at, &max, false)?;
            if min_value.unwrap_or(i64::MIN) > max_value.unwrap_or(i64::MAX) {
                return fail(i, format!("int<{min}, {max}> is empty: its minimum is greater than its maximum"));
            }
            Type::Int { min: min_value, max: max_value }
        }
        "list" | "non-empty-list" => {
            let [(_, element)] = <[_; 1]>::try_from(arguments).map_err(|_| wrong_count("one type argument"))?;
            Type::List { element: Box::new(element), non_empty: lower.starts_with("non-empty") }
        }
        "array" | "non-empty-array" => {
            let non_empty = lower.starts_with("non-empty");
            let mut arguments = arguments.into_iter().map(|(_, t)| t);
            match (arguments.next(), arguments.next(), arguments.next()) {
                (Some(value), None, None) => Type::Array { key: None, value: Box::new(value), non_empty },
                (Some(key), Some(value), None) => Type::Array {
                    // `array-key` is every key PHP allows, which `None` already says.
                    key: (key != Type::ArrayKey).then(|| Box::new(key)),
                    value: Box::new(value),
                    non_empty,
                },
                _ => return Err(wrong_count("one or two type arguments")),
            }
        }
        _ if keyword(&lower).is_some() => return fail(i, format!("{name:?} takes no type arguments")),
        _ => Type::Named {
            name: normalise_name(name, &lower),
            arguments: arguments.into_iter().map(|(_, t)| t).collect(),
        },
    };
    Ok((rest, parsed))
}

/// `<T, U, ...>` after the `<`; a trailing comma is allowed, as PHPStan does. Each
/// argument comes with the input where it starts, for error positions.
fn generic_arguments(i: &str, depth: usize) -> PResult<'_, Vec<(&str, Type)>> {
    let mut arguments = Vec::new();
    let mut rest = i;
    loop {
        let start = skip_ws(rest);
        let (after, argument) = union(start, depth + 1)?;
        arguments.push((start, argument));
        let after = skip_ws(after);
        if let Some(after) = after.strip_prefix(',') {
            rest = after;
            if let Some(after) = next_is(rest, '>') {
                return Ok((after, arguments));
            }
        } else if let Some(after) = after.strip_prefix('>') {
            return Ok((after, arguments));
        } else {
            return unexpected(after, "\",\" or \">\"");
        }
    }
}

/// A bound of `int<min, max>`. `min` as an upper bound means PHP_INT_MIN and `max` as a
/// lower bound PHP_INT_MAX, so those become numbers; the open ends become `None`.
fn range_bound<'a>(at: &'a str, bound: &Type, lower: bool) -> Result<Option<i64>, nom::Err<PError<'a>>> {
    let name = match bound {
        Type::Literal(Literal::Int(n)) => return Ok(Some(*n)),
        Type::Named { name, arguments } if arguments.is_empty() => name.to_ascii_lowercase(),
        _ => String::new(),
    };
    match (name.as_str(), lower) {
        ("min", true) | ("max", false) => Ok(None),
        ("min", false) => Ok(Some(i64::MIN)),
        ("max", true) => Ok(Some(i64::MAX)),
        _ => Err(failure(at, "an int<..> bound must be an integer, \"min\" or \"max\"")),
    }
}

/// Names that are types by themselves and take no arguments (case-insensitive).
fn keyword(lower: &str) -> Option<Type> {
    let int = |min, max| Type::Int { min, max };
    let string = |non_empty, numeric, lowercase| Type::String { non_empty, numeric, lowercase };
    Some(match lower {
        "int" | "integer" => int(None, None),
        "positive-int" => int(Some(1), None),
        "negative-int" => int(None, Some(-1)),
        "non-negative-int" => int(Some(0), None),
        "non-positive-int" => int(None, Some(0)),
        "non-zero-int" => Type::NonZeroInt,
        "float" | "double" => Type::Float,
        "bool" | "boolean" => Type::Bool,
        "true" => Type::Literal(Literal::True),
        "false" => Type::Literal(Literal::False),
        "null" => Type::Null,
        "string" => string(false, false, false),
        "non-empty-string" => string(true, false, false),
        "numeric-string" => string(false, true, false),
        "lowercase-string" => string(false, false, true),
        "non-empty-lowercase-string" => string(true, false, true),
        "array-key" => Type::ArrayKey,
        "scalar" => Type::Scalar,
        "mixed" => Type::Mixed,
        "array" => Type::any_array(),
        "non-empty-array" => Type::Array { key: None, value: Box::new(Type::Mixed), non_empty: true },
        "list" => Type::List { element: Box::new(Type::Mixed), non_empty: false },
        "non-empty-list" => Type::List { element: Box::new(Type::Mixed), non_empty: true },
        _ => return None,
    })
}

/// PHP's and PHPStan's own type names are lower-cased so the deriver can match them
/// exactly; class names keep their case (`Closure` stays `Closure`).
fn normalise_name(name: &str, lower: &str) -> String {
    const BUILTIN: &[&str] = &[
        "object", "callable", "iterable", "resource", "void", "never", "self", "static", "parent",
        "class-string", "interface-string", "trait-string", "enum-string", "callable-string",
        "literal-string", "non-empty-literal-string", "non-falsy-string", "truthy-string",
        "callable-array", "callable-object", "pure-callable", "closed-resource", "open-resource",
        "never-return", "never-returns", "no-return", "noreturn", "key-of", "value-of",
        "int-mask", "int-mask-of", "number", "empty", "uppercase-string", "non-empty-mixed",
    ];
    if BUILTIN.contains(&lower) { lower.to_owned() } else { name.to_owned() }
}

/// `array{...}` / `list{...}` after the `{`. `whole` is where the type starts, for errors
/// about the shape as a whole.
fn shape<'a>(whole: &'a str, i: &'a str, depth: usize, list: bool) -> PResult<'a, Type> {
    let mut items: Vec<ShapeItem> = Vec::new();
    let mut seen: HashSet<PhpKey> = HashSet::new();
    // PHP's next implicit key: one past the largest integer key so far.
    let mut next_index: Option<i64> = Some(0);
    let mut rest = i;
    loop {
        let item_start = skip_ws(rest);
        if let Some(after) = item_start.strip_prefix('}') {
            rest = after;
            break;
        }
        if item_start.starts_with("...") {
            return fail(item_start, "unsealed array shapes (\"...\") are not supported");
        }
        let (after_key, written_key, optional) = match shape_key(item_start) {
            Some((after, key, optional)) => (after, Some(key), optional),
            None => (item_start, None, false),
        };
        let (after_value, value) = union(after_key, depth + 1)?;
        let key = match written_key {
            Some(key) => key,
            None => match next_index {
                Some(index) => ShapeKey::Int(index),
                None => return fail(item_start, "no implicit key after 9223372036854775807"),
            },
        };
        if let ShapeKey::Int(n) = key {
            if next_index.is_some_and(|next| n >= next) {
                next_index = n.checked_add(1);
            }
        }
        if !seen.insert(PhpKey::of(&key)) {
            return fail(item_start, format!("duplicate array shape key {key}"));
        }
        items.push(ShapeItem { key, optional, value });
        let after_value = skip_ws(after_value);
        if let Some(after) = after_value.strip_prefix(',') {
            rest = after;
        } else if let Some(after) = after_value.strip_prefix('}') {
            rest = after;
            break;
        } else {
            return unexpected(after_value, "\",\" or \"}\"");
        }
    }
    if list {
        // A list's keys are 0, 1, 2, ... and only its tail may be missing.
        let in_order = items.iter().enumerate().all(|(index, item)| item.key == ShapeKey::Int(index as i64));
        let optional_tail = items.windows(2).all(|pair| !pair[0].optional || pair[1].optional);
        if !in_order || !optional_tail {
            return fail(whole, "list{...} keys must be 0, 1, 2, ... in order, with only trailing keys optional");
        }
    }
    Ok((rest, Type::Shape { list, items }))
}

/// A key as PHP stores it: `'1'` and `1` are the same key, `'01'` is not.
#[derive(PartialEq, Eq, Hash)]
enum PhpKey {
    Int(i64),
    String(String),
}

impl PhpKey {
    fn of(key: &ShapeKey) -> PhpKey {
        match key {
            ShapeKey::Int(n) => PhpKey::Int(*n),
            ShapeKey::Name(name) => match name.parse::<i64>() {
                Ok(n) if n.to_string() == *name => PhpKey::Int(n),
                _ => PhpKey::String(name.clone()),
            },
        }
    }
}

/// `key:` or `key?:` at the start of a shape item, if there is one. Keys are never
/// recursive, so trying one and falling back to "no key" costs little.
fn shape_key(i: &str) -> Option<(&str, ShapeKey, bool)> {
    let first = i.chars().next()?;
    let (rest, key) = match first {
        '\'' | '"' => quoted(i).ok().map(|(rest, s)| (rest, ShapeKey::Name(s)))?,
        '-' | '0'..='9' => integer(i).ok().map(|(rest, n)| (rest, ShapeKey::Int(n)))?,
        _ => identifier(i).ok().map(|(rest, name)| (rest, ShapeKey::Name(name.to_owned())))?,
    };
    let (rest, optional) = match next_is(rest, '?') {
        Some(after) => (after, true),
        None => (rest, false),
    };
    let after = next_is(rest, ':')?;
    // `Foo::BAR` is a value, not the key `Foo`.
    if after.starts_with(':') {
        return None;
    }
    Some((after, key, optional))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_bounds() {
        assert_eq!(integer("-9223372036854775808").map(|r| r.1).ok(), Some(i64::MIN));
        assert_eq!(integer("9223372036854775807").map(|r| r.1).ok(), Some(i64::MAX));
        assert!(integer("9223372036854775808").is_err());
        assert!(integer("-9223372036854775809").is_err());
        assert_eq!(integer("0x1F").map(|r| r.1).ok(), Some(31));
        assert_eq!(integer("0b101").map(|r| r.1).ok(), Some(5));
        assert_eq!(integer("0o17").map(|r| r.1).ok(), Some(15));
        assert_eq!(integer("017").map(|r| r.1).ok(), Some(15));
        assert_eq!(integer("1_000").map(|r| r.1).ok(), Some(1000));
    }

    #[test]
    fn double_quoted_escapes() {
        assert_eq!(unescape_double(r"a\tb\x41\101\u{e9}\q").as_deref(), Ok("a\tbAAé\\q"));
        assert!(unescape_double(r"\xff").is_err());
        assert_eq!(unescape_single(r"it\'s \\ \n"), r"it's \ \n");
    }

    #[test]
    fn shape_key_lookahead() {
        assert!(shape_key("Foo::BAR}").is_none());
        assert!(shape_key("int}").is_none());
        assert_eq!(shape_key("a?: int").map(|(_, k, o)| (k, o)), Some((ShapeKey::Name("a".into()), true)));
    }
}
