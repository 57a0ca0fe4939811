//! BUG+1, Bivalue Universal Grave plus one (HoDoKu level hard, score 100; Sudoku Explainer
//! 5.6). Every empty cell has two candidates except one that has three, and every digit has
//! exactly two places (or none) in every unit, except the digit `d` of that cell, which has
//! three in the cell's row, column and block. Were the cell anything but `d`, every cell
//! would have two candidates and every digit two places in every unit: such a board has no
//! solution or more than one. The puzzle has one, so the cell is `d`. Only sound on a
//! puzzle with one solution.

use dn::{CellIndex, Digit, Hint, Level, Role};

use super::draft::Draft;
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// The one cell with three candidates on an otherwise bivalue board takes the digit that has three places around it.
pub(crate) struct BugPlusOne;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("bug-plus-one"),
    name: "BUG+1",
    level: Level::Hard,
    family: Family::Uniqueness,
    section: None,
    explainer: dn::ExplainerRating::tenths(56),
    summary: "Every empty cell has two candidates but one, which has three: it takes the digit that has three \
              places in its row, column and block, or the puzzle would have no solution or several.",
};

impl Pattern for BugPlusOne {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let mut three = None;
        for cell in board.empty_cells() {
            match board.candidates(cell).len() {
                2 => {}
                3 if three.is_none() => three = Some(cell),
                _ => return None,
            }
        }
        let cell = three?;
        let digit = board.candidates(cell).into_iter().find(|&d| is_grave_without(board, cell, d))?;
        build(board, cell, digit, explain)
    }
}

/// Whether every digit has zero or two places in every unit once `digit` is taken from
/// `cell`'s candidates (the Bivalue Universal Grave).
fn is_grave_without(board: &PatternBoard, cell: CellIndex, digit: Digit) -> bool {
    board.units().all(|unit| {
        (1..=board.side() as u8).filter_map(Digit::new).all(|d| {
            let places = board.cells_with(unit, d).filter(|&c| c != cell || d != digit).count();
            places == 0 || places == 2
        })
    })
}

fn build(board: &PatternBoard, cell: CellIndex, digit: Digit, explain: bool) -> Option<Hint> {
    let mut draft = Draft::new(&INFO, board);
    for unit in board.units_of(cell) {
        draft.cells(board.cells_with(unit, digit).filter(|&c| c != cell), Role::Pattern);
    }
    draft.place(cell, digit);
    draft.finish(explain, |_| {
        let name = board.coord(cell);
        let others: Vec<String> =
            board.candidates(cell).into_iter().filter(|&d| d != digit).map(|d| d.to_string()).collect();
        let others = others.join(" or ");
        format!(
            "BUG+1: every empty cell has two candidates except {name}, which has {}, and every digit has two \
             places in each unit except {digit}, which has three in the row, column and block of {name}. If \
             {name} were {others}, every cell would have two candidates and every digit two places in every unit: \
             such a board has no solution or more than one. The puzzle has one, so {name} = {digit}.",
            super::text::digits(board.candidates(cell)),
        )
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `magictour_top1465.txt` line 12 (puzzle 8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........), solved with patterns, easiest first, up to
    /// this step.
    pub(crate) const TOP1465_LINE_12: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.---------------.---------------.
| <8>  *1*  <9> | *4*  26   26  | <3>  *7*  *5* |
| *6*  *3*  24  | <7>  *5*  <1> | 24   *8*  *9* |
| <5>  24   *7* | *8*  *3*  *9* | 46   16   12  |
:---------------+---------------+---------------:
| 19   <7>  *8* | *5*  *4*  *3* | 19   <2>  <6> |
| <3>  24   14  | *6*  <9>  27  | 17   *5*  *8* |
| 29   *5*  *6* | <1>  27   *8* | 79   <4>  *3* |
:---------------+---------------+---------------:
| *7*  <6>  *3* | <2>  *1*  *5* | *8*  *9*  <4> |
| 24   *9*  12  | *3*  <8>  46  | <5>  16   *7* |
| 14   *8*  *5* | *9*  67   467 | 26   *3*  12  |
'---------------'---------------'---------------'
";
    /// `magictour_top1465.txt` line 305 (puzzle 1.......3.6.3..7...7...5..121.7...9...7........8.1..2....8.64....9.2..6....4.....), solved with patterns, easiest first, up to
    /// this step.
    pub(crate) const TOP1465_LINE_305: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.---------------.---------------.
| <1>  59   24  | 26   *7*  *8* | 69   45   <3> |
| 58   <6>  24  | <3>  49   *1* | <7>  58   29  |
| 89   <7>  *3* | 29   46   <5> | 26   48   <1> |
:---------------+---------------+---------------:
| <2>  <1>  *5* | <7>  36   34  | *8*  <9>  46  |
| 469  49   <7> | *5*  *8*  *2* | *1*  *3*  46  |
| 46   *3*  <8> | 69   <1>  49  | *5*  <2>  *7* |
:---------------+---------------+---------------:
| *3*  *2*  *1* | <8>  59   <6> | <4>  *7*  59  |
| 45   45   <9> | *1*  <2>  *7* | *3*  <6>  *8* |
| *7*  *8*  *6* | <4>  35   39  | 29   *1*  25  |
'---------------'---------------'---------------'
";

    /// The board of line 12 with a third candidate in a second cell (f9c1 1/2/4): two cells
    /// with three candidates are no BUG+1.
    fn two_cells_with_three() -> PatternBoard {
        board_from_marks(&TOP1465_LINE_12.replace("| 14   *8*  *5* |", "| 124  *8*  *5* |"))
    }

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "bug-plus-one",
            source: "magictour_top1465.txt line 12",
            board: || board_from_marks(TOP1465_LINE_12),
            applies: true,
            expected: &["+6f9c6"],
        },
        Fixture {
            pattern: "bug-plus-one",
            source: "magictour_top1465.txt line 305",
            board: || board_from_marks(TOP1465_LINE_305),
            applies: true,
            expected: &["+4f5c1"],
        },
        Fixture {
            pattern: "bug-plus-one",
            source: "line 12 with a second cell of three candidates",
            board: two_cells_with_three,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "bug-plus-one",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cell_and_the_drawing_marks_the_digits_places() {
        let hint = BugPlusOne.find(&board_from_marks(TOP1465_LINE_305), true).expect("the board applies");
        assert_eq!(
            hint.explanation,
            "BUG+1: every empty cell has two candidates except f5c1, which has 4/6/9, and every digit has two \
             places in each unit except 4, which has three in the row, column and block of f5c1. If f5c1 were 6 \
             or 9, every cell would have two candidates and every digit two places in every unit: such a board \
             has no solution or more than one. The puzzle has one, so f5c1 = 4."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f5c2", "f5c9", "f6c1", "f8c1"]);
        assert_eq!(role(Role::Target), ["f5c1"]);
    }
}
