/// What a span was drawn by: the kind of generator, its configuration and the labels of the
/// generators it is composed of (proposal 6.1). Generators configured alike get equal labels,
/// which is what lets shrink passes treat their spans as values of the same kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Label(pub u64);

impl Label {
    /// A label from a description of the generator, e.g. `"int<0, 100>"`.
    pub fn of(description: &str) -> Label {
        Label(fnv1a(description.as_bytes(), FNV_OFFSET))
    }

    /// The label of a generator composed of another one (`list` of this element label).
    pub fn with(self, part: Label) -> Label {
        Label(fnv1a(&part.0.to_le_bytes(), self.0))
    }
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a: labels and seeds must be the same on every machine and in every build, which rules out
/// std's randomly keyed hasher.
pub(crate) fn fnv1a(bytes: &[u8], mut hash: u64) -> u64 {
    for byte in bytes {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

pub(crate) fn fnv1a_str(text: &str) -> u64 {
    fnv1a(text.as_bytes(), FNV_OFFSET)
}
