//! `SudokuLN`: one board and the operations a front end asks of it.

use std::path::Path;

use dn::{Conflict, SolutionStatus, SudokuDN};
use ln::serialization::{Format, SerializacionLN};
use ln::solver::{Engine, solution_status};

use crate::FacadeError;
use crate::batch::{load_puzzles, read_puzzles, single};

/// The façade over JADE's logic: holds the board a front end works on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SudokuLN {
    board: SudokuDN,
}

/// What checking a board found: how many solutions, and which givens break a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// None, unique (with the solution) or multiple (with two solutions).
    pub status: SolutionStatus,
    /// Pairs of cells that repeat a digit in a row, column or block.
    pub conflicts: Vec<Conflict>,
}

impl SudokuLN {
    /// A façade over `board`.
    pub fn new(board: SudokuDN) -> SudokuLN {
        SudokuLN { board }
    }

    /// Reads one board from text in any supported format.
    pub fn from_text(text: &str) -> Result<SudokuLN, FacadeError> {
        Ok(SudokuLN::new(single(read_puzzles(text)?, None)?))
    }

    /// Opens a file holding one board in any supported format.
    pub fn open(path: &Path) -> Result<SudokuLN, FacadeError> {
        Ok(SudokuLN::new(single(load_puzzles(path)?, Some(path))?))
    }

    /// The board.
    pub fn board(&self) -> &SudokuDN {
        &self.board
    }

    /// The board, for the operations that change it.
    pub(crate) fn board_mut(&mut self) -> &mut SudokuDN {
        &mut self.board
    }

    /// Counts solutions with `engine` (none / unique / multiple) and lists broken rules.
    pub fn check(&self, engine: Engine) -> CheckReport {
        let mut solver = engine.solver(self.board.geometry());
        let status = solution_status(solver.as_mut(), &self.board.grid());
        CheckReport { status, conflicts: self.board.conflicts() }
    }

    /// Fills every empty cell with the candidates the rules allow (thesis "calcular
    /// candidatos").
    pub fn compute_candidates(&mut self) {
        ln::candidates::compute_candidates(&mut self.board);
    }

    /// The board written in `format`.
    pub fn export(&self, format: Format) -> String {
        SerializacionLN::write(&self.board, format)
    }

    /// Saves the board in `format`; the old file survives a failed save.
    pub fn save(&self, path: &Path, format: Format) -> Result<(), FacadeError> {
        SerializacionLN::save(path, &self.board, format)
            .map_err(|e| FacadeError::from_serialization(e, Some(path.to_path_buf())))
    }
}
