use ext_php_rs::exception::{PhpException, PhpResult};
use ext_php_rs::prelude::*;
use ext_php_rs::zend::ce;

use crate::derive::derive_from_text;
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
    /// The generator derived from a PHPDoc or native type; a ValueError says why
    /// there is none.
    pub fn from_type(type_: String) -> PhpResult<ValueGeneratorHandle> {
        derive_from_text(&type_)
            .map(|generator| ValueGeneratorHandle { generator })
            .map_err(|error| PhpException::new(error.to_string(), 0, ce::value_error()))
    }
}
