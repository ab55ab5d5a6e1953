//! A PHPDoc type as written and as parsed, which the PHP package holds between the engine's
//! calls: a type is parsed once, where the engine first reads its text (a doc comment, a native
//! type, the argument of fromType()), and what derives a generator from it takes the parse,
//! never the text again. The text stays for the messages that quote the type as written.

use super::ast::Type;
use super::doc_comment::param_type_from_doc_comment_bytes;
use super::parser::{TypeParseError, parse_type};

#[derive(Clone, Debug, PartialEq)]
pub struct ParsedType {
    text: String,
    parsed: Result<Type, TypeParseError>,
}

impl ParsedType {
    /// Parses `text`; a text that is not a type keeps its parse error for when a generator is
    /// derived from it, so that it is reported where the type is used, as any other problem.
    pub fn parse(text: impl Into<String>) -> ParsedType {
        let text = text.into();
        let parsed = parse_type(&text);
        ParsedType { text, parsed }
    }

    /// The type of `parameter` in a doc comment's @phpstan-param, @psalm-param or @param tag,
    /// parsed. `Err` is a type that is not UTF-8, with U+FFFD for the bytes that are not.
    pub fn of_parameter(doc_comment: &[u8], parameter: &str) -> Option<Result<ParsedType, String>> {
        param_type_from_doc_comment_bytes(doc_comment, parameter)
            .map(|text| text.map(ParsedType::parse))
    }

    /// The type as written (a type of several lines on one).
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn parsed(&self) -> Result<&Type, &TypeParseError> {
        self.parsed.as_ref()
    }
}
