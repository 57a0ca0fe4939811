//! Hidden Triples (thesis 3.7): three digits confined to the same three cells of a unit.
//!
//! A triple whose removals leave another digit of the unit a single place is Sudoku
//! Explainer's "direct" form, rated 2.5 instead of 4.0; it is found first, since a Hidden
//! Single follows straight from it.

use dn::{CellSet, ExplainerRating, Hint, Level};

use super::subsets::{apply_hidden, find_hidden_by, find_hidden_direct_first};

use super::subsets::hidden_hint;
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

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

    /// 4e+00, or 2e+00 in Sudoku Explainer's direct form (its removals leave another
    /// digit of the unit a single place). `hint` is the step [`Pattern::find`] gives on `board`.
    fn explainer_rating(&self, _hint: &Hint, board: &PatternBoard) -> ExplainerRating {
        rating(find_hidden_direct_first(board, 3).is_some_and(|(_, direct)| direct))
    }

    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        let (subset, direct) = find_hidden_direct_first(board, 3)?;
        Some((rating(direct), apply_hidden(board, subset)))
    }

    fn apply_first_around(
        &self,
        board: &mut PatternBoard,
        changed: &CellSet,
    ) -> Option<(ExplainerRating, bool)> {
        let (subset, direct) = find_hidden_by(board, 3, true, board.units_holding(changed))?;
        Some((rating(direct), apply_hidden(board, subset)))
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        hidden_hint(&INFO, board, find_hidden_direct_first(board, 3)?.0, "Hidden Triple", explain)
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        let (subset, _) = find_hidden_by(board, 3, true, board.units_holding(changed))?;
        hidden_hint(&INFO, board, subset, "Hidden Triple", explain)
    }
}

/// The step's value: SE's direct form when a Hidden Single follows from it.
fn rating(direct: bool) -> ExplainerRating {
    if direct { ExplainerRating::tenths(25) } else { INFO.explainer }
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

    /// Built: 1/2/3 fit only f1c1-f1c3 (f1c1 also holds 4 and 9); the 9 of row 1 fits
    /// f1c1 and f1c9, and f1c8 too when `nine_in_f1c8`; every other cell holds 4..9.
    fn triple(nine_in_f1c8: bool) -> PatternBoard {
        let mut fields = vec!["456789"; 81];
        fields[..9].copy_from_slice(&["1249", "23", "13", "45678", "45678", "45678", "45678", "45678", "4569"]);
        if nine_in_f1c8 {
            fields[7] = "456789";
        }
        board_from_candidates(&fields.join(" "))
    }

    #[test]
    fn a_triple_that_leaves_a_hidden_single_is_the_direct_form() {
        for (board, value) in [(triple(false), "2.5"), (triple(true), "4.0")] {
            let hint = HiddenTriples.find(&board, false).unwrap();
            assert_eq!(hint.changes(), "remove 4 from f1c1; 9 from f1c1");
            assert_eq!(HiddenTriples.explainer_rating(&hint, &board).to_string(), value);
            let mut quick = board.clone();
            assert_eq!(HiddenTriples.apply_first(&mut quick).map(|(r, _)| r.to_string()), Some(value.into()));
        }
    }
}
