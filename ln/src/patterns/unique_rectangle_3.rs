//! Unique Rectangle type 3 (HoDoKu level hard, score 100; Sudoku Explainer 4.5-4.6). Four
//! empty cells in two rows, two columns and two blocks all have the digits `a` and `b`; two
//! of them, in one row or column, have nothing else. The other two cannot both end `a` or
//! `b` (the four could then swap them: two solutions), so one of them holds one of their
//! extra digits. Together they act as one cell with those extra digits, and with other cells
//! of a unit they share they can form a naked subset: `k` cells whose digits, with the
//! extras, are `k + 1` digits. The unit's other cells lose those digits. Only sound on a
//! puzzle with one solution.

use dn::{CandidateSet, CellIndex, Hint, Level, Role, Unit};

use super::draft::Draft;
use super::rectangles::{Around, Rectangle, corner_names, rectangle_searches, shared_units};
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A rectangle whose two extra-holding corners form a naked subset with other cells of their unit.
pub(crate) struct UniqueRectangle3;

/// The most cells the subset takes beside the two corners.
const MOST_CELLS: usize = 3;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("unique-rectangle-3"),
    name: "Unique Rectangle Type 3",
    level: Level::Hard,
    family: Family::Uniqueness,
    section: None,
    explainer: dn::ExplainerRating::tenths(46),
    summary: "Four cells in two rows, two columns and two blocks with the same two digits: the two with more \
              digits hold one of those, and act as one cell of a naked subset in the unit they share.",
};

impl Pattern for UniqueRectangle3 {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    rectangle_searches!(step, Around::Units);
}

/// Tries every choice of up to [`MOST_CELLS`] cells of `others` from `from` on, in order,
/// whose candidates with `digits` make one digit more than the cells chosen; calls `found`
/// on each until it returns a hint.
fn subset(
    board: &PatternBoard,
    others: &[CellIndex],
    from: usize,
    digits: CandidateSet,
    chosen: &mut Vec<CellIndex>,
    found: &mut dyn FnMut(&[CellIndex], CandidateSet) -> Option<Hint>,
) -> Option<Hint> {
    if chosen.len() == MOST_CELLS {
        return None;
    }
    for (at, &cell) in others.iter().enumerate().skip(from) {
        let with = digits | board.candidates(cell);
        if with.len() > MOST_CELLS + 1 {
            continue;
        }
        chosen.push(cell);
        let hint = if with.len() == chosen.len() + 1 { found(chosen, with) } else { None };
        let hint = hint.or_else(|| subset(board, others, at + 1, with, chosen, found));
        chosen.pop();
        if hint.is_some() {
            return hint;
        }
    }
    None
}

/// The subset: the two corners with extra digits, the unit, the other cells and the digits.
struct Subset<'c> {
    roof: [CellIndex; 2],
    unit: Unit,
    cells: &'c [CellIndex],
    digits: CandidateSet,
}

/// The pattern's step on `rectangle`, if it makes one.
fn step(board: &PatternBoard, rectangle: &Rectangle, explain: bool) -> Option<Hint> {
    let roof = rectangle.roof(board);
    let [p, q] = roof[..] else { return None };
    if !board.sees(p, q) {
        return None;
    }
    let extras = rectangle.extras(board, p) | rectangle.extras(board, q);
    for unit in shared_units(board, p, q) {
        let others: Vec<CellIndex> = board
            .cells_of(unit)
            .iter()
            .copied()
            .filter(|&c| c != p && c != q && !board.candidates(c).is_empty())
            .collect();
        let mut chosen = Vec::new();
        let found = subset(board, &others, 0, extras, &mut chosen, &mut |cells, digits| {
            let subset = Subset { roof: [p, q], unit, cells, digits };
            build(board, rectangle, subset, explain)
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

fn build(board: &PatternBoard, rectangle: &Rectangle, subset: Subset<'_>, explain: bool) -> Option<Hint> {
    let Subset { roof: [p, q], unit, cells, digits } = subset;
    let mut draft = Draft::new(&INFO, board);
    draft.cells(rectangle.floor(board), Role::Pattern).cells([p, q], Role::Pincer);
    draft.cells(cells.iter().copied(), Role::Chain);
    for &cell in board.cells_of(unit) {
        if cell != p && cell != q && !cells.contains(&cell) {
            for digit in digits {
                draft.eliminate(cell, digit);
            }
        }
    }
    draft.finish(explain, |hint| {
        let name = |c: CellIndex| board.coord(c).to_string();
        let pair = super::text::digits(rectangle.digits);
        let floor = rectangle.floor(board);
        let extras = rectangle.extras(board, p) | rectangle.extras(board, q);
        let subset: Vec<String> = cells.iter().map(|&c| name(c)).collect();
        format!(
            "Unique Rectangle type 3 on {pair}: {} lie in two rows, two columns and two blocks and all have \
             {pair}; {} and {} have nothing else. If {} and {} held only {pair} as well, the four cells could \
             swap them and the puzzle would have two solutions; so one of them holds {}. Together with {} \
             they fill {} places of {unit} with the {} digits {}: remove {}.",
            corner_names(board, rectangle),
            name(floor[0]),
            name(floor[1]),
            name(p),
            name(q),
            super::text::digits(extras),
            subset.join(", "),
            cells.len() + 1,
            digits.len(),
            super::text::digits(digits),
            super::text::removals(&hint.eliminations),
        )
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks, empty_with};
    use dn::Geometry;

    /// `magictour_top1465.txt` line 91 (puzzle ......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......3....), solved with patterns, easiest first, up to
    /// this step.
    pub(crate) const TOP1465_LINE_91: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.--------------------.--------------------.
| *8*  *5*  *7* | 69     69     *2*  | <4>   <1>    *3*   |
| <9>  26   14  | <3>    147    148  | *5*   2678   678   |
| <3>  26   14  | 147    <5>    148  | 269   2689   6789  |
:---------------+--------------------+--------------------:
| 25   <4>  <8> | 1569   1269   <7>  | *3*   69     169   |
| *7*  *3*  69  | 14689  14689  1469 | 169   <5>    <2>   |
| 25   <1>  69  | 569    269    *3*  | *7*   48     48    |
:---------------+--------------------+--------------------:
| <6>  89   *3* | <2>    78     149  | 19    479    <5>   |
| 14   <7>  *2* | 1469   1469   *5*  | <8>   *3*    1469  |
| 14   89   *5* | 78     <3>    1469 | 1269  24679  14679 |
'---------------'--------------------'--------------------'
";
    /// `magictour_top1465.txt` line 197 (puzzle 2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5..7..3...6..3..1), solved with patterns, easiest first, up to
    /// this step.
    pub(crate) const TOP1465_LINE_197: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------------.-------------------.------------------.
| <2>    34689   3458  | <7>    3689  89   | <1>   458   4568 |
| 3468   34678   3478  | 1238   <5>   128  | 247   <9>   4678 |
| 5689   6789    <1>   | 289    2689  <4>  | 257   2578  <3>  |
:----------------------+-------------------+------------------:
| 13456  123467  23457 | 1239   1239  57   | <8>   1457  4579 |
| 1358   12378   23578 | 12389  <4>   57   | 3579  <6>   579  |
| 13458  13478   <9>   | 138    138   <6>  | 3457  1457  <2>  |
:----------------------+-------------------+------------------:
| <7>    123489  2348  | <5>    1289  1289 | <6>   248   489  |
| 1489   <5>     248   | *6*    <7>   1289 | 249   <3>   489  |
| 89     289     <6>   | *4*    289   <3>  | 57    57    <1>  |
'----------------------'-------------------'------------------'
";

    /// Two corners 1/2 in row 1, the other two adding 3 and 4 in row 2, whose other cells
    /// have every digit: no subset.
    fn no_subset() -> PatternBoard {
        empty_with(Geometry::NINE, &[("f1c1", "12"), ("f1c4", "12"), ("f2c1", "123"), ("f2c4", "124")])
    }

    /// `no_subset` with f2c9 holding only 3 and 4: with the corners it fills two places of
    /// row 2 with 3 and 4.
    fn pair_subset() -> PatternBoard {
        empty_with(
            Geometry::NINE,
            &[("f1c1", "12"), ("f1c4", "12"), ("f2c1", "123"), ("f2c4", "124"), ("f2c9", "34")],
        )
    }

    pub(super) static FIXTURES: [Fixture; 5] = [
        Fixture {
            pattern: "unique-rectangle-3",
            source: "magictour_top1465.txt line 91",
            board: || board_from_marks(TOP1465_LINE_91),
            applies: true,
            expected: &["-1f8c9", "-4f8c9"],
        },
        Fixture {
            pattern: "unique-rectangle-3",
            source: "magictour_top1465.txt line 197 (a subset of three cells)",
            board: || board_from_marks(TOP1465_LINE_197),
            applies: true,
            expected: &["-4f1c9", "-8f1c9", "-4f2c9", "-8f2c9"],
        },
        Fixture {
            pattern: "unique-rectangle-3",
            source: "built: the corners add 3 and 4, f2c9 is 3/4",
            board: pair_subset,
            applies: true,
            expected: &["-3f2c2", "-3f2c3", "-3f2c5", "-3f2c6", "-3f2c7", "-3f2c8", "-4f2c2", "-4f2c3", "-4f2c5", "-4f2c6", "-4f2c7", "-4f2c8"],
        },
        Fixture {
            pattern: "unique-rectangle-3",
            source: "built: the extra digits meet no subset",
            board: no_subset,
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "unique-rectangle-3",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_rectangle_and_the_drawing_marks_it() {
        let hint = UniqueRectangle3.find(&board_from_marks(TOP1465_LINE_197), true).expect("the board applies");
        assert_eq!(
            hint.explanation,
            "Unique Rectangle type 3 on 5/7: f4c6, f4c9, f5c6 and f5c9 lie in two rows, two columns and two \
             blocks and all have 5/7; f4c6 and f5c6 have nothing else. If f4c9 and f5c9 held only 5/7 as well, \
             the four cells could swap them and the puzzle would have two solutions; so one of them holds 4/9. \
             Together with f7c9, f8c9 they fill 3 places of column 9 with the 3 digits 4/8/9: remove 4 from \
             f1c9, f2c9; 8 from f1c9, f2c9."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f4c6", "f5c6"]);
        assert_eq!(role(Role::Pincer), ["f4c9", "f5c9"]);
        assert_eq!(role(Role::Chain), ["f7c9", "f8c9"]);
        assert_eq!(role(Role::Target), ["f1c9", "f2c9"]);
    }
}
