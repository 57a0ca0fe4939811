//! Turbot Fish (HoDoKu level hard, score 120). Two strong links on a digit (units where it has two places) whose inner ends see each
//! other: one of the outer ends holds the digit, so the cells that see both lose it. The
//! shapes with their own names (Skyscraper, 2-String Kite) are left to those patterns, and
//! two parallel links lined up at both ends to X-Wing; Turbot Fish takes the rest, most
//! with a link inside a block.

use dn::{CandidateSet, ExplainerRating, Hint, Level};

use super::strong_links::{find_two_links, find_two_links_in, is_kite, is_parallel_joined, two_links_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Two strong links on a digit joined by a weak link, in a shape other than a Skyscraper or a 2-String Kite.
pub(crate) struct TurbotFish;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("turbot-fish"),
    name: "Turbot Fish",
    level: Level::Hard,
    family: Family::SingleDigit,
    section: None,
    explainer: ExplainerRating::tenths(66),
    summary: "Two units with a digit in two places each, one place of each seeing the other: one of the two other places holds it, so the cells that see both lose it.",
};

impl Pattern for TurbotFish {
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
        find_two_links(board, |board, links| !is_parallel_joined(board, links) && !is_kite(board, links), |links, targets| two_links_hint(&INFO, board, links, targets, explain))
    }

    fn find_in_digits(&self, board: &PatternBoard, digits: CandidateSet, explain: bool) -> Option<Hint> {
        find_two_links_in(board, digits, |board, links| !is_parallel_joined(board, links) && !is_kite(board, links), |links, targets| two_links_hint(&INFO, board, links, targets, explain))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example turbot-fish --seed 1` (puzzle ..8...9..1.........5.83...45.......3..94..5...2.....674..1....5..2...7.8.6..8....), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.--------------------.---------------.
| 37   347  <8> | 2567  12467  1267  | <9>  35   26  |
| <1>  *9*  347 | 2567  2467   267   | 38   358  26  |
| *2*  <5>  *6* | <8>   <3>    *9*   | *1*  *7*  <4> |
:---------------+--------------------+---------------:
| <5>  47   147 | 267   1267   12678 | 28   *9*  <3> |
| *6*  37   <9> | <4>   27     2378  | <5>  28   *1* |
| *8*  <2>  13  | *9*   15     135   | *4*  <6>  <7> |
:---------------+--------------------+---------------:
| <4>  *8*  37  | <1>   *9*    27    | *6*  23   <5> |
| *9*  *1*  <2> | *3*   56     56    | <7>  *4*  <8> |
| 37   <6>  *5* | 27    <8>    *4*   | 23   *1*  *9* |
'---------------'--------------------'---------------'
";

    /// `jade example turbot-fish --seed 2` (puzzle ...23.....5..81...........856..7.4..9.....6.5...3...8...7....6.43..1..9..8.94..2.), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.------------------.---------------.---------------.
| *8*   147   1469 | <2>  <3>  46  | 79   *5*  169 |
| 36    <5>   269  | *7*  <8>  <1> | 23   *4*  69  |
| 1367  1247  1246 | *5*  *9*  46  | 23   17   <8> |
:------------------+---------------+---------------:
| <5>   <6>   *8*  | *1*  <7>  *9* | <4>  *3*  *2* |
| <9>   17    *3*  | *4*  *2*  *8* | <6>  17   <5> |
| 17    24    24   | <3>  *6*  *5* | 79   <8>  19  |
:------------------+---------------+---------------:
| *2*   *9*   <7>  | *8*  *5*  *3* | *1*  <6>  *4* |
| <4>   <3>   *5*  | *6*  <1>  *2* | *8*  <9>  *7* |
| 16    <8>   16   | <9>  <4>  *7* | *5*  <2>  *3* |
'------------------'---------------'---------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "turbot-fish",
            source: "jade example turbot-fish --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-2f4c6"],
        },
        Fixture {
            pattern: "turbot-fish",
            source: "jade example turbot-fish --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-1f1c2"],
        },
        Fixture {
            pattern: "turbot-fish",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "turbot-fish",
            source: "the board of `jade example skyscraper --seed 2`: Skyscraper, no other two-link shape",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_2),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_them() {
        let hint = TurbotFish.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Turbot Fish on 2: in row 7 the 2 is in f7c6 or f7c8, in block 6 in f5c8 or f4c7. f7c8 and \
             f5c8 see each other, so they are not both 2: f7c6 or f4c7 is 2, and a cell that sees both \
             cannot be 2; remove 2 from f4c6."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f7c6", "f7c8", "f5c8", "f4c7"]);
        assert_eq!(role(Role::Target), ["f4c6"]);
        assert_eq!(hint.links.len(), 2);
    }
}
