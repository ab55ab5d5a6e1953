//! Exporting counterexamples as PHP code, with what only PHP knows, which the host exports (see
//! [`super::host`]): a PHP value that a closure made, and local times in time zones (PHP's time
//! zone database).

use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendHashTable, Zval};
use ext_php_rs::zend::ExecutorGlobals;

use super::classes::decode_scope;
use super::exit::discard_exception;
use super::host;
use super::host_values::{entries, php_value, scalar_from_zval, text_of};
use crate::derive::Scope;
use crate::generators::{ClassNames, HostValue, Key, array_of_written, export_with};

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
        ClassNamesHandle {
            scope: decode_scope(scope),
        }
    }

    /// The class `class` as the file writes it: imported, relative, or fully qualified.
    pub fn write(&self, class: &Zval) -> String {
        self.scope.write(text_of(class).trim_start_matches('\\'))
    }

    /// A scalar as PHP code, written as the engine writes generated values.
    pub fn scalar(&self, value: &Zval) -> String {
        scalar_from_zval(value).map_or_else(
            || NOT_EXPORTED.to_owned(),
            |scalar| export_with(&scalar, &PhpExport { scope: &self.scope }),
        )
    }

    /// A PHP array as PHP code, written as the engine writes generated arrays, from its keys and
    /// its elements that the PHP package exported (it walks arrays itself, to find those that
    /// contain themselves).
    pub fn array(&self, written: &ZendHashTable) -> String {
        let entries: Vec<(Key, String)> = entries(written)
            .into_iter()
            .map(|(key, element)| (key, text_of(element)))
            .collect();
        array_of_written(&entries)
    }
}

/// [`ClassNames`] for the bindings: the scope writes class names, PHP exports the rest.
pub struct PhpExport<'a> {
    pub scope: &'a Scope,
}

const NOT_EXPORTED: &str = "null /* this value could not be exported */";

impl PhpExport<'_> {
    /// None when the exporter failed; what it threw is discarded, since a report must not fail
    /// for a value it cannot show (a method returns as if it had succeeded when it throws: the
    /// pending exception tells).
    fn call(
        &self,
        method: &str,
        arguments: Vec<&dyn ext_php_rs::convert::IntoZvalDyn>,
    ) -> Option<String> {
        let exported = host::call(method, arguments);
        if ExecutorGlobals::has_exception() {
            discard_exception();
            return None;
        }
        exported.ok()?.string()
    }
}

impl ClassNames for PhpExport<'_> {
    fn write(&self, class: &str) -> String {
        self.scope.write(class)
    }

    fn host_value(&self, value: &HostValue) -> String {
        let names = ClassNamesHandle {
            scope: self.scope.clone(),
        };
        self.call("export", vec![&php_value(value), &names])
            .unwrap_or_else(|| NOT_EXPORTED.to_owned())
    }

    fn point_in_time_in(&self, class: &str, utc: &str, timezone: &str) -> String {
        let written = self.write(class);
        let zone_class = self.write("DateTimeZone");
        self.call(
            "exportPointInTime",
            vec![&written, &utc.to_owned(), &timezone.to_owned(), &zone_class],
        )
        .unwrap_or_else(|| format!("new {written}('{utc}')"))
    }
}
