//! X-Chain (HoDoKu level unfair, score 260; Sudoku Explainer's Forcing X-Chain, 6.6 and
//! up with length): an alternating chain on one digit. Strong links are the only two places
//! of the digit in a unit, weak links join places that see each other; grouped nodes (the
//! digit's places in one box∩line) may stand in for a single place. The chain starts and
//! ends with a strong link, so one of its two ends holds the digit, and every cell that sees
//! both ends loses it. Skyscraper, 2-String Kite and Turbot Fish are its three-link cases.

use dn::{CandidateSet, Hint, Level};

use super::chain_engine::{self, Form, Search};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A single-digit alternating chain: the cells that see both ends lose the digit.
pub(crate) struct XChain;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("x-chain"),
    name: "X-Chain",
    level: Level::Extreme,
    family: Family::Chains,
    section: None,
    // Sudoku Explainer's X-Chain: 6.6 + length.
    explainer: dn::ExplainerRating::tenths(66),
    summary: "A chain on one digit alternating strong links (the only two places in a unit) and weak links \
              (places that see each other) shows that one of its ends holds the digit: the cells that see both \
              ends lose it.",
};

/// One digit, grouped nodes allowed, open chains.
const SEARCH: Search = Search { single_digit: true, grouped: true, als: false, form: Form::Chain, max_links: chain_engine::READABLE };

impl Pattern for XChain {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    fn reads(&self) -> Reads {
        Reads::OneDigit
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        chain_engine::find(&INFO, board, SEARCH, explain)
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        chain_engine::find_in_digits(&INFO, board, SEARCH, digits, explain)
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::chain_engine::tests::{TOP1465_12_STEP54, TOP1465_61_STEP12};
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};
    use crate::patterns::{Pattern, x_chain::XChain};
    use dn::{CandidateSet, Digit};

    #[test]
    fn a_search_in_some_digits_finds_the_whole_searchs_chain_when_its_digit_is_among_them() {
        let board = board_from_marks(TOP1465_61_STEP12);
        let whole = XChain.find(&board, false).expect("a chain on 9");
        let nine = CandidateSet::single(Digit::new(9).unwrap());
        let others = CandidateSet::full(9) - nine;
        assert_eq!(XChain.find_in_digits(&board, CandidateSet::full(9), false).as_ref(), Some(&whole));
        assert_eq!(XChain.find_in_digits(&board, nine, false).as_ref(), Some(&whole));
        assert_ne!(XChain.find_in_digits(&board, others, false).as_ref(), Some(&whole));
        assert_eq!(XChain.find_in_digits(&board, CandidateSet::EMPTY, false), None);
    }

    pub(super) static FIXTURES: [Fixture; 3] = [
        Fixture {
            pattern: "x-chain",
            source: "line 61 of magictour_top1465.txt after 12 steps: 9 in row 4, a group f4c2-f4c3, column 1 and column 4",
            board: || board_from_marks(TOP1465_61_STEP12),
            applies: true,
            expected: &["-9f5c5"],
        },
        Fixture {
            pattern: "x-chain",
            source: "line 12 of magictour_top1465.txt after 54 steps: no single-digit chain, only mixed ones",
            board: || board_from_marks(TOP1465_12_STEP54),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "x-chain",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];
}
