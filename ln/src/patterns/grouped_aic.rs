//! Grouped AIC (HoDoKu's Grouped Nice Loop/AIC entry, level unfair, score 300; Sudoku
//! Explainer's Forcing Chain with groups, 7.0 and up): an AIC whose nodes may be groups — the
//! two or three places of a digit in one box∩line, true when the digit is in one of them.
//! A group is strongly linked to the rest of the digit's places in a unit when they form one
//! node, and weakly linked to every place of the digit that sees all its cells.

use dn::{Hint, Level};

use super::chain_engine::{self, Form, Search};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// An AIC with grouped nodes: a candidate that sees both ends is false.
pub(crate) struct GroupedAic;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("grouped-aic"),
    name: "Grouped AIC",
    level: Level::Extreme,
    family: Family::Chains,
    section: None,
    // As an AIC (7.0 + length); SE 1.2.1 has no grouped nodes.
    explainer: dn::ExplainerRating::tenths(80),
    summary: "An alternating chain whose nodes may be a digit's places in one box∩line (a group): one of its two \
              ends is true, so a candidate that sees both ends is false.",
};

/// Any digits, grouped nodes allowed, open chains (Grouped Nice Loop finds them on its walks too).
pub(crate) const SEARCH: Search = Search { single_digit: false, grouped: true, als: false, form: Form::Chain, max_links: chain_engine::LONGEST };

impl Pattern for GroupedAic {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        chain_engine::find(&INFO, board, SEARCH, explain)
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::chain_engine::tests::{TOP1465_13_STEP23, TOP1465_7_STEP7};
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    pub(super) static FIXTURES: [Fixture; 3] = [
        Fixture {
            pattern: "grouped-aic",
            source: "line 7 of magictour_top1465.txt after 7 steps: an 11-link chain from the group f1c1-f2c1-f3c1",
            board: || board_from_marks(TOP1465_7_STEP7),
            applies: true,
            expected: &["-3f6c1"],
        },
        Fixture {
            pattern: "grouped-aic",
            source: "line 13 of magictour_top1465.txt after 23 steps",
            board: || board_from_marks(TOP1465_13_STEP23),
            applies: true,
            expected: &["-1f6c9"],
        },
        Fixture {
            pattern: "grouped-aic",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];
}
