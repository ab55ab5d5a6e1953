//! What derivation needs to know about classes, which only PHP can tell (reflection): the engine
//! asks through [`Classes`], so it stays free of PHP.

use std::rc::Rc;

use super::scope::Scope;
use crate::generators::Value;
use crate::types::ParsedType;

/// How values of a class are generated (proposal 4.2).
#[derive(Clone)]
pub enum ClassShape {
    /// An enumeration, with the names of its cases in declaration order.
    Enum { cases: Vec<String> },
    /// A class with a public constructor; its parameters' types are written in `scope`.
    Constructor {
        parameters: Vec<ConstructorParameter>,
        scope: Scope,
    },
    /// DateTimeImmutable, DateTime, DateTimeInterface (generated as DateTimeImmutable).
    PointInTime { class: String },
    /// Interfaces, abstract classes, classes without a public constructor...: why not.
    Unsupported { reason: String },
    /// A generator registered for the class (#[GeneratorFor], proposal 5.2).
    Registered {
        generator: crate::generators::SharedGenerator,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct ConstructorParameter {
    pub name: String,
    /// The PHPDoc type of its @param tag, or its native type with class names fully qualified,
    /// parsed where PHP read it.
    pub type_: Option<Rc<ParsedType>>,
    pub variadic: bool,
}

impl ConstructorParameter {
    /// A parameter that is not variadic, of the type `type_text`, parsed here.
    pub fn typed(name: &str, type_text: &str) -> ConstructorParameter {
        ConstructorParameter {
            name: name.to_owned(),
            type_: Some(Rc::new(ParsedType::parse(type_text))),
            variadic: false,
        }
    }
}

pub trait Classes {
    /// Describes the class `class` (fully qualified, no leading backslash).
    fn describe(&mut self, class: &str) -> Result<ClassShape, String>;

    /// The values of the constants (or enum cases) of `class` whose names match `pattern`, which
    /// is a name or a prefix followed by `*`.
    fn constants(&mut self, class: &str, pattern: &str) -> Result<Vec<Value>, String>;
}

/// For types without class names: every class is unknown.
pub struct NoClasses;

impl Classes for NoClasses {
    fn describe(&mut self, class: &str) -> Result<ClassShape, String> {
        Err(format!("class {class} cannot be looked up here"))
    }

    fn constants(&mut self, class: &str, _pattern: &str) -> Result<Vec<Value>, String> {
        Err(format!("class {class} cannot be looked up here"))
    }
}
