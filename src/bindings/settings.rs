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

/// A setting that is a count, checked by the engine: its INI entry, its name as an attribute of
/// the proposal's propertyBasedTesting element, and the least value it accepts. The PHP package
/// words the errors of the INI entries with the same minimums ([`SettingsHandle::ini_minimums`]).
struct Count {
    ini: &'static str,
    attribute: &'static str,
    minimum: i64,
}

const EXAMPLES: Count = Count::new("pbt.examples", "examples", 1);
const MAXIMUM_SHRINKING_ATTEMPTS: Count = Count::new(
    "pbt.maximum_shrinking_attempts",
    "maximumShrinkingAttempts",
    0,
);
const EXAMPLES_CHECKED_UNTIL_HEALTH_IS_ASSUMED: Count = Count::new(
    "pbt.examples_checked_until_health_is_assumed",
    "examplesCheckedUntilHealthIsAssumed",
    0,
);
const MAXIMUM_REJECTED_UNTIL_HEALTH_IS_ASSUMED: Count = Count::new(
    "pbt.maximum_rejected_examples_until_health_is_assumed",
    "maximumRejectedExamplesUntilHealthIsAssumed",
    1,
);
const MAXIMUM_TOO_LARGE_UNTIL_HEALTH_IS_ASSUMED: Count = Count::new(
    "pbt.maximum_too_large_examples_until_health_is_assumed",
    "maximumTooLargeExamplesUntilHealthIsAssumed",
    1,
);

impl Count {
    const fn new(ini: &'static str, attribute: &'static str, minimum: i64) -> Count {
        Count {
            ini,
            attribute,
            minimum,
        }
    }

    /// `value` as a count of the engine: at least the minimum, and at most what the engine
    /// counts to, which a larger value means.
    fn of(&self, value: i64) -> PhpResult<u32> {
        if value < self.minimum {
            return Err(PhpException::new(
                format!(
                    "The setting {} must be at least {}, {value} given",
                    self.attribute, self.minimum
                ),
                0,
                ce::value_error(),
            ));
        }
        Ok(u32::try_from(value).unwrap_or(u32::MAX))
    }
}

/// The INI entries, by name, with their defaults and the least values they accept: PHPUnit 13.4
/// rejects CLI options it does not know, so configuration comes as `-d pbt.seed=N` on the
/// command line or `<php><ini name="pbt.seed" value="N"/></php>` in phpunit.xml. The PHP
/// package reads them with ini_get().
fn ini_defaults() -> Vec<(&'static str, String, i64)> {
    let engine = Settings::default();
    let count = |count: Count, default: u32| (count.ini, default.to_string(), count.minimum);
    vec![
        // Empty: the current Unix time (proposal 7.1, --random-seed).
        ("pbt.seed", String::new(), i64::MIN),
        // 1: the seed from the Git commit checked out (--random-seed-from-git-commit).
        ("pbt.seed_from_git_commit", "0".to_owned(), 0),
        count(EXAMPLES, engine.examples),
        ("pbt.examples_multiplier", "1".to_owned(), 1),
        count(MAXIMUM_SHRINKING_ATTEMPTS, engine.max_shrinking_attempts),
        count(
            EXAMPLES_CHECKED_UNTIL_HEALTH_IS_ASSUMED,
            engine.examples_checked_until_health_is_assumed,
        ),
        count(
            MAXIMUM_REJECTED_UNTIL_HEALTH_IS_ASSUMED,
            engine.max_rejected_until_health_is_assumed,
        ),
        count(
            MAXIMUM_TOO_LARGE_UNTIL_HEALTH_IS_ASSUMED,
            engine.max_too_large_until_health_is_assumed,
        ),
        ("pbt.display_property_statistics", "0".to_owned(), 0),
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
        .map(|(name, default, _)| {
            IniEntryDef::new(leak(name), leak(default), IniEntryPermission::All)
        })
        .collect();
    entries.push(IniEntryDef::end());
    Box::leak(entries.into_boxed_slice())
}

pub extern "C" fn register_ini_entries(_type: i32, module_number: i32) -> i32 {
    IniEntryDef::register(ini_entries(), module_number);
    0
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
            examples: EXAMPLES.of(examples)?,
            max_shrinking_attempts: MAXIMUM_SHRINKING_ATTEMPTS.of(maximum_shrinking_attempts)?,
            examples_checked_until_health_is_assumed: EXAMPLES_CHECKED_UNTIL_HEALTH_IS_ASSUMED
                .of(examples_checked_until_health_is_assumed)?,
            max_rejected_until_health_is_assumed: MAXIMUM_REJECTED_UNTIL_HEALTH_IS_ASSUMED
                .of(maximum_rejected_examples_until_health_is_assumed)?,
            max_too_large_until_health_is_assumed: MAXIMUM_TOO_LARGE_UNTIL_HEALTH_IS_ASSUMED
                .of(maximum_too_large_examples_until_health_is_assumed)?,
            ..Settings::default()
        };
        Ok(SettingsHandle { settings })
    }

    /// The same settings for another number of examples (a property's own, times the multiplier).
    pub fn with_examples(&self, examples: i64) -> PhpResult<SettingsHandle> {
        let mut settings = self.settings.clone();
        settings.examples = EXAMPLES.of(examples)?;
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
            .map(|(name, default, _)| (name.to_owned(), default))
            .collect()
    }

    /// The least value each INI entry of the extension accepts, `name => minimum`: the engine's
    /// minimums of its settings, which the package checks the entries' texts against.
    pub fn ini_minimums() -> BTreeMap<String, i64> {
        ini_defaults()
            .into_iter()
            .map(|(name, _, minimum)| (name.to_owned(), minimum))
            .collect()
    }
}
