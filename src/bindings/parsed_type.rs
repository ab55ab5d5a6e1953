//! `PHPUnit\Framework\PropertyBased\Engine\ParsedType`: a PHPDoc type that the engine parsed
//! where it first read its text, held by the PHP package until a generator is derived from it
//! (ValueSource::fromParsedType(), a class's constructor described by the ClassDescriber), so
//! that no type text goes from the engine to PHP and back to be parsed again.

use std::rc::Rc;

use ext_php_rs::binary::Binary;
use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ce;

use super::generator::text;
use super::host_values::{bytes_of, text_of};
use crate::types::{ParsedType, types_parsed};

#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\ParsedType")]
#[derive(Clone)]
pub struct ParsedTypeHandle {
    pub(crate) parsed: Rc<ParsedType>,
}

#[php_impl]
impl ParsedTypeHandle {
    /// The type of a parameter in a doc comment's @phpstan-param, @psalm-param or @param tag,
    /// parsed; null when the comment gives none. The comment is bytes: a description in another
    /// encoding than UTF-8 does not matter, but a type that is not UTF-8 is a ValueError. The
    /// name of the parameter need not be UTF-8 either: both are compared with U+FFFD for the
    /// bytes that are not.
    pub fn of_parameter(
        doc_comment: &Zval,
        parameter: &Zval,
    ) -> PhpResult<Option<ParsedTypeHandle>> {
        ParsedType::of_parameter(bytes_of(doc_comment), &text_of(parameter))
            .transpose()
            .map(|parsed| parsed.map(ParsedTypeHandle::of))
            .map_err(|type_text| {
                let message = format!("its type in the doc comment, {type_text}, is not valid UTF-8 (shown with \u{FFFD} for the bytes that are not)");
                PhpException::new(message, 0, ce::value_error())
            })
    }

    /// A type the PHP package wrote (a native type as a PHPDoc type), parsed.
    pub fn parse(r#type: Binary<u8>) -> PhpResult<ParsedTypeHandle> {
        Ok(ParsedTypeHandle::of(ParsedType::parse(text(
            &r#type, "A type",
        )?)))
    }

    /// The type as written, for the messages that quote it.
    pub fn text(&self) -> String {
        self.parsed.text().to_owned()
    }

    /// How many type texts the engine has parsed in this process: for the test that each type a
    /// property names is parsed once.
    pub fn types_parsed() -> i64 {
        types_parsed() as i64
    }
}

impl ParsedTypeHandle {
    fn of(parsed: ParsedType) -> ParsedTypeHandle {
        ParsedTypeHandle {
            parsed: Rc::new(parsed),
        }
    }
}
