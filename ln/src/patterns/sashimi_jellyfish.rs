//! Sashimi Jellyfish (HoDoKu level unfair, score 260): a Finned Jellyfish whose body misses a
//! corner (a row with a single place in the four columns besides its fins). Either a fin holds
//! the digit or the Jellyfish stands, so the cells of its columns that see every fin lose it.

use dn::{CandidateSet, Hint, Level};

use super::fish::{Fins, find_finned_fish, find_finned_fish_in, finned_fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A Finned Jellyfish with a corner missing: the cover cells that see the fins lose the digit.
pub(crate) struct SashimiJellyfish;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("sashimi-jellyfish"),
    name: "Sashimi Jellyfish",
    level: Level::Extreme,
    family: Family::Fish,
    section: None,
    explainer: dn::ExplainerRating::tenths(66),
    summary: "A Jellyfish missing a corner, with fins in one block: the cells of its columns in the fins' block lose the digit.",
};

impl Pattern for SashimiJellyfish {
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
        finned_fish_hint(&INFO, board, find_finned_fish(board, 4, Fins::Sashimi)?, explain)
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        finned_fish_hint(&INFO, board, find_finned_fish_in(board, digits, 4, Fins::Sashimi)?, explain)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// Line 1274 of `magictour_top1465.txt` after 32 steps, the board there.
    pub(crate) const LINE_1274: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------.-------------------.-----------------.
| <9>  2345  47  | *8*  <6>    37    | <1>   25   345  |
| 27   234   *6* | *5*  347    <1>   | 28    *9*  348  |
| *8*  345   *1* | <2>  349    349   | 345   <7>  <6>  |
:----------------+-------------------+-----------------:
| 17   14    <2> | <3>  *8*    <5>   | 47    *6*  *9*  |
| 35   <8>   47  | <9>  14     *6*   | 3457  145  <2>  |
| 35   <6>   *9* | 14   27     27    | 345   <8>  1345 |
:----------------+-------------------+-----------------:
| <4>  179   <3> | *6*  19     89    | 28    125  1578 |
| 12   129   <5> | <7>  12349  23489 | <6>   14   148  |
| *6*  127   *8* | 14   <5>    24    | <9>   <3>  147  |
'----------------'-------------------'-----------------'
";

    /// Line 1 of `magictour_top1465.txt` after 20 steps, the board there.
    pub(crate) const LINE_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.-------------------.--------------------.----------------------.
| <4>    569   1268 | 5789   <3>  15789  | 259    2567   25679  |
| 1237   359   12   | <6>    127  14579  | <8>    2357   234579 |
| 23678  3569  268  | 45789  278  45789  | 23459  23567  <1>    |
:-------------------+--------------------+----------------------:
| 1236   346   1246 | 378    <5>  13678  | 23     <9>    2378   |
| 123    <8>   59   | 3479   17   13479  | <6>    12357  23457  |
| 136    <7>   59   | <2>    168  134689 | 345    1358   3458   |
:-------------------+--------------------+----------------------:
| 68     46    468  | <1>    *9*  <2>    | <7>    35     35     |
| <5>    12    <3>  | 78     678  678    | 129    <4>    29     |
| <9>    12    *7*  | 35     *4*  35     | 12     68     68     |
'-------------------'--------------------'----------------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "sashimi-jellyfish",
            source: "Line 1274 of magictour_top1465.txt after 32 steps",
            board: || board_from_marks(LINE_1274),
            applies: true,
            expected: &["-4f6c9"],
        },
        Fixture {
            pattern: "sashimi-jellyfish",
            source: "Line 1 of magictour_top1465.txt after 20 steps",
            board: || board_from_marks(LINE_1),
            applies: true,
            expected: &["-4f5c9"],
        },
        Fixture {
            pattern: "sashimi-jellyfish",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "sashimi-jellyfish",
            source: "line 311 of magictour_top1465.txt after 15 steps: a Finned Jellyfish, no Sashimi one",
            board: || board_from_marks(crate::patterns::finned_jellyfish::tests::LINE_311),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_the_fins() {
        let hint = SashimiJellyfish.find(&board_from_marks(LINE_1274), true).expect("the first board applies");
        assert_eq!(
            hint.explanation,
            "Sashimi Jellyfish on 4: in rows 1, 2, 4 and 5 the 4 can only go in columns 2, 3, 5 and 9, \
             except for the fins f4c7, f5c7 and f5c8. If no fin is 4, the 4s of columns 2, 3, 5 and 9 are in \
             rows 1, 2, 4 and 5; if a fin is, the cells that see it are not. Either way a cell of columns 2, \
             3, 5 and 9 outside rows 1, 2, 4 and 5 that sees every fin cannot be 4; remove 4 from f6c9."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f1c2", "f1c3", "f1c9", "f2c2", "f2c5", "f2c9", "f4c2", "f5c3", "f5c5"]);
        assert_eq!(role(Role::Fin), ["f4c7", "f5c7", "f5c8"]);
        assert_eq!(role(Role::Target), ["f6c9"]);
    }
}
