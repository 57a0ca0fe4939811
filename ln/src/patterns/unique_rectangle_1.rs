//! Unique Rectangle type 1 (HoDoKu level hard, score 100; Sudoku Explainer 4.5). Four empty
//! cells in two rows, two columns and two blocks all have the digits `a` and `b`, and three
//! of them have nothing else. If the fourth ended `a` or `b`, the four cells could swap `a`
//! and `b` and the puzzle would have two solutions; it has one, so the fourth cell loses
//! both digits. Only sound on a puzzle with one solution (see [`super::rectangles`]).

use dn::{Hint, Level, Role};

use super::draft::Draft;
use super::rectangles::{Around, Rectangle, corner_names, rectangle_searches};
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A rectangle whose corners but one hold only its two digits: that one loses both.
pub(crate) struct UniqueRectangle1;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("unique-rectangle-1"),
    name: "Unique Rectangle Type 1",
    level: Level::Hard,
    family: Family::Uniqueness,
    section: None,
    explainer: dn::ExplainerRating::tenths(45),
    summary: "Four cells in two rows, two columns and two blocks, three of them holding only the same two digits: \
              the fourth cannot hold either, or the puzzle would have two solutions.",
};

impl Pattern for UniqueRectangle1 {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    rectangle_searches!(step, Around::Corners);
}

/// The pattern's step on `rectangle`, if it makes one.
fn step(board: &PatternBoard, rectangle: &Rectangle, explain: bool) -> Option<Hint> {
    let roof = rectangle.roof(board);
    if roof.len() != 1 {
        return None;
    }
    build(board, rectangle, roof[0], explain)
}

fn build(board: &PatternBoard, rectangle: &Rectangle, target: dn::CellIndex, explain: bool) -> Option<Hint> {
    let mut draft = Draft::new(&INFO, board);
    draft.cells(rectangle.floor(board), Role::Pattern);
    for digit in rectangle.digits {
        draft.eliminate(target, digit);
    }
    draft.finish(explain, |_| {
        let pair = text::digits(rectangle.digits);
        let floor: Vec<String> = rectangle.floor(board).iter().map(|&c| board.coord(c).to_string()).collect();
        let target = board.coord(target);
        format!(
            "Unique Rectangle type 1 on {pair}: {} lie in two rows, two columns and two blocks and all have \
             {pair}; {}, {} and {} have nothing else. If {target} were {} or {} too, the four cells could swap \
             their digits and the puzzle would have two solutions. It has one, so remove {} and {} from {target}.",
            corner_names(board, rectangle),
            floor[0],
            floor[1],
            floor[2],
            rectangle.digits[0],
            rectangle.digits[1],
            rectangle.digits[0],
            rectangle.digits[1],
        )
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks, empty_with};
    use dn::Geometry;

    /// `magictour_top1465.txt` line 1 (puzzle 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........), solved with patterns, easiest first, up to
    /// this step.
    pub(crate) const TOP1465_LINE_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.-------------------.--------------------.----------------------.
| <4>    569   1268 | 5789   <3>  15789  | 259    2567   25679  |
| 1237   359   12   | <6>    127  14579  | <8>    2357   234579 |
| 23678  3569  268  | 45789  278  45789  | 23459  23567  <1>    |
:-------------------+--------------------+----------------------:
| 1236   346   1246 | 378    <5>  13678  | 23     <9>    2378   |
| 123    <8>   59   | 3479   17   13479  | <6>    12357  23457  |
| 136    <7>   59   | <2>    168  134689 | 345    1358   3458   |
:-------------------+--------------------+----------------------:
| 68     46    468  | <1>    *9*  <2>    | <7>    35     35     |
| <5>    12    <3>  | 78     678  678    | 129    <4>    29     |
| <9>    12    *7*  | 35     *4*  35     | 12     68     68     |
'-------------------'--------------------'----------------------'
";

    /// Four cells of rows 1-2 and columns 1 and 4 (two blocks), three holding only 1/2.
    fn two_blocks() -> PatternBoard {
        empty_with(Geometry::NINE, &[("f1c1", "12"), ("f1c4", "12"), ("f2c1", "12"), ("f2c4", "1235")])
    }

    /// The same cells in rows 1 and 5 and columns 1 and 5: four blocks, no deadly pattern.
    fn four_blocks() -> PatternBoard {
        empty_with(Geometry::NINE, &[("f1c1", "12"), ("f1c5", "12"), ("f5c1", "12"), ("f5c5", "1235")])
    }

    /// `two_blocks` with a given 3 in f1c1: a corner that is not empty cannot be swapped.
    fn given_corner() -> PatternBoard {
        let mut board = two_blocks();
        board.place(dn::CellIndex::new(0), dn::Digit::new(3).expect("a digit"));
        board
    }

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "unique-rectangle-1",
            source: "magictour_top1465.txt line 1",
            board: || board_from_marks(TOP1465_LINE_1),
            applies: true,
            expected: &["-1f8c7", "-2f8c7"],
        },
        Fixture {
            pattern: "unique-rectangle-1",
            source: "built: three corners 1/2 in two blocks",
            board: two_blocks,
            applies: true,
            expected: &["-1f2c4", "-2f2c4"],
        },
        Fixture {
            pattern: "unique-rectangle-1",
            source: "built: the same corners over four blocks",
            board: four_blocks,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "unique-rectangle-1",
            source: "built: a given in one corner",
            board: given_corner,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "unique-rectangle-1",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_rectangle_and_the_drawing_marks_it() {
        let hint = UniqueRectangle1.find(&board_from_marks(TOP1465_LINE_1), true).expect("the board applies");
        assert_eq!(
            hint.explanation,
            "Unique Rectangle type 1 on 1/2: f8c2, f8c7, f9c2 and f9c7 lie in two rows, two columns and two \
             blocks and all have 1/2; f8c2, f9c2 and f9c7 have nothing else. If f8c7 were 1 or 2 too, the four \
             cells could swap their digits and the puzzle would have two solutions. It has one, so remove 1 and \
             2 from f8c7."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f8c2", "f9c2", "f9c7"]);
        assert_eq!(role(Role::Target), ["f8c7"]);
    }
}
