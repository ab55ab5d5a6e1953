//! What a generator is known to give before it draws anything: the PHP types of its values and
//! at most how many distinct values. Arrays need both to reject, when they are built, keys PHP
//! cannot key an array by and minimum sizes that the keys cannot reach.

use std::fmt;

use super::Value;

/// A set of PHP types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kinds(u8);

impl Kinds {
    pub const NULL: Kinds = Kinds(1);
    pub const BOOL: Kinds = Kinds(1 << 1);
    pub const INT: Kinds = Kinds(1 << 2);
    pub const FLOAT: Kinds = Kinds(1 << 3);
    pub const STRING: Kinds = Kinds(1 << 4);
    pub const ARRAY: Kinds = Kinds(1 << 5);
    pub const OBJECT: Kinds = Kinds(1 << 6);
    /// Values that only the host knows when they are drawn (what a PHP closure returns), or
    /// values of a type that the host does not tell.
    pub const UNKNOWN: Kinds = Kinds(1 << 7);
    pub const NONE: Kinds = Kinds(0);

    const NAMES: [(Kinds, &'static str); 8] = [
        (Kinds::NULL, "null"),
        (Kinds::BOOL, "bool"),
        (Kinds::INT, "int"),
        (Kinds::FLOAT, "float"),
        (Kinds::STRING, "string"),
        (Kinds::ARRAY, "array"),
        (Kinds::OBJECT, "object"),
        (Kinds::UNKNOWN, "unknown"),
    ];

    pub fn of(value: &Value) -> Kinds {
        match value {
            Value::Null => Kinds::NULL,
            Value::Bool(_) => Kinds::BOOL,
            Value::Int(_) => Kinds::INT,
            Value::Float(_) => Kinds::FLOAT,
            Value::String(_) => Kinds::STRING,
            Value::Array(_) => Kinds::ARRAY,
            Value::Object { .. } | Value::EnumCase { .. } | Value::DateTime { .. } => Kinds::OBJECT,
            Value::Host(host) => host.kinds,
        }
    }

    pub fn of_all<'a>(values: impl IntoIterator<Item = &'a Value>) -> Kinds {
        values
            .into_iter()
            .fold(Kinds::NONE, |kinds, value| kinds | Kinds::of(value))
    }

    pub fn contains(self, other: Kinds) -> bool {
        self.0 & other.0 == other.0
    }

    /// These kinds without `other`.
    pub fn without(self, other: Kinds) -> Kinds {
        Kinds(self.0 & !other.0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl std::ops::BitOr for Kinds {
    type Output = Kinds;

    fn bitor(self, other: Kinds) -> Kinds {
        Kinds(self.0 | other.0)
    }
}

/// "bool", "bool and float", "null, bool and float".
impl fmt::Display for Kinds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Kinds::NAMES
            .iter()
            .filter(|(kind, _)| self.contains(*kind))
            .map(|(_, name)| *name)
            .collect();
        match names.split_last() {
            None => f.write_str("no"),
            Some((last, [])) => f.write_str(last),
            Some((last, rest)) => write!(f, "{} and {last}", rest.join(", ")),
        }
    }
}

/// How many distinct values a finite list of values has (elements(), class constants).
pub fn distinct(values: &[Value]) -> u128 {
    values
        .iter()
        .enumerate()
        .filter(|(index, value)| !values[..*index].contains(value))
        .count() as u128
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_named_as_php_names_types() {
        assert_eq!(Kinds::BOOL.to_string(), "bool");
        assert_eq!((Kinds::FLOAT | Kinds::BOOL).to_string(), "bool and float");
        assert_eq!(
            (Kinds::NULL | Kinds::FLOAT | Kinds::BOOL).to_string(),
            "null, bool and float"
        );
        assert_eq!(
            Kinds::of_all(&[Value::Int(1), Value::string("a")]),
            Kinds::INT | Kinds::STRING
        );
    }

    #[test]
    fn distinct_values_are_counted_once() {
        assert_eq!(
            distinct(&[Value::Int(1), Value::Int(1), Value::string("1")]),
            2
        );
    }
}
