//! Hidden Triples (thesis 3.7): three digits confined to the same three cells of a unit.

use dn::{ExplainerRating, Hint, Level};

use super::subsets::{find_hidden, hidden_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// Three digits that fit in only the same three cells of a unit fill them; those cells lose every other candidate.
pub(crate) struct HiddenTriples;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("hidden-triples"),
    name: "Hidden Triples",
    level: Level::Hard,
    family: Family::Subsets,
    section: Some("3.7"),
    explainer: ExplainerRating::tenths(40),
    summary: "Three digits that fit in only the same three cells of a unit fill them; those cells lose every other candidate.",
};

impl Pattern for HiddenTriples {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        hidden_hint(&INFO, board, find_hidden(board, 3)?, "Hidden Triple", explain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};
    use crate::patterns::subsets::captured::{CLUE17_180_STEP25, TOP1465_11_STEP17, TOP1465_11_STEP18};

    /// Line 12 of `magictour_top1465.txt` after 10 steps: 2, 4 and 6 fit only f2c7, f3c7
    /// and f9c7.
    const TOP1465_12_STEP10: &str = "
        =8    124    =9     456   2456  2456   =3    1567   1257
        246   234    2346   =7    2345  =1     248   589    2589
        =5    1234   =7     89    2346  89     1246  16     12
        149   =7     1458   3458  45    3458   189   =2     =6
        =3    248    12468  468   =9    24678  178   1578   1578
        269   2589   2568   =1    2567  25678  789   =4     =3
        179   =6     1358   =2    157   3579   178   13789  =4
        12479 2349   1234   3469  =8    34679  =5    13679  1279
        12479 234589 123458 34569 14567 345679 12678 136789 12789";

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "hidden-triples",
            source: "line 11 of magictour_top1465.txt after 17 steps: triple 1/2/9 in column 6",
            board: || board_from_candidates(TOP1465_11_STEP17),
            applies: true,
            expected: &["-8f6c6", "-8f8c6", "-6f9c6", "-8f9c6"],
        },
        Fixture {
            pattern: "hidden-triples",
            source: "line 12 of magictour_top1465.txt after 10 steps: triple 2/4/6 in column 7",
            board: || board_from_candidates(TOP1465_12_STEP10),
            applies: true,
            expected: &["-8f2c7", "-1f3c7", "-1f9c7", "-7f9c7", "-8f9c7"],
        },
        Fixture {
            pattern: "hidden-triples",
            source: "line 11 of magictour_top1465.txt after 18 steps: the triple of column 6 is already bare",
            board: || board_from_candidates(TOP1465_11_STEP18),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "hidden-triples",
            source: "line 180 of 17clue_49158.txt after 25 steps: only a Hidden Pair applies",
            board: || board_from_candidates(CLUE17_180_STEP25),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "hidden-triples",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_names_the_triple_cells_and_what_they_lose() {
        let hint = HiddenTriples.find(&board_from_candidates(TOP1465_11_STEP17), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Hidden Triple 1/2/9 in column 6: the 1, the 2 and the 9 can only go in f6c6, f8c6 and f9c6, \
             so these three cells take those three digits and nothing else; remove their other \
             candidates: f6c6 (8), f8c6 (8), f9c6 (6, 8)."
        );
    }
}
