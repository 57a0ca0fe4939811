//! The generator as the thesis' state machine (thesis 5.3, figure 5.1):
//! Initial → Zeroes → ChooseCell → TryValue → Minimise → Initial | End.
//!
//! Zeroes draws a random complete grid and a random order of the cells; the board takes its
//! values from that grid (so every value tried fits) in that order. More givens from one
//! grid never bring a second solution back, so the boards of the order's prefixes are
//! unique from some length on: ChooseCell and TryValue find the shortest unique prefix by
//! bisection, a handful of counts where adding one cell at a time counted once per cell.
//! Minimise then tries to remove the prefix's givens in the same order while the solution
//! stays unique; the prefix's last cell stays without a check when the prefix without it
//! was counted not unique. With a symmetry, cells are filled and emptied one orbit at a
//! time.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use dn::Geometry;

use std::time::Instant;

use super::counter::SolutionCounter;
use super::meter::GenerationMeter;
use super::target::{TargetGrids, first_count_at};
use super::unavoidable::{self, UnavoidableSets};

/// The states of figure 5.1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    /// Decide whether another board is wanted.
    Initial,
    /// Empty the board ("PonACeros") and draw the hidden grid and the order of the cells.
    Zeroes,
    /// Pick how many cells (orbits) of the order to fill next ("EligeCasilla").
    ChooseCell,
    /// Give that many cells of the order their values and count solutions ("PruebaValor").
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

/// Where the bisection for the shortest unique prefix of the order stands: the board of
/// the first `unique` orbits is known to have one solution, the board of the first `short`
/// does not or is too sparse to count, so the shortest unique prefix is longer than
/// `short` and at most `unique`.
#[derive(Clone, Copy, Debug, Default)]
struct Bisection {
    short: usize,
    unique: usize,
    /// Whether the board of the first `short` orbits was counted and proven to have
    /// several solutions (not merely too sparse to count, or undecided within the budget).
    short_proven: bool,
    /// Whether a prefix longer than the sparse ones was counted at all.
    started: bool,
}

/// One run of the machine: the board being built and what it needs.
pub(crate) struct Machine<'a> {
    geometry: Geometry,
    orbits: &'a [Vec<usize>],
    rng: &'a mut StdRng,
    counter: &'a mut SolutionCounter,
    targets: &'a mut TargetGrids,
    /// The unavoidable sets of the hidden grid, which settle some givens as necessary.
    unavoidable: &'a mut UnavoidableSets,
    watch: Watch<'a>,
    values: Vec<u8>,
    target: Vec<u8>,
    /// Every orbit, in the order the board is filled.
    order: Vec<usize>,
    bisection: Bisection,
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
        unavoidable: &'a mut UnavoidableSets,
        watch: Watch<'a>,
    ) -> Machine<'a> {
        Machine {
            geometry,
            orbits,
            rng,
            counter,
            targets,
            unavoidable,
            watch,
            values: Vec::new(),
            target: Vec::new(),
            order: Vec::new(),
            bisection: Bisection::default(),
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
                State::Zeroes => self.zeroes(),
                State::ChooseCell => self.choose_cell(),
                State::TryValue(prefix) => self.try_value(prefix),
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

    /// Empties the board and draws the hidden grid and the order of the orbits. The
    /// bisection starts with the prefixes too sparse to count (fewer givens than
    /// [`first_count_at`]) below it and the whole order, the hidden grid itself, above.
    fn zeroes(&mut self) -> State {
        self.values = vec![0; self.geometry.cell_count()];
        self.target = self.targets.draw(self.rng);
        self.unavoidable.build(self.geometry, &self.target);
        self.order = (0..self.orbits.len()).collect();
        self.order.shuffle(self.rng);
        let first = first_count_at(self.geometry);
        let mut givens = 0;
        let sparse = self
            .order
            .iter()
            .take_while(|&&orbit| {
                givens += self.orbits[orbit].len();
                givens < first
            })
            .count();
        self.bisection =
            Bisection { short: sparse, unique: self.order.len(), short_proven: false, started: false };
        State::ChooseCell
    }

    /// The next prefix of the order to count: first the shortest one dense enough to
    /// count, then halfway between the longest prefix not known unique and the shortest
    /// known unique; Minimise once they are next to each other.
    fn choose_cell(&mut self) -> State {
        let Bisection { short, unique, started, .. } = self.bisection;
        if unique <= short + 1 {
            State::Minimise
        } else if started {
            State::TryValue((short + unique) / 2)
        } else {
            State::TryValue(short + 1)
        }
    }

    /// Fills the first `prefix` orbits of the order from the hidden grid (and empties the
    /// others), then counts solutions: unique moves the bisection's upper end there,
    /// several (or a count that ran out of budget) its lower end.
    fn try_value(&mut self, prefix: usize) -> State {
        self.fill(prefix);
        self.checks += 1;
        self.watch.meter.note(self.givens());
        self.bisection.started = true;
        // The hidden grid is always a solution, so there is never none.
        match self.counter.count(&self.values) {
            Some(1) => self.bisection.unique = prefix,
            several => {
                self.bisection.short = prefix;
                self.bisection.short_proven = several.is_some();
            }
        }
        State::ChooseCell
    }

    /// Gives the first `prefix` orbits of the order their hidden values and empties the rest.
    fn fill(&mut self, prefix: usize) {
        for (position, &orbit) in self.order.iter().enumerate() {
            for &cell in &self.orbits[orbit] {
                self.values[cell] = if position < prefix { self.target[cell] } else { 0 };
            }
        }
    }

    /// The number of givens on the board.
    fn givens(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    /// Fills the shortest unique prefix of the order, then tries each of its orbits once,
    /// in that order, and empties it when the solution stays unique. One pass suffices for
    /// minimality: an orbit that could not go while more givens stood cannot go once fewer
    /// stand. So the prefix's last orbit stays unchecked when the prefix without it was
    /// proven not unique. Past the deadline the orbits not tried yet stay, counted as
    /// undecided.
    fn minimise(&mut self) {
        let Bisection { short, unique, short_proven, .. } = self.bisection;
        self.fill(unique);
        let needed = short_proven && short + 1 == unique;
        let order = std::mem::take(&mut self.order);
        let tried = &order[..unique - usize::from(needed)];
        let mut givens = self.givens();
        let mut mask =
            unavoidable::mask(order[..unique].iter().flat_map(|&o| &self.orbits[o]).copied(), self.geometry);
        for (position, &orbit) in tried.iter().enumerate() {
            if self.watch.deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                self.undecided += tried.len() - position;
                break;
            }
            let cells = &self.orbits[orbit];
            let group = unavoidable::mask(cells.iter().copied(), self.geometry);
            if self.unavoidable.hit_only_in(mask, group) {
                continue;
            }
            cells.iter().for_each(|&cell| self.values[cell] = 0);
            self.checks += 1;
            self.watch.meter.note(givens);
            let unique = self.counter.unique_without(&mut self.values, cells, &self.target);
            self.undecided += usize::from(unique.is_none());
            if unique == Some(true) {
                givens -= cells.len();
                mask &= !group;
            } else {
                cells.iter().for_each(|&cell| self.values[cell] = self.target[cell]);
            }
        }
        self.order = order;
    }
}
