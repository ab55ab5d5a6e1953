//! A model of the classes that PHP reflection would describe, so that derivation follows class
//! names without PHP: the last part of a name decides what the class is, and every other name
//! is unknown, as an undeclared class is.

use pbt::derive::{ClassShape, Classes, ConstructorParameter, Scope};
use pbt::generators::Value;

pub struct ModelClasses;

/// The scope the fuzzed types are written in: a namespace, an import, a declaring class and a
/// template type.
pub fn scope() -> Scope {
    Scope {
        namespace: "App".to_owned(),
        uses: [
            ("Node".to_owned(), "App\\Tree\\Node".to_owned()),
            ("Clock".to_owned(), "DateTimeImmutable".to_owned()),
        ]
        .into(),
        class: Some("App\\Tree\\Node".to_owned()),
        templates: vec!["T".to_owned()],
    }
}

/// A name PHP can declare a class with: identifiers separated by backslashes (PHPDoc names may
/// contain `-`, as in `non-empty-string`, but no class does).
fn is_class_name(name: &str) -> bool {
    name.split('\\').all(|part| {
        part.chars()
            .next()
            .is_some_and(|first| !first.is_ascii_digit())
            && part
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || !c.is_ascii())
    })
}

impl Classes for ModelClasses {
    fn describe(&mut self, class: &str) -> Result<ClassShape, String> {
        if !is_class_name(class) {
            return Err(format!("class {class} does not exist"));
        }
        let short = class
            .rsplit('\\')
            .next()
            .unwrap_or(class)
            .to_ascii_lowercase();
        let constructor = |parameters| ClassShape::Constructor {
            parameters,
            scope: scope(),
        };
        Ok(match short.as_str() {
            "datetimeimmutable" | "datetimeinterface" => ClassShape::PointInTime {
                class: "DateTimeImmutable".to_owned(),
            },
            "datetime" => ClassShape::PointInTime {
                class: "DateTime".to_owned(),
            },
            "suit" => ClassShape::Enum {
                cases: vec!["Hearts".to_owned(), "Spades".to_owned()],
            },
            "never" | "emptyenum" => ClassShape::Enum { cases: Vec::new() },
            // A tree: a class that contains itself, through its import and through `self`.
            "node" => constructor(vec![
                ConstructorParameter::typed("value", "int<0, 9>"),
                ConstructorParameter::typed("left", "?Node"),
                ConstructorParameter::typed("right", "?self"),
            ]),
            "forest" => constructor(vec![
                ConstructorParameter::typed("trees", "list<Node>"),
                ConstructorParameter::typed("names", "array<string, Suit>"),
            ]),
            "money" => constructor(vec![
                ConstructorParameter::typed("amount", "int"),
                ConstructorParameter::typed("currency", "'EUR'|'USD'"),
                ConstructorParameter::typed("at", "Clock"),
            ]),
            "broken" => constructor(vec![ConstructorParameter::typed("bad", "int<0, 10>>")]),
            "variadic" => constructor(vec![ConstructorParameter {
                variadic: true,
                ..ConstructorParameter::typed("rest", "int")
            }]),
            "untyped" => constructor(vec![ConstructorParameter {
                type_: None,
                ..ConstructorParameter::typed("any", "int")
            }]),
            "shape" => ClassShape::Unsupported {
                reason: format!("{class} is an interface"),
            },
            _ => return Err(format!("class {class} does not exist")),
        })
    }

    fn constants(&mut self, class: &str, pattern: &str) -> Result<Vec<Value>, String> {
        let constants = [
            ("ONE", Value::Int(1)),
            ("TWO", Value::Int(2)),
            ("NAME", Value::string("n")),
            ("NOTHING", Value::Null),
        ];
        let matching: Vec<Value> = match pattern.strip_suffix('*') {
            Some(prefix) => constants
                .iter()
                .filter(|(name, _)| name.starts_with(prefix))
                .map(|(_, value)| value.clone())
                .collect(),
            None => constants
                .iter()
                .filter(|(name, _)| *name == pattern)
                .map(|(_, value)| value.clone())
                .collect(),
        };
        if !is_class_name(class) || class.to_ascii_lowercase().ends_with("missing") {
            return Err(format!("class {class} does not exist"));
        }
        Ok(matching)
    }
}
