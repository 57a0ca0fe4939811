//! Hidden Pairs (thesis 3.4): two digits confined to the same two cells of a unit.
//!
//! A pair whose removals leave another digit of the unit a single place is Sudoku
//! Explainer's "direct" form, rated 2.0 instead of 3.4; it is found first, since a Hidden
//! Single follows straight from it.

use dn::{CellSet, ExplainerRating, Hint, Level};

use super::subsets::{apply_hidden, find_hidden_by, find_hidden_direct_first};

use super::subsets::hidden_hint;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

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

    /// 3e+00, or 2e+00 in Sudoku Explainer's direct form (its removals leave another
    /// digit of the unit a single place). `hint` is the step [`Pattern::find`] gives on `board`.
    fn explainer_rating(&self, _hint: &Hint, board: &PatternBoard) -> ExplainerRating {
        rating(find_hidden_direct_first(board, 2).is_some_and(|(_, direct)| direct))
    }

    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        let (subset, direct) = find_hidden_direct_first(board, 2)?;
        Some((rating(direct), apply_hidden(board, subset)))
    }

    fn apply_first_around(
        &self,
        board: &mut PatternBoard,
        changed: &CellSet,
    ) -> Option<(ExplainerRating, bool)> {
        let (subset, direct) = find_hidden_by(board, 2, true, board.units_holding(changed))?;
        Some((rating(direct), apply_hidden(board, subset)))
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        hidden_hint(&INFO, board, find_hidden_direct_first(board, 2)?.0, "Hidden Pair", explain)
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        let (subset, _) = find_hidden_by(board, 2, true, board.units_holding(changed))?;
        hidden_hint(&INFO, board, subset, "Hidden Pair", explain)
    }
}

/// The step's value: SE's direct form when a Hidden Single follows from it.
fn rating(direct: bool) -> ExplainerRating {
    if direct { ExplainerRating::tenths(20) } else { INFO.explainer }
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

    /// Built: every cell holds 3..9 except row 1, where 1/2 fit only f1c1/f1c2 (a plain
    /// pair: every other digit keeps several places), and row 2, where 1/2 fit only
    /// f2c1/f2c2 and the 9 only f2c1 and f2c9 (a direct pair: the 9 is left to f2c9).
    fn two_pairs(with_row_2: bool) -> PatternBoard {
        let mut fields = vec!["3456789"; 81];
        fields[0] = "1256";
        fields[1] = "1278";
        if with_row_2 {
            fields[9] = "129";
            fields[10] = "12";
            fields[11..17].fill("345678");
            fields[17] = "3459";
        }
        board_from_candidates(&fields.join(" "))
    }

    #[test]
    fn a_pair_that_leaves_a_hidden_single_is_the_direct_form_and_comes_first() {
        let board = two_pairs(true);
        let hint = HiddenPairs.find(&board, false).unwrap();
        assert_eq!(hint.changes(), "remove 9 from f2c1");
        assert_eq!(HiddenPairs.explainer_rating(&hint, &board).to_string(), "2.0");
        let mut quick = board.clone();
        assert_eq!(HiddenPairs.apply_first(&mut quick).map(|(r, _)| r.to_string()), Some("2.0".into()));

        let board = two_pairs(false);
        let hint = HiddenPairs.find(&board, false).unwrap();
        assert_eq!(hint.changes(), "remove 5 from f1c1; 6 from f1c1; 7 from f1c2; 8 from f1c2");
        assert_eq!(HiddenPairs.explainer_rating(&hint, &board).to_string(), "3.4");
    }
}
