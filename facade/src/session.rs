//! `SudokuLN`, the tutor session (thesis 2.1.3, 6.3): the player's board, the system's
//! board, the undo memory, the settings, the clock and what is on show (the current hint,
//! the broken rules). Every change is recorded in the memory, so undo and redo cover every
//! operation.

use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

use dn::{Conflict, Coord, EstadoDN, Grid, Hint, MemoriaJuego, SolutionStatus, SudokuDN, TutorSettings};
use ln::serialization::{Format, SerializacionLN};
use ln::solver::Engine;

use crate::FacadeError;
use crate::batch::{file_puzzles, read_puzzles, single};
use crate::bounded_read::Contents;
use crate::clock::Clock;
use crate::solution_path::Replay;
use crate::solver_calls;

/// The engine that finds the givens' status the session keeps.
pub(crate) const STATUS_ENGINE: Engine = Engine::Fast;

/// The tutor session a front end drives: plain calls in, plain data out.
#[derive(Clone, Debug)]
pub struct SudokuLN {
    pub(crate) state: EstadoDN,
    pub(crate) initial: EstadoDN,
    pub(crate) memory: MemoriaJuego,
    pub(crate) clock: Clock,
    pub(crate) shown: Shown,
    /// The help this game has had, for the statistics.
    pub(crate) tally: crate::tally::Tally,
    /// How many solutions the givens have: found by the solver at the first need, then
    /// kept until the givens change (every hint, step, singles and solve reads it).
    givens_status: OnceLock<SolutionStatus>,
}

/// What the session shows until the next change: the last hint asked for, how much of it
/// is revealed, the broken rules found by the last check, the cells the last "show
/// deviations" found, or a replay of the solution path.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub(crate) struct Shown {
    pub(crate) hint: Option<Hint>,
    pub(crate) reveal: crate::Reveal,
    pub(crate) conflicts: Vec<Conflict>,
    pub(crate) deviations: Vec<Coord>,
    /// The replay of the solution path on show instead of the game's board, if any.
    pub(crate) replay: Option<Replay>,
}

/// What checking a board found: how many solutions, and which givens break a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// None, unique (with the solution) or multiple (with two solutions).
    pub status: SolutionStatus,
    /// Pairs of cells that repeat a digit in a row, column or block.
    pub conflicts: Vec<Conflict>,
}

impl fmt::Display for CheckReport {
    /// One sentence: the broken rules, or none / one / several solutions (with two as
    /// evidence), and that hints and steps need exactly one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.conflicts.is_empty() {
            let rules: Vec<String> = self.conflicts.iter().map(ToString::to_string).collect();
            return write!(f, "the givens break a rule: {}", rules.join("; "));
        }
        match &self.status {
            SolutionStatus::Unique(_) => write!(f, "the puzzle has one solution"),
            SolutionStatus::None => write!(f, "the puzzle has no solution: hints and steps need exactly one"),
            SolutionStatus::Multiple(a, b) => write!(
                f,
                "the puzzle has several solutions, for example {a} and {b}: hints and steps need exactly one"
            ),
            SolutionStatus::Undecided { nodes } => write!(
                f,
                "the search stopped after {nodes} nodes before it could tell how many solutions the puzzle has: hints and steps need exactly one"
            ),
        }
    }
}

impl PartialEq for SudokuLN {
    /// Sessions are equal when everything a player can see or undo is equal: boards,
    /// settings, memory, initial state, elapsed time and what is on show.
    fn eq(&self, other: &SudokuLN) -> bool {
        self.state == other.state
            && self.initial == other.initial
            && self.memory == other.memory
            && self.clock.elapsed() == other.clock.elapsed()
            && self.shown == other.shown
    }
}

impl Eq for SudokuLN {}

impl SudokuLN {
    /// A session on `board`: the system board gets the givens with every candidate the
    /// rules allow (placed values join it as the player proves them right), and the
    /// memory starts here.
    pub fn new(board: SudokuDN) -> SudokuLN {
        SudokuLN::starting(board, TutorSettings::default(), "start")
    }

    /// A session on `board` as [`SudokuLN::new`] makes it, with `settings` from the start
    /// (not a step to undo): a front end carries the player's choices, such as the
    /// uniqueness techniques, to a new puzzle.
    pub fn with_settings(board: SudokuDN, settings: TutorSettings) -> SudokuLN {
        SudokuLN::starting(board, settings, "start")
    }

    /// A session whose memory starts at `board` with `settings`, the step named `label`.
    pub(crate) fn starting(board: SudokuDN, settings: TutorSettings, label: &str) -> SudokuLN {
        let mut system = SudokuDN::from_grid(&board.givens());
        ln::candidates::compute_candidates(&mut system);
        SudokuLN::from_state(EstadoDN { board, system, settings, label: label.into() })
    }

    /// A session whose memory and initial state start at `state`.
    pub(crate) fn from_state(state: EstadoDN) -> SudokuLN {
        SudokuLN {
            memory: MemoriaJuego::new(MemoriaJuego::DEFAULT_CAPACITY, state.clone()),
            initial: state.clone(),
            state,
            clock: Clock::default(),
            shown: Shown::default(),
            tally: crate::tally::Tally::default(),
            givens_status: OnceLock::new(),
        }
    }

    /// Reads one board from text in any supported format.
    pub fn from_text(text: &str) -> Result<SudokuLN, FacadeError> {
        Ok(SudokuLN::new(single(read_puzzles(text)?, None)?))
    }

    /// Opens a file holding one board in any supported format, or a saved session. The file
    /// is read once (a pipe works), at most 1 MiB for a board and 128 MiB for a session.
    pub fn open(path: &Path) -> Result<SudokuLN, FacadeError> {
        match crate::bounded_read::read_board_or_session(path)? {
            Contents::Session(bytes) => SudokuLN::session_from_bytes(&bytes, path),
            Contents::Board(bytes) => Ok(SudokuLN::new(single(file_puzzles(&bytes, path)?, Some(path))?)),
        }
    }

    /// The player's board.
    pub fn board(&self) -> &SudokuDN {
        &self.state.board
    }

    /// The system's board (thesis 7.2.2): only true values, and candidates that never lose
    /// the true digit.
    pub fn system_board(&self) -> &SudokuDN {
        &self.state.system
    }

    /// The game's settings: mode, filter, colours shown, selected pattern, writing.
    pub fn settings(&self) -> &TutorSettings {
        &self.state.settings
    }

    /// The player's board, for the operations that change it (they then call
    /// [`SudokuLN::record`]).
    pub(crate) fn board_mut(&mut self) -> &mut SudokuDN {
        &mut self.state.board
    }

    /// The unique solution of the givens, if there is one (see
    /// [`SudokuLN::givens_status`]).
    pub fn solution(&self) -> Option<&Grid> {
        match self.givens_status() {
            SolutionStatus::Unique(solution) => Some(solution),
            _ => None,
        }
    }

    /// How many solutions the givens have (none, unique with it, or two of them): the
    /// solver runs once, at the first need, and the answer is kept until the givens change.
    pub fn givens_status(&self) -> &SolutionStatus {
        self.givens_status.get_or_init(|| solver_calls::status(STATUS_ENGINE, &self.board().givens()))
    }

    /// What opening the board finds about its puzzle (thesis 6.3): how many solutions the
    /// givens have (two as evidence when several) and the rules they break. A front end
    /// says it when a board is opened or written; hints and steps need exactly one
    /// solution.
    pub fn givens_check(&self) -> CheckReport {
        let conflicts = SudokuDN::from_grid(&self.board().givens()).conflicts();
        CheckReport { status: self.givens_status().clone(), conflicts }
    }

    /// Keeps `status` as the givens' status (it was just found for these givens).
    pub(crate) fn know_givens_status(&mut self, status: SolutionStatus) {
        self.givens_status = OnceLock::from(status);
    }

    /// Forgets the givens' status (the givens changed).
    pub(crate) fn forget_solution(&mut self) {
        self.givens_status = OnceLock::new();
    }

    /// Records the current state in the memory as the step `label`, clears what was on
    /// show, and stops the clock when the board is solved.
    pub(crate) fn record(&mut self, label: impl Into<String>) {
        self.state.label = label.into();
        self.memory.push(self.state.clone());
        self.shown = Shown::default();
        if self.board().is_solved() {
            self.clock.pause();
        }
    }

    /// Undoes the last step; whether there was one.
    pub fn undo(&mut self) -> bool {
        let Some(state) = self.memory.undo().cloned() else { return false };
        self.restore(state);
        true
    }

    /// Redoes the last undone step; whether there was one.
    pub fn redo(&mut self) -> bool {
        let Some(state) = self.memory.redo().cloned() else { return false };
        self.restore(state);
        true
    }

    /// Whether [`SudokuLN::undo`] would change something.
    pub fn can_undo(&self) -> bool {
        self.memory.can_undo()
    }

    /// Whether [`SudokuLN::redo`] would change something.
    pub fn can_redo(&self) -> bool {
        self.memory.can_redo()
    }

    /// The undo memory: every step so far, and the current one.
    pub fn memory(&self) -> &MemoriaJuego {
        &self.memory
    }

    /// What the last step was ("set f4c6 to 7", "X-Wing on 2", …).
    pub fn last_step(&self) -> &str {
        &self.state.label
    }

    /// Back to the state the game started in (as a new step, so it can be undone).
    pub fn reset(&mut self) {
        let givens_changed = self.initial.board.givens() != self.board().givens();
        self.state = self.initial.clone();
        if givens_changed {
            self.forget_solution();
        }
        self.record("back to the start");
    }

    fn restore(&mut self, state: EstadoDN) {
        if state.board.givens() != self.board().givens() {
            self.forget_solution();
        }
        self.state = state;
        self.shown = Shown::default();
    }

    /// Counts the solutions of the board's values with `engine` (none / unique / multiple)
    /// and lists broken rules. With the fast engine the answer comes from the givens'
    /// status the session keeps whenever it settles it: every solution of the values is
    /// one of the givens', so unique givens leave the values one solution (theirs, if the
    /// values agree with it) or none, and givens without a solution leave none.
    pub fn check(&self, engine: Engine) -> CheckReport {
        let grid = self.board().grid();
        let status = match (engine == STATUS_ENGINE).then(|| self.givens_status()) {
            Some(SolutionStatus::Unique(solution)) if solution.is_solution_of(&grid) => {
                SolutionStatus::Unique(solution.clone())
            }
            Some(SolutionStatus::Unique(_) | SolutionStatus::None) => SolutionStatus::None,
            Some(multiple) if grid == self.board().givens() => multiple.clone(),
            _ => solver_calls::status(engine, &grid),
        };
        CheckReport { status, conflicts: self.board().conflicts() }
    }

    /// The board written in `format`; an error naming the cell when `format` (`.ssc`)
    /// cannot say the board and would read back another one.
    pub fn export(&self, format: Format) -> Result<String, FacadeError> {
        SerializacionLN::write(self.board(), format).map_err(|e| FacadeError::Unsupported(e.to_string()))
    }

    /// The board as a `.pm` pencil-mark grid, which keeps givens, placed values and
    /// candidates apart (what front ends show and write when no format is named).
    pub fn pencil_marks(&self) -> String {
        SerializacionLN::pencil_marks(self.board())
    }

    /// Saves the board in `format`; the old file survives a failed save, and is left alone
    /// when `format` cannot say the board.
    pub fn save(&self, path: &Path, format: Format) -> Result<(), FacadeError> {
        SerializacionLN::save(path, self.board(), format)
            .map_err(|e| FacadeError::from_serialization(e, Some(path.to_path_buf())))
    }
}
