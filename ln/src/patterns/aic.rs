//! AIC (HoDoKu's Nice Loop/AIC entry, level unfair, score 280; Sudoku Explainer's Forcing Chain, 7.0
//! and up with length): an Alternating Inference Chain on candidates of any digits. Strong
//! links are the only two digits of a cell or the only two places of a digit in a unit; weak
//! links join two digits of one cell or two places of a digit that see each other. The chain
//! starts and ends with a strong link, so one of its two ends is true, and a candidate that
//! sees both ends is false: with one digit at both ends, the cells that see both lose it;
//! with two digits, a cell holding both ends keeps only them, and two ends that see each
//! other lose each other's digit. (A discontinuous nice loop that removes its start
//! candidate is this chain with the removed candidate seeing both ends.)

use dn::{Hint, Level};

use super::chain_engine::{self, Form, Search};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// Alternating Inference Chain: a candidate that sees both ends is false.
pub(crate) struct Aic;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("aic"),
    name: "AIC",
    level: Level::Extreme,
    family: Family::Chains,
    section: None,
    // Sudoku Explainer's forcing chain on several digits (X- and Y-links): 7.0 + length.
    explainer: dn::ExplainerRating::tenths(70),
    summary: "An alternating chain of strong and weak links on candidates shows that one of its two ends is true: a \
              candidate that sees both ends is false.",
};

/// Any digits, single candidates, open chains (Nice Loop finds them on its walks too).
pub(crate) const SEARCH: Search = Search { single_digit: false, grouped: false, als: false, form: Form::Chain, max_links: chain_engine::READABLE };

impl Pattern for Aic {
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
    use crate::patterns::chain_engine::tests::{TOP1465_12_STEP54, TOP1465_13_STEP21, TOP1465_61_STEP12};
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "aic",
            source: "line 13 of magictour_top1465.txt after 21 steps: three bivalue cells and a conjugate pair",
            board: || board_from_marks(TOP1465_13_STEP21),
            applies: true,
            expected: &["-3f3c9"],
        },
        Fixture {
            pattern: "aic",
            source: "line 12 of magictour_top1465.txt after 54 steps",
            board: || board_from_marks(TOP1465_12_STEP54),
            applies: true,
            expected: &["-2f2c1"],
        },
        Fixture {
            pattern: "aic",
            source: "line 61 of magictour_top1465.txt after 12 steps: its chain needs a grouped node",
            board: || board_from_marks(TOP1465_61_STEP12),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "aic",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];
}
