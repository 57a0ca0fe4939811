//! Simple Coloring (thesis 3.10.2).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// Two-colouring a chain of conjugate pairs for one digit shows a colour is false, or a cell that sees both colours is.
pub(crate) struct SimpleColoring;

static INFO: PatternInfo = PatternInfo {
    id: "simple-coloring",
    name: "Simple Coloring",
    level: Level::VeryHard,
    index: 10,
    section: "3.10.2",
    summary: "Two-colouring a chain of conjugate pairs for one digit shows a colour is false, or a cell that sees both colours is.",
};

impl Pattern for SimpleColoring {
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
