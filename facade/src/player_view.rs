//! The board the player sees (thesis 7.2.2): what a hint is searched on, so that every hint
//! is deducible from the player's own board whatever its pencil marks.
//!
//! An empty cell where the player noted candidates is read as those candidates, less any
//! digit a placed value in its row, column or block already rules out (the player sees
//! that value too; [`stale_cells`] finds such marks so the tutor can ask for them to be
//! cleaned first). An empty cell with no candidates noted is read as every candidate the
//! values allow: what the player would note there. When the values are right and every
//! noted cell keeps its true digit, this board holds every cell's true digit, so a hint
//! found on it is sound.

use dn::{CandidateSet, CellIndex, Coord, Hint, Level, SudokuDN};
use ln::PatternBoard;

/// The player's board as the patterns read it, and which of its empty cells note nothing.
#[derive(Clone, Debug)]
pub(crate) struct PlayerView {
    /// Values, and each empty cell's candidates as the player sees them.
    pub(crate) board: PatternBoard,
    /// Per cell index: an empty cell with no candidates noted (its candidates above are the
    /// ones the values allow).
    unmarked: Vec<bool>,
}

impl PlayerView {
    /// The board `board`'s player sees.
    pub(crate) fn of(board: &SudokuDN) -> PlayerView {
        let full = CandidateSet::full(board.geometry().side());
        let unmarked: Vec<bool> =
            board.cells().map(|(_, cell)| cell.is_empty() && cell.candidates.is_empty()).collect();
        let mut seen = board.clone();
        for index in board.geometry().cells() {
            if unmarked[index.index()] {
                seen[index].candidates = full;
            }
        }
        PlayerView { board: PatternBoard::from_dn(&seen), unmarked }
    }

    /// Whether the player noted candidates in at least one empty cell.
    pub(crate) fn has_marks(&self) -> bool {
        self.board.empty_cells().any(|cell| !self.unmarked[cell.index()])
    }

    /// The empty cells of `hint` (its pattern cells, the cells it changes) where the player
    /// noted no candidates: to see the hint the player notes theirs first. Singles need
    /// none: they read the values alone.
    pub(crate) fn cells_to_note(&self, hint: &Hint) -> Vec<Coord> {
        if hint.level <= Level::Easy {
            return Vec::new();
        }
        let named = hint.cells.iter().map(|c| c.cell);
        let changed = hint.eliminations.iter().chain(&hint.placements).map(|c| c.cell);
        let mut cells: Vec<Coord> = named
            .chain(changed)
            .filter(|&coord| self.index(coord).is_some_and(|index| self.unmarked[index.index()]))
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// Takes `hint` on the player's `board`, changing only what the hint says: the cells
    /// of `note` get the candidates the values allow, each placed digit becomes a value
    /// (not a given) and leaves its peers' candidates, each eliminated candidate goes.
    pub(crate) fn apply(&self, board: &mut SudokuDN, hint: &Hint, note: &[Coord]) {
        for &coord in note {
            if let Some(index) = self.index(coord) {
                board[index].candidates = self.board.candidates(index);
            }
        }
        let geometry = board.geometry();
        for placement in &hint.placements {
            let Some(index) = self.index(placement.cell) else { continue };
            if board[index].value.is_some() {
                continue;
            }
            board[index].value = Some(placement.digit);
            board[index].candidates = CandidateSet::EMPTY;
            for peer in geometry.peers(index) {
                board[peer].candidates.remove(placement.digit);
            }
        }
        for elimination in &hint.eliminations {
            if let Some(index) = self.index(elimination.cell) {
                board[index].candidates.remove(elimination.digit);
            }
        }
    }

    fn index(&self, coord: Coord) -> Option<CellIndex> {
        self.board.geometry().cell_of(coord)
    }
}

/// The empty cells that note a digit a placed value in their row, column or block rules
/// out (stale marks: harmless to a hint, but the player should clean them first).
pub(crate) fn stale_cells(board: &SudokuDN) -> Vec<Coord> {
    board
        .cells()
        .filter(|(_, cell)| cell.is_empty() && !cell.candidates.is_empty())
        .filter(|&(index, cell)| {
            board.peers(index).any(|peer| board[peer].value.is_some_and(|d| cell.candidates.contains(d)))
        })
        .map(|(index, _)| board.name_of(index))
        .collect()
}
