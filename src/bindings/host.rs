//! The PHP package's side of values: the object it hands the engine (its `Types\EngineHost`),
//! which makes the objects, enum cases and points in time of generated values, exports what only
//! PHP can export, and makes the errors of generators. The engine knows no class of the package
//! by name: it reaches PHP code only through this object, which the entry points that draw or
//! export values (a check, an example, samples) make current while they run.

use std::cell::RefCell;

use ext_php_rs::convert::IntoZvalDyn;
use ext_php_rs::error::{Error, Result};
use ext_php_rs::exception::{throw, throw_object};
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ce;

use crate::model::Stop;

thread_local! {
    /// The host of the entry point that runs now; None outside of them.
    static CURRENT: RefCell<Option<Zval>> = const { RefCell::new(None) };
}

/// Runs `run` with `host` as the current host, and the one before it afterwards (entry points
/// nest: a closure of a generator may take samples of another).
pub fn with_host<T>(host: &Zval, run: impl FnOnce() -> T) -> T {
    let previous = CURRENT.with(|current| current.replace(Some(host.shallow_clone())));
    let result = run();
    let _host = CURRENT.with(|current| current.replace(previous));
    result
}

/// Calls `method` of the current host.
pub fn call(method: &str, arguments: Vec<&dyn IntoZvalDyn>) -> Result<Zval> {
    // A copy, so that no borrow is held while PHP runs (and draws again, perhaps).
    let host = CURRENT.with(|current| current.borrow().as_ref().map(Zval::shallow_clone));
    host.ok_or(Error::Object)?
        .try_call_method(method, arguments)
}

/// Stops drawing with the error the host makes of `message` (the package's InvalidGenerator),
/// which reaches the property as its error.
pub fn invalid_generator(message: &str) -> Stop {
    match call("invalidGenerator", vec![&message.to_owned()]) {
        Ok(exception) if exception.is_object() => {
            let _ = throw_object(exception);
        }
        // The call threw: its exception is pending. Without a host, a ValueError says it.
        Err(_) if ext_php_rs::zend::ExecutorGlobals::has_exception() => {}
        _ => {
            let _ = throw(ce::value_error(), message);
        }
    }
    Stop::HostFailed
}
