//! A parser for PHPStan's PHPDoc type syntax, built on nom.
//!
//! Structure: small nom lexers recognise tokens (identifiers, numbers, quoted strings);
//! hand-written recursive descent on top of them builds the [`Type`]. The descent never
//! backtracks over a recursive call: which rule applies is decided from the next token,
//! and once a bracket is open every error is final (`nom::Err::Failure`). That keeps
//! parsing linear, so fuzzed inputs cannot make it exponential, and the depth counter
//! threaded through the recursion bounds both the stack and the height of the AST.

use std::cell::Cell;
use std::collections::HashSet;

use nom::Parser;
use nom::bytes::complete::{tag, take_while};

use super::ast::{Literal, ShapeItem, ShapeKey, Type, is_ident_continue, is_ident_start};
pub use super::error::TypeParseError;
use super::error::{
    PError, PResult, fail, failure, from_nom, too_deep, unexpected, unexpected_failure,
};
use super::lexer::{constant_name, identifier, integer, next_is, number, punct, quoted, skip_ws};

/// Deepest nesting accepted. PHPDoc types written by people nest a handful of levels;
/// the limit exists so that `((((...` or `list<list<...>>` from a fuzzer returns an
/// error instead of exhausting the stack here or in code that walks the AST.
pub const MAX_DEPTH: usize = 64;

thread_local! {
    /// How many texts [`parse_type`] parsed on this thread: see [`types_parsed`].
    static PARSED: Cell<u64> = const { Cell::new(0) };
}

/// How many type texts were parsed on this thread so far, for the tests that prove each type a
/// property names is parsed once (its text does not go back and forth between PHP and Rust).
pub fn types_parsed() -> u64 {
    PARSED.get()
}

/// Parses a PHPDoc type such as `array{name: non-empty-string, age?: int<0, 150>}`.
///
/// Whitespace, newlines included, may surround any token. Never panics; inputs nested
/// deeper than [`MAX_DEPTH`] are rejected.
pub fn parse_type(input: &str) -> Result<Type, TypeParseError> {
    PARSED.set(PARSED.get() + 1);
    let parsed = union(input, 0).and_then(|(rest, parsed)| {
        let rest = skip_ws(rest);
        if rest.is_empty() {
            Ok(parsed)
        } else {
            Err(unexpected_failure(rest, "\"|\" or end of type"))
        }
    });
    parsed.map_err(|error| from_nom(input, error))
}

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
    Ok((rest, make_union(members)))
}

/// Unions are kept flat (a member that is a union, from parentheses or `?`, is spliced in).
fn push_flattened(members: &mut Vec<Type>, member: Type) {
    match member {
        Type::Union(inner) => members.extend(inner),
        member => members.push(member),
    }
}

/// The union of flattened `members`, with `null` kept once (`?int|null` is common) and a
/// single member standing for itself.
fn make_union(mut members: Vec<Type>) -> Type {
    let mut seen_null = false;
    members.retain(|member| *member != Type::Null || !std::mem::replace(&mut seen_null, true));
    if members.len() == 1 {
        members.remove(0)
    } else {
        Type::Union(members)
    }
}

/// One member of a union: `?T` or `T`.
fn union_member(i: &str, depth: usize) -> PResult<'_, Type> {
    match next_is(i, '?') {
        Some(after) => {
            let (rest, inner) = postfixed(after, depth + 1)?;
            let mut members = Vec::new();
            push_flattened(&mut members, inner);
            members.push(Type::Null);
            Ok((rest, make_union(members)))
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
            return fail(
                skip_ws(rest),
                "offset access types (T[K]) are not supported",
            );
        };
        // `int[][]...` nests without recursing, so the height is checked here.
        let h = height.get_or_insert_with(|| parsed.height());
        *h += 1;
        if depth + *h > MAX_DEPTH + 1 {
            return too_deep(rest);
        }
        parsed = Type::Array {
            key: None,
            value: Box::new(parsed),
            non_empty: false,
        };
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
        '$' => match (
            tag::<_, _, ()>("$this"),
            take_while::<_, _, ()>(is_ident_continue),
        )
            .parse(i)
        {
            Ok((rest, (_, ""))) => Ok((
                rest,
                Type::Named {
                    name: "$this".to_owned(),
                    arguments: Vec::new(),
                },
            )),
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
            Ok((rest, constant)) => Ok((
                rest,
                Type::ClassConstant {
                    class: name.to_owned(),
                    constant: constant.to_owned(),
                },
            )),
            Err(_) => unexpected(after, "a constant name or \"*\""),
        };
    }
    let lower = name.to_ascii_lowercase();
    if let Some(after) = next_is(rest, '{') {
        return match lower.as_str() {
            "array" => shape(i, after, depth, false),
            "list" => shape(i, after, depth, true),
            "non-empty-array" | "non-empty-list" => fail(
                skip_ws(rest),
                format!("{name}{{...}} shapes are not supported"),
            ),
            "object" => fail(skip_ws(rest), "object shapes are not supported"),
            // Not a shape: the caller reports the `{` with what it expected instead.
            _ => Ok((rest, plain_name(name, &lower))),
        };
    }
    let Some(after) = next_is(rest, '<') else {
        let parsed = plain_name(name, &lower);
        return Ok((rest, parsed));
    };
    let (rest, arguments) = generic_arguments(after, depth)?;
    let count = arguments.len();
    let wrong_count =
        |expected: &str| failure(i, format!("{name:?} takes {expected}, found {count}"));
    let parsed = match lower.as_str() {
        "int" | "integer" => {
            let [(min_at, min), (max_at, max)] =
                <[_; 2]>::try_from(arguments).map_err(|_| wrong_count("two bounds"))?;
            let min_value = range_bound(min_at, &min, true)?;
            let max_value = range_bound(max_at, &max, false)?;
            if min_value.unwrap_or(i64::MIN) > max_value.unwrap_or(i64::MAX) {
                return fail(
                    i,
                    format!("int<{min}, {max}> is empty: its minimum is greater than its maximum"),
                );
            }
            Type::Int {
                min: min_value,
                max: max_value,
            }
        }
        "list" | "non-empty-list" => {
            let [(_, element)] =
                <[_; 1]>::try_from(arguments).map_err(|_| wrong_count("one type argument"))?;
            Type::List {
                element: Box::new(element),
                non_empty: lower.starts_with("non-empty"),
            }
        }
        "array" | "non-empty-array" => {
            let non_empty = lower.starts_with("non-empty");
            let mut arguments = arguments.into_iter().map(|(_, t)| t);
            match (arguments.next(), arguments.next(), arguments.next()) {
                (Some(value), None, None) => Type::Array {
                    key: None,
                    value: Box::new(value),
                    non_empty,
                },
                (Some(key), Some(value), None) => Type::Array {
                    // `array-key` is every key PHP allows, which `None` already says.
                    key: (key != Type::ArrayKey).then(|| Box::new(key)),
                    value: Box::new(value),
                    non_empty,
                },
                _ => return Err(wrong_count("one or two type arguments")),
            }
        }
        _ if keyword(&lower).is_some() => {
            return fail(i, format!("{name:?} takes no type arguments"));
        }
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
fn range_bound<'a>(
    at: &'a str,
    bound: &Type,
    lower: bool,
) -> Result<Option<i64>, nom::Err<PError<'a>>> {
    let name = match bound {
        Type::Literal(Literal::Int(n)) => return Ok(Some(*n)),
        Type::Named { name, arguments } if arguments.is_empty() => name.to_ascii_lowercase(),
        _ => String::new(),
    };
    match (name.as_str(), lower) {
        ("min", true) | ("max", false) => Ok(None),
        ("min", false) => Ok(Some(i64::MIN)),
        ("max", true) => Ok(Some(i64::MAX)),
        _ => Err(failure(
            at,
            "an int<..> bound must be an integer, \"min\" or \"max\"",
        )),
    }
}

/// A name without arguments: a keyword type, or a class (or other) name.
fn plain_name(name: &str, lower: &str) -> Type {
    keyword(lower).unwrap_or_else(|| Type::Named {
        name: normalise_name(name, lower),
        arguments: Vec::new(),
    })
}

/// Names that are types by themselves and take no arguments (case-insensitive).
fn keyword(lower: &str) -> Option<Type> {
    let int = |min, max| Type::Int { min, max };
    let string = |non_empty, numeric, lowercase| Type::String {
        non_empty,
        numeric,
        lowercase,
    };
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
        "non-empty-array" => Type::Array {
            key: None,
            value: Box::new(Type::Mixed),
            non_empty: true,
        },
        "list" => Type::List {
            element: Box::new(Type::Mixed),
            non_empty: false,
        },
        "non-empty-list" => Type::List {
            element: Box::new(Type::Mixed),
            non_empty: true,
        },
        _ => return None,
    })
}

/// PHP's and PHPStan's own type names are lower-cased so the deriver can match them
/// exactly; class names keep their case (`Closure` stays `Closure`).
fn normalise_name(name: &str, lower: &str) -> String {
    const BUILTIN: &[&str] = &[
        "object",
        "callable",
        "iterable",
        "resource",
        "void",
        "never",
        "self",
        "static",
        "parent",
        "class-string",
        "interface-string",
        "trait-string",
        "enum-string",
        "callable-string",
        "literal-string",
        "non-empty-literal-string",
        "non-falsy-string",
        "truthy-string",
        "callable-array",
        "callable-object",
        "pure-callable",
        "closed-resource",
        "open-resource",
        "never-return",
        "never-returns",
        "no-return",
        "noreturn",
        "key-of",
        "value-of",
        "int-mask",
        "int-mask-of",
        "number",
        "empty",
        "uppercase-string",
        "non-empty-mixed",
    ];
    if BUILTIN.contains(&lower) {
        lower.to_owned()
    } else {
        name.to_owned()
    }
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
            return fail(
                item_start,
                "unsealed array shapes (\"...\") are not supported",
            );
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
        if let ShapeKey::Int(n) = key
            && next_index.is_some_and(|next| n >= next)
        {
            next_index = n.checked_add(1);
        }
        if !seen.insert(PhpKey::of(&key)) {
            return fail(item_start, format!("duplicate array shape key {key}"));
        }
        items.push(ShapeItem {
            key,
            optional,
            value,
        });
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
        let in_order = items
            .iter()
            .enumerate()
            .all(|(index, item)| item.key == ShapeKey::Int(index as i64));
        let optional_tail = items
            .windows(2)
            .all(|pair| !pair[0].optional || pair[1].optional);
        if !in_order || !optional_tail {
            return fail(
                whole,
                "list{...} keys must be 0, 1, 2, ... in order, with only trailing keys optional",
            );
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
        _ => identifier(i)
            .ok()
            .map(|(rest, name)| (rest, ShapeKey::Name(name.to_owned())))?,
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
    fn shape_key_lookahead() {
        assert!(shape_key("Foo::BAR}").is_none());
        assert!(shape_key("int}").is_none());
        assert_eq!(
            shape_key("a?: int").map(|(_, k, o)| (k, o)),
            Some((ShapeKey::Name("a".into()), true))
        );
    }
}
