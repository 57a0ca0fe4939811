//! Naked Single (thesis 3.1): a cell with one candidate left must take it.

use dn::{ExplainerRating, Hint, Level, Role};

use super::draft::Draft;
use super::{Family, Pattern, PatternBoard, PatternInfo};

/// A cell whose only candidate is `n` gets the value `n`.
pub(crate) struct NakedSingle;

static INFO: PatternInfo = PatternInfo {
    id: dn::PatternId::new("naked-single"),
    name: "Naked Single",
    level: Level::Easy,
    family: Family::Singles,
    section: Some("3.1"),
    explainer: ExplainerRating::tenths(23),
    summary: "A cell with a single candidate takes that digit.",
};

impl Pattern for NakedSingle {
    fn info(&self) -> &'static PatternInfo {
        &INFO
    }

    #[cfg(test)]
    fn fixtures(&self) -> &'static [super::fixtures::Fixture] {
        &tests::FIXTURES
    }

    fn apply_first(&self, board: &mut PatternBoard) -> Option<(ExplainerRating, bool)> {
        let cell = board.empty_cells().find(|&cell| board.candidates(cell).len() == 1)?;
        let digit = board.candidates(cell).first()?;
        board.place(cell, digit);
        Some((INFO.explainer, true))
    }

    fn find(&self, board: &PatternBoard, explain: bool) -> Option<Hint> {
        let cell = board.empty_cells().find(|&cell| board.candidates(cell).len() == 1)?;
        let digit = board.candidates(cell).first()?;
        let mut draft = Draft::new(&INFO, board);
        draft.cell(cell, Role::Pattern).place(cell, digit);
        draft.finish(explain, |_| {
            format!(
                "{} has only one candidate left, {digit}: every other digit is already placed in its row, \
                 column or block, so {} = {digit}.",
                board.coord(cell),
                board.coord(cell)
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::{EMPTY, Fixture, board_from_line, board_from_rows, cell};

    pub(super) static FIXTURES: [Fixture; 2] = [
        Fixture {
            pattern: "naked-single",
            source: "built: row 1 holds 1-8",
            board: || board_from_rows(&["12345678.", "........."]),
            applies: true,
            expected: &["+9f1c9"],
        },
        Fixture {
            pattern: "naked-single",
            source: "empty board",
            board: || board_from_line(EMPTY),
            applies: false,
            expected: &[],
        },
    ];

    #[test]
    fn places_the_only_candidate() {
        // Built: a row missing only 9.
        let board = board_from_rows(&[
            "12345678.",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let hint = NakedSingle.find(&board, true).unwrap();
        assert_eq!(hint.placements.len(), 1);
        assert_eq!(hint.placements[0].cell, cell("f1c9"));
        assert_eq!(hint.placements[0].digit.get(), 9);
        assert!(hint.explanation.contains("f1c9 = 9"), "{}", hint.explanation);
    }

    #[test]
    fn nothing_on_an_empty_board() {
        let board = board_from_rows(&["........."; 9]);
        assert!(NakedSingle.find(&board, true).is_none());
    }
}
