//! Hidden Single (thesis 3.2): a digit that fits in only one cell of a unit goes there.

use dn::{CellIndex, Coord, Digit, ExplainerRating, Hint, Level, Role, Unit};

use super::draft::Draft;
use super::tables::unit_at;
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// If `n` is a candidate of only one cell of a row, column or block (and not yet placed
/// there), that cell gets `n`.
pub(crate) struct HiddenSingle;

/// The value of a single in the last empty cell of its unit.
pub(super) const LAST_CELL: ExplainerRating = ExplainerRating::tenths(10);
/// The value of a block's single (or a line's whose other empty cells share its block).
pub(super) const IN_BLOCK: ExplainerRating = ExplainerRating::tenths(12);
/// The value of a line's single.
const IN_LINE: ExplainerRating = ExplainerRating::tenths(15);

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("hidden-single"),
    name: "Hidden Single",
    level: Level::VeryEasy,
    family: Family::Singles,
    section: Some("3.2"),
    explainer: IN_BLOCK,
    summary: "A digit with a single possible cell in a row, column or block goes there.",
};

impl Pattern for HiddenSingle {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    /// 1.0 for the last empty cell of its unit, 1.2 in a block, 1.5 in a row or column (as
    /// Sudoku Explainer). A step whose other cells all lie in the target's block is read as
    /// the block's: blocks are searched first.
    fn explainer_rating(&self, hint: &Hint, board: &PatternBoard) -> ExplainerRating {
        let n = board.geometry().box_size();
        let block = |c: Coord| (usize::from(c.row) / n, usize::from(c.col) / n);
        let Some(target) = hint.placements.first().map(|p| p.cell) else {
            return INFO.explainer;
        };
        let mut others = hint.cells.iter().filter(|c| c.role == Role::Pattern).map(|c| c.cell).peekable();
        if others.peek().is_none() {
            LAST_CELL
        } else if others.all(|c| block(c) == block(target)) {
            IN_BLOCK
        } else {
            IN_LINE
        }
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        apply_next(board).map(|rating| (rating, true))
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let (unit, cell, digit) = first_lonely(board)?;
        let cells = board.cells_of(unit);
        let mut draft = Draft::new(&INFO, board);
        draft.cells(cells.iter().copied().filter(|&c| c != cell && board.value(c).is_none()), Role::Pattern);
        draft.place(cell, digit);
        draft.finish(explain, |_| {
            format!(
                "In {unit} the {digit} can only go in {}: no other cell of the {} has it as a candidate, \
                 so {} = {digit}.",
                board.coord(cell),
                unit.kind_name(),
                board.coord(cell)
            )
        })
    }
}

/// The first hidden single, blocks first, then rows and columns: the unit, the cell and the
/// digit (the lowest digit with one place in the first unit that has one).
fn first_lonely(board: &PatternBoard) -> Option<(Unit, CellIndex, Digit)> {
    let side = board.side();
    search_order(side).find_map(|number| {
        let (cell, digit) = lonely_in(board, number)?;
        Some((unit_at(side, number), cell, digit))
    })
}

/// Places the first hidden single ([`first_lonely`]'s) and returns its rating, looking only
/// at the units whose candidates changed since a search last found nothing there
/// ([`PatternBoard::unsettled_units`]): the others still have no single. It settles each
/// unit it finds nothing in. Blocks come first, then rows and columns, as in
/// [`search_order`].
pub(super) fn apply_next(board: &mut PatternBoard) -> Option<ExplainerRating> {
    let side = board.side();
    let unsettled = board.unsettled_units();
    let mut blocks = (unsettled >> (2 * side)) as u64 & ((1 << side) - 1);
    while blocks != 0 {
        let number = 2 * side + blocks.trailing_zeros() as usize;
        blocks &= blocks - 1;
        if let Some(rating) = take_single(board, number) {
            return Some(rating);
        }
    }
    let mut lines = unsettled as u64 & ((1 << (2 * side)) - 1);
    while lines != 0 {
        let number = lines.trailing_zeros() as usize;
        lines &= lines - 1;
        if let Some(rating) = take_single(board, number) {
            return Some(rating);
        }
    }
    None
}

/// Places the hidden single of the unit numbered `number` (its lowest lonely digit) and
/// returns its rating; settles the unit when it has none.
#[inline]
fn take_single(board: &mut PatternBoard, number: usize) -> Option<ExplainerRating> {
    let cells = board.cells_numbered(number);
    let Some(digit) = lonely_digit(board, cells) else {
        board.settle(number);
        return None;
    };
    let (mut target, mut empty) = (None, 0);
    for &cell in cells {
        if board.value(cell).is_none() {
            empty += 1;
            if board.has(cell, digit) {
                target = Some(cell);
            }
        }
    }
    let cell = target?;
    let rating = if empty == 1 {
        LAST_CELL
    } else if number >= 2 * board.side() || others_share_its_block(board, number, cell) {
        IN_BLOCK
    } else {
        IN_LINE
    };
    board.place(cell, digit);
    Some(rating)
}

/// Whether every empty cell of the line numbered `number` other than `cell` lies in
/// `cell`'s block: the line's single then reads as the block's.
fn others_share_its_block(board: &PatternBoard, number: usize, cell: CellIndex) -> bool {
    let block = board.block_number(cell);
    board
        .cells_numbered(number)
        .iter()
        .all(|&c| c == cell || board.value(c).is_some() || board.block_number(c) == block)
}

/// The unit numbers in search order: blocks, then rows, then columns.
fn search_order(side: usize) -> impl Iterator<Item = usize> {
    (2 * side..3 * side).chain(0..2 * side)
}

/// The lowest digit with a single place in the unit numbered `number`, and that place.
#[inline]
fn lonely_in(board: &PatternBoard, number: usize) -> Option<(CellIndex, Digit)> {
    let cells = board.cells_numbered(number);
    let digit = lonely_digit(board, cells)?;
    let cell = cells.iter().copied().find(|&c| board.has(c, digit))?;
    Some((cell, digit))
}

/// The lowest digit that is a candidate of exactly one of `cells`.
#[inline]
fn lonely_digit(board: &PatternBoard, cells: &[CellIndex]) -> Option<Digit> {
    let (_, lonely) = spread(board, cells);
    if lonely == 0 {
        return None;
    }
    Digit::from_index(lonely.trailing_zeros() as usize)
}

/// The digits (bit `d - 1` for digit `d`) that are candidates of some of `cells`, and those
/// that are candidates of exactly one.
#[inline]
pub(super) fn spread(board: &PatternBoard, cells: &[CellIndex]) -> (u32, u32) {
    let (mut once, mut twice) = (0u32, 0u32);
    for &cell in cells {
        let bits = board.candidates(cell).bits();
        twice |= once & bits;
        once |= bits;
    }
    (once, once & !twice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_rows, cell};

    pub(super) static FIXTURES: [Fixture; 2] = [
        Fixture {
            pattern: "hidden-single",
            source: "built: 1s in rows 2-3 and columns 2-3 leave f1c1 in block 1",
            board: || {
                board_from_rows(&[
                    ".........",
                    "...1.....",
                    "......1..",
                    ".1.......",
                    "..1......",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                ])
            },
            applies: true,
            expected: &["+1f1c1"],
        },
        Fixture {
            pattern: "hidden-single",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn finds_the_only_place_in_a_block() {
        // Built for this test: 1s in rows 2 and 3 and columns 2 and 3 leave f1c1 as the only
        // place for 1 in block 1.
        let board = board_from_rows(&[
            ".........",
            "...1.....",
            "......1..",
            ".1.......",
            "..1......",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let hint = HiddenSingle.find(&board, true).unwrap();
        assert_eq!(hint.placements[0].cell, cell("f1c1"));
        assert_eq!(hint.placements[0].digit.get(), 1);
        assert!(
            hint.explanation.contains("block 1") && hint.explanation.contains("f1c1 = 1"),
            "{}",
            hint.explanation
        );
    }

    #[test]
    fn a_blocks_single_rates_below_a_lines_and_a_last_cell_lowest() {
        let rate = |board: &PatternBoard| {
            let hint = HiddenSingle.find(board, false).unwrap();
            HiddenSingle.explainer_rating(&hint, board).to_string()
        };
        let block = board_from_rows(&[
            ".........",
            "...1.....",
            "......1..",
            ".1.......",
            "..1......",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(rate(&block), "1.2");
        // Built: row 1's givens and the 2 of f2c7 leave the 2 of row 1 only f1c1, while block 1
        // still has row 3 for it: a line's single, and no block has one.
        let line = board_from_rows(&[
            ".34567...",
            "......2..",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert_eq!(rate(&line), "1.5");
        let last = board_from_line(".23456789........................................................................");
        assert_eq!(rate(&last), "1.0");
    }

    #[test]
    fn batch_rating_sees_the_singles_that_later_eliminations_and_placements_make() {
        let mut board = board_from_rows(&["........."; 9]);
        assert_eq!(HiddenSingle.apply_first(&mut board), None, "every unit is settled");
        let one = Digit::new(1).unwrap();
        for name in ["f1c2", "f1c3", "f2c1", "f2c2", "f2c3", "f3c1", "f3c2", "f3c3"] {
            let cell = board.geometry().cell_of(cell(name)).unwrap();
            board.eliminate(cell, one);
        }
        let expected = HiddenSingle.find(&board, false).expect("the 1 of block 1 fits f1c1 only");
        let mut slow = board.clone();
        slow.apply(&expected);
        assert_eq!(HiddenSingle.apply_first(&mut board), Some((ExplainerRating::tenths(12), true)));
        assert_eq!(board, slow);
        // Built: 2 to 9 placed in row 9 leave the 1 of row 9 a single place, f9c1, that a
        // settled board must see too.
        let mut board = board_from_rows(&["........."; 9]);
        assert_eq!(HiddenSingle.apply_first(&mut board), None);
        for (col, digit) in (1..9).zip(2..) {
            board.place(board.geometry().cell_at(8, col).unwrap(), Digit::new(digit).unwrap());
        }
        let expected = HiddenSingle.find(&board, false).expect("a single");
        let mut slow = board.clone();
        slow.apply(&expected);
        assert!(HiddenSingle.apply_first(&mut board).is_some());
        assert_eq!(board, slow);
    }

    #[test]
    fn nothing_on_an_empty_board() {
        assert!(HiddenSingle.find(&board_from_rows(&["........."; 9]), true).is_none());
    }
}
