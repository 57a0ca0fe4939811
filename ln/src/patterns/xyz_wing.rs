//! XYZ-Wing (thesis 3.13).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// A root xyz seeing pincers xz and yz: any cell seeing all three cannot be z.
pub(crate) struct XyzWing;

static INFO: PatternInfo = PatternInfo {
    id: "xyz-wing",
    name: "XYZ-Wing",
    level: Level::VeryHard,
    index: 12,
    section: "3.13",
    summary: "A root xyz seeing pincers xz and yz: any cell seeing all three cannot be z.",
};

impl Pattern for XyzWing {
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
