//! The parsed form of a PHPDoc type, and its canonical rendering.
//!
//! The AST is deliberately closer to "what can be generated" than to PHPStan's
//! syntax tree: every spelling of the same set of values maps to one node
//! (`positive-int` and `int<1, max>` are both `Int { min: Some(1), max: None }`,
//! `int[]` and `array<int>` are both `Array`), so the generator deriver only has
//! to match on meaning. `Display` renders a canonical PHPDoc spelling that parses
//! back to the same value, which is what error messages show the user.

use std::fmt::{self, Display, Formatter, Write};

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// `int` and every integer refinement, with inclusive bounds; `None` = unbounded
    /// (PHP_INT_MIN / PHP_INT_MAX). `int<0, max>`, `int<min, -1>`, `positive-int` (1..),
    /// `negative-int` (..-1), `non-negative-int` (0..), `non-positive-int` (..0) map here.
    Int {
        min: Option<i64>,
        max: Option<i64>,
    },
    /// `non-zero-int`: not a single range, so it gets its own variant.
    NonZeroInt,
    Float,
    Bool,
    /// `string` and its refinements. `numeric-string` is `numeric: true` only: the parser
    /// never sets `non_empty` together with `numeric`, since every numeric string is non-empty.
    String {
        non_empty: bool,
        numeric: bool,
        lowercase: bool,
    },
    Null,
    ArrayKey,
    Scalar,
    /// `list<T>`, `non-empty-list<T>`; bare `list` has element `Mixed`.
    List {
        element: Box<Type>,
        non_empty: bool,
    },
    /// `array<V>`, `array<K, V>`, `non-empty-array<..>`, `T[]`. `key: None` means any key PHP
    /// allows (int|string); `array<array-key, V>` is normalised to `None` as well.
    /// Bare `array` is `Array { key: None, value: Mixed, non_empty: false }`.
    Array {
        key: Option<Box<Type>>,
        value: Box<Type>,
        non_empty: bool,
    },
    /// `array{...}` and `list{...}` shapes (`list: true` for the latter). Keys are explicit
    /// even where the source left them implicit (`array{int, string}` has keys 0 and 1).
    Shape {
        list: bool,
        items: Vec<ShapeItem>,
    },
    Literal(Literal),
    /// `Foo::BAR`, or a wildcard pattern `Foo::*` / `Foo::BAR_*` (class constants or enum cases).
    ClassConstant {
        class: String,
        constant: String,
    },
    /// Flattened (never contains another `Union`) with at least two members; `?T` becomes
    /// `Union([T, Null])`.
    Union(Vec<Type>),
    /// Any other identifier: class names (possibly namespaced, leading backslash kept as
    /// written, case kept), `self`, `static`, `$this`, and the names the deriver rejects later
    /// (`object`, `callable`, `iterable`, `resource`, `void`, `never`, `class-string`, ...;
    /// PHP's own lower-case keywords are lower-cased so the deriver can match them exactly).
    /// Generic arguments are kept: `Collection<int>`.
    Named {
        name: String,
        arguments: Vec<Type>,
    },
    Mixed,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ShapeItem {
    pub key: ShapeKey,
    /// `key?: T`: the key may be absent from the array.
    pub optional: bool,
    pub value: Type,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ShapeKey {
    /// An identifier or a quoted string key (`name`, `'full name'`).
    Name(String),
    /// An integer key, written (`0: int`) or implicit (`array{int, string}`).
    Int(i64),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Literal {
    Int(i64),
    Float(f64),
    String(String),
    True,
    False,
}

impl Type {
    /// The bare `array` type: any keys, any values.
    pub fn any_array() -> Type {
        Type::Array {
            key: None,
            value: Box::new(Type::Mixed),
            non_empty: false,
        }
    }

    /// The nesting height of this type (a leaf is 1). The parser uses it to keep every
    /// AST it returns shallow enough that recursive code over it cannot overflow the stack.
    pub fn height(&self) -> usize {
        1 + match self {
            Type::List { element, .. } => element.height(),
            Type::Array { key, value, .. } => {
                key.as_ref().map_or(0, |k| k.height()).max(value.height())
            }
            Type::Shape { items, .. } => items.iter().map(|i| i.value.height()).max().unwrap_or(0),
            Type::Union(members) => members.iter().map(Type::height).max().unwrap_or(0),
            Type::Named { arguments, .. } => arguments.iter().map(Type::height).max().unwrap_or(0),
            _ => 0,
        }
    }
}

impl Display for Type {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int {
                min: None,
                max: None,
            } => f.write_str("int"),
            Type::Int { min, max } => {
                f.write_str("int<")?;
                match min {
                    Some(n) => write!(f, "{n}")?,
                    None => f.write_str("min")?,
                }
                f.write_str(", ")?;
                match max {
                    Some(n) => write!(f, "{n}")?,
                    None => f.write_str("max")?,
                }
                f.write_char('>')
            }
            Type::NonZeroInt => f.write_str("non-zero-int"),
            Type::Float => f.write_str("float"),
            Type::Bool => f.write_str("bool"),
            Type::String {
                non_empty,
                numeric,
                lowercase,
            } => f.write_str(match (non_empty, numeric, lowercase) {
                (false, false, false) => "string",
                (true, false, false) => "non-empty-string",
                (false, false, true) => "lowercase-string",
                (true, false, true) => "non-empty-lowercase-string",
                // PHPDoc has no single name for a numeric string with further refinements
                // (the parser never builds one); numeric strings are non-empty anyway.
                (_, true, _) => "numeric-string",
            }),
            Type::Null => f.write_str("null"),
            Type::ArrayKey => f.write_str("array-key"),
            Type::Scalar => f.write_str("scalar"),
            Type::Mixed => f.write_str("mixed"),
            Type::List { element, non_empty } => {
                f.write_str(if *non_empty { "non-empty-list" } else { "list" })?;
                if **element != Type::Mixed {
                    write!(f, "<{element}>")?;
                }
                Ok(())
            }
            Type::Array {
                key,
                value,
                non_empty,
            } => {
                f.write_str(if *non_empty {
                    "non-empty-array"
                } else {
                    "array"
                })?;
                match key {
                    Some(key) => write!(f, "<{key}, {value}>"),
                    None if **value == Type::Mixed => Ok(()),
                    None => write!(f, "<{value}>"),
                }
            }
            Type::Shape { list, items } => {
                f.write_str(if *list { "list{" } else { "array{" })?;
                // Keys the reader would have written implicitly are left implicit.
                let implicit = items
                    .iter()
                    .enumerate()
                    .all(|(i, item)| !item.optional && item.key == ShapeKey::Int(i as i64));
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    if !implicit {
                        write!(f, "{}{}: ", item.key, if item.optional { "?" } else { "" })?;
                    }
                    write!(f, "{}", item.value)?;
                }
                f.write_char('}')
            }
            Type::Literal(literal) => write!(f, "{literal}"),
            Type::ClassConstant { class, constant } => write!(f, "{class}::{constant}"),
            Type::Union(members) => {
                for (i, member) in members.iter().enumerate() {
                    if i > 0 {
                        f.write_char('|')?;
                    }
                    // The parser flattens unions; a hand-built nested one still renders
                    // with its grouping intact.
                    if matches!(member, Type::Union(_)) {
                        write!(f, "({member})")?;
                    } else {
                        write!(f, "{member}")?;
                    }
                }
                Ok(())
            }
            Type::Named { name, arguments } => {
                f.write_str(name)?;
                if !arguments.is_empty() {
                    f.write_char('<')?;
                    for (i, argument) in arguments.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{argument}")?;
                    }
                    f.write_char('>')?;
                }
                Ok(())
            }
        }
    }
}

impl Display for ShapeKey {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            ShapeKey::Int(n) => write!(f, "{n}"),
            ShapeKey::Name(name) if is_bare_key(name) => f.write_str(name),
            ShapeKey::Name(name) => write_quoted(f, name),
        }
    }
}

impl Display for Literal {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Literal::Int(n) => write!(f, "{n}"),
            // `{:?}` always keeps a `.` or an exponent (`1.0`, `1e100`), so the text reads
            // back as a float rather than an int.
            Literal::Float(x) => write!(f, "{x:?}"),
            Literal::String(s) => write_quoted(f, s),
            Literal::True => f.write_str("true"),
            Literal::False => f.write_str("false"),
        }
    }
}

/// A shape key that can be written without quotes: an identifier as the parser reads it.
fn is_bare_key(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if is_ident_start(c) => chars.all(is_ident_continue),
        _ => false,
    }
}

pub(crate) fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || !c.is_ascii()
}

pub(crate) fn is_ident_continue(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-' || !c.is_ascii()
}

/// Single quotes where they suffice (their only escapes are `\\` and `\'`); double quotes
/// with escapes when the string holds control characters, which PHPDoc strings cannot
/// contain literally.
fn write_quoted(f: &mut Formatter<'_>, s: &str) -> fmt::Result {
    if !s.chars().any(char::is_control) {
        f.write_char('\'')?;
        for c in s.chars() {
            if c == '\\' || c == '\'' {
                f.write_char('\\')?;
            }
            f.write_char(c)?;
        }
        return f.write_char('\'');
    }
    f.write_char('"')?;
    for c in s.chars() {
        match c {
            '\\' => f.write_str("\\\\")?,
            '"' => f.write_str("\\\"")?,
            '$' => f.write_str("\\$")?,
            '\n' => f.write_str("\\n")?,
            '\t' => f.write_str("\\t")?,
            '\r' => f.write_str("\\r")?,
            c if c.is_control() => write!(f, "\\u{{{:x}}}", c as u32)?,
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_canonical_forms() {
        let shape = Type::Shape {
            list: false,
            items: vec![
                ShapeItem {
                    key: ShapeKey::Name("name".into()),
                    optional: false,
                    value: Type::String {
                        non_empty: true,
                        numeric: false,
                        lowercase: false,
                    },
                },
                ShapeItem {
                    key: ShapeKey::Name("age".into()),
                    optional: true,
                    value: Type::Int {
                        min: Some(0),
                        max: Some(150),
                    },
                },
            ],
        };
        assert_eq!(
            shape.to_string(),
            "array{name: non-empty-string, age?: int<0, 150>}"
        );
        assert_eq!(
            Type::Int {
                min: Some(0),
                max: None
            }
            .to_string(),
            "int<0, max>"
        );
        assert_eq!(Type::Literal(Literal::Float(1.0)).to_string(), "1.0");
        assert_eq!(
            Type::Literal(Literal::String("it's".into())).to_string(),
            r"'it\'s'"
        );
        assert_eq!(
            Type::Literal(Literal::String("a\nb".into())).to_string(),
            r#""a\nb""#
        );
        assert_eq!(
            ShapeKey::Name("full name".into()).to_string(),
            "'full name'"
        );
    }

    #[test]
    fn height_counts_nesting() {
        let t = Type::List {
            element: Box::new(Type::any_array()),
            non_empty: false,
        };
        assert_eq!(t.height(), 3);
    }
}
