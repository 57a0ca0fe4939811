//! Swordfish (thesis 3.9).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// A digit confined to the same three columns in three rows (or rows in three columns) leaves the rest of those lines.
pub(crate) struct Swordfish;

static INFO: PatternInfo = PatternInfo {
    id: "swordfish",
    name: "Swordfish",
    level: Level::Hard,
    index: 8,
    section: "3.9",
    summary: "A digit confined to the same three columns in three rows (or rows in three columns) leaves the rest of those lines.",
};

impl Pattern for Swordfish {
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
