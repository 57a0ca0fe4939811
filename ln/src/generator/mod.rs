//! Generating puzzles (thesis ch. 5, `GeneracionLN`): unique and minimal boards from a
//! seed, with optional symmetry of the givens and a target number of clues.
//!
//! The same seed and options always give the same puzzle. Graded generation (by level)
//! builds on this by rating candidates with the pattern solver.

mod clue_counts;
mod counter;
mod eased;
mod equivalent;
mod example;
mod few_clues;
mod graded;
mod machine;
mod meter;
mod minimality;
mod symmetry;
mod target;
mod unavoidable;

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use dn::{Geometry, Grid};

pub use example::{GENERATED_BEFORE_STORED, PatternExample, pattern_example};
pub use graded::{
    Grade, GradedPuzzle, OTHER_SIZES_SEARCH_TIME, Progress, SearchMode, candidate_seed, fits_level,
    generate_graded, generate_graded_on, rate_puzzle,
};
pub use meter::GenerationMeter;
pub use minimality::Minimality;
pub use symmetry::Symmetry;

use crate::patterns::Techniques;
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
    /// How long one puzzle's minimising may take; the givens not tried by then stay, and
    /// the puzzle's minimality is then unproven. `None`: no limit. (A puzzle cut short
    /// depends on the machine's speed, not only on its seed.) For 9×9 clue counts below 23
    /// it is how long the few-clue walk looks (`None`: 60 s).
    pub time_limit: Option<Duration>,
    /// The patterns graded generation rates its candidates with (all of them by default;
    /// a generated puzzle has one solution).
    pub techniques: Techniques,
}

impl Default for GeneratorOptions {
    fn default() -> GeneratorOptions {
        GeneratorOptions {
            geometry: Geometry::NINE,
            symmetry: Symmetry::None,
            clues: None,
            engine: Engine::Fast,
            time_limit: None,
            techniques: Techniques::ALL,
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
    /// Whether no single given can be removed, checked given by given (`Unproven` only on
    /// large boards when a check ran out of its work budget).
    pub minimal: Minimality,
    /// With a symmetry: whether no orbit of givens (the cells the symmetry maps onto each
    /// other) can be removed; `None` without a symmetry.
    pub minimal_under_symmetry: Option<Minimality>,
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
    /// The symmetry places givens in groups whose sizes cannot add up to the count asked for.
    CluesImpossible {
        /// The count asked for.
        wanted: usize,
        /// The symmetry asked for.
        symmetry: Symmetry,
        /// Its groups of cells: (cells in a group, how many such groups), largest first.
        groups: Vec<(usize, usize)>,
        /// The nearest possible counts below and above, if any.
        nearest: (Option<usize>, Option<usize>),
    },
    /// No minimal puzzle small enough (and, under a symmetry, with room for exactly the count)
    /// was found within the attempts or the time allowed.
    CluesUnreachable {
        /// The count asked for.
        wanted: usize,
        /// The fewest givens reached.
        best: usize,
        /// How many minimal puzzles were tried.
        attempts: usize,
    },
    /// The search for a puzzle with few givens ran out of time.
    CluesNotFoundInTime {
        /// The count asked for.
        wanted: usize,
        /// The fewest givens of a unique puzzle reached, if any was.
        fewest: Option<usize>,
        /// The time allowed, in seconds.
        seconds: u64,
    },
    /// No registered pattern belongs to the level asked for, so no puzzle can be rated at it.
    NoPatternOfLevel(dn::Level),
    /// A first-found search off 9×9 met no puzzle of the level within its time.
    LevelNotFound {
        /// The level asked for.
        level: dn::Level,
        /// The board's side.
        side: usize,
        /// Candidates generated and rated.
        tried: usize,
        /// The time spent.
        elapsed: Duration,
    },
    /// A first-found search for a range of ratings met no puzzle rated in it within its time.
    RatingNotFound {
        /// The range asked for.
        range: dn::RatingRange,
        /// Candidates generated and rated.
        tried: usize,
        /// The time spent.
        elapsed: Duration,
    },
    /// The search was cancelled before a puzzle of the level was found.
    Cancelled {
        /// Candidates tried.
        tried: usize,
    },
    /// A puzzle a pattern keeps as its example did not give one (its path no longer meets
    /// the pattern, or it is not a puzzle with one solution): the kept data is wrong.
    NoExample {
        /// The pattern's name.
        pattern: &'static str,
        /// Where the kept puzzle comes from.
        source: &'static str,
    },
}

impl fmt::Display for GenerationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerationError::CluesOutOfRange { wanted, cells } => {
                write!(f, "cannot make a puzzle with {wanted} clues: the board has {cells} cells")
            }
            GenerationError::CluesImpossible { wanted, symmetry, groups, nearest } => {
                let groups: Vec<String> = groups
                    .iter()
                    .map(|&(size, n)| match (size, n) {
                        (1, 1) => "1 single cell".to_string(),
                        (1, n) => format!("{n} single cells"),
                        (size, 1) => format!("1 group of {size} cells"),
                        (size, n) => format!("{n} groups of {size} cells"),
                    })
                    .collect();
                let nearest = match nearest {
                    (Some(below), Some(above)) => {
                        format!("the nearest counts it can give are {below} and {above}")
                    }
                    (Some(n), None) | (None, Some(n)) => format!("the nearest count it can give is {n}"),
                    (None, None) => "it can give no count".to_string(),
                };
                write!(
                    f,
                    "{symmetry} symmetry cannot give {wanted} clues: it places givens in {}, so {nearest}",
                    groups.join(" and ")
                )
            }
            GenerationError::CluesNotFoundInTime { wanted, fewest, seconds } => {
                let fewest = fewest.map_or_else(|| "none yet".to_string(), |n| n.to_string());
                write!(
                    f,
                    "no puzzle with {wanted} clues found within {seconds} s (fewest reached: {fewest}); \
                     ask for more clues or try another seed"
                )
            }
            GenerationError::CluesUnreachable { wanted, best, attempts } => write!(
                f,
                "no puzzle with {wanted} clues found in {attempts} attempts (fewest reached: {best}); \
                 ask for more clues"
            ),
            GenerationError::LevelNotFound { level, side, tried, elapsed } => write!(
                f,
                "no {level} {side}×{side} puzzle among {tried} candidates in {} s: that level is rare or \
                 unseen on this size (see the manual, \"Levels on other sizes\")",
                elapsed.as_secs()
            ),
            GenerationError::RatingNotFound { range, tried, elapsed } => write!(
                f,
                "no puzzle rated {range} among {tried} candidates in {} s: such ratings are rare among \
                 generated puzzles or beyond what the patterns finish (see the manual, \"Ratings\")",
                elapsed.as_secs()
            ),
            GenerationError::NoPatternOfLevel(level) => {
                write!(f, "no {level} puzzle can be made: no solving pattern of that level is available yet")
            }
            GenerationError::Cancelled { tried } => {
                write!(f, "generation cancelled after {tried} candidates, none of the level yet")
            }
            GenerationError::NoExample { pattern, source } => {
                write!(
                    f,
                    "the {pattern} example kept from {source} does not need {pattern} on its easiest path"
                )
            }
        }
    }
}

impl std::error::Error for GenerationError {}

/// How many minimal puzzles the generator tries before giving up on a small clue count.
const CLUE_ATTEMPTS: usize = 200;

/// How long the generator looks for a minimal puzzle with room for a clue count before
/// giving up, whatever the attempts left (16×16 attempts can take seconds each).
const CLUE_SEARCH_TIME: Duration = Duration::from_secs(60);

/// The thesis' generator (`GeneracionLN`): holds the solution counter between puzzles.
pub struct GeneracionLN {
    options: GeneratorOptions,
    orbits: Vec<Vec<usize>>,
    /// Every cell on its own, for checking that no single given can go.
    cells: Vec<Vec<usize>>,
    counter: SolutionCounter,
    targets: TargetGrids,
    unavoidable: unavoidable::UnavoidableSets,
    meter: Arc<GenerationMeter>,
}

impl GeneracionLN {
    /// A generator for `options`.
    pub fn new(options: GeneratorOptions) -> GeneracionLN {
        let orbits = options.symmetry.orbits(options.geometry);
        let cells = Symmetry::None.orbits(options.geometry);
        let counter = SolutionCounter::new(options.engine, options.geometry);
        let targets = TargetGrids::new(options.geometry);
        GeneracionLN {
            options,
            orbits,
            cells,
            counter,
            targets,
            unavoidable: unavoidable::UnavoidableSets::default(),
            meter: Arc::default(),
        }
    }

    /// Reports the work on each puzzle to `meter` (for a progress display).
    pub fn set_meter(&mut self, meter: Arc<GenerationMeter>) {
        self.meter = meter;
    }

    /// Whether the options can be met at all: the clue count fits the board and the
    /// symmetry's groups of cells can add up to it. Checked by [`GeneracionLN::generate`]
    /// too; front ends call it first to refuse a request before generating anything.
    pub fn check_options(&self) -> Result<(), GenerationError> {
        let Some(wanted) = self.options.clues else {
            return Ok(());
        };
        let cells = self.options.geometry.cell_count();
        if wanted == 0 || wanted > cells {
            return Err(GenerationError::CluesOutOfRange { wanted, cells });
        }
        let sizes: Vec<usize> = self.orbits.iter().map(Vec::len).collect();
        let possible = clue_counts::possible_counts(&sizes);
        if possible[wanted] {
            return Ok(());
        }
        Err(GenerationError::CluesImpossible {
            wanted,
            symmetry: self.options.symmetry,
            groups: clue_counts::groups(&sizes),
            nearest: ((1..wanted).rev().find(|&n| possible[n]), (wanted + 1..=cells).find(|&n| possible[n])),
        })
    }

    /// The options in use.
    pub fn options(&self) -> GeneratorOptions {
        self.options
    }

    /// The puzzle of `seed`: unique, and minimal (no given, or under a symmetry no orbit of
    /// givens, can go) unless a clue count is set, in which case exactly that many givens.
    /// Its minimality is checked for real and reported, given by given and orbit by orbit.
    pub fn generate(&mut self, seed: u64) -> Result<Generated, GenerationError> {
        self.check_options()?;
        if let Some(wanted) = self.options.clues
            && self.options.geometry == Geometry::NINE
            && self.options.symmetry == Symmetry::None
            && wanted < few_clues::FEW_CLUES_BELOW
        {
            let limit = self.options.time_limit.unwrap_or(few_clues::FEW_CLUES_TIME);
            return generate_few_clues(wanted, seed, limit, &self.meter);
        }
        let mut rng = StdRng::seed_from_u64(seed);
        let started = Instant::now();
        self.meter.restart();
        let watch = machine::Watch {
            deadline: self.options.time_limit.and_then(|limit| started.checked_add(limit)),
            meter: &self.meter,
        };
        let mut checks = 0;
        let mut fewest = usize::MAX;
        let mut attempts = 0;
        let mut chosen = None;
        while chosen.is_none() && attempts < CLUE_ATTEMPTS {
            attempts += 1;
            let mut outcome = Machine::new(
                self.options.geometry,
                &self.orbits,
                &mut rng,
                &mut self.counter,
                &mut self.targets,
                &mut self.unavoidable,
                watch,
            )
            .run();
            checks += outcome.checks;
            fewest = fewest.min(filled(&outcome.values));
            match self.options.clues {
                None => chosen = Some(outcome),
                Some(wanted) => {
                    if self.add_givens(&mut outcome.values, &outcome.solution, wanted, &mut rng) {
                        chosen = Some(outcome);
                    } else if started.elapsed() >= CLUE_SEARCH_TIME {
                        break;
                    }
                }
            }
        }
        let Some(machine::Outcome { values, solution, undecided, .. }) = chosen else {
            let wanted = self.options.clues.expect("only a clue count can leave no puzzle");
            return Err(GenerationError::CluesUnreachable { wanted, best: fewest, attempts });
        };
        let minimised = Minimality::after_minimising(undecided);
        let symmetric = self.options.symmetry != Symmetry::None;
        let (minimal, minimal_under_symmetry) = match (self.options.clues, symmetric) {
            (None, false) => (minimised, None),
            (None, true) => (minimality::check(&mut self.counter, &values, &self.cells), Some(minimised)),
            (Some(_), false) => (minimality::check(&mut self.counter, &values, &self.cells), None),
            (Some(_), true) => (
                minimality::check(&mut self.counter, &values, &self.cells),
                Some(minimality::check(&mut self.counter, &values, &self.orbits)),
            ),
        };
        let geometry = self.options.geometry;
        Ok(Generated {
            puzzle: Grid::new(geometry, values).expect("values fit the board"),
            solution: Grid::new(geometry, solution).expect("values fit the board"),
            seed,
            checks,
            minimal,
            minimal_under_symmetry,
        })
    }

    /// Adds givens from the solution, whole orbits in random order, until there are exactly
    /// `wanted`; false (and `values` unchanged) when there are more already or no choice of
    /// the empty orbits adds up to the rest.
    fn add_givens(&self, values: &mut [u8], solution: &[u8], wanted: usize, rng: &mut StdRng) -> bool {
        let clues = filled(values);
        if clues > wanted {
            return false;
        }
        let mut empty: Vec<&Vec<usize>> = self.orbits.iter().filter(|o| values[o[0]] == 0).collect();
        empty.shuffle(rng);
        let sizes: Vec<usize> = empty.iter().map(|orbit| orbit.len()).collect();
        let Some(picked) = clue_counts::pick_exactly(&sizes, wanted - clues) else {
            return false;
        };
        for cell in picked.into_iter().flat_map(|i| empty[i].iter()) {
            values[*cell] = solution[*cell];
        }
        true
    }
}

/// A 9×9 puzzle of `seed` with exactly `wanted` givens, by the few-clue walk, within
/// `limit`, reporting the fewest givens reached so far as the meter's givens.
fn generate_few_clues(
    wanted: usize,
    seed: u64,
    limit: Duration,
    meter: &GenerationMeter,
) -> Result<Generated, GenerationError> {
    let cancel = AtomicBool::new(false);
    meter.restart();
    let fewest = &meter.givens;
    fewest.store(usize::MAX, Ordering::Relaxed);
    let watch = few_clues::FewCluesWatch { fewest, cancel: &cancel };
    match few_clues::search(wanted, seed, limit, &watch) {
        Ok(found) => Ok(Generated {
            puzzle: Grid::new(Geometry::NINE, found.puzzle.to_vec()).expect("values fit the board"),
            solution: Grid::new(Geometry::NINE, found.solution.to_vec()).expect("values fit the board"),
            seed,
            checks: 0,
            minimal: if found.minimal { Minimality::Minimal } else { Minimality::NotMinimal },
            minimal_under_symmetry: None,
        }),
        Err(fewest) => Err(GenerationError::CluesNotFoundInTime {
            wanted,
            fewest: (fewest != usize::MAX).then_some(fewest),
            seconds: limit.as_secs(),
        }),
    }
}

/// The number of givens in `values`.
fn filled(values: &[u8]) -> usize {
    values.iter().filter(|&&v| v != 0).count()
}

#[cfg(test)]
mod tests;
