//! Finned X-Wing (HoDoKu level hard, score 130): an X-Wing with extra places for its digit, the fins,
//! in one of its rows (or columns), all in one block. Either a fin holds the digit or the
//! X-Wing stands, so the cells of its columns that also see every fin lose the digit.

use dn::{CandidateSet, ExplainerRating, Hint, Level};

use super::fish::{Fins, find_finned_fish, find_finned_fish_in, finned_fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// An X-Wing plus fins in one block: the cover cells that see the fins lose the digit.
pub(crate) struct FinnedXWing;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("finned-x-wing"),
    name: "Finned X-Wing",
    level: Level::Hard,
    family: Family::Fish,
    section: None,
    explainer: ExplainerRating::tenths(66),
    summary: "Two rows with a digit in the same two columns, plus fins in one block: the cells of those columns in the fins' block lose it.",
};

impl Pattern for FinnedXWing {
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
        finned_fish_hint(&INFO, board, find_finned_fish(board, 2, Fins::Finned)?, explain)
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        finned_fish_hint(&INFO, board, find_finned_fish_in(board, digits, 2, Fins::Finned)?, explain)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example finned-x-wing --seed 1` (puzzle ..21..3.931.4...7.8..6...2..34...8.....7...9.2...........2..14.....8..5...6..5...), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------.-----------------.---------------.
| *6*  *4*   <2> | <1>  *5*   *7*  | <3>  *8*  <9> |
| <3>  <1>   *9* | <4>  *2*   *8*  | *6*  <7>  *5* |
| <8>  57    57  | <6>  39    39   | *4*  <2>  *1* |
:----------------+-----------------+---------------:
| 179  <3>   <4> | *5*  169   129  | <8>  16   27  |
| 15   56    *8* | <7>  1346  1234 | 25   <9>  34  |
| <2>  5679  157 | *8*  3469  1349 | 57   16   34  |
:----------------+-----------------+---------------:
| 59   59    *3* | <2>  *7*   *6*  | <1>  <4>  *8* |
| 147  *2*   17  | *3*  <8>   14   | *9*  <5>  *6* |
| 14   *8*   <6> | *9*  14    <5>  | 27   *3*  27  |
'----------------'-----------------'---------------'
";

    /// `jade example finned-x-wing --seed 2` (puzzle ..6....3..7.6.12....285....7..31.........7.4.......9.8.1.2....3......6...8.1.6.2.), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.------------------.-----------------.---------------.
| *8*   459   <6>  | 479   2479  249 | *1*  <3>  45  |
| 3459  <7>   3459 | <6>   349   <1> | <2>  *8*  45  |
| *1*   34    <2>  | <8>   <5>   34  | *7*  *9*  *6* |
:------------------+-----------------+---------------:
| <7>   49    49   | <3>   <1>   *8* | *5*  *6*  *2* |
| 25    256   *8*  | 59    269   <7> | *3*  <4>  *1* |
| 235   2356  *1*  | 45    246   245 | <9>  *7*  <8> |
:------------------+-----------------+---------------:
| *6*   <1>   479  | <2>   479   49  | *8*  *5*  <3> |
| 2349  2349  3479 | 4579  *8*   359 | <6>  *1*  79  |
| 359   <8>   3579 | <1>   379   <6> | *4*  <2>  79  |
'------------------'-----------------'---------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "finned-x-wing",
            source: "jade example finned-x-wing --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-1f4c5"],
        },
        Fixture {
            pattern: "finned-x-wing",
            source: "jade example finned-x-wing --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-3f9c1"],
        },
        Fixture {
            pattern: "finned-x-wing",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "finned-x-wing",
            source: "the board of `jade example skyscraper --seed 1`: no Finned X-Wing",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_the_fins() {
        let hint = FinnedXWing.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Finned X-Wing on 1: in rows 5 and 9 the 1 can only go in columns 1 and 5, except for the \
             fin f5c6. If no fin is 1, the 1s of columns 1 and 5 are in rows 5 and 9; if a fin is, the \
             cells that see it are not. Either way a cell of columns 1 and 5 outside rows 5 and 9 that \
             sees the fin cannot be 1; remove 1 from f4c5."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f5c1", "f5c5", "f9c1", "f9c5"]);
        assert_eq!(role(Role::Fin), ["f5c6"]);
        assert_eq!(role(Role::Target), ["f4c5"]);
    }
}
