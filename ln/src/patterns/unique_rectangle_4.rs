//! Unique Rectangle type 4 (HoDoKu level hard, score 100; Sudoku Explainer 4.5). Four empty
//! cells in two rows, two columns and two blocks all have the digits `a` and `b`; two of
//! them, in one row or column, have nothing else, and the other two have more digits but
//! are the only places for `a` in a unit they share. One of those two is `a`; were either
//! of them `b`, the other would be `a`, the cells they see among the first two would follow,
//! and the four would hold only `a` and `b` and could swap them: two solutions. So neither
//! is `b`. Only sound on a puzzle with one solution.

use dn::{CellIndex, Digit, Hint, Level, Role, Unit};

use super::draft::Draft;
use super::rectangles::{Around, Rectangle, corner_names, rectangle_searches, shared_units};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A rectangle whose two extra-holding corners are the only places of one of its digits in a unit: they lose the other.
pub(crate) struct UniqueRectangle4;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("unique-rectangle-4"),
    name: "Unique Rectangle Type 4",
    level: Level::Hard,
    family: Family::Uniqueness,
    section: None,
    explainer: dn::ExplainerRating::tenths(45),
    summary: "Four cells in two rows, two columns and two blocks with the same two digits, two of them the only \
              places of one digit in their unit: those two cannot hold the other digit.",
};

impl Pattern for UniqueRectangle4 {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    rectangle_searches!(step, Around::Units);
}

/// The two corners with extra digits, the unit where they are the only places of `linked`.
struct Link {
    roof: [CellIndex; 2],
    unit: Unit,
    linked: Digit,
}

/// The pattern's step on `rectangle`, if it makes one.
fn step(board: &PatternBoard, rectangle: &Rectangle, explain: bool) -> Option<Hint> {
    let roof = rectangle.roof(board);
    let [p, q] = roof[..] else { return None };
    if !board.sees(p, q) {
        return None;
    }
    for linked in rectangle.digits {
        for unit in shared_units(board, p, q) {
            if board.cells_with(unit, linked).count() == 2 {
                let link = Link { roof: [p, q], unit, linked };
                if let Some(hint) = build(board, rectangle, link, explain) {
                    return Some(hint);
                }
            }
        }
    }
    None
}

fn build(board: &PatternBoard, rectangle: &Rectangle, link: Link, explain: bool) -> Option<Hint> {
    let Link { roof: [p, q], unit, linked } = link;
    let removed = rectangle.other(linked);
    let mut draft = Draft::new(&INFO, board);
    draft.cells(rectangle.floor(board), Role::Pattern).cells([p, q], Role::Pincer);
    draft.strong(p, q, linked);
    draft.eliminate(p, removed);
    draft.eliminate(q, removed);
    draft.finish(explain, |hint| {
        let name = |c: CellIndex| board.coord(c).to_string();
        let floor = rectangle.floor(board);
        let from: Vec<String> = hint.eliminations.iter().map(|e| e.cell.to_string()).collect();
        format!(
            "Unique Rectangle type 4 on {linked}/{removed}: {} lie in two rows, two columns and two blocks and \
             all have {linked}/{removed}; {} and {} have nothing else. {} and {} are the only places for {linked} \
             in {unit}, so one of them is {linked}. Were the other {removed}, the four cells would hold only \
             {linked} and {removed} and could swap them: the puzzle would have two solutions. It has one, so \
             remove {removed} from {}.",
            corner_names(board, rectangle),
            name(floor[0]),
            name(floor[1]),
            name(p),
            name(q),
            from.join(", "),
        )
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks, empty_with};
    use dn::Geometry;

    /// `magictour_top1465.txt` line 12 (puzzle 8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........), solved with patterns, easiest first, up to
    /// this step.
    pub(crate) const TOP1465_LINE_12: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.-----------------------.--------------------.--------------------.
| <8>    *1*     <9>    | 46     26   246    | <3>  57      57    |
| 246    234     2346   | <7>    *5*  <1>    | 24   89      89    |
| <5>    24      *7*    | 89     *3*  89     | 246  16      12    |
:-----------------------+--------------------+--------------------:
| 19     <7>     158    | 358    *4*  358    | 189  <2>     <6>   |
| <3>    248     12468  | 68     <9>  2678   | 178  1578    1578  |
| 269    2589    2568   | <1>    267  25678  | 789  <4>     *3*   |
:-----------------------+--------------------+--------------------:
| 179    <6>     1358   | <2>    17   3579   | 178  13789   <4>   |
| 12479  2349    1234   | 3469   <8>  34679  | <5>  13679   1279  |
| 12479  234589  123458 | 34569  167  345679 | 26   136789  12789 |
'-----------------------'--------------------'--------------------'
";

    /// Two corners 1/2 in row 1, the other two in row 2 with more digits; row 2 has 1 and 2
    /// everywhere, so neither is confined to the two corners.
    fn no_strong_link() -> PatternBoard {
        empty_with(Geometry::NINE, &[("f1c1", "12"), ("f1c4", "12"), ("f2c1", "123"), ("f2c4", "124")])
    }

    pub(super) static FIXTURES: [Fixture; 3] = [
        Fixture {
            pattern: "unique-rectangle-4",
            source: "magictour_top1465.txt line 12",
            board: || board_from_marks(TOP1465_LINE_12),
            applies: true,
            expected: &["-7f5c8", "-7f5c9"],
        },
        Fixture {
            pattern: "unique-rectangle-4",
            source: "built: neither digit is confined to the two corners in their row",
            board: no_strong_link,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "unique-rectangle-4",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_rectangle_and_the_drawing_marks_it() {
        let hint = UniqueRectangle4.find(&board_from_marks(TOP1465_LINE_12), true).expect("the board applies");
        assert_eq!(
            hint.explanation,
            "Unique Rectangle type 4 on 5/7: f1c8, f1c9, f5c8 and f5c9 lie in two rows, two columns and two \
             blocks and all have 5/7; f1c8 and f1c9 have nothing else. f5c8 and f5c9 are the only places for 5 \
             in row 5, so one of them is 5. Were the other 7, the four cells would hold only 5 and 7 and could \
             swap them: the puzzle would have two solutions. It has one, so remove 7 from f5c8, f5c9."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f1c8", "f1c9"]);
        assert_eq!(role(Role::Pincer), ["f5c8", "f5c9"]);
        assert_eq!(hint.links.len(), 1);
    }
}
