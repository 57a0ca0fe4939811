//! Naked Pairs (thesis 3.3).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// Two cells of a unit with the same two candidates take those digits; the rest of the unit loses them.
pub(crate) struct NakedPairs;

static INFO: PatternInfo = PatternInfo {
    id: "naked-pairs",
    name: "Naked Pairs",
    level: Level::Medium,
    index: 2,
    section: "3.3",
    summary: "Two cells of a unit with the same two candidates take those digits; the rest of the unit loses them.",
};

impl Pattern for NakedPairs {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &[]
    }

    fn find(&self, _board: &PatternBoard, _explain: bool) -> Option<Hint> {
        None
    }
}
