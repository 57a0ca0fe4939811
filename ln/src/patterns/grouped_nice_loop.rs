//! Grouped Nice Loop (HoDoKu's Grouped Nice Loop/AIC entry, level unfair, score 300): a Nice
//! Loop whose nodes may be groups (the places of a digit in one box∩line). Continuous, it
//! removes the candidates that see both sides of a weak link of the loop; discontinuous, it
//! places its start candidate.

use dn::{Hint, Level};

use super::chain_engine::{self, Form, Search};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A Nice Loop with grouped nodes.
pub(crate) struct GroupedNiceLoop;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("grouped-nice-loop"),
    name: "Grouped Nice Loop",
    level: Level::Extreme,
    family: Family::Chains,
    section: None,
    // As a Nice Loop (7.0 + length); SE 1.2.1 has no grouped nodes.
    explainer: dn::ExplainerRating::tenths(80),
    summary: "A loop of strong and weak links whose nodes may be a digit's places in one box∩line: continuous, it \
              removes the candidates that see both sides of a weak link; discontinuous, it places its start.",
};

/// Any digits, grouped nodes allowed, loops.
const SEARCH: Search = Search { single_digit: false, grouped: true, als: false, form: Form::Loop, max_links: chain_engine::READABLE };

impl Pattern for GroupedNiceLoop {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        chain_engine::find_keeping(&INFO, board, SEARCH, super::grouped_aic::SEARCH, explain)
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::chain_engine::tests::{TOP1465_13_STEP23, TOP1465_61_STEP12, TOP1465_7_STEP7};
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "grouped-nice-loop",
            source: "line 13 of magictour_top1465.txt after 23 steps: a continuous loop through the group f1c7-f3c7",
            board: || board_from_marks(TOP1465_13_STEP23),
            applies: true,
            expected: &["-2f6c8", "-1f4c1", "-1f4c4", "-1f5c7", "-1f5c9", "-1f6c8", "-1f6c9", "-7f5c7", "-5f3c9"],
        },
        Fixture {
            pattern: "grouped-nice-loop",
            source: "line 61 of magictour_top1465.txt after 12 steps",
            board: || board_from_marks(TOP1465_61_STEP12),
            applies: true,
            expected: &["-9f6c2", "-9f6c3", "-9f8c2", "-9f8c3", "-9f5c5"],
        },
        Fixture {
            pattern: "grouped-nice-loop",
            source: "line 7 of magictour_top1465.txt after 7 steps: no loop of at most 12 links",
            board: || board_from_marks(TOP1465_7_STEP7),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "grouped-nice-loop",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];
}
