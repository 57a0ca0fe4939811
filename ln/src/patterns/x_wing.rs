//! X-Wing (thesis 3.8).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// A digit confined to the same two columns in two rows (or rows in two columns) leaves the rest of those lines.
pub(crate) struct XWing;

static INFO: PatternInfo = PatternInfo {
    id: "x-wing",
    name: "X-Wing",
    level: Level::Hard,
    index: 6,
    section: "3.8",
    summary: "A digit confined to the same two columns in two rows (or rows in two columns) leaves the rest of those lines.",
};

impl Pattern for XWing {
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
