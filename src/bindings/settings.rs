//! `Engine\Settings`: the settings of a check (proposal 9) as one immutable value, and the INI
//! entries that configure them, whose defaults are the engine's own ([`Settings::default`]):
//! they are defined there and nowhere else.

use std::collections::BTreeMap;
use std::ffi::{CStr, CString};

use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::flags::IniEntryPermission;
use ext_php_rs::prelude::*;
use ext_php_rs::zend::{IniEntryDef, ce};

use crate::runner::Settings;

/// The INI entries, by name, with their defaults: PHPUnit 13.4 rejects CLI options it does not
/// know, so configuration comes as `-d pbt.seed=N` on the command line or
/// `<php><ini name="pbt.seed" value="N"/></php>` in phpunit.xml. The PHP package reads them
/// with ini_get().
fn ini_defaults() -> Vec<(&'static str, String)> {
    let engine = Settings::default();
    vec![
        // Empty: the current Unix time (proposal 7.1, --random-seed).
        ("pbt.seed", String::new()),
        // 1: the seed from the Git commit checked out (--random-seed-from-git-commit).
        ("pbt.seed_from_git_commit", "0".to_owned()),
        ("pbt.examples", engine.examples.to_string()),
        ("pbt.examples_multiplier", "1".to_owned()),
        (
            "pbt.maximum_shrinking_attempts",
            engine.max_shrinking_attempts.to_string(),
        ),
        (
            "pbt.examples_checked_until_health_is_assumed",
            engine.examples_checked_until_health_is_assumed.to_string(),
        ),
        (
            "pbt.maximum_rejected_examples_until_health_is_assumed",
            engine.max_rejected_until_health_is_assumed.to_string(),
        ),
        (
            "pbt.maximum_too_large_examples_until_health_is_assumed",
            engine.max_too_large_until_health_is_assumed.to_string(),
        ),
        ("pbt.display_property_statistics", "0".to_owned()),
    ]
}

/// PHP keeps the table of INI entries for the whole process, so it is built once, when the
/// module starts, and never freed.
fn ini_entries() -> &'static [IniEntryDef] {
    let leak = |text: &str| -> &'static CStr {
        // The names and numbers have no NUL byte.
        Box::leak(CString::new(text).unwrap_or_default().into_boxed_c_str())
    };
    let mut entries: Vec<IniEntryDef> = ini_defaults()
        .iter()
        .map(|(name, default)| IniEntryDef::new(leak(name), leak(default), IniEntryPermission::All))
        .collect();
    entries.push(IniEntryDef::end());
    Box::leak(entries.into_boxed_slice())
}

pub extern "C" fn register_ini_entries(_type: i32, module_number: i32) -> i32 {
    IniEntryDef::register(ini_entries(), module_number);
    0
}

/// A count of the settings: at least `minimum` (the PHP package words the errors of the INI
/// entries), and at most what the engine counts to, which a larger count means.
fn count(value: i64, name: &str, minimum: u32) -> PhpResult<u32> {
    if value < i64::from(minimum) {
        return Err(PhpException::new(
            format!("The setting {name} must be at least {minimum}, {value} given"),
            0,
            ce::value_error(),
        ));
    }
    Ok(u32::try_from(value).unwrap_or(u32::MAX))
}

#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Settings")]
#[derive(Clone)]
pub struct SettingsHandle {
    pub(crate) settings: Settings,
}

#[php_impl]
impl SettingsHandle {
    /// The settings by the names of the attributes of the proposal's propertyBasedTesting element.
    pub fn __construct(
        examples: i64,
        maximum_shrinking_attempts: i64,
        examples_checked_until_health_is_assumed: i64,
        maximum_rejected_examples_until_health_is_assumed: i64,
        maximum_too_large_examples_until_health_is_assumed: i64,
    ) -> PhpResult<SettingsHandle> {
        let settings = Settings {
            examples: count(examples, "examples", 1)?,
            max_shrinking_attempts: count(
                maximum_shrinking_attempts,
                "maximumShrinkingAttempts",
                0,
            )?,
            examples_checked_until_health_is_assumed: count(
                examples_checked_until_health_is_assumed,
                "examplesCheckedUntilHealthIsAssumed",
                0,
            )?,
            max_rejected_until_health_is_assumed: count(
                maximum_rejected_examples_until_health_is_assumed,
                "maximumRejectedExamplesUntilHealthIsAssumed",
                1,
            )?,
            max_too_large_until_health_is_assumed: count(
                maximum_too_large_examples_until_health_is_assumed,
                "maximumTooLargeExamplesUntilHealthIsAssumed",
                1,
            )?,
            ..Settings::default()
        };
        Ok(SettingsHandle { settings })
    }

    /// The same settings for another number of examples (a property's own, times the multiplier).
    pub fn with_examples(&self, examples: i64) -> PhpResult<SettingsHandle> {
        let mut settings = self.settings.clone();
        settings.examples = count(examples, "examples", 1)?;
        Ok(SettingsHandle { settings })
    }

    pub fn examples(&self) -> i64 {
        i64::from(self.settings.examples)
    }

    pub fn maximum_shrinking_attempts(&self) -> i64 {
        i64::from(self.settings.max_shrinking_attempts)
    }

    pub fn examples_checked_until_health_is_assumed(&self) -> i64 {
        i64::from(self.settings.examples_checked_until_health_is_assumed)
    }

    pub fn maximum_rejected_examples_until_health_is_assumed(&self) -> i64 {
        i64::from(self.settings.max_rejected_until_health_is_assumed)
    }

    pub fn maximum_too_large_examples_until_health_is_assumed(&self) -> i64 {
        i64::from(self.settings.max_too_large_until_health_is_assumed)
    }

    /// The INI entries of the extension with their defaults, `name => default`, as registered.
    pub fn ini_defaults() -> BTreeMap<String, String> {
        ini_defaults()
            .into_iter()
            .map(|(name, default)| (name.to_owned(), default))
            .collect()
    }
}
