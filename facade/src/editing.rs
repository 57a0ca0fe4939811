//! The player's own moves on the session: values, candidates, colours, the filter, the
//! mode, the selected pattern, the candidate tools and writing a new board (thesis
//! 2.2-2.3.7). Each change is one step in the memory.

use std::time::Duration;

use dn::{
    CandidateSet, CellIndex, Colour, Conflict, Coord, Digit, Geometry, InputMode, SolutionStatus, SudokuDN,
};

use crate::{FacadeError, Refusal, SudokuLN};

impl SudokuLN {
    /// The board index of `cell`, or an error naming it when it is off the board.
    fn index(&self, cell: Coord) -> Result<CellIndex, FacadeError> {
        self.board()
            .geometry()
            .cell_at(cell.row as usize, cell.col as usize)
            .ok_or(FacadeError::Rejected(Refusal::OffBoard(cell)))
    }

    /// `digit` if the board has room for it, else an error naming its number.
    pub(crate) fn board_digit(&self, digit: Digit) -> Result<Digit, FacadeError> {
        let side = self.board().geometry().side();
        if (digit.get() as usize) <= side {
            Ok(digit)
        } else {
            Err(FacadeError::Rejected(Refusal::DigitOffBoard { digit, side }))
        }
    }

    /// An empty cell `cell` that the player may change, or an error.
    fn open_cell(&self, cell: Coord) -> Result<CellIndex, FacadeError> {
        let index = self.index(cell)?;
        if self.board()[index].given && !self.settings().writing {
            return Err(FacadeError::Rejected(Refusal::Given(cell)));
        }
        Ok(index)
    }

    /// Places `digit` in `cell` (a given while writing a new board). In auto-eliminate
    /// mode the digit also leaves its peers' candidates. A true value also goes on the
    /// system board.
    pub fn set_value(&mut self, cell: Coord, digit: Digit) -> Result<(), FacadeError> {
        let index = self.open_cell(cell)?;
        let digit = self.board_digit(digit)?;
        let writing = self.settings().writing;
        let board = self.board_mut();
        board[index].value = Some(digit);
        board[index].given = writing;
        if writing {
            self.forget_solution();
        } else {
            if self.settings().mode == InputMode::AutoEliminate {
                remove_from_peers(self.board_mut(), index, digit);
            }
            if self.solution().and_then(|s| s.digit(index.index())) == Some(digit) {
                let system = &mut self.state.system;
                system[index].value = Some(digit);
                remove_from_peers(system, index, digit);
            }
        }
        self.record(format!("set {cell} to {digit}"));
        Ok(())
    }

    /// Empties `cell` (its noted candidates come back into view).
    pub fn clear_value(&mut self, cell: Coord) -> Result<(), FacadeError> {
        let index = self.open_cell(cell)?;
        if self.board()[index].value.is_none() {
            return Err(FacadeError::Rejected(Refusal::AlreadyEmpty(cell)));
        }
        let board = self.board_mut();
        board[index].value = None;
        board[index].given = false;
        if self.settings().writing {
            self.forget_solution();
        }
        self.record(format!("clear {cell}"));
        Ok(())
    }

    /// Adds `digit` to the candidates of the empty `cell`, or removes it if noted.
    pub fn toggle_candidate(&mut self, cell: Coord, digit: Digit) -> Result<(), FacadeError> {
        self.toggle_candidates(cell, &[digit])
    }

    /// Toggles each of `digits` among the candidates of the empty `cell`, as one step of
    /// the memory; nothing changes when one of them is refused.
    pub fn toggle_candidates(&mut self, cell: Coord, digits: &[Digit]) -> Result<(), FacadeError> {
        let index = self.open_cell(cell)?;
        for &digit in digits {
            self.board_digit(digit)?;
        }
        if self.board()[index].value.is_some() {
            return Err(FacadeError::Rejected(Refusal::HoldsValue(cell)));
        }
        if digits.is_empty() {
            return Err(FacadeError::Rejected(Refusal::NoCandidates));
        }
        let mut changes = Vec::new();
        for &digit in digits {
            let candidates = &mut self.board_mut()[index].candidates;
            let verb = if candidates.contains(digit) { "remove" } else { "add" };
            candidates.toggle(digit);
            changes.push(format!("{verb} candidate {digit} in {cell}"));
        }
        let label = changes.join("; ");
        self.record(label);
        Ok(())
    }

    /// Paints `cell` with `colour`, or removes its colour with `None`.
    pub fn set_colour(&mut self, cell: Coord, colour: Option<Colour>) -> Result<(), FacadeError> {
        let index = self.index(cell)?;
        self.board_mut()[index].colour = colour;
        match colour {
            Some(colour) => self.record(format!("colour {cell} with colour {}", colour.number())),
            None => self.record(format!("remove the colour of {cell}")),
        }
        Ok(())
    }

    /// Paints candidate `digit` of `cell` with `colour`, or removes its colour with
    /// `None`. The candidate must be noted in the empty cell.
    pub fn set_candidate_colour(
        &mut self,
        cell: Coord,
        digit: Digit,
        colour: Option<Colour>,
    ) -> Result<(), FacadeError> {
        let index = self.index(cell)?;
        let digit = self.board_digit(digit)?;
        let noted = self.board()[index];
        if noted.value.is_some() {
            return Err(FacadeError::Rejected(Refusal::HoldsValue(cell)));
        }
        if !noted.candidates.contains(digit) {
            return Err(FacadeError::Rejected(Refusal::NotACandidate { cell, digit }));
        }
        self.board_mut().candidate_colours_mut().set(index, digit, colour);
        match colour {
            Some(colour) => {
                self.record(format!("colour candidate {digit} in {cell} with colour {}", colour.number()))
            }
            None => self.record(format!("remove the colour of candidate {digit} in {cell}")),
        }
        Ok(())
    }

    /// Removes `colour` from every cell and candidate.
    pub fn clear_colour(&mut self, colour: Colour) {
        recolour(self.board_mut(), |c| c == Some(colour));
        self.record(format!("clear colour {}", colour.number()));
    }

    /// Removes every colour, of cells and of candidates.
    pub fn clear_colours(&mut self) {
        recolour(self.board_mut(), |c| c.is_some());
        self.record("clear all colours");
    }

    /// Shows or hides the colours.
    pub fn show_colours(&mut self, show: bool) {
        self.state.settings.show_colours = show;
        self.record(if show { "show colours" } else { "hide colours" });
    }

    /// Shows only the candidates of `digits` (every candidate when empty).
    pub fn set_filter(&mut self, digits: CandidateSet) {
        self.state.settings.filter = digits;
        let list: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
        if list.is_empty() {
            self.record("clear the filter");
        } else {
            self.record(format!("show only candidates {}", list.join(", ")));
        }
    }

    /// Normal or auto-eliminate input.
    pub fn set_mode(&mut self, mode: InputMode) {
        self.state.settings.mode = mode;
        self.record(match mode {
            InputMode::Normal => "normal mode",
            InputMode::AutoEliminate => "auto-eliminate mode",
        });
    }

    /// Lets hints, steps and solves use the techniques that assume the puzzle has one
    /// solution (`true`, the default) or not. A puzzle whose givens have several solutions
    /// never gets them, whatever this says ([`SudokuLN::techniques`]).
    pub fn set_uniqueness(&mut self, on: bool) {
        self.state.settings.uniqueness = on;
        self.record(if on { "uniqueness techniques on" } else { "uniqueness techniques off" });
    }

    /// Restricts hints and steps to the pattern `id`, or lifts the restriction (`None`).
    pub fn select_pattern(&mut self, id: Option<dn::PatternId>) {
        self.state.settings.pattern = id;
        match id {
            Some(id) => {
                let name = crate::pattern(id).map_or_else(|_| id.to_string(), |p| p.name.to_string());
                self.record(format!("hints use {name} only"))
            }
            None => self.record("hints use any pattern"),
        }
    }

    /// Fills every empty cell with the candidates the rules allow (thesis "calcular
    /// candidatos").
    pub fn compute_candidates(&mut self) {
        ln::candidates::compute_candidates(self.board_mut());
        self.record("compute candidates");
    }

    /// Notes in each empty cell of `cells` that has none the candidates the values allow
    /// (what a hint's own cells need to be seen), as one step; cells that note candidates
    /// already keep theirs. Refused, changing nothing, when a cell is off the board or
    /// holds a value.
    pub fn note_candidates(&mut self, cells: &[Coord]) -> Result<(), FacadeError> {
        let mut indices = Vec::with_capacity(cells.len());
        for &cell in cells {
            let index = self.index(cell)?;
            if self.board()[index].value.is_some() {
                return Err(FacadeError::Rejected(Refusal::HoldsValue(cell)));
            }
            indices.push(index);
        }
        let board = self.board_mut();
        let full = CandidateSet::full(board.geometry().side());
        for &index in &indices {
            if board[index].candidates.is_empty() {
                let taken: Vec<Digit> = board.peers(index).filter_map(|peer| board[peer].value).collect();
                let mut allowed = full;
                for digit in taken {
                    allowed.remove(digit);
                }
                board[index].candidates = allowed;
            }
        }
        let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
        self.record(format!("note the candidates of {}", names.join(", ")));
        Ok(())
    }

    /// Removes the candidates that a placed value in the same unit rules out ("limpiar").
    pub fn clean_candidates(&mut self) {
        let board = self.board_mut();
        let cells: Vec<CellIndex> = board.cells().filter(|(_, c)| c.is_empty()).map(|(i, _)| i).collect();
        for index in cells {
            let taken: Vec<Digit> = board.peers(index).filter_map(|peer| board[peer].value).collect();
            for digit in taken {
                board[index].candidates.remove(digit);
            }
        }
        self.record("clean candidates");
    }

    /// Removes every candidate from the board.
    pub fn clear_candidates(&mut self) {
        let board = self.board_mut();
        let cells: Vec<CellIndex> = board.cells().map(|(i, _)| i).collect();
        for index in cells {
            board[index].candidates = CandidateSet::EMPTY;
        }
        self.record("clear candidates");
    }

    /// The broken rules (two equal digits in a unit); they stay on show until the next
    /// change (a replay on show ends).
    pub fn check_rules(&mut self) -> Vec<Conflict> {
        let conflicts = self.board().conflicts();
        self.shown.replay = None;
        self.shown.conflicts = conflicts.clone();
        conflicts
    }

    /// Starts writing a new empty board of `geometry`: plain values become givens until
    /// [`SudokuLN::finish_writing`].
    pub fn write_new(&mut self, geometry: Geometry) {
        let settings = dn::TutorSettings { writing: true, ..dn::TutorSettings::default() };
        *self = SudokuLN::starting(SudokuDN::empty(geometry), settings, "write a new board");
    }

    /// Ends writing: the board must have exactly one solution. Then play starts from it
    /// (a new memory, the clock at zero); otherwise writing goes on and the status says
    /// why (no solution, or two of them).
    pub fn finish_writing(&mut self) -> Result<SolutionStatus, FacadeError> {
        if !self.settings().writing {
            return Err(FacadeError::Rejected(Refusal::NotWriting));
        }
        let status = self.givens_status().clone();
        if let SolutionStatus::Unique(_) = status {
            let settings = dn::TutorSettings { writing: false, ..self.settings().clone() };
            *self = SudokuLN::starting(self.board().clone(), settings, "start");
            self.know_givens_status(status.clone());
        }
        Ok(status)
    }

    /// Starts or resumes the clock (a front end calls it when the player is at the board).
    pub fn start_clock(&mut self) {
        if !self.board().is_solved() {
            self.clock.start();
        }
    }

    /// Pauses the clock (the window lost focus, the player stepped away).
    pub fn pause_clock(&mut self) {
        self.clock.pause();
    }

    /// Whether the clock runs.
    pub fn clock_running(&self) -> bool {
        self.clock.is_running()
    }

    /// Time spent playing.
    pub fn elapsed(&self) -> Duration {
        self.clock.elapsed()
    }
}

/// Removes `digit` from the candidates of every peer of `index`.
fn remove_from_peers(board: &mut SudokuDN, index: CellIndex, digit: Digit) {
    let peers: Vec<CellIndex> = board.peers(index).collect();
    for peer in peers {
        board[peer].candidates.remove(digit);
    }
}

/// Removes the colour of every cell and candidate whose colour matches `clear`.
fn recolour(board: &mut SudokuDN, clear: impl Fn(Option<Colour>) -> bool) {
    let cells: Vec<CellIndex> = board.cells().filter(|(_, c)| clear(c.colour)).map(|(i, _)| i).collect();
    for index in cells {
        board[index].colour = None;
    }
    board.candidate_colours_mut().retain(|c| !clear(Some(c.colour)));
}
