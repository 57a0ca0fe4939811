//! Naked Pairs (thesis 3.3): two cells of a unit with the same two candidates.

use dn::{CellSet, ExplainerRating, Hint, Level};

use super::subsets::{apply_naked, find_naked, find_naked_in, naked_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Two cells of a unit with the same two candidates take those digits; the rest of the unit loses them.
pub(crate) struct NakedPairs;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("naked-pairs"),
    name: "Naked Pairs",
    level: Level::Medium,
    family: Family::Subsets,
    section: Some("3.3"),
    explainer: ExplainerRating::tenths(30),
    summary: "Two cells of a unit with the same two candidates take those digits; the rest of the unit loses them.",
};

impl Pattern for NakedPairs {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        naked_hint(&INFO, board, find_naked(board, 2)?, "Naked Pair", explain)
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        naked_hint(&INFO, board, find_naked_in(board, 2, board.units_holding(changed))?, "Naked Pair", explain)
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        Some((INFO.explainer, apply_naked(board, find_naked(board, 2)?)))
    }

    fn apply_first_around(
        &self,
        board: &mut PatternBoard,
        changed: &CellSet,
    ) -> Option<(ExplainerRating, bool)> {
        let subset = find_naked_in(board, 2, board.units_holding(changed))?;
        Some((INFO.explainer, apply_naked(board, subset)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};
    use crate::patterns::subsets::captured::TOP1465_11_STEP17;
    use dn::Role;

    /// Line 1 of `17clue_49158.txt` after 8 steps: f8c1 and f8c8 hold only 1/5.
    const CLUE17_1_STEP8: &str = "
        14589 145689 =3 156789 15679 145689 45789  45789 =2
        4589  45689  =2 356789 35679 45689  45789  45789 =1
        14589 14589  =7 1589   159   =2     4589   =3    =6
        4789  489    =6 15789  1579  =3     145789 =2    578
        23789 89     =1 256789 =4    5689   35789  5789  3578
        234789 489   =5 12789  1279  189    134789 =6    378
        1589  =3     89 12569  12569 1569   125678 1578  =4
        15    =7     =4 12356  =8    156    12356  15    =9
        =6    =2     89 =4     1359  =7     1358   158   358";

    /// Line 1 of `17clue_49158.txt` after 33 steps: f4c2 and f6c2 hold only 4/9.
    const CLUE17_1_STEP33: &str = "
        14589 1459 =3 1579 =6  1489 45789 458 =2
        4589  =6   =2 579  =3  489  45789 458 =1
        14589 1459 =7 159  159 =2   4589  =3  =6
        =7    49   =6 =8   19  =3   14    =2  =5
        =2    =8   =1 =6   =4  =5   =3    =9  =7
        =3    49   =5 =2   =7  19   14    =6  =8
        1589  =3   89 159  =2  19   =6    =7  =4
        15    =7   =4 =3   =8  =6   =2    15  =9
        =6    =2   89 =4   159 =7   158   158 =3";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "naked-pairs",
            source: "line 1 of 17clue_49158.txt after 8 steps: pair 1/5 in row 8",
            board: || board_from_candidates(CLUE17_1_STEP8),
            applies: true,
            expected: &["-1f8c4", "-5f8c4", "-1f8c6", "-5f8c6", "-1f8c7", "-5f8c7"],
        },
        Fixture {
            pattern: "naked-pairs",
            source: "line 1 of 17clue_49158.txt after 33 steps: pair 4/9 in column 2",
            board: || board_from_candidates(CLUE17_1_STEP33),
            applies: true,
            expected: &["-4f1c2", "-9f1c2", "-4f3c2", "-9f3c2"],
        },
        Fixture {
            pattern: "naked-pairs",
            source: "line 11 of magictour_top1465.txt after 17 steps: Hidden Triples is the easiest pattern",
            board: || board_from_candidates(TOP1465_11_STEP17),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "naked-pairs",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_names_the_pair_and_the_targets() {
        let hint = NakedPairs.find(&board_from_candidates(CLUE17_1_STEP8), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Naked Pair 1/5 in row 8: f8c1 and f8c8 have no candidates other than 1/5, so these two \
             cells hold those two digits between them; remove them from the other cells of the row: \
             1 from f8c4, f8c6, f8c7; 5 from f8c4, f8c6, f8c7."
        );
        assert_eq!(hint.cells.iter().filter(|c| c.role == Role::Pattern).count(), 2);
    }

    #[test]
    fn explanation_is_skipped_when_not_asked() {
        let hint = NakedPairs.find(&board_from_candidates(CLUE17_1_STEP33), false).unwrap();
        assert!(hint.explanation.is_empty());
    }
}
