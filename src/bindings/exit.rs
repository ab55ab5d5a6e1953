//! exit() and die(): PHP ends the process by unwinding the stack with an object that no catch
//! block or finally block sees. Rust code that a PHP call returned to must leave it pending, and
//! return to PHP, so that the process really ends (and PHPUnit or the PHP package says so).

use ext_php_rs::types::ZendObject;
use ext_php_rs::zend::ExecutorGlobals;

unsafe extern "C" {
    /// PHP's own test for the object exit() unwinds with (Zend/zend_exceptions.h).
    fn zend_is_unwind_exit(exception: *const ZendObject) -> bool;
}

/// Whether the pending exception is exit() unwinding the stack: it must not be taken.
pub fn exiting() -> bool {
    ExecutorGlobals::get().exception().is_some_and(|exception| {
        // SAFETY: the pointer is a live object owned by the engine, read for the duration of the call.
        unsafe { zend_is_unwind_exit(std::ptr::from_ref(exception)) }
    })
}

/// Discards the exception that a PHP call left pending when its failure does not matter (a value
/// that cannot be serialized or exported); exit() unwinding is left pending, so that the process
/// ends as it does wherever exit() is called.
pub fn discard_exception() {
    if !exiting() {
        let _ = ExecutorGlobals::take_exception();
    }
}
