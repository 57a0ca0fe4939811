//! Hidden Quadruples (HoDoKu level hard, score 150; Sudoku Explainer 5.4): four digits of
//! a unit whose places lie within four cells fill those cells, so the cells lose every
//! other candidate.

use dn::{CellSet, ExplainerRating, Hint, Level};

use super::subsets::{apply_hidden, find_hidden, find_hidden_by, hidden_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Four digits of a unit that fit only four cells take them; those cells lose their other candidates.
pub(crate) struct HiddenQuadruples;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("hidden-quadruples"),
    name: "Hidden Quadruples",
    level: Level::Hard,
    family: Family::Subsets,
    section: None,
    explainer: ExplainerRating::tenths(54),
    summary: "Four digits of a unit that fit only four cells take them; those cells lose their other candidates.",
};

impl Pattern for HiddenQuadruples {
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
        hidden_hint(&INFO, board, find_hidden(board, 4)?, "Hidden Quadruple", explain)
    }

    fn find_around(&self, board: &PatternBoard, changed: &CellSet, explain: bool) -> Option<Hint> {
        let (subset, _) = find_hidden_by(board, 4, false, board.units_holding(changed))?;
        hidden_hint(&INFO, board, subset, "Hidden Quadruple", explain)
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        Some((INFO.explainer, apply_hidden(board, find_hidden(board, 4)?)))
    }

    fn apply_first_around(
        &self,
        board: &mut PatternBoard,
        changed: &CellSet,
    ) -> Option<(ExplainerRating, bool)> {
        let (subset, _) = find_hidden_by(board, 4, false, board.units_holding(changed))?;
        Some((INFO.explainer, apply_hidden(board, subset)))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example hidden-quadruples --seed 1` (puzzle ....694.2.4.....9.1...2...8.7285........9..53.....7........1....286.....9.1..5...), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.-------------------.----------------.---------------------.
| 578   358   357   | 1357  <6>  <9> | <4>    137    <2>   |
| *2*   <4>   3567  | 1357  13   *8* | 1356   <9>    157   |
| <1>   3569  35679 | 357   <2>  *4* | 356    367    <8>   |
:-------------------+----------------+---------------------:
| *3*   <7>   <2>   | <8>   <5>  *6* | 19     *4*    19    |
| 468   168   46    | 14    <9>  *2* | *7*    <5>    <3>   |
| 45    159   459   | 134   13   <7> | 28     28     *6*   |
:-------------------+----------------+---------------------:
| 4567  356   34567 | *9*   478  <1> | 23568  23678  457   |
| 457   <2>   <8>   | <6>   47   *3* | 159    17     14579 |
| <9>   36    <1>   | *2*   478  <5> | 368    3678   47    |
'-------------------'----------------'---------------------'
";

    /// `jade example hidden-quadruples --seed 2` (puzzle ...94........734........5..14.2....6....36..7.......81.32.......5....8..67.8.2...), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.--------------------.----------------.------------------.
| 2357  1268   35678 | <9>  <4>  18   | 67   12367  238  |
| 29    12689  689   | *5*  <7>  <3>  | <4>  1269   289  |
| 3479  189    34789 | *6*  *2*  18   | <5>  1379   389  |
:--------------------+----------------+------------------:
| <1>   <4>    379   | <2>  *8*  79   | 39   *5*    <6>  |
| 259   289    589   | *1*  <3>  <6>  | 29   *4*    <7>  |
| 237   269    3679  | 47   59   4579 | 239  <8>    <1>  |
:--------------------+----------------+------------------:
| *8*   <3>    <2>   | 47   *1*  4579 | 67   679    459  |
| 49    <5>    *1*   | *3*  *6*  479  | <8>  279    249  |
| <6>   <7>    49    | <8>  59   <2>  | *1*  39     3459 |
'--------------------'----------------'------------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "hidden-quadruples",
            source: "jade example hidden-quadruples --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-5f7c7", "-7f7c8", "-7f9c8"],
        },
        Fixture {
            pattern: "hidden-quadruples",
            source: "jade example hidden-quadruples --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-2f1c1", "-6f1c3", "-8f1c3", "-8f3c3", "-9f3c1", "-9f3c3"],
        },
        Fixture {
            pattern: "hidden-quadruples",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "hidden-quadruples",
            source: "the board of `jade example skyscraper --seed 1`: no Hidden Quadruple",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_them() {
        let hint = HiddenQuadruples.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Hidden Quadruple 2/3/6/8 in block 9: the 2, the 3, the 6 and the 8 can only go in f7c7, \
             f7c8, f9c7 and f9c8, so these four cells take those four digits and nothing else; remove \
             their other candidates: f7c7 (5), f7c8 (7), f9c8 (7)."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f7c7", "f7c8", "f9c7", "f9c8"]);
    }
}
