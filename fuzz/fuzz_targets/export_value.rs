//! Fuzzes exporting values as PHP code (src/generators/export.rs, proposal 8.2): an arbitrary
//! value exported and read back with PHP's rules (tests-rust/support/php_literal.rs) must be the
//! same value, and exporting may not panic. The code must also be what PHPUnit prints: its
//! printer rewrites control and bidirectional formatting characters in failure messages
//! (PHPUnit\Util\Sanitizer), so export must write none of them.
#![no_main]

use libfuzzer_sys::arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use pbt::generators::export;
use pbt_fuzz::php_literal::{read, same};
use pbt_fuzz::values;

fuzz_target!(|data: &[u8]| {
    let Ok(value) = values::value(&mut Unstructured::new(data), 0) else {
        return;
    };
    let code = export(&value);
    let printed_otherwise =
        |c: char| c.is_control() || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
    assert!(
        !code.contains(printed_otherwise),
        "{value:?} exported as {code:?}, which PHPUnit prints otherwise"
    );
    let back = read(&code).unwrap_or_else(|error| panic!("{value:?} exported as {code}: {error}"));
    assert!(
        same(&back, &value),
        "{value:?} exported as {code}, which reads back as {back:?}"
    );
});
