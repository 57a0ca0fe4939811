//! Sashimi X-Wing (HoDoKu level hard, score 150): a Finned X-Wing missing one corner: one row has a
//! single place in the two columns besides its fins. Either a fin holds the digit or the
//! X-Wing stands, so the cells of its columns that also see every fin lose the digit.

use dn::{CandidateSet, ExplainerRating, Hint, Level};

use super::fish::{Fins, find_finned_fish, find_finned_fish_in, finned_fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A Finned X-Wing with a corner missing: the cover cells that see the fins lose the digit.
pub(crate) struct SashimiXWing;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("sashimi-x-wing"),
    name: "Sashimi X-Wing",
    level: Level::Hard,
    family: Family::Fish,
    section: None,
    explainer: ExplainerRating::tenths(66),
    summary: "An X-Wing missing a corner, with fins in one block: the cells of its columns in the fins' block lose the digit.",
};

impl Pattern for SashimiXWing {
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
        finned_fish_hint(&INFO, board, find_finned_fish(board, 2, Fins::Sashimi)?, explain)
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        finned_fish_hint(&INFO, board, find_finned_fish_in(board, digits, 2, Fins::Sashimi)?, explain)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example sashimi-x-wing --seed 1` (puzzle .9..7..1.1.2..6.......2.....73....8........65...59.3713...5.1..6..7...9..1.....57), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.----------------.---------------.
| 48   <9>  468 | 38    <7>  35  | 568  <1>  *2* |
| <1>  *5*  <2> | 89    *4*  <6> | *7*  *3*  89  |
| *7*  *3*  68  | 189   <2>  158 | 56   *4*  689 |
:---------------+----------------+---------------:
| *5*  <7>  <3> | 126   16   12  | *9*  <8>  *4* |
| *9*  48   *1* | 348   38   *7* | *2*  <6>  <5> |
| *2*  *6*  48  | <5>   <9>  48  | <3>  <7>  <1> |
:---------------+----------------+---------------:
| <3>  48   *7* | 468   <5>  *9* | <1>  *2*  68  |
| <6>  *2*  *5* | <7>   18   148 | 48   <9>  *3* |
| 48   <1>  *9* | 2368  368  234 | 468  <5>  <7> |
'---------------'----------------'---------------'
";

    /// `jade example sashimi-x-wing --seed 2` (puzzle 3..5...4..24.76.....1.9....1.87..6.....86...3......2...7..8..3.619...8.4...6..7..), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.------------------.------------------.---------------.
| <3>   689    67  | <5>   12    128  | 19   <4>  27  |
| 59    <2>    <4> | 13    <7>   <6>  | 35   *8*  19  |
| 578   58     <1> | 34    <9>   2348 | 35   *6*  27  |
:------------------+------------------+---------------:
| <1>   34     <8> | <7>   234   234  | <6>  59   59  |
| 27    59     27  | <8>   <6>   59   | *4*  *1*  <3> |
| 459   34569  356 | 1349  1345  3459 | <2>  *7*  *8* |
:------------------+------------------+---------------:
| 245   <7>    25  | 249   <8>   1459 | 19   <3>  *6* |
| <6>   <1>    <9> | 23    35    *7*  | <8>  25   <4> |
| 2458  3458   235 | <6>   145   1459 | <7>  259  159 |
'------------------'------------------'---------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "sashimi-x-wing",
            source: "jade example sashimi-x-wing --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-8f7c4"],
        },
        Fixture {
            pattern: "sashimi-x-wing",
            source: "jade example sashimi-x-wing --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-5f9c2"],
        },
        Fixture {
            pattern: "sashimi-x-wing",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "sashimi-x-wing",
            source: "the board of `jade example finned-x-wing --seed 1`: a Finned X-Wing, no Sashimi X-Wing",
            board: || board_from_marks(crate::patterns::finned_x_wing::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_the_fins() {
        let hint = SashimiXWing.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Sashimi X-Wing on 8: in columns 2 and 5 the 8 can only go in rows 5 and 7, except for the \
             fins f8c5 and f9c5. If no fin is 8, the 8s of rows 5 and 7 are in columns 2 and 5; if a \
             fin is, the cells that see it are not. Either way a cell of rows 5 and 7 outside columns 2 \
             and 5 that sees every fin cannot be 8; remove 8 from f7c4."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f5c2", "f7c2", "f5c5"]);
        assert_eq!(role(Role::Fin), ["f8c5", "f9c5"]);
        assert_eq!(role(Role::Target), ["f7c4"]);
    }
}
