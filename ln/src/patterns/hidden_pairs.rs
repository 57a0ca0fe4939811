//! Hidden Pairs (thesis 3.4).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// Two digits that fit in only the same two cells of a unit fill them; those cells lose every other candidate.
pub(crate) struct HiddenPairs;

static INFO: PatternInfo = PatternInfo {
    id: "hidden-pairs",
    name: "Hidden Pairs",
    level: Level::Medium,
    index: 5,
    section: "3.4",
    summary: "Two digits that fit in only the same two cells of a unit fill them; those cells lose every other candidate.",
};

impl Pattern for HiddenPairs {
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
