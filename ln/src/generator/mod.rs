//! Generating puzzles (thesis ch. 5, `GeneracionLN`): unique and minimal boards from a
//! seed, with optional symmetry of the givens and a target number of clues.
//!
//! The same seed and options always give the same puzzle. Graded generation (by level)
//! builds on this by rating candidates with the pattern solver.

mod batch;
mod counter;
mod example;
mod graded;
mod machine;
mod symmetry;
mod target;

use std::fmt;

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use dn::{Geometry, Grid};

pub use batch::{BatchRequest, generate_batch};
pub use example::{PatternExample, pattern_example};
pub use graded::{
    GradedPuzzle, Progress, SearchMode, candidate_seed, fits_level, generate_graded, rate_puzzle,
};
pub use symmetry::Symmetry;

use crate::solver::Engine;
use counter::SolutionCounter;
use machine::Machine;
use target::TargetGrids;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeneratorOptions {
    /// Board size.
    pub geometry: Geometry,
    /// Symmetry of the givens.
    pub symmetry: Symmetry,
    /// Exact number of givens wanted; `None` for a minimal puzzle.
    pub clues: Option<usize>,
    /// The engine that counts solutions.
    pub engine: Engine,
}

impl Default for GeneratorOptions {
    fn default() -> GeneratorOptions {
        GeneratorOptions {
            geometry: Geometry::NINE,
            symmetry: Symmetry::None,
            clues: None,
            engine: Engine::Fast,
        }
    }
}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens.
    pub puzzle: Grid,
    /// Its unique solution.
    pub solution: Grid,
    /// The seed that reproduces it with the same options.
    pub seed: u64,
    /// Solution counts the generator asked for (a work measure).
    pub checks: usize,
    /// Whether minimality is proven: false only on large boards when a removal check ran
    /// out of its work budget and the given was kept to stay safe.
    pub proven_minimal: bool,
}

impl Generated {
    /// The number of givens.
    pub fn clues(&self) -> usize {
        self.puzzle.filled()
    }
}

/// Why a puzzle could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerationError {
    /// The clue count asked for is outside what the board allows.
    CluesOutOfRange {
        /// The count asked for.
        wanted: usize,
        /// The most a puzzle of this size can have.
        cells: usize,
    },
    /// No minimal puzzle small enough was found within the attempts allowed.
    CluesUnreachable {
        /// The count asked for.
        wanted: usize,
        /// The fewest givens reached.
        best: usize,
        /// How many minimal puzzles were tried.
        attempts: usize,
    },
    /// No registered pattern belongs to the level asked for, so no puzzle can be rated at it.
    NoPatternOfLevel(dn::Level),
    /// The search was cancelled before a puzzle of the level was found.
    Cancelled {
        /// Candidates tried.
        tried: usize,
    },
}

impl fmt::Display for GenerationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerationError::CluesOutOfRange { wanted, cells } => {
                write!(f, "cannot make a puzzle with {wanted} clues: the board has {cells} cells")
            }
            GenerationError::CluesUnreachable { wanted, best, attempts } => write!(
                f,
                "no puzzle with {wanted} clues found in {attempts} attempts (fewest reached: {best}); \
                 ask for more clues"
            ),
            GenerationError::NoPatternOfLevel(level) => {
                write!(f, "no {level} puzzle can be made: no solving pattern of that level is available yet")
            }
            GenerationError::Cancelled { tried } => {
                write!(f, "generation cancelled after {tried} candidates, none of the level yet")
            }
        }
    }
}

impl std::error::Error for GenerationError {}

/// How many minimal puzzles the generator tries before giving up on a small clue count.
const CLUE_ATTEMPTS: usize = 200;

/// The thesis' generator (`GeneracionLN`): holds the solution counter between puzzles.
pub struct GeneracionLN {
    options: GeneratorOptions,
    orbits: Vec<Vec<usize>>,
    counter: SolutionCounter,
    targets: TargetGrids,
}

impl GeneracionLN {
    /// A generator for `options`.
    pub fn new(options: GeneratorOptions) -> GeneracionLN {
        let orbits = options.symmetry.orbits(options.geometry);
        let counter = SolutionCounter::new(options.engine, options.geometry);
        let targets = TargetGrids::new(options.geometry);
        GeneracionLN { options, orbits, counter, targets }
    }

    /// The options in use.
    pub fn options(&self) -> GeneratorOptions {
        self.options
    }

    /// The puzzle of `seed`: unique, minimal (no given, or symmetric group of givens, can
    /// go) unless a clue count is set, in which case exactly that many givens.
    pub fn generate(&mut self, seed: u64) -> Result<Generated, GenerationError> {
        let cells = self.options.geometry.cell_count();
        if let Some(wanted) = self.options.clues
            && (wanted == 0 || wanted > cells)
        {
            return Err(GenerationError::CluesOutOfRange { wanted, cells });
        }
        let mut rng = StdRng::seed_from_u64(seed);
        let mut checks = 0;
        let mut best: Option<machine::Outcome> = None;
        for attempt in 1..=CLUE_ATTEMPTS {
            let outcome = Machine::new(
                self.options.geometry,
                &self.orbits,
                &mut rng,
                &mut self.counter,
                &mut self.targets,
            )
            .run();
            checks += outcome.checks;
            let clues = filled(&outcome.values);
            if best.as_ref().is_none_or(|b| clues < filled(&b.values)) {
                best = Some(outcome);
            }
            match self.options.clues {
                Some(wanted) if clues > wanted && attempt < CLUE_ATTEMPTS => continue,
                _ => break,
            }
        }
        let machine::Outcome { mut values, solution, undecided, .. } =
            best.expect("at least one attempt ran");
        if let Some(wanted) = self.options.clues {
            let clues = filled(&values);
            if clues > wanted {
                return Err(GenerationError::CluesUnreachable {
                    wanted,
                    best: clues,
                    attempts: CLUE_ATTEMPTS,
                });
            }
            self.add_givens(&mut values, &solution, wanted, &mut rng);
        }
        let geometry = self.options.geometry;
        Ok(Generated {
            puzzle: Grid::new(geometry, values).expect("values fit the board"),
            solution: Grid::new(geometry, solution).expect("values fit the board"),
            seed,
            checks,
            proven_minimal: undecided == 0,
        })
    }

    /// Adds givens from the solution, one orbit at a time in random order, until there are
    /// `wanted` (an orbit that would overshoot is skipped; with no symmetry the count is exact).
    fn add_givens(&self, values: &mut [u8], solution: &[u8], wanted: usize, rng: &mut StdRng) {
        let mut empty: Vec<&Vec<usize>> = self.orbits.iter().filter(|o| values[o[0]] == 0).collect();
        empty.shuffle(rng);
        let mut clues = filled(values);
        for orbit in empty {
            if clues + orbit.len() <= wanted {
                for &cell in orbit {
                    values[cell] = solution[cell];
                }
                clues += orbit.len();
            }
        }
    }
}

/// The number of givens in `values`.
fn filled(values: &[u8]) -> usize {
    values.iter().filter(|&&v| v != 0).count()
}

#[cfg(test)]
mod tests;
