//! Tokens of the PHPDoc type syntax, as nom parsers: whitespace, identifiers, numbers
//! and quoted strings. None of them recurses; the grammar in `parser` decides which
//! one to try from the next character.

use nom::branch::alt;
use nom::bytes::complete::{tag_no_case, take_while};
use nom::character::complete::{char, multispace0, one_of, satisfy};
use nom::combinator::{opt, recognize};
use nom::multi::many0_count;
use nom::{IResult, Parser};

use super::ast::{Literal, is_ident_continue, is_ident_start};
use super::error::{PResult, fail, unexpected};

/// Lexers only say "matched" or "not": `()` is nom's error type for that.
pub(super) type Lexed<'a, T> = IResult<&'a str, T, ()>;

pub(super) fn skip_ws(i: &str) -> &str {
    multispace0::<_, ()>(i).map_or(i, |(rest, _)| rest)
}

/// Consumes `c` after optional whitespace, or fails naming what was expected.
pub(super) fn punct<'a>(i: &'a str, c: char, expected: &'static str) -> PResult<'a, ()> {
    let i = skip_ws(i);
    match char::<_, ()>(c).parse(i) {
        Ok((rest, _)) => Ok((rest, ())),
        Err(_) => unexpected(i, expected),
    }
}

/// After optional whitespace, does the input continue with `c`? Returns what follows it.
pub(super) fn next_is(i: &str, c: char) -> Option<&str> {
    skip_ws(i).strip_prefix(c)
}

/// A name as PHPStan lexes it: `\`-separated segments of letters, digits, `_`, `-` and
/// non-ASCII characters, optionally with a leading `\` (`non-empty-string`, `\App\User`).
pub(super) fn identifier(i: &str) -> Lexed<'_, &str> {
    let segment = || recognize((satisfy(is_ident_start), take_while(is_ident_continue)));
    recognize((
        opt(char('\\')),
        segment(),
        many0_count((char('\\'), segment())),
    ))
    .parse(i)
}

/// The name after `Foo::`: a constant, or a pattern with `*` wildcards.
pub(super) fn constant_name(i: &str) -> Lexed<'_, &str> {
    let start = |c: char| c.is_ascii_alphabetic() || c == '_' || c == '*' || !c.is_ascii();
    let rest = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '*' || !c.is_ascii();
    recognize((satisfy(start), take_while(rest))).parse(i)
}

/// Digits in `is_digit`, with single `_` separators between them (`1_000`).
pub(super) fn digits(is_digit: fn(char) -> bool) -> impl Fn(&str) -> Lexed<'_, &str> {
    move |i| {
        recognize((
            satisfy(is_digit),
            many0_count(alt((
                (char('_'), satisfy(is_digit)).map(|_| ()),
                satisfy(is_digit).map(|_| ()),
            ))),
        ))
        .parse(i)
    }
}

pub(super) fn is_dec(c: char) -> bool {
    c.is_ascii_digit()
}

pub(super) fn is_hex(c: char) -> bool {
    c.is_ascii_hexdigit()
}

pub(super) fn is_oct(c: char) -> bool {
    matches!(c, '0'..='7')
}

/// The value of up to `max` digits in `radix` that `chars` starts with, consumed.
fn take_digits(
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
    radix: u32,
    max: usize,
) -> u32 {
    let mut value = 0;
    for _ in 0..max {
        match chars.peek().and_then(|d| d.to_digit(radix)) {
            Some(digit) => {
                value = value * radix + digit;
                chars.next();
            }
            None => break,
        }
    }
    value
}

pub(super) fn is_bin(c: char) -> bool {
    matches!(c, '0' | '1')
}

/// A float as PHP writes them: `1.5`, `1.`, `.5`, `1e3`, `1.5E-3`, digits with `_`.
pub(super) fn float_text(i: &str) -> Lexed<'_, &str> {
    let exponent = || (one_of("eE"), opt(one_of("+-")), digits(is_dec));
    recognize((
        opt(char('-')),
        alt((
            recognize((
                digits(is_dec),
                char('.'),
                opt(digits(is_dec)),
                opt(exponent()),
            )),
            recognize((char('.'), digits(is_dec), opt(exponent()))),
            recognize((digits(is_dec), exponent())),
        )),
    ))
    .parse(i)
}

/// An integer literal: decimal, `0x`, `0o`, `0b`, or PHP's leading-zero octal; optionally
/// negative. Out-of-range values are errors, not wrap-arounds.
pub(super) fn integer(i: &str) -> PResult<'_, i64> {
    let start = i;
    let (i, minus) = opt(char::<_, ()>('-')).parse(i).unwrap_or((i, None));
    let prefixed = |prefix: &'static str, is_digit: fn(char) -> bool| {
        move |i| {
            (tag_no_case::<_, _, ()>(prefix), digits(is_digit))
                .map(|(_, d)| d)
                .parse(i)
        }
    };
    let (rest, (radix, text)) = if let Ok((rest, text)) = prefixed("0x", is_hex)(i) {
        (rest, (16, text))
    } else if let Ok((rest, text)) = prefixed("0o", is_oct)(i) {
        (rest, (8, text))
    } else if let Ok((rest, text)) = prefixed("0b", is_bin)(i) {
        (rest, (2, text))
    } else if let Ok((rest, text)) = digits(is_dec)(i) {
        // PHP reads `0755` as octal.
        if text.len() > 1 && text.starts_with('0') {
            (rest, (8, &text[1..]))
        } else {
            (rest, (10, text))
        }
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
pub(super) fn number(i: &str) -> PResult<'_, Literal> {
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
pub(super) fn quoted(i: &str) -> PResult<'_, String> {
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
                let value = if quote == '\'' {
                    Ok(unescape_single(text))
                } else {
                    unescape_double(text)
                };
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
pub(super) fn unescape_single(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\'
            && let Some(&next) = chars.peek()
            && (next == '\\' || next == '\'')
        {
            out.push(next);
            chars.next();
            continue;
        }
        out.push(c);
    }
    out
}

/// PHP's double-quoted escapes. `\x` and octal escapes produce bytes, so the result is
/// checked to be UTF-8 at the end.
pub(super) fn unescape_double(text: &str) -> Result<String, String> {
    let mut out: Vec<u8> = Vec::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let push =
        |out: &mut Vec<u8>, c: char| out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
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
            // PHP keeps the low byte of `\400` and above.
            out.push((take_digits(&mut chars, 8, 3) & 0xff) as u8);
        } else if next == 'x' && chars.clone().nth(1).is_some_and(is_hex) {
            chars.next();
            out.push(take_digits(&mut chars, 16, 2) as u8);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_bounds() {
        assert_eq!(
            integer("-9223372036854775808").map(|r| r.1).ok(),
            Some(i64::MIN)
        );
        assert_eq!(
            integer("9223372036854775807").map(|r| r.1).ok(),
            Some(i64::MAX)
        );
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
        assert_eq!(
            unescape_double(r"a\tb\x41\101\u{e9}\q").as_deref(),
            Ok("a\tbAAé\\q")
        );
        assert!(unescape_double(r"\xff").is_err());
        assert_eq!(unescape_single(r"it\'s \\ \n"), r"it's \ \n");
    }
}
