//! The solution path (HoDoKu's "Solution path", thesis 2.3.5): every step a solve with
//! patterns takes from the session board, each with the board after it, and replay: the
//! session shows the board at any point of the path without changing the game.
//!
//! Replay is a view, not a move: while it is on, [`SudokuLN::view`] draws the board after
//! the steps taken so far with the next step as the hint on show, and the game itself (the
//! player's board, the undo memory) stays as it was. Any move, undo or redo, hint, step
//! or check leaves the replay; so does [`SudokuLN::replay`] with `None`.

use dn::{Hint, SudokuDN};

use crate::session::Shown;
use crate::tutor::NoHintBoard;
use crate::{FacadeError, Refusal, SudokuLN};

/// Every step of a solve with patterns from one board, with the board after each.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SolutionPath {
    /// The board the path starts from: the session board, with the candidates hints read
    /// written in (the computed ones when the player noted none).
    pub start: SudokuDN,
    /// Every step, in order, with the board after it.
    pub steps: Vec<PathStep>,
    /// Whether the path ends on a solved board (otherwise logic alone got stuck there).
    pub solved: bool,
}

/// One step of a [`SolutionPath`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PathStep {
    /// The step: its pattern, level, what it changes and why.
    pub hint: Hint,
    /// The board after the step, with its candidates.
    pub board: SudokuDN,
}

impl SolutionPath {
    /// How many steps the path has.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the path has no step (the board was solved, or no pattern applies).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The board after `taken` steps: the start for 0, the end for [`SolutionPath::len`];
    /// `None` beyond the end.
    pub fn board_at(&self, taken: usize) -> Option<&SudokuDN> {
        match taken {
            0 => Some(&self.start),
            taken => self.steps.get(taken - 1).map(|step| &step.board),
        }
    }

    /// The board where the path ends: the solution, or where logic got stuck.
    pub fn end(&self) -> &SudokuDN {
        self.steps.last().map_or(&self.start, |step| &step.board)
    }
}

/// Where a replay of the solution path stands (what [`BoardView::replay`](crate::BoardView)
/// reports).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayPosition {
    /// The steps taken so far, 0 (the start) to `steps` (the end); the board drawn is the
    /// one after them, and step `taken + 1` (counting from 1) is the one on show.
    pub taken: usize,
    /// How many steps the path has.
    pub steps: usize,
    /// Whether the path ends on a solved board.
    pub solved: bool,
}

/// Where a replay goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayTo {
    /// The board after this many steps (0: the start), with the next step on show: to show
    /// step `i` of the path (counting from 0) where it is taken, replay `After(i)`.
    After(usize),
    /// The board where the path ends: the solution, or where logic got stuck.
    End,
    /// Back to the game's own board.
    Leave,
}

/// A replay on show: the path and how far along it the view is.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Replay {
    /// The path of the board the replay started on.
    pub(crate) path: SolutionPath,
    /// The steps taken, 0 to the path's length.
    pub(crate) taken: usize,
}

impl Replay {
    /// The board drawn: the one after the steps taken.
    pub(crate) fn board(&self) -> &SudokuDN {
        self.path.board_at(self.taken).unwrap_or_else(|| self.path.end())
    }

    /// The step on show: the next one, none at the end.
    pub(crate) fn next_step(&self) -> Option<&Hint> {
        self.path.steps.get(self.taken).map(|step| &step.hint)
    }

    /// Where the replay stands.
    pub(crate) fn position(&self) -> ReplayPosition {
        ReplayPosition { taken: self.taken, steps: self.path.len(), solved: self.path.solved }
    }
}

impl SudokuLN {
    /// The solution path from the session board: the easiest step again and again, from
    /// the board a hint reads, until the board is solved or no pattern applies (the steps
    /// [`SudokuLN::solve_with_patterns`] would take). The session is not changed. A solved
    /// board has an empty path; a board that cannot support a sound step is refused with
    /// its problems.
    pub fn solution_path(&self) -> Result<SolutionPath, FacadeError> {
        let mut board = match self.hint_board() {
            Ok(board) => board,
            Err(NoHintBoard::Solved) => {
                return Ok(SolutionPath { start: self.board().clone(), steps: Vec::new(), solved: true });
            }
            Err(NoHintBoard::Unsound(problems)) => {
                return Err(FacadeError::Rejected(Refusal::Unsound(problems)));
            }
        };
        let written = |board: &ln::PatternBoard| {
            let mut written = self.board().clone();
            board.write_into(&mut written);
            written
        };
        let start = written(&board);
        let report = ln::patterns::solve_with_patterns(board.clone(), self.techniques(), true, true);
        let steps = report
            .steps
            .into_iter()
            .map(|hint| {
                board.apply(&hint);
                PathStep { board: written(&board), hint }
            })
            .collect();
        Ok(SolutionPath { start, steps, solved: report.solved })
    }

    /// Replays the solution path of the board ([`SudokuLN::view`] draws the point `to`
    /// names, with the next step on show) or leaves the replay. The game does not change
    /// (see the module's notes). The path is found when a replay starts and kept while it
    /// goes on. Refused when the path is shorter than asked or the board cannot support a
    /// sound step; a refusal leaves the view as it was.
    pub fn replay(&mut self, to: ReplayTo) -> Result<Option<ReplayPosition>, FacadeError> {
        if to == ReplayTo::Leave {
            self.shown.replay = None;
            return Ok(None);
        }
        let was_on = self.shown.replay.is_some();
        let replay = match self.shown.replay.take() {
            Some(replay) => replay,
            None => Replay { path: self.solution_path()?, taken: 0 },
        };
        let count = replay.path.len();
        let taken = match to {
            ReplayTo::After(taken) if taken <= count => taken,
            ReplayTo::After(taken) => {
                if was_on {
                    self.shown.replay = Some(replay);
                }
                return Err(FacadeError::Rejected(Refusal::NoSuchStep { number: taken + 1, count }));
            }
            ReplayTo::End | ReplayTo::Leave => count,
        };
        self.shown = Shown { replay: Some(Replay { taken, ..replay }), ..Shown::default() };
        Ok(self.replaying())
    }

    /// Where the replay on show stands, or `None` when the view shows the game's board.
    pub fn replaying(&self) -> Option<ReplayPosition> {
        self.shown.replay.as_ref().map(Replay::position)
    }
}
