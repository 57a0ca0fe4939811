//! Naked Triples (thesis 3.6): three cells of a unit with no candidates outside three digits.

use dn::{CellSet, ExplainerRating, Hint, Level};

use super::subsets::{apply_naked, find_naked, find_naked_in, naked_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Three cells of a unit whose candidates lie within three digits take them; the rest of the unit loses them.
pub(crate) struct NakedTriples;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("naked-triples"),
    name: "Naked Triples",
    level: Level::Medium,
    family: Family::Subsets,
    section: Some("3.6"),
    explainer: ExplainerRating::tenths(36),
    summary: "Three cells of a unit whose candidates lie within three digits take them; the rest of the unit loses them.",
};

impl Pattern for NakedTriples {
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
        naked_hint(&INFO, board, find_naked(board, 3)?, "Naked Triple", explain)
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        naked_hint(&INFO, board, find_naked_in(board, 3, board.units_holding(changed))?, "Naked Triple", explain)
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        Some((INFO.explainer, apply_naked(board, find_naked(board, 3)?)))
    }

    fn apply_first_around(
        &self,
        board: &mut PatternBoard,
        changed: &CellSet,
    ) -> Option<(ExplainerRating, bool)> {
        let subset = find_naked_in(board, 3, board.units_holding(changed))?;
        Some((INFO.explainer, apply_naked(board, subset)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};
    use crate::patterns::subsets::captured::TOP1465_11_STEP17;

    /// Line 24 of `17clue_49158.txt` after 35 steps: f1c4, f2c4 and f3c5 hold only 4/7/9.
    const CLUE17_24_STEP35: &str = "
        24 37 89 479  34679 =1 25789 256789 26
        24 37 89 479  34679 =5 2789  26789  =1
        =6 =1 =5 =8   79    =2 =3    =4     79
        =8 =2 =1 =6   =5    79 =4    79     =3
        =5 =4 =3 279  279   =8 =6    =1     79
        =9 =6 =7 =3   =1    =4 25    25     =8
        =7 =5 24 =1   289   =3 289   2689   246
        =3 =9 24 =5   78    =6 =1    78     24
        =1 =8 =6 2479 2479  79 279   =3     =5";

    /// Line 54 of `17clue_49158.txt` after 27 steps: f3c3, f7c3 and f8c3 hold only 5/8/9.
    const CLUE17_54_STEP27: &str = "
        456789 5689 234589 4589 569 =1 235689 25679 2356789
        45689  5689 234589 4589 569 =7 235689 2569  =1
        56789  =1   589    589  =2  =3 5689   =4    56789
        4589   589  4589   =1   =7  =2 456    =3    456
        =3     =7   =1     =6   =4  =5 289    29    289
        45     =2   =6     =3   =8  =9 =7     =1    45
        5689   5689 589    =7   =1  48 23459  259   23459
        =1     =4   589    =2   =3  68 569    5679  5679
        =2     =3   =7     59   59  46 =1     =8    46";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "naked-triples",
            source: "line 24 of 17clue_49158.txt after 35 steps: triple 4/7/9 in block 2",
            board: || board_from_candidates(CLUE17_24_STEP35),
            applies: true,
            expected: &["-4f1c5", "-7f1c5", "-9f1c5", "-4f2c5", "-7f2c5", "-9f2c5"],
        },
        Fixture {
            pattern: "naked-triples",
            source: "line 54 of 17clue_49158.txt after 27 steps: triple 5/8/9 in column 3",
            board: || board_from_candidates(CLUE17_54_STEP27),
            applies: true,
            expected: &[
                "-5f1c3", "-8f1c3", "-9f1c3", "-5f2c3", "-8f2c3", "-9f2c3", "-5f4c3", "-8f4c3", "-9f4c3",
            ],
        },
        Fixture {
            pattern: "naked-triples",
            source: "line 11 of magictour_top1465.txt after 17 steps: Hidden Triples is the easiest pattern",
            board: || board_from_candidates(TOP1465_11_STEP17),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "naked-triples",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_names_the_triple_and_the_targets() {
        let hint = NakedTriples.find(&board_from_candidates(CLUE17_24_STEP35), true).unwrap();
        assert!(
            hint.explanation.starts_with(
                "Naked Triple 4/7/9 in block 2: f1c4, f2c4 and f3c5 have no candidates other than 4/7/9"
            ),
            "{}",
            hint.explanation
        );
        assert!(hint.explanation.ends_with("4 from f1c5, f2c5; 7 from f1c5, f2c5; 9 from f1c5, f2c5."));
    }
}
