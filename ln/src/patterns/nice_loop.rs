//! Nice Loop (HoDoKu's Nice Loop/AIC entry, level unfair, score 280; Sudoku Explainer's
//! Bidirectional Cycle, 7.0 and up with length): an Alternating Inference Chain on candidates
//! that closes. Continuous: the last node is weakly linked back to the start, so each weak
//! link of the loop holds exactly one true side and every candidate seeing both sides of one
//! is false. Discontinuous: supposing the start candidate false leads back to it being true,
//! so it is placed. (A discontinuous loop that removes its start candidate is the AIC that
//! follows in the registry, with the removed candidate seeing both ends.)

use dn::{Hint, Level};

use super::chain_engine::{self, Form, Search};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A closed alternating chain: continuous or discontinuous.
pub(crate) struct NiceLoop;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("nice-loop"),
    name: "Nice Loop",
    level: Level::Extreme,
    family: Family::Chains,
    section: None,
    // Sudoku Explainer's forcing chain on several digits: 7.0 + length.
    explainer: dn::ExplainerRating::tenths(70),
    summary: "An alternating chain that closes into a loop: continuous, it removes the candidates that see both \
              sides of a weak link; discontinuous, it places the candidate where it starts and ends.",
};

/// Any digits, single candidates, loops.
const SEARCH: Search = Search { single_digit: false, grouped: false, als: false, form: Form::Loop, max_links: chain_engine::READABLE };

impl Pattern for NiceLoop {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        chain_engine::find_keeping(&INFO, board, SEARCH, super::aic::SEARCH, explain)
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::chain_engine::tests::{TOP1465_12_STEP54, TOP1465_21_STEP26, TOP1465_61_STEP12};
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "nice-loop",
            source: "line 12 of magictour_top1465.txt after 54 steps: a continuous loop of 10 links",
            board: || board_from_marks(TOP1465_12_STEP54),
            applies: true,
            expected: &["-2f5c3", "-1f8c9", "-2f3c7"],
        },
        Fixture {
            pattern: "nice-loop",
            source: "line 21 of magictour_top1465.txt after 26 steps: a discontinuous loop from f9c5 back to it",
            board: || board_from_marks(TOP1465_21_STEP26),
            applies: true,
            expected: &["+3f9c5"],
        },
        Fixture {
            pattern: "nice-loop",
            source: "line 61 of magictour_top1465.txt after 12 steps: the only loops need a grouped node",
            board: || board_from_marks(TOP1465_61_STEP12),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "nice-loop",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];
}
