use crate::model::fnv1a_str;

/// The seed of one property: derived from the run seed and the property's test ID only, so that
/// `--filter` and the execution order do not change the examples a property sees (proposal 7.2).
pub fn property_seed(run_seed: u64, test_id: &str) -> u64 {
    splitmix64(run_seed ^ fnv1a_str(test_id))
}

fn splitmix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pinned: the end-to-end tests print these property seeds for these test IDs and the run
    /// seed 42, and users reproduce counterexamples with them, so a change of the hash or of
    /// the mixing function must fail here first.
    #[test]
    fn the_same_on_every_machine() {
        let pinned: [(&str, i64); 4] = [
            (
                "ArrayKeysTest::testBinaryKeysKeepTheirBytes",
                8854294026231229360,
            ),
            (
                "ArrayKeysTest::testTheLastSupportedYear",
                -3809384378073711787,
            ),
            (
                "ArrayShapeKeysTest::testNumericStringKeysAreIntKeys",
                -7139804134659124886,
            ),
            (
                "SelfReferencingDeferredTest::testTreeRecursingFirst",
                -4208371587842462976,
            ),
        ];
        for (test_id, seed) in pinned {
            assert_eq!(property_seed(42, test_id) as i64, seed, "{test_id}");
        }
    }

    #[test]
    fn differs_by_test_id_and_by_run_seed() {
        assert_ne!(property_seed(42, "A::a"), property_seed(42, "A::b"));
        assert_ne!(property_seed(42, "A::a"), property_seed(43, "A::a"));
    }
}
