//! Replacing a span with a shorter span it contains that has the same label: collapses a
//! recursive value, a tree for instance, onto one of its subtrees in one step instead of one
//! level at a time (proposal 6.3).

use crate::shrinker::spans::{choices_of, descendants};
use crate::shrinker::{Pass, Shrinker, at_each_span};

pub const PASS: Pass = Pass::new("replace a span with a shorter one of the same label", run);

fn run(shrinker: &mut Shrinker) -> bool {
    at_each_span(shrinker, |shrinker, index| {
        let mut improved = false;
        // After a replacement the span holds the subtree: it may collapse further.
        while index < shrinker.best().spans.len() && !shrinker.is_done() && replace(shrinker, index)
        {
            improved = true;
        }
        improved
    })
}

/// Tries the shorter spans of the same label inside span `index`, the shortest first, so that
/// the span collapses onto the smallest subtree that still falsifies the property at once.
/// Equal subtrees (leaves made of zeros, mostly) are tried once.
fn replace(shrinker: &mut Shrinker, index: usize) -> bool {
    let record = shrinker.best();
    let span = &record.spans[index];
    let (start, end, label) = (span.start, span.end, span.label);
    let mut inner: Vec<usize> = descendants(record, index)
        .filter(|id| record.spans[*id].label == label && record.spans[*id].len() < end - start)
        .collect();
    inner.sort_by_key(|id| record.spans[*id].len());
    let mut contents: Vec<Vec<u64>> = Vec::new();
    for id in inner {
        let content = choices_of(record, id);
        if !contents.contains(&content) {
            contents.push(content);
        }
    }
    contents
        .into_iter()
        .any(|content| shrinker.consider_replacing(start, end, &content))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ChoiceSource;
    use crate::model::{Label, Stop};
    use crate::shrinker::testing::{shrink_with, value};

    /// Whether some node has a value >= 10 and 2 children.
    fn has_big_fork(source: &mut ChoiceSource) -> Result<bool, Stop> {
        fn walk(source: &mut ChoiceSource, depth: u32) -> Result<bool, Stop> {
            source.spanned(Label::of("node"), |source| {
                let value = value(source, "int", 100)?;
                let mut children = 0;
                let mut found = false;
                while depth < 4 && source.draw_bool(0.5)? {
                    found |= walk(source, depth + 1)?;
                    children += 1;
                }
                Ok(found || (value >= 10 && children == 2))
            })
        }
        walk(source, 0)
    }

    #[test]
    fn collapses_a_tree_onto_the_subtree_that_fails_in_one_step() {
        // root 1 -> [node 2 -> [node 50 -> [leaf 3, leaf 4]]]
        let start = [1, 1, 2, 1, 50, 1, 3, 0, 1, 4, 0, 0, 0, 0];
        let (shrunk, attempts) = shrink_with(&PASS, &start, has_big_fork);
        assert_eq!(shrunk, vec![50, 1, 3, 0, 1, 4, 0, 0], "{attempts} attempts");
        // The two leaves do not falsify it, then the fork replaces the root, skipping a level;
        // its own leaves were tried already.
        assert_eq!(attempts, 3);
    }
}
