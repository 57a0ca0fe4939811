//! Multi-Colors (thesis 3.10.3).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// Two conjugate chains for one digit, linked by sight, show a colour is false or a cell sees two colours of which one is true.
pub(crate) struct MultiColors;

static INFO: PatternInfo = PatternInfo {
    id: "multi-colors",
    name: "Multi-Colors",
    level: Level::Extreme,
    index: 13,
    section: "3.10.3",
    summary: "Two conjugate chains for one digit, linked by sight, show a colour is false or a cell sees two colours of which one is true.",
};

impl Pattern for MultiColors {
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
