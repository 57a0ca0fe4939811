//! Locked Candidates (thesis 3.5).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// A digit confined to one line inside a block, or to one block inside a line, leaves the rest of the other unit.
pub(crate) struct LockedCandidates;

static INFO: PatternInfo = PatternInfo {
    id: "locked-candidates",
    name: "Locked Candidates",
    level: Level::Medium,
    index: 3,
    section: "3.5",
    summary: "A digit confined to one line inside a block, or to one block inside a line, leaves the rest of the other unit.",
};

impl Pattern for LockedCandidates {
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
