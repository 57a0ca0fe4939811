//! Hidden Pairs (thesis 3.4): two digits confined to the same two cells of a unit.

use dn::{ExplainerRating, Hint, Level};

use super::subsets::{find_hidden, hidden_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// Two digits that fit in only the same two cells of a unit fill them; those cells lose every other candidate.
pub(crate) struct HiddenPairs;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("hidden-pairs"),
    name: "Hidden Pairs",
    level: Level::Medium,
    family: Family::Subsets,
    section: Some("3.4"),
    explainer: ExplainerRating::tenths(34),
    summary: "Two digits that fit in only the same two cells of a unit fill them; those cells lose every other candidate.",
};

impl Pattern for HiddenPairs {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        hidden_hint(&INFO, board, find_hidden(board, 2)?, "Hidden Pair", explain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};
    use crate::patterns::subsets::captured::{CLUE17_180_STEP25, CLUE17_180_STEP26, TOP1465_11_STEP17};
    use dn::Role;

    /// Line 1 of `magictour_top1465.txt` after 17 steps: 5 and 9 fit only f5c3 and f6c3.
    const TOP1465_1_STEP17: &str = "
        =4    569  1268  5789  =3  15789  259   2567  25679
        1237  359  12    =6    127 14579  =8    2357  234579
        23678 3569 268   45789 278 45789  23459 23567 =1
        1236  346  1246  3478  =5  134678 234   =9    23478
        123   =8   12459 3479  17  13479  =6    12357 23457
        136   =7   14569 =2    168 134689 345   1358  3458
        68    46   468   =1    =9  =2     =7    35    35
        =5    12   =3    78    678 678    129   =4    29
        =9    12   =7    35    =4  35     12    68    68";

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "hidden-pairs",
            source: "line 180 of 17clue_49158.txt after 25 steps: pair 2/3 in row 5",
            board: || board_from_candidates(CLUE17_180_STEP25),
            applies: true,
            expected: &["-7f5c1", "-8f5c1", "-9f5c1", "-4f5c2", "-7f5c2", "-9f5c2"],
        },
        Fixture {
            pattern: "hidden-pairs",
            source: "line 1 of magictour_top1465.txt after 17 steps: pair 5/9 in column 3",
            board: || board_from_candidates(TOP1465_1_STEP17),
            applies: true,
            expected: &["-1f5c3", "-2f5c3", "-4f5c3", "-1f6c3", "-4f6c3", "-6f6c3"],
        },
        Fixture {
            pattern: "hidden-pairs",
            source: "line 180 of 17clue_49158.txt after 26 steps: the pair 2/3 of row 5 is already bare",
            board: || board_from_candidates(CLUE17_180_STEP26),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "hidden-pairs",
            source: "line 11 of magictour_top1465.txt after 17 steps: Hidden Triples is the easiest pattern",
            board: || board_from_candidates(TOP1465_11_STEP17),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "hidden-pairs",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_names_the_pair_cells_and_what_they_lose() {
        let hint = HiddenPairs.find(&board_from_candidates(CLUE17_180_STEP25), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Hidden Pair 2/3 in row 5: the 2 and the 3 can only go in f5c1 and f5c2, so these two cells \
             take those two digits and nothing else; remove their other candidates: f5c1 (7, 8, 9), \
             f5c2 (4, 7, 9)."
        );
        assert!(hint.cells.iter().all(|c| c.role == Role::Pattern));
    }
}
