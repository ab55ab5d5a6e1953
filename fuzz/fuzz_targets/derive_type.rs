//! Fuzzes deriving a generator from an arbitrary PHPDoc type (src/types, src/derive) and drawing
//! from it with arbitrary choices: nothing may panic or hang, every drawn value must be a value
//! of the type, and its export must read back as the same value.
//!
//! An input is `TYPE\0CHOICES`. Classes are those of fuzz/src/classes.rs, any other is unknown.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbt::derive::Deriver;
use pbt::engine::ChoiceSource;
use pbt::generators::{draw, export};
use pbt::types::parse_type;
use pbt_fuzz::classes::{ModelClasses, scope};
use pbt_fuzz::conformance::conforms;
use pbt_fuzz::php_literal::{read, same};
use pbt_fuzz::{choices, text_and_rest};

fuzz_target!(|data: &[u8]| {
    let (text, rest) = text_and_rest(data);
    let text = String::from_utf8_lossy(text);
    let scope = scope();
    let generator = match Deriver::new(&mut ModelClasses).derive_text(&text, &scope) {
        Ok(generator) => generator,
        Err(error) => {
            let _ = error.to_string();
            return;
        }
    };
    let parsed = parse_type(&text).expect("a type that was derived from parses");
    for mut source in [
        ChoiceSource::replay(choices::decode(rest)),
        ChoiceSource::random(choices::seed(data)),
    ] {
        let Ok(value) = draw(&*generator, &mut source) else {
            continue;
        };
        assert!(
            conforms(&value, &parsed, &scope),
            "{text:?} drew {value:?}, which is not a value of {parsed}"
        );
        let code = export(&value);
        let back =
            read(&code).unwrap_or_else(|error| panic!("{value:?} exported as {code}: {error}"));
        assert!(
            same(&back, &value),
            "{value:?} exported as {code}, which reads back as {back:?}"
        );
    }
});
