//! The search shared by the Unique Rectangles and the Hidden Rectangle: four empty cells at
//! the corners of two rows and two columns, lying in exactly two blocks, that all still have
//! the same two digits as candidates.
//!
//! If the four cells ended holding only those two digits, the two digits could be swapped
//! in them (each row, column and block of the rectangle holds one of each) and the puzzle
//! would have a second solution: a "deadly pattern". A puzzle with one solution never lets
//! it form, and each uniqueness pattern draws its own conclusion from that. Only empty cells
//! count: a given or placed value already fixes its corner, so nothing could be swapped.

use dn::{CandidateSet, CellIndex, CellSet, Digit, Unit};

use super::PatternBoard;
use super::position_cache::{PositionCache, cached};

/// Four empty corners in two rows, two columns and two blocks that all have both `digits`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rectangle {
    /// The corners in reading order: first row first column, first row second column,
    /// second row first column, second row second column. Corner `k` and corner `3 - k`
    /// are diagonally opposite.
    pub(crate) corners: [CellIndex; 4],
    /// The two digits every corner has.
    pub(crate) digits: [Digit; 2],
}

impl Rectangle {
    /// The two digits as a set.
    pub(crate) fn pair(&self) -> CandidateSet {
        self.digits.into_iter().collect()
    }

    /// The candidates of `corner` beyond the rectangle's two digits.
    pub(crate) fn extras(&self, board: &PatternBoard, corner: CellIndex) -> CandidateSet {
        board.candidates(corner) - self.pair()
    }

    /// The corners with no candidate but the two digits (the rectangle's "floor").
    pub(crate) fn floor(&self, board: &PatternBoard) -> Vec<CellIndex> {
        self.corners.into_iter().filter(|&c| self.extras(board, c).is_empty()).collect()
    }

    /// The corners with candidates beyond the two digits (the rectangle's "roof"), in
    /// corner order, without allocating (the uniqueness patterns ask it of every rectangle).
    pub(crate) fn roof(&self, board: &PatternBoard) -> Corners {
        let pair = self.pair();
        let mut roof = Corners { cells: self.corners, len: 0 };
        for corner in self.corners {
            if !(board.candidates(corner) - pair).is_empty() {
                roof.cells[roof.len] = corner;
                roof.len += 1;
            }
        }
        roof
    }

    /// The corner diagonally opposite `corner` (which must be one of the corners).
    pub(crate) fn opposite(&self, corner: CellIndex) -> CellIndex {
        let k = self.corners.iter().position(|&c| c == corner).expect("a corner of the rectangle");
        self.corners[3 - k]
    }

    /// The rectangle's other digit: the one of its two digits that is not `digit`.
    pub(crate) fn other(&self, digit: Digit) -> Digit {
        if self.digits[0] == digit { self.digits[1] } else { self.digits[0] }
    }
}

/// Some of a rectangle's corners, in corner order: a list of at most four cells kept in
/// place (read as a slice).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Corners {
    cells: [CellIndex; 4],
    len: usize,
}

impl std::ops::Deref for Corners {
    type Target = [CellIndex];

    fn deref(&self) -> &[CellIndex] {
        &self.cells[..self.len]
    }
}

/// The units (rows, columns, then the block) that hold both `a` and `b`.
pub(crate) fn shared_units(board: &PatternBoard, a: CellIndex, b: CellIndex) -> Vec<Unit> {
    let theirs = board.units_of(b);
    board.units_of(a).into_iter().filter(|unit| theirs.contains(unit)).collect()
}

thread_local! {
    /// The rectangles of the last position asked: the five uniqueness patterns ask about
    /// the same position in turn.
    static RECTANGLES: PositionCache<Vec<Rectangle>> = const { PositionCache::new() };
}

/// Calls `found` on every rectangle of `board` (rows, then columns, then digit pairs, in
/// order) until it returns something; that result.
pub(crate) fn find_rectangle<T>(
    board: &PatternBoard,
    found: impl FnMut(&Rectangle) -> Option<T>,
) -> Option<T> {
    cached(&RECTANGLES, board, rectangles).iter().find_map(found)
}

/// What a uniqueness pattern reads of the board around a rectangle besides the fact that
/// its corners make one, and so which changed cells can give it a step where it had none
/// (the patterns read [`Reads::Units`](super::Reads::Units)). Where a pattern removes
/// candidates outside the corners, fewer candidates there never make a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Around {
    /// The corners' candidates only.
    Corners,
    /// The candidates of the corners' rows, columns and blocks.
    Units,
}

/// [`find_rectangle`] among the rectangles around which a cell of `changed` lies, as
/// `around` says: since a pattern last found nothing, only those can have gained a step.
pub(crate) fn find_rectangle_around<T>(
    board: &PatternBoard,
    changed: &CellSet,
    around: Around,
    found: impl FnMut(&Rectangle) -> Option<T>,
) -> Option<T> {
    let units = match around {
        Around::Corners => 0,
        Around::Units => board.units_holding(changed),
    };
    let touched = |rectangle: &&Rectangle| match around {
        Around::Corners => rectangle.corners.iter().any(|&c| changed.contains(c)),
        Around::Units => rectangle.corners.iter().any(|&c| board.units_of_cell(c) & units != 0),
    };
    cached(&RECTANGLES, board, rectangles).iter().filter(touched).find_map(found)
}

/// The [`Pattern`](super::Pattern) methods `find`, `reads` and `find_around` of a
/// uniqueness pattern whose step on one rectangle is `$step` (a
/// `fn(&PatternBoard, &Rectangle, bool) -> Option<Hint>` giving the hint when the
/// rectangle makes one) and which reads `$around` its rectangles ([`Around`]): `find` tries
/// every rectangle in order, `find_around` those a changed cell touches.
macro_rules! rectangle_searches {
    ($step:ident, $around:expr) => {
        fn find(&self, board: &$crate::patterns::PatternBoard, explain: bool) -> Option<dn::Hint> {
            $crate::patterns::rectangles::find_rectangle(board, |rectangle| $step(board, rectangle, explain))
        }

        fn reads(&self) -> $crate::patterns::Reads {
            $crate::patterns::Reads::Units
        }

        fn find_around(
            &self,
            board: &$crate::patterns::PatternBoard,
            changed: &dn::CellSet,
            explain: bool,
        ) -> Option<dn::Hint> {
            let step = |rectangle: &$crate::patterns::rectangles::Rectangle| $step(board, rectangle, explain);
            $crate::patterns::rectangles::find_rectangle_around(board, changed, $around, step)
        }
    };
}
pub(crate) use rectangle_searches;

/// Every rectangle of `board`, in the order [`find_rectangle`] gives them. For two rows in
/// one band the second column is taken in a later stack than the first, otherwise in the
/// same stack (exactly two blocks); fewer than two digits common is a word test.
fn rectangles(board: &PatternBoard) -> Vec<Rectangle> {
    let mut all = Vec::new();
    let (side, block) = (board.side(), board.geometry().box_size());
    let at = |row: usize, col: usize| CellIndex::new(row * side + col);
    let at_most_one = |digits: CandidateSet| digits.bits() & digits.bits().wrapping_sub(1) == 0;
    for r1 in 0..side {
        for r2 in r1 + 1..side {
            let same_band = r1 / block == r2 / block;
            for c1 in 0..side {
                let (a, c) = (at(r1, c1), at(r2, c1));
                let column = board.candidates(a) & board.candidates(c);
                if at_most_one(column) {
                    continue;
                }
                let stack_end = (c1 / block + 1) * block;
                let seconds = if same_band { stack_end..side } else { c1 + 1..stack_end };
                for c2 in seconds {
                    let (b, d) = (at(r1, c2), at(r2, c2));
                    let common = column & board.candidates(b) & board.candidates(d);
                    if at_most_one(common) {
                        continue;
                    }
                    let mut firsts = common;
                    while let Some(x) = firsts.first() {
                        firsts.remove(x);
                        for y in firsts {
                            all.push(Rectangle { corners: [a, b, c, d], digits: [x, y] });
                        }
                    }
                }
            }
        }
    }
    all
}

/// The corners named for an explanation: `f5c8, f5c9, f8c8 and f8c9`.
pub(crate) fn corner_names(board: &PatternBoard, rectangle: &Rectangle) -> String {
    let names: Vec<String> = rectangle.corners.iter().map(|&c| board.coord(c).to_string()).collect();
    format!("{}, {}, {} and {}", names[0], names[1], names[2], names[3])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{cell, empty_with};
    use dn::Geometry;

    fn rectangles(board: &PatternBoard) -> Vec<Rectangle> {
        let mut all = Vec::new();
        find_rectangle(board, |r| {
            all.push(*r);
            None::<()>
        });
        all
    }

    /// `rectangles` as first written: every second column tested for the blocks, digits
    /// counted.
    fn rectangles_by_definition(board: &PatternBoard) -> Vec<Rectangle> {
        let mut all = Vec::new();
        let (side, block) = (board.side(), board.geometry().box_size());
        let at = |row: usize, col: usize| CellIndex::new(row * side + col);
        for r1 in 0..side {
            for r2 in r1 + 1..side {
                let same_band = r1 / block == r2 / block;
                for c1 in 0..side {
                    let (a, c) = (at(r1, c1), at(r2, c1));
                    let column = board.candidates(a) & board.candidates(c);
                    if column.len() < 2 {
                        continue;
                    }
                    for c2 in c1 + 1..side {
                        if same_band == (c1 / block == c2 / block) {
                            continue;
                        }
                        let (b, d) = (at(r1, c2), at(r2, c2));
                        let common = column & board.candidates(b) & board.candidates(d);
                        if common.len() < 2 {
                            continue;
                        }
                        let mut firsts = common;
                        while let Some(x) = firsts.first() {
                            firsts.remove(x);
                            for y in firsts {
                                all.push(Rectangle { corners: [a, b, c, d], digits: [x, y] });
                            }
                        }
                    }
                }
            }
        }
        all
    }

    #[test]
    fn the_rectangles_are_those_of_the_definition_in_its_order() {
        // Boards: the first three puzzles of magictour_top1465.txt with their candidates,
        // each also with every third cell's candidates cut to its first two, and the empty
        // 4×4 and 9×9 boards.
        let mut boards = Vec::new();
        for line in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
            "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
        ] {
            let board = crate::patterns::fixtures::board_from_line(line);
            let mut cut = board.clone();
            for cell in board.geometry().cells().step_by(3) {
                let keep: CandidateSet = board.candidates(cell).iter().take(2).collect();
                for digit in board.candidates(cell) - keep {
                    cut.eliminate(cell, digit);
                }
            }
            boards.extend([board, cut]);
        }
        boards.push(empty_with(Geometry::FOUR, &[]));
        boards.push(empty_with(Geometry::NINE, &[]));
        for board in &boards {
            let (fast, slow) = (rectangles(board), rectangles_by_definition(board));
            assert_eq!(fast, slow);
        }
        assert!(boards.iter().take(6).all(|b| !rectangles(b).is_empty()));
    }

    #[test]
    fn the_roof_is_the_corners_with_extras_in_corner_order() {
        // Boards: an empty 9×9 board keeping 1 and 2 (some corners also 3) in four cells.
        for extras in 0..16u32 {
            let names = ["f1c1", "f1c4", "f2c1", "f2c4"];
            let cells: Vec<(&str, &str)> = names
                .iter()
                .enumerate()
                .map(|(k, &n)| (n, if extras & 1 << k != 0 { "123" } else { "12" }))
                .collect();
            let board = empty_with(Geometry::NINE, &cells);
            for rectangle in rectangles(&board) {
                let by_definition: Vec<CellIndex> = rectangle
                    .corners
                    .into_iter()
                    .filter(|&c| !rectangle.extras(&board, c).is_empty())
                    .collect();
                assert_eq!(rectangle.roof(&board)[..], by_definition[..]);
                let floor = rectangle.floor(&board);
                assert_eq!(floor.len() + rectangle.roof(&board).len(), 4);
            }
        }
    }

    #[test]
    fn a_rectangle_lies_in_exactly_two_blocks() {
        let keep = |names: [&str; 4]| {
            let cells: Vec<(&str, &str)> = names.iter().map(|&n| (n, "12")).collect();
            empty_with(Geometry::NINE, &cells)
        };
        let two_blocks = keep(["f1c1", "f1c4", "f2c1", "f2c4"]);
        let board = two_blocks.geometry();
        let found = rectangles(&two_blocks);
        let at = |name| board.cell_of(cell(name)).unwrap();
        let wanted = [at("f1c1"), at("f1c4"), at("f2c1"), at("f2c4")];
        assert_eq!(found.iter().filter(|r| r.corners == wanted && r.pair().to_string() == "12").count(), 1);
        let four_blocks = keep(["f1c1", "f1c4", "f4c1", "f4c4"]);
        let corners = [at("f1c1"), at("f1c4"), at("f4c1"), at("f4c4")];
        assert!(
            rectangles(&four_blocks).iter().all(|r| r.corners != corners || r.pair().to_string() != "12")
        );
    }

    #[test]
    fn around_changed_cells_only_the_rectangles_they_touch_are_searched() {
        let cells = [("f1c1", "12"), ("f1c4", "12"), ("f2c1", "12"), ("f2c4", "1235"), ("f8c8", "12")];
        let board = empty_with(Geometry::NINE, &cells);
        let at = |name: &str| board.geometry().cell_of(cell(name)).unwrap();
        let corners = [at("f1c1"), at("f1c4"), at("f2c1"), at("f2c4")];
        let around = |changed: &[&str], way| {
            let changed: CellSet = changed.iter().map(|&name| at(name)).collect();
            let mut seen = Vec::new();
            find_rectangle_around(&board, &changed, way, |r| {
                seen.push(r.corners);
                None::<()>
            });
            seen.contains(&corners)
        };
        assert!(around(&["f2c4"], Around::Corners), "a corner changed");
        assert!(!around(&["f2c5"], Around::Corners), "a cell beside the corners");
        assert!(around(&["f2c5"], Around::Units), "a cell of a corner's row");
        assert!(around(&["f3c2"], Around::Units), "a cell of a corner's block");
        assert!(!around(&["f8c8"], Around::Units), "a cell in no unit of a corner");
    }

    #[test]
    fn the_uniqueness_patterns_find_around_every_cell_what_they_find() {
        use crate::patterns::{PATTERNS, Reads};
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 30);
        let mut boards: Vec<PatternBoard> =
            grids.iter().map(PatternBoard::with_computed_candidates).collect();
        boards.push(empty_with(
            Geometry::NINE,
            &[("f1c1", "12"), ("f1c4", "12"), ("f2c1", "12"), ("f2c4", "1235")],
        ));
        let rectangles = [
            "unique-rectangle-1",
            "unique-rectangle-2",
            "unique-rectangle-3",
            "unique-rectangle-4",
            "hidden-rectangle",
        ];
        let mut found = 0;
        for mut board in boards {
            let all: CellSet = board.geometry().cells().collect();
            for _ in 0..60 {
                for pattern in PATTERNS.iter().filter(|p| rectangles.contains(&p.info().id.as_str())) {
                    assert_eq!(pattern.reads(), Reads::Units);
                    let whole = pattern.find(&board, false);
                    found += usize::from(whole.is_some());
                    assert_eq!(
                        pattern.find_around(&board, &all, false),
                        whole,
                        "{}",
                        pattern.info().id.as_str()
                    );
                }
                let Some(step) = PATTERNS.iter().find_map(|p| p.find(&board, false)) else { break };
                board.apply(&step);
            }
        }
        assert!(found > 0, "some rectangle step met on the way");
    }

    #[test]
    fn a_filled_corner_ends_the_rectangle() {
        let mut board = empty_with(Geometry::NINE, &[]);
        let at = |name| board.geometry().cell_of(cell(name)).unwrap();
        let corners = [at("f1c1"), at("f1c4"), at("f2c1"), at("f2c4")];
        assert!(rectangles(&board).iter().any(|r| r.corners == corners));
        board.place(corners[3], Digit::new(1).unwrap());
        assert!(rectangles(&board).iter().all(|r| r.corners != corners));
    }
}
