//! Naked Quadruples (HoDoKu level hard, score 120; Sudoku Explainer 5.0): four cells of a
//! unit with no candidates outside four digits take those digits, so the rest of the unit
//! loses them.

use dn::{CellSet, ExplainerRating, Hint, Level};

use super::subsets::{apply_naked, find_naked, find_naked_in, naked_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Four cells of a unit whose candidates lie within four digits take them; the rest of the unit loses them.
pub(crate) struct NakedQuadruples;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("naked-quadruples"),
    name: "Naked Quadruples",
    level: Level::Hard,
    family: Family::Subsets,
    section: None,
    explainer: ExplainerRating::tenths(50),
    summary: "Four cells of a unit whose candidates lie within four digits take them; the rest of the unit loses them.",
};

impl Pattern for NakedQuadruples {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn reads(&self) -> Reads {
        Reads::Units
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        naked_hint(&INFO, board, find_naked(board, 4)?, "Naked Quadruple", explain)
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        naked_hint(&INFO, board, find_naked_in(board, 4, board.units_holding(changed))?, "Naked Quadruple", explain)
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        Some((INFO.explainer, apply_naked(board, find_naked(board, 4)?)))
    }

    fn apply_first_around(
        &self,
        board: &mut PatternBoard,
        changed: &CellSet,
    ) -> Option<(ExplainerRating, bool)> {
        let subset = find_naked_in(board, 4, board.units_holding(changed))?;
        Some((INFO.explainer, apply_naked(board, subset)))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example naked-quadruples --seed 1` (puzzle 76.....983..........52.........36..1.4...1.......9..23.71..4...5.4.8.....96.....7), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.---------------.-----------------.
| <7>  <6>  *2* | 13   *4*  35  | 15    <9>   <8> |
| <3>  *1*  *9* | 68   567  58  | *2*   57    *4* |
| *4*  *8*  <5> | <2>  17   *9* | 137   137   *6* |
:---------------+---------------+-----------------:
| *9*  *2*  78  | 578  <3>  <6> | 4578  4578  <1> |
| *6*  <4>  *3* | 578  *2*  <1> | 5789  578   59  |
| *1*  *5*  78  | *4*  <9>  78  | *6*   <2>   <3> |
:---------------+---------------+-----------------:
| 28   <7>  <1> | 69   56   <4> | 3589  3568  259 |
| <5>  *3*  <4> | 679  <8>  27  | 19    16    29  |
| 28   <9>  <6> | 13   15   235 | 458   458   <7> |
'---------------'---------------'-----------------'
";

    /// `jade example naked-quadruples --seed 2` (puzzle ......1.....8......97..4.6.8.6.7.43..35....7..794.3.......9.6..5.....3.1....6578.), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.-------------------.-----------------.
| 36   258  248 | 25679  235   2679 | <1>  245  23457 |
| 136  25   24  | <8>    13    167  | *9*  245  37    |
| 13   <9>  <7> | 125    1235  <4>  | 258  <6>  2358  |
:---------------+-------------------+-----------------:
| <8>  *1*  <6> | 259    <7>   29   | <4>  <3>  259   |
| *4*  <3>  <5> | 1269   128   1269 | 28   <7>  289   |
| *2*  <7>  <9> | <4>    58    <3>  | 58   *1*  *6*   |
:---------------+-------------------+-----------------:
| *7*  248  13  | 123    <9>   128  | <6>  245  245   |
| <5>  *6*  28  | 27     *4*   278  | <3>  *9*  <1>   |
| *9*  24   13  | 13     <6>   <5>  | <7>  <8>  24    |
'---------------'-------------------'-----------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "naked-quadruples",
            source: "jade example naked-quadruples --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-7f3c8", "-5f7c8", "-8f7c8"],
        },
        Fixture {
            pattern: "naked-quadruples",
            source: "jade example naked-quadruples --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-2f1c4", "-2f1c6", "-5f1c4", "-1f2c6"],
        },
        Fixture {
            pattern: "naked-quadruples",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "naked-quadruples",
            source: "the board of `jade example skyscraper --seed 1`: no Naked Quadruple",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_them() {
        let hint = NakedQuadruples.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Naked Quadruple 4/5/7/8 in column 8: f2c8, f4c8, f5c8 and f9c8 have no candidates other \
             than 4/5/7/8, so these four cells hold those four digits between them; remove them from \
             the other cells of the column: 7 from f3c8; 5 from f7c8; 8 from f7c8."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f2c8", "f4c8", "f5c8", "f9c8"]);
        assert_eq!(role(Role::Target), ["f3c8", "f7c8"]);
    }
}
