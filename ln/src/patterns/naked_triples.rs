//! Naked Triples (thesis 3.6).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// Three cells of a unit whose candidates lie within three digits take them; the rest of the unit loses them.
pub(crate) struct NakedTriples;

static INFO: PatternInfo = PatternInfo {
    id: "naked-triples",
    name: "Naked Triples",
    level: Level::Medium,
    index: 4,
    section: "3.6",
    summary: "Three cells of a unit whose candidates lie within three digits take them; the rest of the unit loses them.",
};

impl Pattern for NakedTriples {
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
