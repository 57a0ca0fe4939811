//! The generator as the thesis' state machine (thesis 5.3, figure 5.1):
//! Initial → Zeroes → ChooseCell → TryValue → Minimise → Initial | End.
//!
//! Zeroes also draws a random complete grid; values are copied from it into random cells
//! until the board has exactly one solution (so every value tried fits), then givens are
//! removed in random order while the solution stays unique. With a symmetry, cells are
//! filled and emptied one orbit at a time.

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use dn::Geometry;

use std::time::Instant;

use super::counter::SolutionCounter;
use super::meter::GenerationMeter;
use super::target::{TargetGrids, first_count_at};

/// The states of figure 5.1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    /// Decide whether another board is wanted.
    Initial,
    /// Empty the board ("PonACeros").
    Zeroes,
    /// Pick a random empty cell (orbit) ("EligeCasilla").
    ChooseCell,
    /// Give the chosen cells fitting values and count solutions ("PruebaValor").
    TryValue(usize),
    /// Remove givens while the solution stays unique ("Minimiza").
    Minimise,
    /// Done.
    End,
}

/// What one run produces.
pub(crate) struct Outcome {
    /// The givens (0 = empty).
    pub(crate) values: Vec<u8>,
    /// The unique solution.
    pub(crate) solution: Vec<u8>,
    /// Solution counts asked for.
    pub(crate) checks: usize,
    /// Givens kept only because their count ran out of budget (0 = proven minimal).
    pub(crate) undecided: usize,
}

/// When a run must stop minimising, and where it reports its work.
#[derive(Clone, Copy)]
pub(crate) struct Watch<'a> {
    /// Minimising stops here, keeping the givens not tried yet.
    pub(crate) deadline: Option<Instant>,
    /// Hears the givens and each count.
    pub(crate) meter: &'a GenerationMeter,
}

/// One run of the machine: the board being built and what it needs.
pub(crate) struct Machine<'a> {
    geometry: Geometry,
    orbits: &'a [Vec<usize>],
    rng: &'a mut StdRng,
    counter: &'a mut SolutionCounter,
    targets: &'a mut TargetGrids,
    watch: Watch<'a>,
    values: Vec<u8>,
    target: Vec<u8>,
    /// Solution counts asked for so far (a work measure).
    pub(crate) checks: usize,
    /// Givens kept in minimising only because their count ran out of budget.
    pub(crate) undecided: usize,
}

impl<'a> Machine<'a> {
    /// A machine for one board of `geometry` whose givens come in `orbits`.
    pub(crate) fn new(
        geometry: Geometry,
        orbits: &'a [Vec<usize>],
        rng: &'a mut StdRng,
        counter: &'a mut SolutionCounter,
        targets: &'a mut TargetGrids,
        watch: Watch<'a>,
    ) -> Machine<'a> {
        Machine {
            geometry,
            orbits,
            rng,
            counter,
            targets,
            watch,
            values: Vec::new(),
            target: Vec::new(),
            checks: 0,
            undecided: 0,
        }
    }

    /// Runs the machine until End: the unique board, its solution (the hidden grid), the
    /// counts asked for and the givens left undecided.
    pub(crate) fn run(mut self) -> Outcome {
        let mut produced = false;
        let mut state = State::Initial;
        while state != State::End {
            state = match state {
                State::Initial if produced => State::End,
                State::Initial => State::Zeroes,
                State::Zeroes => {
                    self.values = vec![0; self.geometry.cell_count()];
                    self.target = self.targets.draw(self.rng);
                    State::ChooseCell
                }
                State::ChooseCell => self.choose_cell(),
                State::TryValue(orbit) => self.try_value(orbit),
                State::Minimise => {
                    self.minimise();
                    produced = true;
                    State::Initial
                }
                State::End => State::End,
            };
        }
        Outcome { values: self.values, solution: self.target, checks: self.checks, undecided: self.undecided }
    }

    /// A random orbit whose cells are all empty.
    fn choose_cell(&mut self) -> State {
        let empty: Vec<usize> =
            (0..self.orbits.len()).filter(|&o| self.orbits[o].iter().all(|&c| self.values[c] == 0)).collect();
        match empty.len() {
            // Every cell is filled and still not unique cannot happen; start over.
            0 => State::Zeroes,
            n => State::TryValue(empty[self.rng.random_range(0..n)]),
        }
    }

    /// Copies the hidden grid's values into the orbit's cells, then counts solutions
    /// (once there are enough givens, see [`first_count_at`]): unique moves on to
    /// minimising, several means another cell is needed.
    fn try_value(&mut self, orbit: usize) -> State {
        for &cell in &self.orbits[orbit] {
            self.values[cell] = self.target[cell];
        }
        let clues = self.values.iter().filter(|&&v| v != 0).count();
        if clues < first_count_at(self.geometry) {
            return State::ChooseCell;
        }
        self.checks += 1;
        self.watch.meter.note(clues);
        match self.counter.count(&self.values) {
            Some(1) => State::Minimise,
            // The hidden grid is always a solution, so there is never none; several (or a
            // count that ran out of budget) means the board needs more givens.
            _ => State::ChooseCell,
        }
    }

    fn clear(&mut self, orbit: usize) {
        for &cell in &self.orbits[orbit] {
            self.values[cell] = 0;
        }
    }

    /// Tries every filled orbit once, in random order, and empties it when the solution
    /// stays unique. One pass suffices for minimality: an orbit that could not go while
    /// more givens stood cannot go once fewer stand. Past the deadline the orbits not
    /// tried yet stay, counted as undecided.
    fn minimise(&mut self) {
        let mut filled: Vec<usize> =
            (0..self.orbits.len()).filter(|&o| self.orbits[o].iter().any(|&c| self.values[c] != 0)).collect();
        filled.shuffle(self.rng);
        let mut givens = self.values.iter().filter(|&&v| v != 0).count();
        for (tried, orbit) in filled.iter().copied().enumerate() {
            if self.watch.deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                self.undecided += filled.len() - tried;
                return;
            }
            let kept: Vec<u8> = self.orbits[orbit].iter().map(|&c| self.values[c]).collect();
            self.clear(orbit);
            self.checks += 1;
            self.watch.meter.note(givens);
            let unique = match self.orbits[orbit][..] {
                [cell] => self.counter.unique_without(&mut self.values, cell, kept[0]),
                _ => self.counter.count(&self.values).map(|n| n == 1),
            };
            self.undecided += usize::from(unique.is_none());
            if unique == Some(true) {
                givens -= kept.len();
            } else {
                for (&cell, &value) in self.orbits[orbit].iter().zip(&kept) {
                    self.values[cell] = value;
                }
            }
        }
    }
}
