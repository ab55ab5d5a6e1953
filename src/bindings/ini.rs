//! INI entries: PHPUnit 13.4 rejects CLI options it does not know, so configuration comes as
//! `-d pbt.seed=N` on the command line or `<php><ini name="pbt.seed" value="N"/></php>` in
//! phpunit.xml. The PHP package reads them with ini_get().

use ext_php_rs::flags::IniEntryPermission;
use ext_php_rs::zend::{IniEntryDef, IniEntryDefs};

static ENTRIES: IniEntryDefs<10> = IniEntryDefs::new([
    // Empty: the current Unix time (proposal 7.1, --random-seed).
    IniEntryDef::new(c"pbt.seed", c"", IniEntryPermission::All),
    // 1: the seed from the Git commit checked out (--random-seed-from-git-commit).
    IniEntryDef::new(c"pbt.seed_from_git_commit", c"0", IniEntryPermission::All),
    IniEntryDef::new(c"pbt.examples", c"100", IniEntryPermission::All),
    IniEntryDef::new(c"pbt.examples_multiplier", c"1", IniEntryPermission::All),
    IniEntryDef::new(
        c"pbt.maximum_shrinking_attempts",
        c"1000",
        IniEntryPermission::All,
    ),
    IniEntryDef::new(
        c"pbt.examples_checked_until_health_is_assumed",
        c"10",
        IniEntryPermission::All,
    ),
    IniEntryDef::new(
        c"pbt.maximum_rejected_examples_until_health_is_assumed",
        c"50",
        IniEntryPermission::All,
    ),
    IniEntryDef::new(
        c"pbt.maximum_too_large_examples_until_health_is_assumed",
        c"20",
        IniEntryPermission::All,
    ),
    IniEntryDef::new(
        c"pbt.display_property_statistics",
        c"0",
        IniEntryPermission::All,
    ),
    IniEntryDef::end(),
]);

pub extern "C" fn register(_type: i32, module_number: i32) -> i32 {
    IniEntryDef::register(ENTRIES.as_slice(), module_number);
    0
}
