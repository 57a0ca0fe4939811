//! 2-String Kite (HoDoKu level hard, score 150). A row and a column where a digit has two places each, one place of each in the same
//! block: the other two places cannot both be free of the digit, so the cells that see both
//! lose it.

use dn::{CandidateSet, ExplainerRating, Hint, Level};

use super::strong_links::{is_kite, find_two_links, find_two_links_in, two_links_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// A row strong link and a column strong link joined in a block: the cells seeing both free ends lose the digit.
pub(crate) struct TwoStringKite;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("2-string-kite"),
    name: "2-String Kite",
    level: Level::Hard,
    family: Family::SingleDigit,
    section: None,
    explainer: ExplainerRating::tenths(66),
    summary: "A row and a column with a digit in two places each, one of each in the same block: one of the other two places holds it, so the cells that see both lose it.",
};

impl Pattern for TwoStringKite {
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
        find_two_links(board, is_kite, |links, targets| two_links_hint(&INFO, board, links, targets, explain))
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        find_two_links_in(board, digits, is_kite, |links, targets| two_links_hint(&INFO, board, links, targets, explain))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example 2-string-kite --seed 1` (puzzle .7............5.6.2..14........3.85.1..8..7.69.........2.6..1.4..34......4..9.538), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.------------------.---------------.
| 345  <7>  48  | 239   68    2689 | 249  14   125 |
| 34   19   148 | 2379  78    <5>  | 249  <6>  27  |
| <2>  59   *6* | <1>   <4>   79   | 39   *8*  357 |
:---------------+------------------+---------------:
| 47   *6*  247 | 79    <3>   179  | <8>  <5>  12  |
| <1>  *3*  *5* | <8>   *2*   *4*  | <7>  *9*  <6> |
| <9>  *8*  27  | *5*   167   167  | 234  14   123 |
:---------------+------------------+---------------:
| 58   <2>  *9* | <6>   58    *3*  | <1>  *7*  <4> |
| 578  15   <3> | <4>   1578  178  | *6*  *2*  *9* |
| *6*  <4>  17  | 27    <9>   12   | <5>  <3>  <8> |
'---------------'------------------'---------------'
";

    /// `jade example 2-string-kite --seed 2` (puzzle ..6....3..7.6.12....285....7..31.........7.4.......9.8.1.2....3......6...8.1.6.2.), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.------------------.------------------.---------------.
| *8*   459   <6>  | 479   2479  249  | *1*  <3>  45  |
| 3459  <7>   3459 | <6>   349   <1>  | <2>  *8*  45  |
| *1*   34    <2>  | <8>   <5>   34   | *7*  *9*  *6* |
:------------------+------------------+---------------:
| <7>   49    49   | <3>   <1>   *8*  | *5*  *6*  *2* |
| 25    256   *8*  | 59    269   <7>  | *3*  <4>  *1* |
| 235   2356  *1*  | 45    246   245  | <9>  *7*  <8> |
:------------------+------------------+---------------:
| *6*   <1>   479  | <2>   479   49   | *8*  *5*  <3> |
| 2349  2349  3479 | 4579  *8*   3459 | <6>  *1*  79  |
| 359   <8>   3579 | <1>   379   <6>  | *4*  <2>  79  |
'------------------'------------------'---------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "2-string-kite",
            source: "jade example 2-string-kite --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-7f4c4"],
        },
        Fixture {
            pattern: "2-string-kite",
            source: "jade example 2-string-kite --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-4f8c6"],
        },
        Fixture {
            pattern: "2-string-kite",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "2-string-kite",
            source: "the board of `jade example skyscraper --seed 1`: a Skyscraper, no 2-String Kite",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_them() {
        let hint = TwoStringKite.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "2-String Kite on 7: in row 9 the 7 is in f9c4 or f9c3, in column 1 in f8c1 or f4c1. f9c3 \
             and f8c1 see each other, so they are not both 7: f9c4 or f4c1 is 7, and a cell that sees \
             both cannot be 7; remove 7 from f4c4."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f9c4", "f9c3", "f8c1", "f4c1"]);
        assert_eq!(role(Role::Target), ["f4c4"]);
        assert_eq!(hint.links.len(), 2);
    }
}
