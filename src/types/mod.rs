//! PHPDoc types: parsing the type syntax PHPStan understands (`int<0, 100>`,
//! `array{name: non-empty-string, age?: int}`, `list<Foo::*>`, ...) into a small AST that
//! the generator deriver matches on, and finding a parameter's type in a doc comment.
//!
//! Pure Rust with no PHP types, so all of it is testable without PHP.

mod ast;
mod doc_comment;
mod error;
mod lexer;
mod parsed;
mod parser;

pub use ast::{Literal, ShapeItem, ShapeKey, Type};
pub use doc_comment::{param_type_from_doc_comment, param_type_from_doc_comment_bytes};
pub use parsed::ParsedType;
pub use parser::{MAX_DEPTH, TypeParseError, parse_type, types_parsed};
