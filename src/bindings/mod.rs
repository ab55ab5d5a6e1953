//! The PHP module `pbt`: the engine's classes in the namespace
//! `PHPUnit\Framework\PropertyBased\Engine`, and the INI entries that configure it.
//!
//! Everything PHP-specific lives here; the rest of the crate knows nothing of PHP. The PHP package
//! (php/) is the only caller: these classes are internal to it.

mod check_result;
mod classes;
mod closures;
mod convert;
mod example;
mod exit;
mod export;
mod generator;
mod host;
mod host_keys;
mod host_values;
mod outcome;
mod parsed_type;
mod pcre_matched;
mod property;
mod settings;

use ext_php_rs::prelude::*;

pub use check_result::CheckResult;
pub use example::Example;
pub use generator::ValueGeneratorHandle;
pub use property::PropertyHandle;

/// The version of the interface between this module and the PHP package: bump it with every change
/// of a class, method, parameter or behaviour the package relies on. The package compares it, and
/// the module's version (`phpversion('pbt')`, the crate's), with its own when PHPUnit boots its
/// extension, so that a stale build fails with one message instead of misleading results.
pub const INTERFACE_VERSION: i64 = 4;

#[php_module]
pub fn get_module(module: ModuleBuilder) -> ModuleBuilder {
    module
        .constant((
            "PHPUnit\\Framework\\PropertyBased\\Engine\\INTERFACE_VERSION",
            INTERFACE_VERSION,
            &[],
        ))
        .startup_function(settings::register_ini_entries)
        .class::<ValueGeneratorHandle>()
        .class::<parsed_type::ParsedTypeHandle>()
        .class::<export::ClassNamesHandle>()
        .class::<Example>()
        .class::<CheckResult>()
        .class::<PropertyHandle>()
        .class::<settings::SettingsHandle>()
        .class::<outcome::Outcome>()
        .enumeration::<outcome::Phase>()
        .enumeration::<outcome::Verdict>()
        .enumeration::<outcome::HealthStop>()
        .enumeration::<outcome::Rejection>()
}
