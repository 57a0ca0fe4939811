//! Hidden Rectangle (HoDoKu level hard, score 100). Four empty cells in two rows, two
//! columns and two blocks all have the digits `a` and `b`, and one corner has nothing else.
//! In the row and the column of the opposite corner, `a` has no place outside the
//! rectangle. Were the opposite corner `b`, the two other corners would be `a` (each the
//! last place of `a` in its line), the first corner `b`, and the four could swap `a` and
//! `b`: two solutions. So the opposite corner loses `b`. Only sound on a puzzle with one
//! solution.

use dn::{CellIndex, Digit, Hint, Level, Role, Unit};

use super::draft::Draft;
use super::rectangles::{Around, Rectangle, corner_names, rectangle_searches};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A rectangle with one two-digit corner whose opposite corner's row and column hold one digit only inside it: that corner loses the other digit.
pub(crate) struct HiddenRectangle;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("hidden-rectangle"),
    name: "Hidden Rectangle",
    level: Level::Hard,
    family: Family::Uniqueness,
    section: None,
    explainer: dn::ExplainerRating::tenths(48),
    summary: "Four cells in two rows, two columns and two blocks with the same two digits, one holding only \
              those: if one digit has no other place in the row and column of the opposite corner, that corner \
              loses the other digit.",
};

impl Pattern for HiddenRectangle {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    rectangle_searches!(step, Around::Units);
}

/// The two-digit corner, its opposite, the opposite's row and column, and the digit that
/// stays inside the rectangle in both.
struct Found {
    corner: CellIndex,
    opposite: CellIndex,
    lines: [Unit; 2],
    linked: Digit,
}

/// The pattern's step on `rectangle`, if it makes one.
fn step(board: &PatternBoard, rectangle: &Rectangle, explain: bool) -> Option<Hint> {
    let geometry = board.geometry();
    for corner in rectangle.floor(board) {
        let opposite = rectangle.opposite(corner);
        let row = Unit::Row(geometry.row_of(opposite) as u8);
        let column = Unit::Column(geometry.col_of(opposite) as u8);
        for linked in rectangle.digits {
            let inside = |unit| board.cells_with(unit, linked).all(|c| rectangle.corners.contains(&c));
            if inside(row) && inside(column) {
                let found = Found { corner, opposite, lines: [row, column], linked };
                if let Some(hint) = build(board, rectangle, found, explain) {
                    return Some(hint);
                }
            }
        }
    }
    None
}

fn build(board: &PatternBoard, rectangle: &Rectangle, found: Found, explain: bool) -> Option<Hint> {
    let Found { corner, opposite, lines: [row, column], linked } = found;
    let removed = rectangle.other(linked);
    let sides: Vec<CellIndex> = rectangle.corners.into_iter().filter(|&c| c != corner && c != opposite).collect();
    let mut draft = Draft::new(&INFO, board);
    draft.cell(corner, Role::Pattern).cells(sides.iter().copied(), Role::Pincer);
    for &side in &sides {
        draft.strong(opposite, side, linked);
    }
    draft.eliminate(opposite, removed);
    draft.finish(explain, |_| {
        let name = |c: CellIndex| board.coord(c).to_string();
        format!(
            "Hidden Rectangle on {linked}/{removed}: {} lie in two rows, two columns and two blocks and all have \
             {linked}/{removed}; {} has nothing else. In {row} and in {column}, {linked} fits only in the \
             rectangle. Were {} {removed}, {} and {} would be {linked}, {} {removed}, and the four cells could swap \
             {linked} and {removed}: the puzzle would have two solutions. It has one, so remove {removed} from {}.",
            corner_names(board, rectangle),
            name(corner),
            name(opposite),
            name(sides[0]),
            name(sides[1]),
            name(corner),
            name(opposite),
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
.-------------------.--------------------.--------------------.
| <4>    569   1268 | 5789   <3>  15789  | 25    2567   5679  |
| 1237   359   12   | <6>    127  14579  | <8>   2357   34579 |
| 23678  3569  268  | 45789  278  45789  | 2345  23567  <1>   |
:-------------------+--------------------+--------------------:
| 1236   346   1246 | 378    <5>  13678  | 23    <9>    378   |
| 123    <8>   59   | 3479   17   13479  | <6>   12357  3457  |
| 136    <7>   59   | <2>    168  134689 | 345   1358   3458  |
:-------------------+--------------------+--------------------:
| 68     46    468  | <1>    *9*  <2>    | <7>   35     35    |
| <5>    *1*   <3>  | 78     678  678    | *9*   <4>    *2*   |
| <9>    *2*   *7*  | 35     *4*  35     | *1*   68     68    |
'-------------------'--------------------'--------------------'
";

    /// A corner 1/2 whose opposite corner's row has 1 and 2 everywhere: nothing is confined.
    fn open_lines() -> PatternBoard {
        empty_with(Geometry::NINE, &[("f1c1", "12"), ("f1c4", "123"), ("f2c1", "123"), ("f2c4", "1234")])
    }

    pub(super) static FIXTURES: [Fixture; 3] = [
        Fixture {
            pattern: "hidden-rectangle",
            source: "magictour_top1465.txt line 1",
            board: || board_from_marks(TOP1465_LINE_1),
            applies: true,
            expected: &["-6f4c3"],
        },
        Fixture {
            pattern: "hidden-rectangle",
            source: "built: the digits have other places in the opposite corner's lines",
            board: open_lines,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "hidden-rectangle",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_rectangle_and_the_drawing_marks_it() {
        let hint = HiddenRectangle.find(&board_from_marks(TOP1465_LINE_1), true).expect("the board applies");
        assert_eq!(
            hint.explanation,
            "Hidden Rectangle on 4/6: f4c2, f4c3, f7c2 and f7c3 lie in two rows, two columns and two blocks and \
             all have 4/6; f7c2 has nothing else. In row 4 and in column 3, 4 fits only in the rectangle. Were \
             f4c3 6, f4c2 and f7c3 would be 4, f7c2 6, and the four cells could swap 4 and 6: the puzzle would \
             have two solutions. It has one, so remove 6 from f4c3."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f7c2"]);
        assert_eq!(role(Role::Pincer), ["f4c2", "f7c3"]);
        assert_eq!(role(Role::Target), ["f4c3"]);
        assert_eq!(hint.links.len(), 2);
    }
}
