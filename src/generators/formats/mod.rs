//! Generators for values that PHP code handles as formatted strings (proposal 5.3). Every value
//! is valid by construction, in its canonical spelling: no value is ever rejected.

mod characters;
mod domain_names;
mod email_addresses;
mod ip_addresses;
mod labels;
mod urls;
mod uuids;

pub use domain_names::DomainNames;
pub use email_addresses::EmailAddresses;
pub use ip_addresses::{Ipv4Addresses, Ipv6Addresses};
pub use urls::Urls;
pub use uuids::Uuids;
