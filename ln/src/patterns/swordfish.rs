//! Swordfish (thesis 3.9): three rows in which every place of a digit lies within the same
//! three columns (or three columns and three rows), with two or three places per row. Each
//! row takes the digit in a different one of the three columns, so the three columns get
//! their digit from these rows and the rest of the columns loses it.
//!
//! A Swordfish that contains an X-Wing (two of its rows already confined to two columns)
//! is not reported: the X-Wing explains it and comes first; every Swordfish found is a
//! true three-line fish.

use dn::{ExplainerRating, Hint, Level};

use super::fish::{Fish, find_fish, fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Three rows with a digit only in the same three columns remove it from the rest of those columns (and vice versa).
pub(crate) struct Swordfish;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("swordfish"),
    name: "Swordfish",
    level: Level::Hard,
    family: Family::Fish,
    section: Some("3.9"),
    explainer: ExplainerRating::tenths(38),
    summary: "Three rows with a digit only in the same three columns remove it from the rest of those columns (and vice versa).",
};

impl Pattern for Swordfish {
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
        let fish = find_fish(board, 3)?;
        fish_hint(&INFO, board, fish, why, explain)
    }
}

/// Why the three base lines fill the three cover lines: `these three rows hold the 7s of
/// all three columns`.
fn why(fish: Fish) -> String {
    let (base, cover) = if fish.base_rows { ("rows", "columns") } else { ("columns", "rows") };
    format!("these three {base} hold the {}s of all three {cover}", fish.digit)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_candidates, board_from_line};
    use dn::{Digit, Geometry, Grid, Role};

    /// Thesis figure 3.11: in rows 5, 8 and 9 the 7 fits only columns 2, 6 and 9.
    const FIGURE_3_11: &str = "
        =2 =8  56   =1   36  =4   =7 35  =9
        =9 457 4567 267  367 2567 =1 =8  245
        =1 457 457  279  =8  2579 =6 345 245
        =3 =2  =8   67   =9  =1   =4 57  567
        =4 59  59   =3   =2  67   =8 =1  67
        =7 =6  =1   =4   =5  =8   =2 =9  =3
        =5 =1  479  2679 67  2679 =3 47  =8
        =6 79  =3   =8   =4  79   =5 =2  =1
        =8 47  =2   =5   =1  =3   =9 =6  47";

    /// Line 52 of `magictour_top1465.txt` after 13 steps: the 1 of rows 2, 4 and 8 fits
    /// only columns 2, 3 and 5.
    pub(crate) const TOP1465_52_STEP13: &str = "
        489   24689  2469   89   =3    5689   5689 =7     =1
        =5    1689   =7     =4   169   =2     3689 3689   3689
        1389  1689   1369   =7   1569  15689  5689 24     24
        =2    159    159    =6   159   38     =4   38     =7
        149   =3     =8     129  =7    1459   169  2569   2569
        =7    14569  14569  12389 12459 134589 1389 23589 23589
        349   =7     23459  239  =8    3469   369  =1     34569
        =6    1489   1349   =5   149   =7     =2   3489   3489
        13489 124589 123459 1239 12469 13469  =7   345689 345689";

    /// Line 89 of `magictour_top1465.txt` after 1 step: the 2 of rows 2, 5 and 8 fits only
    /// columns 3, 4 and 6, with three places in rows 2 and 8.
    const TOP1465_89_STEP1: &str = "
        1469 1248 24689 =3    267  278    =5   246789 4689
        469  =5   24689 2689  =1   278    6789 =3     4689
        369  238  =7    25689 256  =4     689  2689   =1
        =2   378  389   158   357  13578  =4   16789  35689
        345  =6   348   12458 =9   123578 1378 178    358
        3459 3478 =1    458   3457 =6     3789 789    =2
        =8   134  346   =7    3456 135    =2   1469   3469
        =7   =9   2346  1246  =8   123    136  =5     346
        1346 1234 =5    1246  2346 =9     1368 1468   =7";

    /// Built: rows 1 and 2 hold the 1 only in columns 1-2 (an X-Wing) and row 3 in columns
    /// 1-3; together a Swordfish made of an X-Wing and a line.
    fn x_wing_plus_a_line() -> PatternBoard {
        let mut board = board_from_line(EMPTY);
        let geometry = board.geometry();
        let one = Digit::new(1).unwrap();
        for col in 2..9 {
            board.eliminate(geometry.cell_at(0, col).unwrap(), one);
            board.eliminate(geometry.cell_at(1, col).unwrap(), one);
        }
        for col in 3..9 {
            board.eliminate(geometry.cell_at(2, col).unwrap(), one);
        }
        board
    }

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "swordfish",
            source: "thesis figure 3.11: rows 5, 8 and 9, the 7 in columns 2, 6 and 9 (figure 3.12)",
            board: || board_from_candidates(FIGURE_3_11),
            applies: true,
            expected: &["-7f2c2", "-7f3c2", "-7f2c6", "-7f3c6", "-7f7c6", "-7f4c9"],
        },
        Fixture {
            pattern: "swordfish",
            source: "line 52 of magictour_top1465.txt after 13 steps: rows 2, 4 and 8, the 1 in columns 2, 3 and 5",
            board: || board_from_candidates(TOP1465_52_STEP13),
            applies: true,
            expected: &[
                "-1f3c2", "-1f6c2", "-1f9c2", "-1f3c3", "-1f6c3", "-1f9c3", "-1f3c5", "-1f6c5", "-1f9c5",
            ],
        },
        Fixture {
            pattern: "swordfish",
            source: "line 89 of magictour_top1465.txt after 1 step: rows 2, 5 and 8, the 2 in columns 3, 4 and 6",
            board: || board_from_candidates(TOP1465_89_STEP1),
            applies: true,
            expected: &["-2f1c3", "-2f3c4", "-2f9c4", "-2f1c6"],
        },
        Fixture {
            pattern: "swordfish",
            source: "built: an X-Wing plus a third line is not reported as a Swordfish",
            board: x_wing_plus_a_line,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "swordfish",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn explanation_names_the_three_lines() {
        let hint = Swordfish.find(&board_from_candidates(TOP1465_89_STEP1), true).unwrap();
        assert_eq!(
            hint.explanation,
            "Swordfish on 2: in rows 2, 5 and 8 the 2 can only go in columns 3, 4 and 6, so these three \
             rows hold the 2s of all three columns; remove 2 from the other cells of columns 3, 4 and 6: f1c3, \
             f3c4, f9c4, f1c6."
        );
        let corners: Vec<String> =
            hint.cells.iter().filter(|c| c.role == Role::Pattern).map(|c| c.cell.to_string()).collect();
        assert_eq!(corners, ["f2c3", "f2c4", "f2c6", "f5c4", "f5c6", "f8c3", "f8c4", "f8c6"]);
    }

    #[test]
    fn the_x_wing_inside_is_still_found_by_x_wing() {
        let hint = crate::patterns::x_wing::XWing.find(&x_wing_plus_a_line(), false).unwrap();
        assert_eq!(hint.eliminations.len(), 14);
    }

    #[test]
    fn works_on_a_sixteen_sized_board() {
        // Built: rows 1, 2 and 3 hold the 1 only in columns 1-2, 2-3 and 1-3 (a 3-cycle).
        let geometry = Geometry::SIXTEEN;
        let mut board = PatternBoard::with_computed_candidates(&Grid::new(geometry, vec![0; 256]).unwrap());
        let one = Digit::new(1).unwrap();
        for (row, keep) in [(0, [0, 1]), (1, [1, 2]), (2, [0, 2])] {
            for col in (0..16).filter(|c| !keep.contains(c)) {
                board.eliminate(geometry.cell_at(row, col).unwrap(), one);
            }
        }
        let hint = Swordfish.find(&board, false).unwrap();
        assert_eq!(hint.eliminations.len(), 39);
        assert!(hint.eliminations.iter().all(|e| e.cell.col < 3 && e.cell.row >= 3));
    }
}
