//! Remote Pairs (thesis 3.11).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// A chain of cells with the same two candidates alternates them; a cell that sees both colours loses both digits.
pub(crate) struct RemotePairs;

static INFO: PatternInfo = PatternInfo {
    id: "remote-pairs",
    name: "Remote Pairs",
    level: Level::Hard,
    index: 7,
    section: "3.11",
    summary: "A chain of cells with the same two candidates alternates them; a cell that sees both colours loses both digits.",
};

impl Pattern for RemotePairs {
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
