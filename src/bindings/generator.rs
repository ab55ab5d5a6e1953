use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendHashTable, Zval};
use ext_php_rs::zend::ce;

use super::classes::{PhpClasses, decode_scope};
use crate::derive::{Deriver, NoClasses, Scope};
use crate::generators::SharedGenerator;

/// A generator built in Rust. The PHP package wraps it in its ValueGenerator implementation.
#[php_class]
#[php(name = "PHPUnit\\Framework\\PropertyBased\\Engine\\Generator")]
#[derive(Clone)]
pub struct ValueGeneratorHandle {
    pub(crate) generator: SharedGenerator,
}

#[php_impl]
impl ValueGeneratorHandle {
    /// The generator derived from a PHPDoc or native type written in `scope`
    /// (`[namespace, [alias => class], declaring class]`), asking `classes` (a ClassDescriber)
    /// about the classes it names. A ValueError says why there is none.
    pub fn from_type(type_: String, scope: Option<&ZendHashTable>, classes: Option<&Zval>) -> PhpResult<ValueGeneratorHandle> {
        let scope = scope.map(decode_scope).unwrap_or_else(Scope::default);
        let derived = match classes {
            Some(describer) => Deriver::new(&mut PhpClasses { describer }).derive_text(&type_, &scope),
            None => Deriver::new(&mut NoClasses).derive_text(&type_, &scope),
        };
        derived
            .map(|generator| ValueGeneratorHandle { generator })
            .map_err(|error| PhpException::new(error.to_string(), 0, ce::value_error()))
    }
}
