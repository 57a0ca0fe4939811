//! X-Wing (thesis 3.8): two rows in which a digit fits only in the same two columns (or
//! two columns in which it fits only in the same two rows). Each row takes the digit in
//! one of the two columns, each in a different one, so the two digits lie on one of the
//! diagonals of the rectangle and the rest of both columns loses the digit.

use dn::{ExplainerRating, Hint, Level};

use super::fish::{Fish, find_fish, fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Two rows with a digit only in the same two columns remove it from the rest of those columns (and vice versa).
pub(crate) struct XWing;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("x-wing"),
    name: "X-Wing",
    level: Level::Hard,
    family: Family::Fish,
    section: Some("3.8"),
    explainer: ExplainerRating::tenths(32),
    summary: "Two rows with a digit only in the same two columns remove it from the rest of those columns (and vice versa).",
};

impl Pattern for XWing {
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
        let fish = find_fish(board, 2)?;
        let why = |fish: Fish| format!("one of the two diagonals holds both {0}s", fish.digit);
        fish_hint(&INFO, board, fish, why, explain)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};
    use crate::patterns::swordfish::tests::TOP1465_52_STEP13;
    use dn::{Digit, Geometry, Grid, Role};

    /// Thesis figure 3.9: in rows 1 and 7 the 2 fits only columns 2 and 4.
    pub(crate) const FIGURE_3_9: &str = "
        =7  25    =8  25    =3  =9    =6 =4  =1
        129 1256  69  12456 =8  14567 79 =3  25
        =4  12356 369 1256  26  1567  79 258 258
        139 136   369 =7    =4  =8    =2 159 35
        139 =8    =7  36    =5  =2    14 39  346
        =5  =4    =2  =9    =1  36    =8 =7  36
        =8  23    =1  2345  =9  345   34 =6  =7
        23  =7    =4  1236  26  136   =5 128 =9
        =6  =9    =5  12348 =7  134   134 128 2348";

    /// Line 114 of `magictour_top1465.txt` after 31 steps: the 9 of rows 5 and 7 fits only
    /// columns 1 and 9.
    const TOP1465_114_STEP31: &str = "
        =4    26  =9  127 1267  1267  =5 =8 =3
        136   356 156 =8  56    49    49 =7 =2
        =7    25  =8  =3  25    49    469 19 169
        2369  3569 256 129 =4   1268  =7 19 189
        29    =8  47  =5  1237  127   23 =6 149
        269   =1  47  279 23678 2678  23 =5 489
        89    =4  =3  =6  78    578   =1 =2 579
        =5    67  12  12  =9    =3    =8 =4 67
        12689 679 126 =4  1278  12578 69 =3 5679";

    /// Line 201 of `magictour_top1465.txt` after 2 steps: the 3 of columns 6 and 9 fits
    /// only rows 2 and 4.
    const TOP1465_201_STEP2: &str = "
        =3    2469 469   =5   789   2678  =1   2479 279
        12459 =7   14569 2369 139   236   245  =8   2359
        1259  1259 =8    2379 1379  =4    257  2379 =6
        =6    1258 15    =4   3578  23578 =9   1237 12378
        1249  =3   149   2789 =6    278   278  =5   1278
        259   2589 =7    2389 3589  =1    =6   23   =4
        =8    4569 4569  =1   457   567   =3   2479 2579
        14579 1459 =3    78   =2    578   4578 =6   15789
        1457  1456 =2    3678 34578 =9    4578 147  1578";

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "x-wing",
            source: "thesis figure 3.9: rows 1 and 7, the 2 in columns 2 and 4 (figure 3.10)",
            board: || board_from_candidates(FIGURE_3_9),
            applies: true,
            expected: &["-2f2c2", "-2f3c2", "-2f2c4", "-2f3c4", "-2f8c4", "-2f9c4"],
        },
        Fixture {
            pattern: "x-wing",
            source: "line 114 of magictour_top1465.txt after 31 steps: rows 5 and 7, the 9 in columns 1 and 9",
            board: || board_from_candidates(TOP1465_114_STEP31),
            applies: true,
            expected: &["-9f4c1", "-9f6c1", "-9f9c1", "-9f3c9", "-9f4c9", "-9f6c9", "-9f9c9"],
        },
        Fixture {
            pattern: "x-wing",
            source: "line 201 of magictour_top1465.txt after 2 steps: columns 6 and 9, the 3 in rows 2 and 4",
            board: || board_from_candidates(TOP1465_201_STEP2),
            applies: true,
            expected: &["-3f2c4", "-3f2c5", "-3f4c5", "-3f4c8"],
        },
        Fixture {
            pattern: "x-wing",
            source: "line 52 of magictour_top1465.txt after 13 steps: Swordfish is the easiest pattern",
            board: || board_from_candidates(TOP1465_52_STEP13),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "x-wing",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_names_the_lines_and_the_targets() {
        let hint = XWing.find(&board_from_candidates(FIGURE_3_9), true).unwrap();
        assert_eq!(
            hint.explanation,
            "X-Wing on 2: in rows 1 and 7 the 2 can only go in columns 2 and 4, so one of the two \
             diagonals holds both 2s; remove 2 from the other cells of columns 2 and 4: f2c2, f3c2, \
             f2c4, f3c4, f8c4, f9c4."
        );
        let corners: Vec<String> =
            hint.cells.iter().filter(|c| c.role == Role::Pattern).map(|c| c.cell.to_string()).collect();
        assert_eq!(corners, ["f1c2", "f1c4", "f7c2", "f7c4"]);
        assert!(XWing.find(&board_from_candidates(FIGURE_3_9), false).unwrap().explanation.is_empty());
    }

    #[test]
    fn works_on_a_four_sized_board() {
        // Built: without 1 in columns 3 and 4 of rows 1 and 3, those rows hold it in columns 1-2.
        let geometry = Geometry::FOUR;
        let mut board = PatternBoard::with_computed_candidates(&Grid::new(geometry, vec![0; 16]).unwrap());
        let one = Digit::new(1).unwrap();
        for (row, col) in [(0, 2), (0, 3), (2, 2), (2, 3)] {
            board.eliminate(geometry.cell_at(row, col).unwrap(), one);
        }
        let hint = XWing.find(&board, true).unwrap();
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        assert_eq!(removed, ["f2c1", "f4c1", "f2c2", "f4c2"]);
        assert!(
            hint.explanation.starts_with("X-Wing on 1: in rows 1 and 3 the 1 can only go in columns 1 and 2")
        );
    }
}
