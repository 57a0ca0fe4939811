//! How [`MemoriaJuego`] is written in a file: compactly, the oldest state whole and every
//! later one as what changed since the state before it (the cells that differ, the
//! candidate colours and the settings if they changed, the label). A whole-board snapshot per move made a session of
//! 30 moves weigh nearly a megabyte. Memories written the old way (every state whole) are
//! still read.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::{CandidateColours, CellDN, CellIndex, EstadoDN, MemoriaJuego, SudokuDN, TutorSettings};

/// The memory as a file holds it: `first` and `changes` (written now), or `states` (the
/// old form, still read).
#[derive(Serialize, Deserialize)]
pub(crate) struct MemoryFile {
    capacity: usize,
    cursor: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first: Option<EstadoDN>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    changes: Option<Vec<StateChange>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    states: Option<VecDeque<EstadoDN>>,
}

/// One state as what changed since the state before it.
#[derive(Serialize, Deserialize)]
struct StateChange {
    /// The player's cells that changed, by row-major index, as they are after the step.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    board: Vec<(CellIndex, CellDN)>,
    /// The system board's cells that changed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    system: Vec<(CellIndex, CellDN)>,
    /// The player's coloured candidates, when they changed (files written before
    /// candidates could be coloured have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    board_candidate_colours: Option<CandidateColours>,
    /// The system board's coloured candidates, when they changed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    system_candidate_colours: Option<CandidateColours>,
    /// The settings, when they changed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    settings: Option<TutorSettings>,
    /// The step's description.
    label: String,
}

/// The cells of `after` that differ from `before` (boards of one geometry).
fn changed_cells(before: &SudokuDN, after: &SudokuDN) -> Vec<(CellIndex, CellDN)> {
    after.cells().filter(|&(cell, new)| before[cell] != *new).map(|(cell, new)| (cell, *new)).collect()
}

/// The candidate colours of `after` when they differ from those of `before`.
fn changed_candidate_colours(before: &SudokuDN, after: &SudokuDN) -> Option<CandidateColours> {
    (before.candidate_colours() != after.candidate_colours()).then(|| after.candidate_colours().clone())
}

/// `board` with `cells` written into it and its candidate colours replaced by `colours`
/// when given, or why they do not fit it.
fn with_cells(
    mut board: SudokuDN,
    cells: &[(CellIndex, CellDN)],
    colours: Option<CandidateColours>,
    step: usize,
) -> Result<SudokuDN, String> {
    if let Some(colours) = colours {
        *board.candidate_colours_mut() = colours;
    }
    let count = board.geometry().cell_count();
    for &(cell, value) in cells {
        if cell.index() >= count {
            return Err(format!(
                "undo memory, change {step}: cell {} is off a board of {count} cells",
                cell.index()
            ));
        }
        board[cell] = value;
    }
    Ok(board)
}

impl StateChange {
    /// What changed from `before` to `after` (boards of the same sizes).
    fn between(before: &EstadoDN, after: &EstadoDN) -> StateChange {
        StateChange {
            board: changed_cells(&before.board, &after.board),
            system: changed_cells(&before.system, &after.system),
            board_candidate_colours: changed_candidate_colours(&before.board, &after.board),
            system_candidate_colours: changed_candidate_colours(&before.system, &after.system),
            settings: (before.settings != after.settings).then(|| after.settings.clone()),
            label: after.label.clone(),
        }
    }

    /// The state after `before` this change describes (change number `step`, from 1).
    fn after(self, before: &EstadoDN, step: usize) -> Result<EstadoDN, String> {
        Ok(EstadoDN {
            board: with_cells(before.board.clone(), &self.board, self.board_candidate_colours, step)?,
            system: with_cells(before.system.clone(), &self.system, self.system_candidate_colours, step)?,
            settings: self.settings.unwrap_or_else(|| before.settings.clone()),
            label: self.label,
        })
    }
}

impl From<MemoriaJuego> for MemoryFile {
    fn from(memory: MemoriaJuego) -> MemoryFile {
        let states: Vec<&EstadoDN> = memory.states().collect();
        // A board of another size inside one memory cannot be written as changes: then
        // every state is written whole, the old way.
        let one_shape = states.windows(2).all(|w| {
            w[0].board.geometry() == w[1].board.geometry() && w[0].system.geometry() == w[1].system.geometry()
        });
        if !one_shape {
            return MemoryFile {
                capacity: memory.capacity(),
                cursor: memory.undo_depth(),
                first: None,
                changes: None,
                states: Some(states.into_iter().cloned().collect()),
            };
        }
        MemoryFile {
            capacity: memory.capacity(),
            cursor: memory.undo_depth(),
            first: Some(memory.oldest().clone()),
            changes: Some(states.windows(2).map(|w| StateChange::between(w[0], w[1])).collect()),
            states: None,
        }
    }
}

impl TryFrom<MemoryFile> for MemoriaJuego {
    type Error = String;

    fn try_from(file: MemoryFile) -> Result<MemoriaJuego, String> {
        let states = match (file.first, file.changes, file.states) {
            (Some(first), changes, None) => {
                let mut states = VecDeque::from([first]);
                for (step, change) in changes.unwrap_or_default().into_iter().enumerate() {
                    let after = change.after(&states[states.len() - 1], step + 1)?;
                    states.push_back(after);
                }
                states
            }
            (None, None, Some(states)) => states,
            _ => return Err("undo memory: give either `first` and `changes`, or `states`".into()),
        };
        let memory = MemoriaJuego::from_parts(file.capacity, states, file.cursor);
        if memory.is_well_formed() {
            Ok(memory)
        } else {
            Err("undo memory: its cursor or capacity does not fit its states".into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CandidateSet, Colour, Digit, Geometry};

    /// A memory of `steps` moves on a 9×9 board, every move changing a cell or two, with
    /// the cursor `back` steps before the last.
    fn played(steps: usize, back: usize) -> MemoriaJuego {
        let mut board = SudokuDN::empty(Geometry::NINE);
        for cell in Geometry::NINE.cells() {
            board[cell].candidates = CandidateSet::full(9);
        }
        let mut memory = MemoriaJuego::new(MemoriaJuego::DEFAULT_CAPACITY, EstadoDN::new(board, "start"));
        for step in 0..steps {
            let mut next = memory.current().clone();
            let cell = CellIndex::new(step * 7 % 81);
            next.board[cell].value = Digit::new(u8::try_from(step % 9 + 1).unwrap());
            next.board[cell].colour = (step % 3 == 0).then_some(Colour::Two);
            next.system[cell].candidates = CandidateSet::EMPTY;
            next.settings.show_colours = step % 2 == 0;
            next.label = format!("move {step}");
            memory.push(next);
        }
        for _ in 0..back {
            memory.undo();
        }
        memory
    }

    #[test]
    fn a_memory_is_written_as_changes_and_reads_back_the_same() {
        for (steps, back) in [(0, 0), (1, 0), (30, 0), (30, 4)] {
            let memory = played(steps, back);
            let json = serde_json::to_string(&memory).unwrap();
            assert!(!json.contains("\"states\""), "no whole states: {json:.200}");
            let back_again: MemoriaJuego = serde_json::from_str(&json).unwrap();
            assert_eq!(back_again, memory, "{steps} steps");
        }
    }

    #[test]
    fn thirty_moves_weigh_a_few_kilobytes_not_a_whole_board_each() {
        let memory = played(30, 0);
        let compact = serde_json::to_string(&memory).unwrap().len();
        let whole: usize = memory.states().map(|s| serde_json::to_string(s).unwrap().len()).sum();
        assert!(compact * 8 < whole, "{compact} bytes written against {whole} for every state whole");
    }

    #[test]
    fn a_memory_written_with_every_state_whole_is_still_read() {
        let memory = played(5, 2);
        let states: Vec<&EstadoDN> = memory.states().collect();
        let old = serde_json::json!({ "capacity": memory.capacity(), "states": states, "cursor": 3 });
        let read: MemoriaJuego = serde_json::from_value(old).unwrap();
        assert_eq!(read, memory);
    }

    #[test]
    fn coloured_candidates_are_written_when_they_change_and_read_back() {
        let mut memory = played(4, 0);
        let mut next = memory.current().clone();
        let digit = Digit::new(5).unwrap();
        next.board.candidate_colours_mut().set(CellIndex::new(80), digit, Some(Colour::Three));
        next.label = "colour candidate 5 in f9c9".into();
        memory.push(next);
        let mut next = memory.current().clone();
        next.board[CellIndex::new(1)].value = Digit::new(4);
        memory.push(next);
        let json = serde_json::to_value(&memory).unwrap();
        let changes = json["changes"].as_array().unwrap();
        let written = |change: &serde_json::Value| change.get("board_candidate_colours").is_some();
        assert_eq!(changes.iter().filter(|c| written(c)).count(), 1, "only the move that coloured: {json}");
        let read: MemoriaJuego = serde_json::from_value(json).unwrap();
        assert_eq!(read, memory);
        assert_eq!(read.current().board.candidate_colour(CellIndex::new(80), digit), Some(Colour::Three));
        memory.undo();
        memory.undo();
        assert_eq!(memory.current().board.candidate_colour(CellIndex::new(80), digit), None, "undone");
    }

    #[test]
    fn a_board_without_coloured_candidates_is_written_as_before_they_existed() {
        let board = played(2, 0).current().board.clone();
        let json = serde_json::to_value(&board).unwrap();
        assert!(json.get("candidate_colours").is_none(), "files written before read the same: {json:.80}");
        assert_eq!(serde_json::from_value::<SudokuDN>(json).unwrap(), board);
    }

    #[test]
    fn damaged_memories_are_refused_with_the_reason() {
        let memory = played(3, 0);
        let mut json: serde_json::Value = serde_json::to_value(&memory).unwrap();
        json["changes"][1]["board"][0][0] = serde_json::json!(81);
        let error = serde_json::from_value::<MemoriaJuego>(json).unwrap_err().to_string();
        assert!(error.contains("change 2") && error.contains("cell 81"), "{error}");
        let mut json: serde_json::Value = serde_json::to_value(&memory).unwrap();
        json["cursor"] = serde_json::json!(9);
        let error = serde_json::from_value::<MemoriaJuego>(json).unwrap_err().to_string();
        assert!(error.contains("cursor"), "{error}");
        let error = serde_json::from_str::<MemoriaJuego>("{\"capacity\": 4, \"cursor\": 0}").unwrap_err();
        assert!(error.to_string().contains("`first`"), "{error}");
    }
}
