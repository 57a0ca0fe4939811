//! Undo and redo: `EstadoDN` is one step's state, `MemoriaJuego` the bounded circular queue
//! of them (thesis 6.2.1).
//!
//! Limitations: in memory every state is a full snapshot of the board (cheap at these sizes:
//! a 9×9 board is a few hundred bytes; a file stores the changes only, see `memory_file`),
//! and when the queue is full the oldest step is forgotten, so undo cannot go back further
//! than `capacity - 1` steps.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::{SudokuDN, TutorSettings};

/// One step's state: the player's board, the system's board and the settings after the
/// step, and what the step was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EstadoDN {
    /// The player's board as it was after the step.
    pub board: SudokuDN,
    /// The system's own board (thesis 7.2.2): only true values, and candidates that never
    /// lose the true digit.
    pub system: SudokuDN,
    /// The game's settings after the step.
    #[serde(default)]
    pub settings: TutorSettings,
    /// A short description of the step ("set f4c6 to 7", "X-Wing on 2", …).
    pub label: String,
}

impl EstadoDN {
    /// A state for `board` described by `label`; the system board starts as a copy and
    /// the settings as the defaults.
    pub fn new(board: SudokuDN, label: impl Into<String>) -> EstadoDN {
        EstadoDN { system: board.clone(), board, settings: TutorSettings::default(), label: label.into() }
    }
}

/// A bounded circular queue of states with a cursor: undo moves back, redo forward.
///
/// Pushing after an undo drops the states that could have been redone; pushing into a full
/// queue drops the oldest state.
///
/// In a file it is written compactly: the oldest state whole, then what each step changed
/// (files holding every state whole, as JADE wrote them before, are still read).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "crate::memory_file::MemoryFile", try_from = "crate::memory_file::MemoryFile")]
pub struct MemoriaJuego {
    capacity: usize,
    states: VecDeque<EstadoDN>,
    cursor: usize,
}

impl MemoriaJuego {
    /// The capacity the tutor uses unless told otherwise.
    pub const DEFAULT_CAPACITY: usize = 256;

    /// A memory holding just `initial`, able to keep `capacity` states (at least 1).
    pub fn new(capacity: usize, initial: EstadoDN) -> MemoriaJuego {
        let capacity = capacity.max(1);
        let mut states = VecDeque::with_capacity(capacity.min(1024));
        states.push_back(initial);
        MemoriaJuego { capacity, states, cursor: 0 }
    }

    /// A memory of `states` with the cursor on state `cursor`, as read from a file (it may be
    /// ill-formed: see [`MemoriaJuego::is_well_formed`]).
    pub(crate) fn from_parts(capacity: usize, states: VecDeque<EstadoDN>, cursor: usize) -> MemoriaJuego {
        MemoriaJuego { capacity, states, cursor }
    }

    /// The state the cursor is on.
    pub fn current(&self) -> &EstadoDN {
        &self.states[self.cursor]
    }

    /// Records a new state after the current one.
    pub fn push(&mut self, state: EstadoDN) {
        self.states.truncate(self.cursor + 1);
        self.states.push_back(state);
        if self.states.len() > self.capacity {
            self.states.pop_front();
        }
        self.cursor = self.states.len() - 1;
    }

    /// Moves back one state and returns it, or `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<&EstadoDN> {
        if !self.can_undo() {
            return None;
        }
        self.cursor -= 1;
        Some(self.current())
    }

    /// Moves forward one state and returns it, or `None` when there is nothing to redo.
    pub fn redo(&mut self) -> Option<&EstadoDN> {
        if !self.can_redo() {
            return None;
        }
        self.cursor += 1;
        Some(self.current())
    }

    /// Whether [`MemoriaJuego::undo`] would move.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether [`MemoriaJuego::redo`] would move.
    pub fn can_redo(&self) -> bool {
        self.cursor + 1 < self.states.len()
    }

    /// How many steps undo can go back.
    pub fn undo_depth(&self) -> usize {
        self.cursor
    }

    /// How many steps redo can go forward.
    pub fn redo_depth(&self) -> usize {
        self.states.len() - 1 - self.cursor
    }

    /// Every state remembered, oldest first.
    pub fn states(&self) -> impl Iterator<Item = &EstadoDN> {
        self.states.iter()
    }

    /// Whether the queue's parts agree (at least one state, no more than the capacity, the
    /// cursor on a state). A memory built in code always does; one read from a file is
    /// checked with this.
    pub fn is_well_formed(&self) -> bool {
        !self.states.is_empty() && self.states.len() <= self.capacity && self.cursor < self.states.len()
    }

    /// The oldest state still remembered.
    pub fn oldest(&self) -> &EstadoDN {
        &self.states[0]
    }

    /// States remembered, including the current one.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Always false: a memory holds at least its current state.
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The most states kept.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Forgets everything and starts again from `state`.
    pub fn reset(&mut self, state: EstadoDN) {
        self.states.clear();
        self.states.push_back(state);
        self.cursor = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Digit, Geometry};
    use proptest::prelude::*;

    fn state(tag: u8) -> EstadoDN {
        let mut board = SudokuDN::empty(Geometry::FOUR);
        board[(0, 0)].value = Digit::new(tag % 4 + 1);
        board[(1, 1)].value = Digit::new(tag / 4 % 4 + 1);
        EstadoDN::new(board, format!("step {tag}"))
    }

    #[derive(Clone, Debug)]
    enum Op {
        Push(u8),
        Undo,
        Redo,
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![any::<u8>().prop_map(Op::Push), Just(Op::Undo), Just(Op::Redo)]
    }

    /// The obvious model: a list of states and a cursor, no circular storage.
    #[derive(Debug)]
    struct Model {
        capacity: usize,
        states: Vec<EstadoDN>,
        cursor: usize,
    }

    impl Model {
        fn apply(&mut self, op: &Op) {
            match op {
                Op::Push(t) => {
                    self.states.truncate(self.cursor + 1);
                    self.states.push(state(*t));
                    if self.states.len() > self.capacity {
                        self.states.remove(0);
                    }
                    self.cursor = self.states.len() - 1;
                }
                Op::Undo => self.cursor = self.cursor.saturating_sub(1),
                Op::Redo => self.cursor = (self.cursor + 1).min(self.states.len() - 1),
            }
        }
    }

    proptest! {
        #[test]
        fn behaves_like_a_bounded_list(capacity in 1usize..6, ops in prop::collection::vec(op(), 0..60)) {
            let mut memory = MemoriaJuego::new(capacity, state(0));
            let mut model = Model { capacity, states: vec![state(0)], cursor: 0 };
            for op in &ops {
                match op {
                    Op::Push(t) => memory.push(state(*t)),
                    Op::Undo => { memory.undo(); }
                    Op::Redo => { memory.redo(); }
                }
                model.apply(op);
                prop_assert_eq!(memory.current(), &model.states[model.cursor]);
                prop_assert_eq!(memory.len(), model.states.len());
                prop_assert!(memory.len() <= capacity);
            }
        }

        #[test]
        fn undo_then_redo_restores_exactly(pushes in prop::collection::vec(any::<u8>(), 1..20), back in 1usize..20) {
            let mut memory = MemoriaJuego::new(8, state(0));
            for t in &pushes { memory.push(state(*t)); }
            let before = memory.current().clone();
            let undone = (0..back).filter(|_| memory.undo().is_some()).count();
            for _ in 0..undone { prop_assert!(memory.redo().is_some()); }
            prop_assert_eq!(memory.current(), &before);
            prop_assert!(!memory.can_redo());
        }

        #[test]
        fn push_after_undo_drops_the_redo_tail(pushes in prop::collection::vec(any::<u8>(), 2..10), extra in any::<u8>()) {
            let mut memory = MemoriaJuego::new(32, state(0));
            for t in &pushes { memory.push(state(*t)); }
            memory.undo();
            prop_assert!(memory.can_redo());
            memory.push(state(extra));
            prop_assert!(!memory.can_redo());
            prop_assert_eq!(memory.current(), &state(extra));
        }
    }

    #[test]
    fn overflow_forgets_the_oldest() {
        let mut memory = MemoriaJuego::new(3, state(0));
        for t in 1..=5 {
            memory.push(state(t));
        }
        assert_eq!(memory.len(), 3);
        assert_eq!(memory.oldest(), &state(3));
        assert_eq!(memory.undo_depth(), 2);
        assert!(memory.undo().is_some() && memory.undo().is_some());
        assert!(memory.undo().is_none());
        assert_eq!(memory.current(), &state(3));
    }

    #[test]
    fn survives_a_json_round_trip() {
        let mut memory = MemoriaJuego::new(4, state(0));
        memory.push(state(1));
        memory.undo();
        let json = serde_json::to_string(&memory).unwrap();
        let back: MemoriaJuego = serde_json::from_str(&json).unwrap();
        assert_eq!(back, memory);
    }
}
