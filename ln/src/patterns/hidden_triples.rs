//! Hidden Triples (thesis 3.7).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// Three digits that fit in only the same three cells of a unit fill them; those cells lose every other candidate.
pub(crate) struct HiddenTriples;

static INFO: PatternInfo = PatternInfo {
    id: "hidden-triples",
    name: "Hidden Triples",
    level: Level::Hard,
    index: 9,
    section: "3.7",
    summary: "Three digits that fit in only the same three cells of a unit fill them; those cells lose every other candidate.",
};

impl Pattern for HiddenTriples {
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
