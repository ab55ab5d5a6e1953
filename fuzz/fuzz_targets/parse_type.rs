//! Fuzzes the PHPDoc type parser and the doc-comment tag finder: neither may panic, hang
//! or overflow the stack, and whatever parses must survive a Display round trip.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbt::types::{param_type_from_doc_comment, parse_type};

fuzz_target!(|input: &str| {
    if let Ok(parsed) = parse_type(input) {
        let shown = parsed.to_string();
        let reparsed =
            parse_type(&shown).unwrap_or_else(|e| panic!("{input:?} displayed as {shown:?}: {e}"));
        // NaN cannot be written in PHPDoc, so float literals compare equal here.
        assert_eq!(reparsed, parsed, "{input:?} displayed as {shown:?}");
    } else if let Err(error) = parse_type(input) {
        let _ = error.to_string();
    }
    // The same text as a doc comment and as a tag's type.
    if let Some(found) = param_type_from_doc_comment(input, "x") {
        let _ = parse_type(&found);
    }
    let doc = format!("/**\n * @param {input} $x\n */");
    if let Some(found) = param_type_from_doc_comment(&doc, "x") {
        let _ = parse_type(&found);
    }
});
