//! Finned Jellyfish (HoDoKu level unfair, score 250): a Jellyfish with fins, extra places for
//! its digit in its four rows (or columns) all in one block. Either a fin holds the digit or
//! the Jellyfish stands, so the cells of its columns that also see every fin lose the digit.

use dn::{CandidateSet, Hint, Level};

use super::fish::{Fins, find_finned_fish, find_finned_fish_in, finned_fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A Jellyfish plus fins in one block: the cover cells that see the fins lose the digit.
pub(crate) struct FinnedJellyfish;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("finned-jellyfish"),
    name: "Finned Jellyfish",
    level: Level::Extreme,
    family: Family::Fish,
    section: None,
    explainer: dn::ExplainerRating::tenths(66),
    summary: "Four rows with a digit in the same four columns, plus fins in one block: the cells of those columns in the fins' block lose it.",
};

impl Pattern for FinnedJellyfish {
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
        finned_fish_hint(&INFO, board, find_finned_fish(board, 4, Fins::Finned)?, explain)
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        finned_fish_hint(&INFO, board, find_finned_fish_in(board, digits, 4, Fins::Finned)?, explain)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// Line 311 of `magictour_top1465.txt` after 15 steps, the board there.
    pub(crate) const LINE_311: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.-----------------------.-----------------.------------------.
| <5>     78      <1>   | 27    <9>  <4>  | 67   378   2368  |
| 3478    <2>     3478  | <6>   18   <5>  | <9>  478   148   |
| 46789   4789    46789 | 127   128  *3*  | 17   4578  12458 |
:-----------------------+-----------------+------------------:
| 689     589     5689  | *3*   56   <2>  | *4*  <1>   <7>   |
| 17      <3>     57    | 159   <4>  178  | *2*  <6>   89    |
| 12467   147     2467  | 19    67   1678 | <5>  389   389   |
:-----------------------+-----------------+------------------:
| 134789  145789  34789 | 145   567  167  | 167  <2>   14569 |
| 12479   14579   24579 | 1245  <3>  167  | <8>  4579  14569 |
| 1247    <6>     2457  | <8>   12   <9>  | <3>  457   145   |
'-----------------------'-----------------'------------------'
";

    /// Line 739 of `magictour_top1465.txt` after 17 steps, the board there.
    pub(crate) const LINE_739: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.--------------------.----------------.-------------------.
| <7>    458   589   | *6*  *3*  <2>  | 459    459   <1>  |
| 246    246   269   | <1>  <5>  49   | 37     <8>   37   |
| <3>    145   159   | 47   789  489  | 2459   2459  *6*  |
:--------------------+----------------+-------------------:
| <1>    358   358   | <9>  <4>  *7*  | <6>    35    <2>  |
| 256    2569  <4>   | *3*  <1>  56   | 589    <7>   58   |
| 56     39    <7>   | <8>  *2*  56   | *1*    349   34   |
:--------------------+----------------+-------------------:
| 24568  <7>   12356 | 45   689  1489 | 23458  2345  3458 |
| 458    1345  135   | <2>  78   148  | 34578  <6>   <9>  |
| <9>    2456  256   | 457  678  <3>  | 24578  <1>   4578 |
'--------------------'----------------'-------------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "finned-jellyfish",
            source: "Line 311 of magictour_top1465.txt after 15 steps",
            board: || board_from_marks(LINE_311),
            applies: true,
            expected: &["-7f7c1", "-7f7c3"],
        },
        Fixture {
            pattern: "finned-jellyfish",
            source: "Line 739 of magictour_top1465.txt after 17 steps",
            board: || board_from_marks(LINE_739),
            applies: true,
            expected: &["-5f7c3", "-5f9c2", "-5f9c3"],
        },
        Fixture {
            pattern: "finned-jellyfish",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "finned-jellyfish",
            source: "the board of `jade example skyscraper --seed 1`: no Finned Jellyfish",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_the_fins() {
        let hint = FinnedJellyfish.find(&board_from_marks(LINE_311), true).expect("the first board applies");
        assert_eq!(
            hint.explanation,
            "Finned Jellyfish on 7: in rows 2, 5, 8 and 9 the 7 can only go in columns 1, 3, 6 and 8, except \
             for the fin f8c2. If no fin is 7, the 7s of columns 1, 3, 6 and 8 are in rows 2, 5, 8 and 9; if \
             a fin is, the cells that see it are not. Either way a cell of columns 1, 3, 6 and 8 outside \
             rows 2, 5, 8 and 9 that sees the fin cannot be 7; remove 7 from f7c1, f7c3."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f2c1", "f2c3", "f2c8", "f5c1", "f5c3", "f5c6", "f8c1", "f8c3", "f8c6", "f8c8", "f9c1", "f9c3", "f9c8"]);
        assert_eq!(role(Role::Fin), ["f8c2"]);
        assert_eq!(role(Role::Target), ["f7c1", "f7c3"]);
    }
}
