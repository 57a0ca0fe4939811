//! Building a hint step by step while a pattern inspects the board.

use dn::{Candidate, CellIndex, ChainLink, ChainNode, Digit, Hint, LinkKind, PatternCell, Role};

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

    /// The node of the candidate `digit` in `cell`.
    pub(crate) fn node(&self, cell: CellIndex, digit: Digit) -> ChainNode {
        ChainNode::candidate(self.board.coord(cell), digit)
    }

    /// Appends a chain link from `from` to `to`.
    pub(crate) fn link(&mut self, from: ChainNode, to: ChainNode, kind: LinkKind) -> &mut Self {
        self.hint.links.push(ChainLink { from, to, kind });
        self
    }

    /// Appends the strong link between the only two places `from` and `to` of `digit` in a
    /// unit.
    pub(crate) fn strong(&mut self, from: CellIndex, to: CellIndex, digit: Digit) -> &mut Self {
        let (from, to) = (self.node(from, digit), self.node(to, digit));
        self.link(from, to, LinkKind::Strong)
    }

    /// Appends the links of "`from` holds `digit`, so `to` (a peer) does not, so it holds
    /// `other`": a weak link on `digit` between the cells, then a strong link inside `to`
    /// (its only two candidates, or the one left).
    pub(crate) fn forced_step(
        &mut self,
        from: CellIndex,
        to: CellIndex,
        digit: Digit,
        other: Digit,
    ) -> &mut Self {
        let (holds, loses, gets) = (self.node(from, digit), self.node(to, digit), self.node(to, other));
        self.link(holds, loses.clone(), LinkKind::Weak).link(loses, gets, LinkKind::Strong)
    }

    /// Appends the links of "`from` holds `held`, so it is not `digit`, so `to` (the other
    /// place for `digit` in a unit) is": a weak link inside `from`, then a strong link on
    /// `digit`. Without `held` (or when it is `digit`) only the strong link.
    pub(crate) fn hidden_step(
        &mut self,
        from: CellIndex,
        held: Option<Digit>,
        to: CellIndex,
        digit: Digit,
    ) -> &mut Self {
        if let Some(held) = held.filter(|&h| h != digit) {
            let (holds, loses) = (self.node(from, held), self.node(from, digit));
            self.link(holds, loses, LinkKind::Weak);
        }
        self.strong(from, to, digit)
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
