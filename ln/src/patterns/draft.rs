//! Building a hint step by step while a pattern inspects the board.

use dn::{Candidate, CellIndex, ChainLink, Digit, Hint, LinkKind, PatternCell, Role};

use super::{PatternBoard, PatternInfo};

/// A hint under construction.
pub(crate) struct Draft<'b> {
    board: &'b PatternBoard,
    hint: Hint,
}

impl<'b> Draft<'b> {
    /// An empty hint of the pattern described by `info`.
    pub(crate) fn new(info: &'static PatternInfo, board: &'b PatternBoard) -> Draft<'b> {
        let hint = Hint {
            pattern: info.id,
            name: info.name.into(),
            level: info.level,
            cells: Vec::new(),
            eliminations: Vec::new(),
            placements: Vec::new(),
            links: Vec::new(),
            explanation: String::new(),
        };
        Draft { board, hint }
    }

    /// Adds `cell` with `role` (once; a later role for the same cell is ignored).
    pub(crate) fn cell(&mut self, cell: CellIndex, role: Role) -> &mut Self {
        let coord = self.board.coord(cell);
        if !self.hint.cells.iter().any(|c| c.cell == coord) {
            self.hint.cells.push(PatternCell { cell: coord, role });
        }
        self
    }

    /// Adds every cell of `cells` with `role`.
    pub(crate) fn cells(&mut self, cells: impl IntoIterator<Item = CellIndex>, role: Role) -> &mut Self {
        for cell in cells {
            self.cell(cell, role);
        }
        self
    }

    /// Removes `digit` from `cell` if the board has it there; whether it did. The cell is
    /// marked as a target.
    pub(crate) fn eliminate(&mut self, cell: CellIndex, digit: Digit) -> bool {
        let candidate = Candidate { cell: self.board.coord(cell), digit };
        if !self.board.has(cell, digit) || self.hint.eliminations.contains(&candidate) {
            return false;
        }
        self.hint.eliminations.push(candidate);
        self.cell(cell, Role::Target);
        true
    }

    /// Places `digit` in `cell`; the cell is marked as a target.
    pub(crate) fn place(&mut self, cell: CellIndex, digit: Digit) -> &mut Self {
        let candidate = Candidate { cell: self.board.coord(cell), digit };
        if !self.hint.placements.contains(&candidate) {
            self.hint.placements.push(candidate);
        }
        self.cell(cell, Role::Target)
    }

    /// Appends a chain link.
    pub(crate) fn link(&mut self, from: CellIndex, to: CellIndex, digit: Digit, kind: LinkKind) -> &mut Self {
        let (from, to) = (self.board.coord(from), self.board.coord(to));
        self.hint.links.push(ChainLink { from, to, digit, kind });
        self
    }

    /// The finished hint if it changes something; the explanation is written only when
    /// `explain` is true.
    pub(crate) fn finish(mut self, explain: bool, text: impl FnOnce(&Hint) -> String) -> Option<Hint> {
        if self.hint.is_empty() {
            return None;
        }
        if explain {
            self.hint.explanation = text(&self.hint);
        }
        Some(self.hint)
    }
}
