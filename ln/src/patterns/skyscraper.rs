//! Skyscraper (HoDoKu level hard, score 130). Two rows where a digit has two places each, one place of each in the same column:
//! the other two places cannot both be free of the digit, so the cells that see both lose it
//! (and the same with columns and rows swapped).

use dn::{CandidateSet, ExplainerRating, Hint, Level};

use super::strong_links::{is_skyscraper, find_two_links, find_two_links_in, two_links_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Two parallel strong links joined by a column (or row): the cells seeing both free ends lose the digit.
pub(crate) struct Skyscraper;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("skyscraper"),
    name: "Skyscraper",
    level: Level::Hard,
    family: Family::SingleDigit,
    section: None,
    explainer: ExplainerRating::tenths(66),
    summary: "Two rows with a digit in two places each, one of each in the same column: one of the other two places holds it, so the cells that see both lose it.",
};

impl Pattern for Skyscraper {
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
        find_two_links(board, is_skyscraper, |links, targets| two_links_hint(&INFO, board, links, targets, explain))
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        find_two_links_in(board, digits, is_skyscraper, |links, targets| two_links_hint(&INFO, board, links, targets, explain))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example skyscraper --seed 1` (puzzle ..7.3..6515....3.8..4.2....3..4.....941..28.....7.....4..3.5.....9.............17), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.---------------.---------------.
| 28   *9*  <7> | *1*  <3>  48  | 24   <6>  <5> |
| <1>  <5>  26  | *9*  46   *7* | <3>  24   <8> |
| 68   *3*  <4> | *5*  <2>  68  | *7*  *9*  *1* |
:---------------+---------------+---------------:
| <3>  *7*  58  | <4>  189  19  | 126  25   269 |
| <9>  <4>  <1> | *6*  *5*  <2> | <8>  *7*  *3* |
| 26   26   58  | <7>  189  *3* | 14   45   49  |
:---------------+---------------+---------------:
| <4>  *1*  26  | <3>  *7*  <5> | *9*  *8*  26  |
| *7*  268  <9> | 28   146  16  | *5*  *3*  246 |
| *5*  268  *3* | 28   49   469 | 246  <1>  <7> |
'---------------'---------------'---------------'
";

    /// `jade example skyscraper --seed 2` (puzzle .2...6....8.....9........48.6.4..........5.3...8..1......69.35.7.1.5......9.142..), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.------------------.------------------.----------------.
| 1459   <2>  457  | 15789  478   <6> | 157   17   *3* |
| 145    <8>  4567 | 157    47    *3* | 1567  <9>  *2* |
| 1359   179  3567 | 12579  27    29  | 1567  <4>  <8> |
:------------------+------------------+----------------:
| 12359  <6>  357  | <4>    2378  289 | 178   127  59  |
| 1249   179  47   | 2789   2678  <5> | 178   <3>  69  |
| 35     79   <8>  | 279    36    <1> | *4*   27   56  |
:------------------+------------------+----------------:
| *8*    *4*  *2*  | <6>    <9>   *7* | <3>   <5>  *1* |
| <7>    *3*  <1>  | 28     <5>   28  | *9*   *6*  *4* |
| *6*    *5*  <9>  | *3*    <1>   <4> | <2>   *8*  *7* |
'------------------'------------------'----------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "skyscraper",
            source: "jade example skyscraper --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-6f8c2"],
        },
        Fixture {
            pattern: "skyscraper",
            source: "jade example skyscraper --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-9f3c2", "-9f4c1", "-9f5c1"],
        },
        Fixture {
            pattern: "skyscraper",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "skyscraper",
            source: "the board of `jade example 2-string-kite --seed 1`: a 2-String Kite, no Skyscraper",
            board: || board_from_marks(crate::patterns::two_string_kite::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_them() {
        let hint = Skyscraper.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Skyscraper on 6: in column 3 the 6 is in f7c3 or f2c3, in column 5 in f2c5 or f8c5. f2c3 \
             and f2c5 see each other, so they are not both 6: f7c3 or f8c5 is 6, and a cell that sees \
             both cannot be 6; remove 6 from f8c2."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f7c3", "f2c3", "f2c5", "f8c5"]);
        assert_eq!(role(Role::Target), ["f8c2"]);
        assert_eq!(hint.links.len(), 2);
    }
}
