//! The shrink passes of proposal 6.3, one module each, in the order of the first round.

pub(crate) mod binary_search;
mod copy_shorter_sibling;
mod delete_blocks;
mod delete_other_spans;
mod delete_renumbering;
pub(crate) mod delete_spans;
mod exchange_subtrees;
mod keep_last_draw;
mod lower_and_delete;
mod lower_and_raise;
mod lower_changed_together;
mod lower_close_values;
mod lower_equal_values;
mod lower_large_values_together;
mod lower_to_another_value;
mod lower_together;
mod merge_collections;
mod mirror_negative;
mod move_into_later;
mod redistribute_pairs;
mod replace_with_contained;
mod shift_negative_up;
mod small_values;
mod sort_spans;
mod zero_choices;

use super::Pass;

pub const ALL: &[Pass] = &[
    zero_choices::PASS,
    keep_last_draw::PASS,
    move_into_later::PASS,
    lower_to_another_value::PASS,
    delete_spans::PASS,
    delete_renumbering::PASS,
    lower_and_delete::PASS,
    replace_with_contained::PASS,
    merge_collections::PASS,
    lower_equal_values::PASS,
    lower_large_values_together::PASS,
    lower_close_values::PASS,
    binary_search::PASS,
    mirror_negative::PASS,
    shift_negative_up::PASS,
    lower_changed_together::PASS,
    sort_spans::PASS,
    exchange_subtrees::PASS,
    // The fallbacks, the one that succeeds for most of its attempts first: lowering two values
    // together costs one attempt a pair when it cannot, and spares the others' attempts on
    // values that hold each other up.
    lower_together::PASS,
    redistribute_pairs::PASS,
    lower_and_raise::PASS,
    small_values::PASS,
    delete_other_spans::PASS,
    copy_shorter_sibling::PASS,
    delete_blocks::PASS,
];
