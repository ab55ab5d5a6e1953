//! Exporting counterexamples as PHP code, with what only PHP knows: how to export a PHP value
//! that a closure made, and local times in time zones (PHP's time zone database).

use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendCallable, ZendHashTable, Zval};

use super::classes::decode_scope;
use super::host_values::{from_zval, php_value};
use crate::derive::Scope;
use crate::generators::{ClassNames, HostValue, date_time_text, export_with};

const VALUE_EXPORTER: &str = "PHPUnit\\Framework\\PropertyBased\\Types\\ValueExporter::";

/// How the file that declares a property writes class names, for the PHP exporter.
#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\ClassNames")]
#[derive(Clone)]
pub struct ClassNamesHandle {
    scope: Scope,
}

#[php_impl]
impl ClassNamesHandle {
    /// The class names of the scope `[namespace, [alias => class], class, [templates]]`.
    pub fn __construct(scope: &ZendHashTable) -> ClassNamesHandle {
        ClassNamesHandle { scope: decode_scope(scope) }
    }

    /// The class `class` as the file writes it: imported, relative, or fully qualified.
    pub fn write(&self, class: String) -> String {
        self.scope.write(class.trim_start_matches('\\'))
    }

    /// A scalar or an array of scalars as PHP code, written as the engine writes generated values.
    pub fn scalar(&self, value: &Zval) -> String {
        export_with(&from_zval(value), &PhpExport { scope: &self.scope })
    }
}

/// [`ClassNames`] for the bindings: the scope writes class names, PHP exports the rest.
pub struct PhpExport<'a> {
    pub scope: &'a Scope,
}

impl PhpExport<'_> {
    fn call(&self, method: &str, arguments: Vec<&dyn ext_php_rs::convert::IntoZvalDyn>) -> Option<String> {
        ZendCallable::try_from_name(&format!("{VALUE_EXPORTER}{method}")).ok()?.try_call(arguments).ok()?.string()
    }
}

impl ClassNames for PhpExport<'_> {
    fn write(&self, class: &str) -> String {
        self.scope.write(class)
    }

    fn host_value(&self, value: &HostValue) -> String {
        let names = ClassNamesHandle { scope: self.scope.clone() };
        self.call("export", vec![&php_value(value), &names]).unwrap_or_else(|| "null /* this value could not be exported */".to_owned())
    }

    fn point_in_time_in(&self, class: &str, seconds: i64, microseconds: u32, timezone: &str) -> String {
        let written = self.write(class);
        let utc = date_time_text(seconds, microseconds);
        let zone_class = self.write("DateTimeZone");
        self.call("pointInTime", vec![&written, &utc, &timezone.to_owned(), &zone_class]).unwrap_or_else(|| format!("new {written}('{utc}')"))
    }
}
