//! Hidden Single (thesis 3.2): a digit that fits in only one cell of a unit goes there.

use dn::{Digit, Hint, Level, Role};

use super::draft::Draft;
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// If `n` is a candidate of only one cell of a row, column or block (and not yet placed
/// there), that cell gets `n`.
pub(crate) struct HiddenSingle;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("hidden-single"),
    name: "Hidden Single",
    level: Level::VeryEasy,
    family: Family::Singles,
    section: Some("3.2"),
    summary: "A digit with a single possible cell in a row, column or block goes there.",
};

impl Pattern for HiddenSingle {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let side = board.side();
        // Blocks first: people scan blocks before lines.
        let units = board.units().skip(2 * side).chain(board.units().take(2 * side));
        for unit in units {
            let cells = board.cells_of(unit);
            let (mut once, mut twice) = (0u32, 0u32);
            for &cell in cells {
                let bits = board.candidates(cell).bits();
                twice |= once & bits;
                once |= bits;
            }
            let lonely = once & !twice;
            if lonely == 0 {
                continue;
            }
            let digit = Digit::from_index(lonely.trailing_zeros() as usize)?;
            let cell = cells.iter().copied().find(|&c| board.has(c, digit))?;
            let mut draft = Draft::new(&INFO, board);
            draft.cells(
                cells.iter().copied().filter(|&c| c != cell && board.value(c).is_none()),
                Role::Pattern,
            );
            draft.place(cell, digit);
            return draft.finish(explain, |_| {
                format!(
                    "In {unit} the {digit} can only go in {}: no other cell of the {} has it as a candidate, \
                     so {} = {digit}.",
                    board.coord(cell),
                    unit.kind_name(),
                    board.coord(cell)
                )
            });
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_rows, cell};

    pub(super) static FIXTURES: [Fixture; 2] = [
        Fixture {
            pattern: "hidden-single",
            source: "built: 1s in rows 2-3 and columns 2-3 leave f1c1 in block 1",
            board: || {
                board_from_rows(&[
                    ".........",
                    "...1.....",
                    "......1..",
                    ".1.......",
                    "..1......",
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                ])
            },
            applies: true,
            expected: &["+1f1c1"],
        },
        Fixture {
            pattern: "hidden-single",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn finds_the_only_place_in_a_block() {
        // Built for this test: 1s in rows 2 and 3 and columns 2 and 3 leave f1c1 as the only
        // place for 1 in block 1.
        let board = board_from_rows(&[
            ".........",
            "...1.....",
            "......1..",
            ".1.......",
            "..1......",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let hint = HiddenSingle.find(&board, true).unwrap();
        assert_eq!(hint.placements[0].cell, cell("f1c1"));
        assert_eq!(hint.placements[0].digit.get(), 1);
        assert!(
            hint.explanation.contains("block 1") && hint.explanation.contains("f1c1 = 1"),
            "{}",
            hint.explanation
        );
    }

    #[test]
    fn nothing_on_an_empty_board() {
        assert!(HiddenSingle.find(&board_from_rows(&["........."; 9]), true).is_none());
    }
}
