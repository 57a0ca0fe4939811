//! Finned Swordfish (HoDoKu level unfair, score 200): a Swordfish with fins, extra places for its digit
//! in its rows (or columns) all in one block. Either a fin holds the digit or the Swordfish
//! stands, so the cells of its columns that also see every fin lose the digit.

use dn::{CandidateSet, ExplainerRating, Hint, Level};

use super::fish::{Fins, find_finned_fish, find_finned_fish_in, finned_fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A Swordfish plus fins in one block: the cover cells that see the fins lose the digit.
pub(crate) struct FinnedSwordfish;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("finned-swordfish"),
    name: "Finned Swordfish",
    level: Level::Extreme,
    family: Family::Fish,
    section: None,
    explainer: ExplainerRating::tenths(66),
    summary: "Three rows with a digit in the same three columns, plus fins in one block: the cells of those columns in the fins' block lose it.",
};

impl Pattern for FinnedSwordfish {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    fn reads(&self) -> Reads {
        Reads::OneDigit
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        finned_fish_hint(&INFO, board, find_finned_fish(board, 3, Fins::Finned)?, explain)
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        finned_fish_hint(&INFO, board, find_finned_fish_in(board, digits, 3, Fins::Finned)?, explain)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example finned-swordfish --seed 1` (puzzle ..8...9..1.........5.83...45.......3..94..5...2.....674..1....5..2...7.8.6..8....), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.-----------------.---------------.
| 37   347  <8> | 267  12467  126 | <9>  *5*  26  |
| <1>  *9*  47  | *5*  2467   267 | 38   38   26  |
| *2*  <5>  *6* | <8>  <3>    *9* | *1*  *7*  <4> |
:---------------+-----------------+---------------:
| <5>  47   147 | 267  1267   168 | 28   *9*  <3> |
| *6*  37   <9> | <4>  27     238 | <5>  28   *1* |
| *8*  <2>  13  | *9*  15     135 | *4*  <6>  <7> |
:---------------+-----------------+---------------:
| <4>  *8*  37  | <1>  *9*    27  | *6*  23   <5> |
| *9*  *1*  <2> | *3*  56     56  | <7>  *4*  <8> |
| 37   <6>  *5* | 27   <8>    *4* | 23   *1*  *9* |
'---------------'-----------------'---------------'
";

    /// `jade example finned-swordfish --seed 2` (puzzle ..6....3..7.6.12....285....7..31.........7.4.......9.8.1.2....3......6...8.1.6.2.), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.------------------.--------------------.---------------.
| *8*   459   <6>  | 479   2479   249   | *1*  <3>  45  |
| 3459  <7>   3459 | <6>   349    <1>   | <2>  *8*  45  |
| *1*   34    <2>  | <8>   <5>    34    | *7*  *9*  *6* |
:------------------+--------------------+---------------:
| <7>   49    489  | <3>   <1>    48    | *5*  *6*  *2* |
| 25    256   58   | 59    2689   <7>   | *3*  <4>  *1* |
| 2345  2356  *1*  | 45    246    245   | <9>  *7*  <8> |
:------------------+--------------------+---------------:
| *6*   <1>   479  | <2>   479    49    | *8*  *5*  <3> |
| 2349  2349  3479 | 4579  34789  34589 | <6>  *1*  79  |
| 359   <8>   3579 | <1>   379    <6>   | *4*  <2>  79  |
'------------------'--------------------'---------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "finned-swordfish",
            source: "jade example finned-swordfish --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-7f4c3"],
        },
        Fixture {
            pattern: "finned-swordfish",
            source: "jade example finned-swordfish --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-4f8c6"],
        },
        Fixture {
            pattern: "finned-swordfish",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "finned-swordfish",
            source: "the board of `jade example skyscraper --seed 1`: no Finned Swordfish",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_the_fins() {
        let hint = FinnedSwordfish.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Finned Swordfish on 7: in columns 1, 2 and 4 the 7 can only go in rows 1, 4 and 9, except \
             for the fin f5c2. If no fin is 7, the 7s of rows 1, 4 and 9 are in columns 1, 2 and 4; if \
             a fin is, the cells that see it are not. Either way a cell of rows 1, 4 and 9 outside \
             columns 1, 2 and 4 that sees the fin cannot be 7; remove 7 from f4c3."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f1c1", "f9c1", "f1c2", "f4c2", "f1c4", "f4c4", "f9c4"]);
        assert_eq!(role(Role::Fin), ["f5c2"]);
        assert_eq!(role(Role::Target), ["f4c3"]);
    }
}
