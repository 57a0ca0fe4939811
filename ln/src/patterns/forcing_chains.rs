//! Forcing Chains (thesis 3.15).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// Both candidates of a bivalue cell, followed through bivalue and bilocation steps, force the same value.
pub(crate) struct ForcingChains;

static INFO: PatternInfo = PatternInfo {
    id: "forcing-chains",
    name: "Forcing Chains",
    level: Level::Extreme,
    index: 15,
    section: "3.15",
    summary: "Both candidates of a bivalue cell, followed through bivalue and bilocation steps, force the same value.",
};

impl Pattern for ForcingChains {
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
