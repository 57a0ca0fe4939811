//! What a front end draws: the board as plain data, with the filter and the colour switch
//! already applied and the hint on show spread over its cells.

use std::time::Duration;

use dn::{Candidate, CandidateSet, Colour, Conflict, Coord, Digit, Hint, InputMode, PatternId, Role};

use crate::solution_path::Replay;
use crate::{ReplayPosition, Reveal, RevealedHint, SudokuLN};

/// The board as a front end draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// Cells per side (4, 9, 16, 25).
    pub side: usize,
    /// Cells per block side (2, 3, 4, 5).
    pub box_size: usize,
    /// Every cell in row order.
    pub cells: Vec<CellView>,
    /// The coloured candidates to draw, by cell then digit: those on show (noted in an
    /// empty cell, let through by the filter), unless colours are hidden.
    pub candidate_colours: Vec<(Candidate, Colour)>,
    /// The hint on show once fully revealed (level 3): its explanation, links for chains.
    /// `None` while it is revealed only in part; see `revealed`.
    pub hint: Option<Hint>,
    /// The hint on show at its reveal level (1 to 3): the text to show and what that level
    /// lets the cells mark.
    pub revealed: Option<RevealedHint>,
    /// The broken rules on show after "check rules".
    pub conflicts: Vec<Conflict>,
    /// The cells on show after "show deviations": a wrong value, or candidates without
    /// the true digit (no digits said).
    pub deviations: Vec<Coord>,
    /// Whether every cell holds a value.
    pub solved: bool,
    /// Whether a new board is being written.
    pub writing: bool,
    /// Normal or auto-eliminate input.
    pub mode: InputMode,
    /// The digits the filter lets through (empty: all).
    pub filter: CandidateSet,
    /// The selected pattern, if hints are restricted to one.
    pub pattern: Option<PatternId>,
    /// Whether the setting lets hints and solves use the uniqueness techniques.
    pub uniqueness: bool,
    /// Time played so far.
    pub elapsed: Duration,
    /// Whether undo and redo would do something.
    pub can_undo: bool,
    /// See `can_undo`.
    pub can_redo: bool,
    /// Where the replay of the solution path stands when one is on show
    /// ([`SudokuLN::replay`]): then `cells`, `hint` and `revealed` are the replay's board
    /// and its next step (fully revealed), not the game's; `None` for the game's own board.
    pub replay: Option<ReplayPosition>,
}

/// One cell as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellView {
    /// Where it is.
    pub cell: Coord,
    /// Its value, if any.
    pub value: Option<Digit>,
    /// Whether the value is a given.
    pub given: bool,
    /// The candidates to draw: none for a cell with a value, only the filter's digits.
    pub candidates: CandidateSet,
    /// Its colour, unless colours are hidden.
    pub colour: Option<Colour>,
    /// Whether it takes part in a broken rule on show.
    pub conflict: bool,
    /// Whether it lies in the area the hint on show points at (every reveal level).
    pub in_area: bool,
    /// Whether "show deviations" found it wrong (a wrong value, or candidates without the
    /// true digit).
    pub deviation: bool,
    /// Its role in the hint on show (from reveal level 2: the pattern's cells; level 3:
    /// every cell of the hint).
    pub role: Option<Role>,
    /// Candidates the hint on show removes here (reveal level 3).
    pub eliminated: CandidateSet,
    /// The digit the hint on show places here (reveal level 3).
    pub placed: Option<Digit>,
}

impl SudokuLN {
    /// The board as a front end should draw it now.
    pub fn view(&self) -> BoardView {
        let replay = self.shown.replay.as_ref();
        let board = replay.map_or(self.board(), Replay::board);
        let settings = self.settings();
        let geometry = board.geometry();
        let (hint, revealed) = match replay {
            Some(replay) => {
                let next = replay.next_step();
                (next, next.map(|hint| self.render_hint(hint, Reveal::Full)))
            }
            None => (self.shown.hint.as_ref().filter(|_| self.shown.reveal >= Reveal::Full), self.revealed()),
        };
        let cells = board
            .cells()
            .map(|(index, cell)| {
                let coord = board.name_of(index);
                let visible = cell.candidates.iter().filter(|&d| settings.shows(d));
                let mut view = CellView {
                    cell: coord,
                    value: cell.value,
                    given: cell.given,
                    candidates: if cell.value.is_some() { CandidateSet::EMPTY } else { visible.collect() },
                    colour: cell.colour.filter(|_| settings.show_colours),
                    conflict: self.shown.conflicts.iter().any(|c| c.cells.contains(&coord)),
                    in_area: false,
                    deviation: self.shown.deviations.contains(&coord),
                    role: None,
                    eliminated: CandidateSet::EMPTY,
                    placed: None,
                };
                if let Some(revealed) = &revealed {
                    spread_hint(revealed, index, geometry, &mut view);
                }
                view
            })
            .collect::<Vec<CellView>>();
        let candidate_colours = board
            .candidate_colours()
            .iter()
            .filter(|c| settings.show_colours && cells[c.cell.index()].candidates.contains(c.digit))
            .map(|c| (Candidate { cell: board.name_of(c.cell), digit: c.digit }, c.colour))
            .collect();
        BoardView {
            side: geometry.side(),
            box_size: geometry.box_size(),
            cells,
            candidate_colours,
            hint: hint.cloned(),
            revealed,
            conflicts: self.shown.conflicts.clone(),
            deviations: self.shown.deviations.clone(),
            solved: board.is_solved(),
            writing: settings.writing,
            mode: settings.mode,
            filter: settings.filter,
            pattern: settings.pattern,
            uniqueness: settings.uniqueness,
            elapsed: self.elapsed(),
            can_undo: self.can_undo(),
            can_redo: self.can_redo(),
            replay: self.replaying(),
        }
    }
}

/// Marks on `view` (cell `index`) what the hint on show reveals about it.
fn spread_hint(revealed: &RevealedHint, index: dn::CellIndex, geometry: dn::Geometry, view: &mut CellView) {
    view.in_area = geometry.units_of(index).iter().any(|unit| revealed.area.contains(unit));
    view.role = revealed.cells.iter().find(|c| c.cell == view.cell).map(|c| c.role);
    for elimination in revealed.eliminations.iter().filter(|e| e.cell == view.cell) {
        view.eliminated.insert(elimination.digit);
    }
    view.placed = revealed.placements.iter().find(|p| p.cell == view.cell).map(|p| p.digit);
}
