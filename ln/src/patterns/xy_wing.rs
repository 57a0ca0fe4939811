//! XY-Wing (thesis 3.12).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// A root xy seeing pincers xz and yz: any cell seeing both pincers cannot be z.
pub(crate) struct XyWing;

static INFO: PatternInfo = PatternInfo {
    id: "xy-wing",
    name: "XY-Wing",
    level: Level::VeryHard,
    index: 11,
    section: "3.12",
    summary: "A root xy seeing pincers xz and yz: any cell seeing both pincers cannot be z.",
};

impl Pattern for XyWing {
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
