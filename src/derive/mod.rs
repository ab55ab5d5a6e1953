//! Generators derived from PHPDoc and native types (proposal 4).
//!
//! A [`Deriver`] turns a parsed type into a generator. Class names are resolved in the [`Scope`]
//! the type is written in; what a class is (an enum, a class with a constructor, ...) is asked of
//! [`Classes`], which the PHP bindings answer with reflection.

mod classes;
mod scope;

use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

pub use classes::{ClassShape, Classes, ConstructorParameter, NoClasses};
pub use scope::Scope;

use crate::generators::{
    Arrays, Booleans, Constant, DateTimes, Deferred, Elements, Floats, Integers, Key, Lists,
    NumericStrings, Objects, OneOf, RecordItem, Records, SharedGenerator, Size, Strings, Value,
    php_array_key,
};
use crate::types::{Literal, ParsedType, ShapeKey, Type};

/// Why no generator can be derived for a type; the message completes "cannot be derived from
/// its type T: ...".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeriveError(pub String);

impl fmt::Display for DeriveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A derived generator, and whether its values can contain values of a class that encloses it
/// (a tree node's children), so that the collection around it draws fewer elements.
struct Derived {
    generator: SharedGenerator,
    recursive: bool,
}

impl Derived {
    fn plain(generator: SharedGenerator) -> Derived {
        Derived {
            generator,
            recursive: false,
        }
    }
}

pub struct Deriver<'a> {
    classes: &'a mut dyn Classes,
    /// The classes being derived, innermost last, with the generator that refers back to each.
    enclosing: Vec<(String, Rc<Deferred>)>,
    derived: HashMap<String, SharedGenerator>,
}

impl<'a> Deriver<'a> {
    pub fn new(classes: &'a mut dyn Classes) -> Deriver<'a> {
        Deriver {
            classes,
            enclosing: Vec::new(),
            derived: HashMap::new(),
        }
    }

    /// Parses a PHPDoc type written in `scope` and derives its generator.
    pub fn derive_text(
        &mut self,
        text: &str,
        scope: &Scope,
    ) -> Result<SharedGenerator, DeriveError> {
        self.derive_parsed(&ParsedType::parse(text), scope)
    }

    /// Derives the generator of a PHPDoc type written in `scope`, parsed where it was read.
    pub fn derive_parsed(
        &mut self,
        written: &ParsedType,
        scope: &Scope,
    ) -> Result<SharedGenerator, DeriveError> {
        let parsed = written
            .parsed()
            .map_err(|error| DeriveError(format!("the type cannot be parsed: {error}")))?;
        Ok(self.derive(parsed, scope)?.generator)
    }

    fn derive(&mut self, parsed: &Type, scope: &Scope) -> Result<Derived, DeriveError> {
        let generator: SharedGenerator = match parsed {
            Type::Int { min, max } => {
                let (min, max) = (min.unwrap_or(i64::MIN), max.unwrap_or(i64::MAX));
                if min > max {
                    return Err(DeriveError(format!("{parsed} has no values")));
                }
                Rc::new(Integers::new(min, max))
            }
            Type::NonZeroInt => Rc::new(OneOf::new(vec![
                Rc::new(Integers::new(1, i64::MAX)),
                Rc::new(Integers::new(i64::MIN, -1)),
            ])),
            Type::Bool => Rc::new(Booleans),
            Type::Float => Rc::new(Floats::new(false, false)),
            Type::String { numeric: true, .. } => Rc::new(NumericStrings),
            Type::String {
                non_empty,
                lowercase,
                ..
            } => {
                let size = unbounded(*non_empty);
                let strings: SharedGenerator = Rc::new(if *lowercase {
                    Strings::lowercase(size)
                } else {
                    Strings::new(size)
                });
                // Strings that PHP juggles into numbers ("1e3", " 1", "007") are a surprise
                // worth generating now and then; they have no uppercase letters either.
                Rc::new(OneOf::weighted(vec![
                    (9, strings),
                    (1, Rc::new(NumericStrings)),
                ]))
            }
            Type::Null => Rc::new(Constant::new(Value::Null)),
            Type::ArrayKey => array_key(),
            Type::Scalar => Rc::new(OneOf::new(vec![
                Rc::new(Integers::new(i64::MIN, i64::MAX)),
                Rc::new(Floats::new(false, false)),
                Rc::new(Strings::new(Size::any())),
                Rc::new(Booleans),
            ])),
            Type::Literal(literal) => Rc::new(Constant::new(literal_value(literal))),
            Type::List { element, non_empty } => {
                return self.list(parsed, element, *non_empty, scope);
            }
            Type::Array {
                key,
                value,
                non_empty,
            } => return self.array(parsed, key.as_deref(), value, *non_empty, scope),
            Type::Shape { items, list } => return self.shape(items, *list, scope),
            Type::Union(alternatives) => return self.union(alternatives, scope),
            Type::ClassConstant { class, constant } => {
                self.class_constants(&resolved(class, scope)?, constant)?
            }
            Type::Named { name, arguments } => return self.named(parsed, name, arguments, scope),
            Type::Mixed => return Err(unsupported("mixed")),
        };
        Ok(Derived::plain(generator))
    }

    fn list(
        &mut self,
        parsed: &Type,
        element: &Type,
        non_empty: bool,
        scope: &Scope,
    ) -> Result<Derived, DeriveError> {
        if *element == Type::Mixed {
            return Err(unknown_elements(parsed));
        }
        let element = self.derive(element, scope)?;
        let lists = Lists::new(element.generator, unbounded(non_empty));
        Ok(Derived {
            generator: Rc::new(if element.recursive {
                lists.recursive()
            } else {
                lists
            }),
            recursive: element.recursive,
        })
    }

    fn array(
        &mut self,
        parsed: &Type,
        key: Option<&Type>,
        value: &Type,
        non_empty: bool,
        scope: &Scope,
    ) -> Result<Derived, DeriveError> {
        if *value == Type::Mixed {
            return Err(unknown_elements(parsed));
        }
        let Some(key) = key else {
            // array<T> and T[]: arrays of consecutive int keys are what PHP code builds most.
            return self.list(parsed, value, non_empty, scope);
        };
        let keys = self.derive(key, scope)?;
        let values = self.derive(value, scope)?;
        let arrays = Arrays::new(keys.generator, values.generator, unbounded(non_empty))
            .map_err(|error| DeriveError(format!("{parsed} cannot be generated: {error}")))?;
        let arrays = if is_string(key) {
            arrays.string_keys()
        } else {
            arrays
        };
        Ok(Derived {
            generator: Rc::new(arrays),
            recursive: values.recursive,
        })
    }

    /// `array{...}`, or with `list`, `list{...}`.
    fn shape(
        &mut self,
        items: &[crate::types::ShapeItem],
        list: bool,
        scope: &Scope,
    ) -> Result<Derived, DeriveError> {
        let mut record = Vec::with_capacity(items.len());
        let mut recursive = false;
        for item in items {
            let value = self.derive(&item.value, scope)?;
            recursive |= value.recursive;
            let key = match &item.key {
                // `array{'1': int}` has the int key 1 in PHP, and is exported so.
                ShapeKey::Name(name) => php_array_key(name.as_bytes().to_vec()),
                ShapeKey::Int(int) => Key::Int(*int),
            };
            record.push(RecordItem {
                key,
                optional: item.optional,
                value: value.generator,
            });
        }
        let records = Records::new(record);
        Ok(Derived {
            generator: Rc::new(if list { records.list() } else { records }),
            recursive,
        })
    }

    /// `null` first: a nullable value is simplest when it is null, and a recursive one (a linked
    /// list's next node) ends there.
    fn union(&mut self, alternatives: &[Type], scope: &Scope) -> Result<Derived, DeriveError> {
        let mut ordered: Vec<&Type> = alternatives
            .iter()
            .filter(|alternative| **alternative == Type::Null)
            .collect();
        ordered.extend(
            alternatives
                .iter()
                .filter(|alternative| **alternative != Type::Null),
        );
        let mut generators = Vec::with_capacity(ordered.len());
        let mut recursive = false;
        for alternative in ordered {
            let derived = self.derive(alternative, scope)?;
            recursive |= derived.recursive;
            generators.push(derived.generator);
        }
        Ok(Derived {
            generator: Rc::new(OneOf::new(generators)),
            recursive,
        })
    }

    fn class_constants(
        &mut self,
        class: &str,
        pattern: &str,
    ) -> Result<SharedGenerator, DeriveError> {
        let values = self
            .classes
            .constants(class, pattern)
            .map_err(DeriveError)?;
        match values.len() {
            0 => Err(DeriveError(format!(
                "{class}::{pattern} matches no constant"
            ))),
            1 => Ok(Rc::new(Constant::new(
                values.into_iter().next().expect("one value"),
            ))),
            _ => Ok(Rc::new(Elements::new(values))),
        }
    }

    fn named(
        &mut self,
        parsed: &Type,
        name: &str,
        arguments: &[Type],
        scope: &Scope,
    ) -> Result<Derived, DeriveError> {
        let lower = name.trim_start_matches('\\').to_ascii_lowercase();
        if let Some(why) = unsupported_keyword(&lower) {
            return Err(DeriveError(why));
        }
        if scope.templates.iter().any(|template| template == name) {
            return Err(unsupported(&format!("{name} is a template type, which")));
        }
        if !arguments.is_empty() {
            return Err(DeriveError(format!(
                "{parsed} is not supported: generic classes and template types need #[ForAll] or #[GeneratorFor]"
            )));
        }
        self.class(&resolved(name, scope)?)
    }

    fn class(&mut self, class: &str) -> Result<Derived, DeriveError> {
        if let Some(generator) = self.derived.get(class) {
            return Ok(Derived::plain(Rc::clone(generator)));
        }
        if let Some((_, deferred)) = self
            .enclosing
            .iter()
            .find(|(enclosing, _)| enclosing.eq_ignore_ascii_case(class))
        {
            let deferred: SharedGenerator = Rc::clone(deferred) as SharedGenerator;
            return Ok(Derived {
                generator: deferred,
                recursive: true,
            });
        }
        let generator: SharedGenerator = match self.classes.describe(class).map_err(DeriveError)? {
            ClassShape::Enum { cases } if cases.is_empty() => {
                return Err(DeriveError(format!("the enumeration {class} has no cases")));
            }
            ClassShape::Enum { cases } => Rc::new(Elements::new(
                cases
                    .into_iter()
                    .map(|case| Value::EnumCase {
                        class: class.to_owned(),
                        case,
                    })
                    .collect(),
            )),
            ClassShape::PointInTime { class } => Rc::new(DateTimes::new(class)),
            ClassShape::Unsupported { reason } => return Err(DeriveError(reason)),
            ClassShape::Registered { generator } => generator,
            ClassShape::Constructor { parameters, scope } => {
                self.constructor(class, &parameters, &scope)?
            }
        };
        self.derived.insert(class.to_owned(), Rc::clone(&generator));
        Ok(Derived::plain(generator))
    }

    fn constructor(
        &mut self,
        class: &str,
        parameters: &[ConstructorParameter],
        scope: &Scope,
    ) -> Result<SharedGenerator, DeriveError> {
        let deferred = Deferred::new(Objects::label_for(class));
        self.enclosing
            .push((class.to_owned(), Rc::clone(&deferred)));
        let derived = self.constructor_arguments(class, parameters, scope);
        self.enclosing.pop();
        let generator: SharedGenerator = Rc::new(Objects::new(class.to_owned(), derived?));
        deferred.resolve(&generator);
        Ok(generator)
    }

    fn constructor_arguments(
        &mut self,
        class: &str,
        parameters: &[ConstructorParameter],
        scope: &Scope,
    ) -> Result<Vec<(String, SharedGenerator)>, DeriveError> {
        let mut arguments = Vec::with_capacity(parameters.len());
        for parameter in parameters {
            let place = format!(
                "the parameter ${} of {class}::__construct()",
                parameter.name
            );
            if parameter.variadic {
                return Err(DeriveError(format!("{place} is variadic")));
            }
            let Some(written) = &parameter.type_ else {
                return Err(DeriveError(format!("{place} has no type")));
            };
            let generator = self.derive_parsed(written, scope).map_err(|error| {
                DeriveError(format!(
                    "{place} has the type {}, and {error}",
                    written.text()
                ))
            })?;
            arguments.push((parameter.name.clone(), generator));
        }
        Ok(arguments)
    }
}

/// The fully qualified name of a class named in `scope`; `self` and `static` outside a class
/// (fromType() called in a function) name no class.
fn resolved(name: &str, scope: &Scope) -> Result<String, DeriveError> {
    let refers_to_its_class = ["self", "static", "$this"]
        .iter()
        .any(|keyword| name.eq_ignore_ascii_case(keyword));
    if refers_to_its_class && scope.class.is_none() {
        return Err(DeriveError(format!(
            "{name} refers to the class in which the type is written, but this type is not written in a class; name the class instead"
        )));
    }
    Ok(scope.resolve(name))
}

fn array_key() -> SharedGenerator {
    Rc::new(OneOf::new(vec![
        Rc::new(Integers::new(i64::MIN, i64::MAX)),
        Rc::new(Strings::new(Size::any())),
    ]))
}

/// `string`, `non-empty-string` and the like, or a union of them: a type of string keys that PHP
/// must not turn into int keys.
fn is_string(type_: &Type) -> bool {
    match type_ {
        Type::String { .. } => true,
        Type::Union(alternatives) => alternatives.iter().all(is_string),
        _ => false,
    }
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

/// The pseudo-types and keywords the proposal names as not supported (4.2). Interfaces, abstract
/// classes and the like are classes: [`Classes::describe`] says why they are not supported.
fn unsupported_keyword(lower: &str) -> Option<String> {
    let name = match lower {
        "closure" => "Closure",
        "object" | "mixed" | "callable" | "iterable" | "resource" | "void" | "never"
        | "callable-string" | "class-string" | "interface-string" | "enum-string"
        | "trait-string" => lower,
        _ => return None,
    };
    Some(unsupported(name).0)
}

/// `what` completes "... is not supported".
fn unsupported(what: &str) -> DeriveError {
    DeriveError(format!(
        "{what} is not supported; specify a generator with #[ForAll], #[ForAllExternal] or #[GeneratorFor]"
    ))
}

/// The size of a string or collection type: any, at least 1 for a non-empty one.
fn unbounded(non_empty: bool) -> Size {
    Size {
        min: usize::from(non_empty),
        max: None,
    }
}

fn unknown_elements(parsed: &Type) -> DeriveError {
    DeriveError(format!(
        "the type of the elements of {parsed} is not known; give it, for instance list<int> or array<string, int>"
    ))
}
