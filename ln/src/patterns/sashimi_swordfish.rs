//! Sashimi Swordfish (HoDoKu level unfair, score 240): a Finned Swordfish whose body misses a corner (a
//! row with a single place in the three columns besides its fins). Either a fin holds the
//! digit or the Swordfish stands, so the cells of its columns that see every fin lose it.

use dn::{CandidateSet, ExplainerRating, Hint, Level};

use super::fish::{Fins, find_finned_fish, find_finned_fish_in, finned_fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A Finned Swordfish with a corner missing: the cover cells that see the fins lose the digit.
pub(crate) struct SashimiSwordfish;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("sashimi-swordfish"),
    name: "Sashimi Swordfish",
    level: Level::Extreme,
    family: Family::Fish,
    section: None,
    explainer: ExplainerRating::tenths(66),
    summary: "A Swordfish missing a corner, with fins in one block: the cells of its columns in the fins' block lose the digit.",
};

impl Pattern for SashimiSwordfish {
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
        finned_fish_hint(&INFO, board, find_finned_fish(board, 3, Fins::Sashimi)?, explain)
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        finned_fish_hint(&INFO, board, find_finned_fish_in(board, digits, 3, Fins::Sashimi)?, explain)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example sashimi-swordfish --seed 1` (puzzle .7..95.8.8..........5...3..6.9..7....2..5.8..5...6..92.67..3..49.......64...79...), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------.------------------.----------------.
| *3*  <7>  246  | 24     <9>   <5> | 246   <8>  *1* |
| <8>  149  1246 | 12347  1234  124 | 2456  245  79  |
| 12   149  <5>  | 12478  1248  *6* | <3>   24   79  |
:----------------+------------------+----------------:
| <6>  *8*  <9>  | 23     23    <7> | 14    14   *5* |
| *7*  <2>  14   | *9*    <5>   14  | <8>   *6*  *3* |
| <5>  14   *3*  | 14     <6>   *8* | *7*   <9>  <2> |
:----------------+------------------+----------------:
| 12   <6>  <7>  | 158    128   <3> | *9*   125  <4> |
| <9>  *3*  *8*  | 1245   124   124 | 125   *7*  <6> |
| <4>  *5*  12   | *6*    <7>   <9> | 12    *3*  *8* |
'----------------'------------------'----------------'
";

    /// `jade example sashimi-swordfish --seed 2` (puzzle .7.28.3..4..6....2....1..6.7.6..2......4...9629...........53..4..4...75...1.....9), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------.------------------.--------------------.
| *6*  <7>  59   | <2>    <8>  459  | <3>   14     15    |
| <4>  *1*  3589 | <6>    39   579  | 589   78     <2>   |
| 358  358  *2*  | 3579   <1>  4579 | 4589  <6>    578   |
:----------------+------------------+--------------------:
| <7>  *4*  <6>  | 13589  39   <2>  | 158   138    1358  |
| *1*  358  358  | <4>    *7*  58   | *2*   <9>    <6>   |
| <2>  <9>  58   | 1358   *6*  158  | 1458  13478  13578 |
:----------------+------------------+--------------------:
| 89   268  *7*  | 189    <5>  <3>  | 168   128    <4>   |
| 389  368  <4>  | 189    *2*  1689 | <7>   <5>    138   |
| 35   235  <1>  | 78     *4*  678  | 68    23     <9>   |
'----------------'------------------'--------------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "sashimi-swordfish",
            source: "jade example sashimi-swordfish --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-2f7c5"],
        },
        Fixture {
            pattern: "sashimi-swordfish",
            source: "jade example sashimi-swordfish --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-5f5c6"],
        },
        Fixture {
            pattern: "sashimi-swordfish",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "sashimi-swordfish",
            source: "the board of `jade example skyscraper --seed 1`: no Sashimi Swordfish",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_the_fins() {
        let hint = SashimiSwordfish.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Sashimi Swordfish on 2: in columns 1, 6 and 8 the 2 can only go in rows 2, 3 and 7, except \
             for the fin f8c6. If no fin is 2, the 2s of rows 2, 3 and 7 are in columns 1, 6 and 8; if \
             a fin is, the cells that see it are not. Either way a cell of rows 2, 3 and 7 outside \
             columns 1, 6 and 8 that sees the fin cannot be 2; remove 2 from f7c5."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f3c1", "f7c1", "f2c6", "f2c8", "f3c8", "f7c8"]);
        assert_eq!(role(Role::Fin), ["f8c6"]);
        assert_eq!(role(Role::Target), ["f7c5"]);
    }
}
