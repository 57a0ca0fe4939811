//! XY-Chain (thesis 3.14).

use dn::{Hint, Level};

use super::{Pattern, PatternBoard, PatternInfo};

/// A cycle in the bivalue graph with one repeated digit forces the cell where it repeats.
pub(crate) struct XyChain;

static INFO: PatternInfo = PatternInfo {
    id: "xy-chain",
    name: "XY-Chain",
    level: Level::Extreme,
    index: 14,
    section: "3.14",
    summary: "A cycle in the bivalue graph with one repeated digit forces the cell where it repeats.",
};

impl Pattern for XyChain {
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
