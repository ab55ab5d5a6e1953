//! Generators derived from PHPDoc and native types (proposal 4).

use std::fmt;
use std::rc::Rc;

use crate::generators::{Arrays, Booleans, Constant, Floats, Integers, Lists, OneOf, SharedGenerator, Size, Strings, Value};
use crate::types::{Literal, Type, parse_type};

/// Why no generator can be derived for a type; the message completes "cannot be derived from
/// its type T: ...".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeriveError(pub String);

impl fmt::Display for DeriveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Parses a PHPDoc type and derives its generator.
pub fn derive_from_text(text: &str) -> Result<SharedGenerator, DeriveError> {
    let parsed = parse_type(text).map_err(|error| DeriveError(format!("the type cannot be parsed: {error}")))?;
    derive(&parsed)
}

pub fn derive(parsed: &Type) -> Result<SharedGenerator, DeriveError> {
    Ok(match parsed {
        Type::Int { min, max } => {
            let (min, max) = (min.unwrap_or(i64::MIN), max.unwrap_or(i64::MAX));
            if min > max {
                return Err(DeriveError(format!("{parsed} has no values")));
            }
            Rc::new(Integers::new(min, max))
        }
        Type::Bool => Rc::new(Booleans),
        Type::Float => Rc::new(Floats::new(false, false)),
        Type::String { non_empty, numeric: false, lowercase: false } => {
            Rc::new(Strings::new(Size { min: usize::from(*non_empty), max: None }))
        }
        Type::Null => Rc::new(Constant::new(Value::Null)),
        Type::Literal(literal) => Rc::new(Constant::new(literal_value(literal))),
        Type::List { element, non_empty } => Rc::new(Lists::new(derive(element)?, Size { min: usize::from(*non_empty), max: None })),
        Type::Array { key, value, non_empty } => {
            let size = Size { min: usize::from(*non_empty), max: None };
            match key.as_deref() {
                Some(Type::Int { .. }) => Rc::new(Arrays::new(derive(key.as_deref().unwrap())?, derive(value)?, size)),
                // array<T> and T[]: PHP arrays of consecutive int keys are the common case.
                None => Rc::new(Lists::new(derive(value)?, size)),
                Some(_) => return Err(unsupported(parsed)),
            }
        }
        Type::Union(alternatives) => {
            Rc::new(OneOf::new(alternatives.iter().map(derive).collect::<Result<Vec<_>, _>>()?))
        }
        other => return Err(unsupported(other)),
    })
}

fn literal_value(literal: &Literal) -> Value {
    match literal {
        Literal::Int(int) => Value::Int(*int),
        Literal::Float(float) => Value::Float(*float),
        Literal::String(text) => Value::string(text),
        Literal::True => Value::Bool(true),
        Literal::False => Value::Bool(false),
    }
}

fn unsupported(what: &Type) -> DeriveError {
    DeriveError(format!("{what} is not supported"))
}
