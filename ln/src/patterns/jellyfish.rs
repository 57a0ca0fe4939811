//! Jellyfish (HoDoKu level hard, score 160; Sudoku Explainer 5.2): the four-line fish.
//! Four rows in which every place of a digit lies within the same four columns (or the
//! reverse): each row takes the digit in a different one of the four columns, so the rest
//! of those columns loses it. A Jellyfish that contains a smaller fish is not reported (the
//! X-Wing or Swordfish comes first).

use dn::{ExplainerRating, Hint, Level};

use super::fish::{Fish, find_fish, fish_hint};
use super::{Family, Pattern, PatternBoard, PatternInfo, Reads};

/// Four rows with a digit only in the same four columns remove it from the rest of those columns (and vice versa).
pub(crate) struct Jellyfish;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("jellyfish"),
    name: "Jellyfish",
    level: Level::VeryHard,
    family: Family::Fish,
    section: None,
    explainer: ExplainerRating::tenths(52),
    summary: "Four rows with a digit only in the same four columns remove it from the rest of those columns \
              (and vice versa).",
};

impl Pattern for Jellyfish {
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
        let fish = find_fish(board, 4)?;
        fish_hint(&INFO, board, fish, why, explain)
    }
}

/// Why the four base lines fill the four cover lines.
fn why(fish: Fish) -> String {
    let (base, cover) = if fish.base_rows { ("rows", "columns") } else { ("columns", "rows") };
    format!("these four {base} hold the {}s of all four {cover}", fish.digit)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use dn::Role;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_marks};

    /// `jade example jellyfish --seed 1` (puzzle .....47.......5846.6........93..7....8.53....5.1.8.....3.1..4......4..7.8.93..61.), the board it prints.
    pub(crate) const EXAMPLE_SEED_1: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.---------------.---------------.---------------.
| *9*  25   258 | 268  26   <4> | <7>  *3*  *1* |
| *3*  *1*  27  | 27   *9*  <5> | <8>  <4>  <6> |
| *4*  <6>  78  | 78   *1*  *3* | *5*  29   29  |
:---------------+---------------+---------------:
| 26   <9>  <3> | *4*  26   <7> | *1*  *5*  *8* |
| 26   <8>  *4* | <5>  <3>  *1* | 29   269  *7* |
| <5>  *7*  <1> | 269  <8>  69  | *3*  26   *4* |
:---------------+---------------+---------------:
| *7*  <3>  26  | <1>  *5*  69  | <4>  *8*  29  |
| *1*  25   256 | 69   <4>  *8* | 29   <7>  *3* |
| <8>  *4*  <9> | <3>  *7*  *2* | <6>  <1>  *5* |
'---------------'---------------'---------------'
";

    /// `jade example jellyfish --seed 2` (puzzle 6.7..2......4....1..578......68..7..2....41...5.6.9.3.........3.3....8..57.1..2..), the board it prints.
    pub(crate) const EXAMPLE_SEED_2: &str = "
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.----------------.----------------.----------------.
| <6>  149  <7>  | 359  159   <2> | 359  *8*   459 |
| 89   *2*  389  | <4>  569   56  | 359  *7*   <1> |
| 34   149  <5>  | <7>  <8>   13  | *6*  249   249 |
:----------------+----------------+----------------:
| 34   49   <6>  | <8>  15    13  | <7>  259   259 |
| <2>  *8*  39   | 35   *7*   <4> | <1>  569   569 |
| *7*  <5>  *1*  | <6>  *2*   <9> | *4*  <3>   *8* |
:----------------+----------------+----------------:
| 189  *6*  2489 | 259  459   *7* | 59   1459  <3> |
| 19   <3>  249  | 259  4569  56  | <8>  1459  *7* |
| <5>  <7>  49   | <1>  *3*   *8* | <2>  469   469 |
'----------------'----------------'----------------'
";

    pub(super) static FIXTURES: [Fixture; 4] = [
        Fixture {
            pattern: "jellyfish",
            source: "jade example jellyfish --seed 1",
            board: || board_from_marks(EXAMPLE_SEED_1),
            applies: true,
            expected: &["-2f1c3", "-2f8c3", "-2f1c4", "-2f5c8"],
        },
        Fixture {
            pattern: "jellyfish",
            source: "jade example jellyfish --seed 2",
            board: || board_from_marks(EXAMPLE_SEED_2),
            applies: true,
            expected: &["-9f1c2", "-9f2c3", "-9f7c3", "-9f8c3", "-9f7c8", "-9f8c8", "-9f1c9"],
        },
        Fixture {
            pattern: "jellyfish",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
        Fixture {
            pattern: "jellyfish",
            source: "the board of `jade example skyscraper --seed 1`: no Jellyfish",
            board: || board_from_marks(crate::patterns::skyscraper::tests::EXAMPLE_SEED_1),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn the_explanation_names_the_cells_and_the_drawing_marks_them() {
        let hint = Jellyfish.find(&board_from_marks(EXAMPLE_SEED_1), true).expect("the example applies");
        assert_eq!(
            hint.explanation,
            "Jellyfish on 2: in rows 2, 3, 6 and 7 the 2 can only go in columns 3, 4, 8 and 9, so these \
             four rows hold the 2s of all four columns; remove 2 from the other cells of columns 3, 4, \
             8 and 9: f1c3, f8c3, f1c4, f5c8."
        );
        let role = |role| hint.cells.iter().filter(|c| c.role == role).map(|c| c.cell.to_string()).collect::<Vec<_>>();
        assert_eq!(role(Role::Pattern), ["f2c3", "f2c4", "f3c8", "f3c9", "f6c4", "f6c8", "f7c3", "f7c9"]);
        assert_eq!(role(Role::Target), ["f1c3", "f8c3", "f1c4", "f5c8"]);
    }
}
