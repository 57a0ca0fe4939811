//! Unique Rectangle type 2 (HoDoKu level hard, score 100; Sudoku Explainer 4.5). Four empty
//! cells in two rows, two columns and two blocks all have the digits `a` and `b`; two of
//! them, in one row or column, have nothing else, and the other two have just one more
//! digit `c`, the same in both. Were neither of those two `c`, the four cells would hold
//! only `a` and `b` and could swap them: two solutions. So one of them is `c`, and every
//! cell that sees both loses `c`. Only sound on a puzzle with one solution.

use dn::{CellIndex, CellSet, Digit, Hint, Level, Role};

use super::draft::Draft;
use super::rectangles::{Around, Rectangle, corner_names, rectangle_searches};
use super::text;
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A rectangle whose two corners of one side add the same one digit: the cells seeing both lose it.
pub(crate) struct UniqueRectangle2;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("unique-rectangle-2"),
    name: "Unique Rectangle Type 2",
    level: Level::Hard,
    family: Family::Uniqueness,
    section: None,
    explainer: dn::ExplainerRating::tenths(45),
    summary: "Four cells in two rows, two columns and two blocks with the same two digits, two of them adding \
              the same third digit: one of those two holds it, so the cells that see both lose it.",
};

impl Pattern for UniqueRectangle2 {
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
    let [p, q] = roof[..] else { return None };
    let extra = rectangle.extras(board, p);
    if extra != rectangle.extras(board, q) || !board.sees(p, q) {
        return None;
    }
    let digit = extra.single_digit()?;
    let targets: CellSet = (*board.peer_set(p) & *board.peer_set(q))
        .iter()
        .filter(|&c| board.has(c, digit))
        .collect();
    build(board, rectangle, [p, q], digit, targets, explain)
}

fn build(
    board: &PatternBoard,
    rectangle: &Rectangle,
    roof: [CellIndex; 2],
    digit: Digit,
    targets: CellSet,
    explain: bool,
) -> Option<Hint> {
    let mut draft = Draft::new(&INFO, board);
    draft.cells(rectangle.floor(board), Role::Pattern).cells(roof, Role::Pincer);
    for cell in targets.iter() {
        draft.eliminate(cell, digit);
    }
    draft.finish(explain, |hint| {
        let pair = text::digits(rectangle.digits);
        let name = |c: CellIndex| board.coord(c).to_string();
        let floor = rectangle.floor(board);
        let removed: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "Unique Rectangle type 2 on {pair}: {} lie in two rows, two columns and two blocks and all have \
             {pair}; {} and {} have nothing else, {} and {} only {digit} more. If neither of these two were \
             {digit}, the four cells would hold only {pair} and could swap them: the puzzle would have two \
             solutions. It has one, so {} or {} is {digit}; remove {digit} from {}, which see both.",
            corner_names(board, rectangle),
            name(floor[0]),
            name(floor[1]),
            name(roof[0]),
            name(roof[1]),
            name(roof[0]),
            name(roof[1]),
            removed.join(", "),
        )
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks, empty_with};
    use dn::Geometry;

    /// `magictour_top1465.txt` line 39 (puzzle ......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....), solved with patterns, easiest first, up to
    /// this step.
    pub(crate) const TOP1465_LINE_39: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.-----------------------.-------------------.
| *8*  *5*  *7* | 69      26     269    | <4>   <1>    *3*  |
| <9>  26   14  | <3>     1478   148    | *5*   2678   678  |
| <3>  26   14  | 1478    <5>    148    | 269   26789  6789 |
:---------------+-----------------------+-------------------:
| 25   <4>  <8> | 1569    1236   <7>    | 1369  369    169  |
| *7*  39   369 | 14689   13468  134689 | 1369  <5>    <2>  |
| 25   <1>  369 | 569     236    23569  | *7*   48     48   |
:---------------+-----------------------+-------------------:
| <6>  389  39  | <2>     13478  1348   | 13    347    <5>  |
| 14   <7>  25  | 1456    1346   13456  | <8>   23469  1469 |
| 14   38   25  | 145678  <9>    134568 | 1236  23467  1467 |
'---------------'-----------------------'-------------------'
";

    /// Two corners 1/2 in column 1, the other two adding different digits (3 and 4).
    fn different_extras() -> PatternBoard {
        empty_with(Geometry::NINE, &[("f1c1", "12"), ("f2c1", "12"), ("f1c4", "123"), ("f2c4", "124")])
    }

    /// The two corners adding 3 lie diagonally opposite: no cell sees both but the corners.
    fn diagonal_extras() -> PatternBoard {
        empty_with(Geometry::NINE, &[("f1c1", "12"), ("f2c4", "12"), ("f1c4", "123"), ("f2c1", "123")])
    }

    /// The two corners adding 3 share column 4: the rest of column 4 and of block 2 lose 3.
    fn same_extra() -> PatternBoard {
        empty_with(Geometry::NINE, &[("f1c1", "12"), ("f2c1", "12"), ("f1c4", "123"), ("f2c4", "123")])
    }

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "unique-rectangle-2",
            source: "magictour_top1465.txt line 39",
            board: || board_from_marks(TOP1465_LINE_39),
            applies: true,
            expected: &["-8f2c5", "-8f3c4", "-8f5c6", "-8f7c6", "-8f9c6"],
        },
        Fixture {
            pattern: "unique-rectangle-2",
            source: "built: the two corners add 3",
            board: same_extra,
            applies: true,
            expected: &["-3f1c5", "-3f1c6", "-3f2c5", "-3f2c6", "-3f3c4", "-3f3c5", "-3f3c6", "-3f4c4", "-3f5c4", "-3f6c4", "-3f7c4", "-3f8c4", "-3f9c4"],
        },
        Fixture {
            pattern: "unique-rectangle-2",
            source: "built: the corners add different digits",
            board: different_extras,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "unique-rectangle-2",
            source: "built: the corners adding 3 are diagonal",
            board: diagonal_extras,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "unique-rectangle-2",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_rectangle_and_the_drawing_marks_it() {
        let hint = UniqueRectangle2.find(&board_from_marks(TOP1465_LINE_39), true).expect("the board applies");
        assert_eq!(
            hint.explanation,
            "Unique Rectangle type 2 on 1/4: f2c3, f2c6, f3c3 and f3c6 lie in two rows, two columns and two \
             blocks and all have 1/4; f2c3 and f3c3 have nothing else, f2c6 and f3c6 only 8 more. If neither of \
             these two were 8, the four cells would hold only 1/4 and could swap them: the puzzle would have two \
             solutions. It has one, so f2c6 or f3c6 is 8; remove 8 from f2c5, f3c4, f5c6, f7c6, f9c6, which see \
             both."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f2c3", "f3c3"]);
        assert_eq!(role(Role::Pincer), ["f2c6", "f3c6"]);
        assert_eq!(role(Role::Target).len(), 5);
    }
}
