//! Generating puzzles for front ends: plain requests in, plain puzzles out (thesis ch. 5).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use dn::{Geometry, Grid, Hint, Level, PatternId, RatingRange, SolutionStatus, SudokuDN};
use ln::generator::{
    self, GeneracionLN, GenerationMeter, GeneratorOptions, Grade, GradedPuzzle, Minimality, Progress,
    SearchMode, Symmetry, generate_graded_on,
};
use ln::patterns::Techniques;

use crate::SudokuLN;
use crate::error::FacadeError;
use crate::in_order::map_in_order;
use crate::solving::{Difficulty, PatternUse, pattern_uses};

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateRequest {
    /// The level (4×4, 9×9 and 16×16), or `None` for any minimal puzzle.
    pub level: Option<Level>,
    /// The ratings wanted on Sudoku Explainer's scale (4×4, 9×9 and 16×16), or `None` for
    /// any; with a level, a puzzle must fit both.
    pub rating: Option<RatingRange>,
    /// First found, or the best found within a time.
    pub mode: SearchMode,
    /// Symmetry of the givens.
    pub symmetry: Symmetry,
    /// An exact number of givens, or `None` for minimal puzzles.
    pub clues: Option<usize>,
    /// Board size.
    pub geometry: Geometry,
    /// The seed; puzzle `k` of a batch uses `seed + k`.
    pub seed: u64,
    /// How many puzzles.
    pub count: usize,
    /// Worker threads for batches (0: one per core).
    pub threads: usize,
    /// How long minimising one puzzle may take (see [`default_time_limit`]); the givens
    /// not tried by then stay and the puzzle is reported as not proven minimal. `None`: no
    /// limit.
    pub time_limit: Option<Duration>,
    /// The patterns a level is graded with (all by default: a generated puzzle has one
    /// solution; without the uniqueness techniques a puzzle is graded as a player who does
    /// not use them would solve it).
    pub techniques: Techniques,
}

/// The minimising time limit front ends use unless the user sets one: none up to 9×9
/// (puzzles take milliseconds), a minute on 16×16 and 25×25 (a 25×25 puzzle takes about
/// 20 s: docs/PERFORMANCE.md).
pub fn default_time_limit(geometry: Geometry) -> Option<Duration> {
    (geometry.box_size() >= 4).then_some(Duration::from_secs(60))
}

impl Default for GenerateRequest {
    fn default() -> GenerateRequest {
        GenerateRequest {
            level: None,
            rating: None,
            mode: SearchMode::FirstFound,
            symmetry: Symmetry::None,
            clues: None,
            geometry: Geometry::NINE,
            seed: 0,
            count: 1,
            threads: 0,
            time_limit: None,
            techniques: Techniques::ALL,
        }
    }
}

/// A generated puzzle with its rating, as plain data.
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratedPuzzle {
    /// The givens.
    pub puzzle: Grid,
    /// The unique solution.
    pub solution: Grid,
    /// The seed asked for (puzzle `k` of a batch: seed + `k`), which makes the same puzzle
    /// again with the same options (with `--best`, the same candidates, walked for the same
    /// time).
    pub seed: u64,
    /// The difficulty as every command prints it: level, sorting value, cost and score.
    pub difficulty: Difficulty,
    /// The patterns used to solve it at least once, easiest first, with their counts.
    pub pattern_counts: Vec<PatternUse>,
    /// Whether no single given can be removed (checked given by given).
    pub minimal: Minimality,
    /// With a symmetry: whether no symmetric group of givens can be removed; `None` without.
    pub minimal_under_symmetry: Option<Minimality>,
    /// Candidate puzzles generated to find this one.
    pub tried: usize,
}

impl GeneratedPuzzle {
    /// The number of givens.
    pub fn clues(&self) -> usize {
        self.puzzle.filled()
    }

    /// The front-end view of `graded`, made from `seed` (for a level, the search's seed, not
    /// the seed of the candidate it kept).
    fn from_graded(graded: GradedPuzzle, seed: u64) -> GeneratedPuzzle {
        let GradedPuzzle { generated, rating, counts, tried } = graded;
        GeneratedPuzzle {
            difficulty: Difficulty::of(&rating),
            pattern_counts: pattern_uses(&counts),
            minimal: generated.minimal,
            minimal_under_symmetry: generated.minimal_under_symmetry,
            puzzle: generated.puzzle,
            solution: generated.solution,
            seed,
            tried,
        }
    }
}

/// Why one puzzle of a request could not be made; the puzzles before and after it are
/// still made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerationFailure {
    /// The seed of the puzzle that could not be made.
    pub seed: u64,
    /// Why, in words.
    pub message: String,
}

/// The answer for one puzzle of a request: the puzzle, or why it could not be made.
pub type GenerateAnswer = Result<GeneratedPuzzle, GenerationFailure>;

/// Generates the puzzles `request` asks for and hands each answer to `emit` in order (puzzle
/// `k` from seed + `k`), each as soon as it and every earlier one are made, on
/// `request.threads` threads (one for `--best`, whose searches each take their whole time).
/// `emit` returning `false`, or `cancel` being set, stops the run. A request that cannot be
/// met at all (a level on a board other than 9×9, a level with a clue count, a clue count
/// the board or the symmetry cannot give) is refused before anything is generated.
pub fn generate_stream(
    request: &GenerateRequest,
    cancel: &AtomicBool,
    emit: impl FnMut(GenerateAnswer) -> bool,
) -> Result<(), FacadeError> {
    generate_stream_metered(request, cancel, &Arc::default(), emit)
}

/// [`generate_stream`], every generator reporting its work on the puzzle under way to
/// `meter` (for a progress line while a large puzzle is made).
pub fn generate_stream_metered(
    request: &GenerateRequest,
    cancel: &AtomicBool,
    meter: &Arc<GenerationMeter>,
    mut emit: impl FnMut(GenerateAnswer) -> bool,
) -> Result<(), FacadeError> {
    let options = checked_options(request)?;
    let threads = match (request.mode, request.threads) {
        (SearchMode::BestWithin(_), _) => 1,
        (SearchMode::FirstFound, 0) => std::thread::available_parallelism().map_or(1, |n| n.get()),
        (SearchMode::FirstFound, n) => n,
    };
    let seeds = (0..request.count as u64).map(|k| request.seed.wrapping_add(k));
    map_in_order(
        seeds,
        threads.min(request.count.max(1)),
        || {
            let mut generator = GeneracionLN::new(options);
            generator.set_meter(Arc::clone(meter));
            generator
        },
        |generator, seed| (seed, one_puzzle(request, generator, seed, cancel)),
        |(seed, answer)| match answer {
            Ok(puzzle) => emit(Ok(puzzle)),
            Err(generator::GenerationError::Cancelled { .. }) => false,
            Err(error) => emit(Err(GenerationFailure { seed, message: error.to_string() })),
        },
    );
    Ok(())
}

/// The generator options of `request`, or why it cannot be met at all.
fn checked_options(request: &GenerateRequest) -> Result<GeneratorOptions, FacadeError> {
    if request.rating.is_some() && request.geometry == Geometry::TWENTY_FIVE {
        return Err(FacadeError::Unsupported(
            "ratings are offered for 4×4, 9×9 and 16×16 boards, as levels are: most 25×25 puzzles are \
             beyond what the patterns finish"
                .into(),
        ));
    }
    if request.rating.is_some() && request.clues.is_some() {
        return Err(FacadeError::Unsupported(
            "a rating and a clue count cannot be asked for together".into(),
        ));
    }
    if request.level.is_some() && request.geometry == Geometry::TWENTY_FIVE {
        return Err(FacadeError::Unsupported(
            "levels are offered for 4×4, 9×9 and 16×16 boards: a 25×25 puzzle takes seconds to make \
             and most are beyond what the patterns finish, so a search for a level would take hours"
                .into(),
        ));
    }
    if request.geometry == Geometry::FOUR
        && let Some(level) = request.level.filter(|&level| level != Level::VeryEasy)
    {
        return Err(FacadeError::Unsupported(format!(
            "no {level} 4×4 puzzle can be offered: all 1,000 4×4 puzzles measured were very easy \
             (hidden singles solve them)"
        )));
    }
    if request.level.is_some() && request.clues.is_some() {
        return Err(FacadeError::Unsupported("a level and a clue count cannot be asked for together".into()));
    }
    let options = GeneratorOptions {
        geometry: request.geometry,
        symmetry: request.symmetry,
        clues: request.clues,
        time_limit: request.time_limit,
        techniques: request.techniques,
        ..GeneratorOptions::default()
    };
    GeneracionLN::new(options).check_options().map_err(generation_error)?;
    Ok(options)
}

/// Puzzle `seed` of `request`: of its level when one is asked for, else from `generator`;
/// rated either way.
fn one_puzzle(
    request: &GenerateRequest,
    generator: &mut GeneracionLN,
    seed: u64,
    cancel: &AtomicBool,
) -> Result<GeneratedPuzzle, generator::GenerationError> {
    if cancel.load(Ordering::Relaxed) {
        return Err(generator::GenerationError::Cancelled { tried: 0 });
    }
    let graded = match (request.level, request.rating) {
        (None, None) => {
            let generated = generator.generate(seed)?;
            let (rating, counts) = generator::rate_puzzle(&generated, request.techniques);
            GradedPuzzle { generated, rating, counts, tried: 1 }
        }
        (level, rating) => generate_graded_on(
            &graded_options(request),
            Grade { level, rating },
            request.mode,
            seed,
            &mut |_| {},
            cancel,
        )?,
    };
    Ok(GeneratedPuzzle::from_graded(graded, seed))
}

/// Generates the puzzles `request` asks for, all at once (see [`generate_stream`]); the
/// first puzzle that could not be made fails the whole request.
pub fn generate(request: &GenerateRequest, cancel: &AtomicBool) -> Result<Vec<GeneratedPuzzle>, FacadeError> {
    let mut puzzles = Vec::with_capacity(request.count);
    let mut failure = None;
    generate_stream(request, cancel, |answer| match answer {
        Ok(puzzle) => {
            puzzles.push(puzzle);
            true
        }
        Err(error) => {
            failure = Some(error);
            false
        }
    })?;
    match failure {
        Some(failure) => Err(FacadeError::Unsupported(failure.message)),
        None => Ok(puzzles),
    }
}

/// Generates one 9×9 puzzle of `level` reporting every candidate tried (for a progress bar
/// or dialog), cancellable.
pub fn generate_one(
    level: Level,
    symmetry: Symmetry,
    mode: SearchMode,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
    cancel: &AtomicBool,
) -> Result<GeneratedPuzzle, FacadeError> {
    let request = GenerateRequest { symmetry, mode, seed, ..GenerateRequest::default() };
    generate_one_on(&request, level, progress, cancel)
}

/// [`generate_one`] of `level` with the size (4×4, 9×9 or 16×16), symmetry, search mode,
/// seed and techniques of `request` (its count, threads and clues are not used).
pub fn generate_one_on(
    request: &GenerateRequest,
    level: Level,
    progress: &mut dyn FnMut(&Progress),
    cancel: &AtomicBool,
) -> Result<GeneratedPuzzle, FacadeError> {
    checked_options(&GenerateRequest { level: Some(level), clues: None, ..*request })?;
    let grade = Grade { level: Some(level), rating: request.rating };
    generate_graded_on(&graded_options(request), grade, request.mode, request.seed, progress, cancel)
        .map(|graded| GeneratedPuzzle::from_graded(graded, request.seed))
        .map_err(generation_error)
}

/// What graded generation takes from `request`: its size, symmetry and techniques.
fn graded_options(request: &GenerateRequest) -> GeneratorOptions {
    GeneratorOptions {
        geometry: request.geometry,
        symmetry: request.symmetry,
        techniques: request.techniques,
        ..GeneratorOptions::default()
    }
}

/// A pattern example for a front end: the puzzle, the board reached (with candidates) and
/// the hint.
#[derive(Clone, Debug)]
pub struct PatternExample {
    /// The puzzle it comes from.
    pub puzzle: Grid,
    /// The board solved up to the step where the pattern is the easiest, with candidates.
    pub board: SudokuDN,
    /// The pattern's hint on that board.
    pub hint: Hint,
    /// Candidate puzzles tried.
    pub tried: usize,
    /// The puzzle's unique solution.
    pub solution: Grid,
    /// For a rare pattern's example taken from the puzzles it keeps rather than generated:
    /// the shared set and line it comes from (the puzzle shown is that one transformed).
    pub source: Option<&'static str>,
}

/// Finds an example of the pattern `id` from `seed` (see the generator's pattern examples).
pub fn pattern_example(
    id: PatternId,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
    cancel: &AtomicBool,
) -> Result<PatternExample, FacadeError> {
    let example = generator::pattern_example(crate::patterns::lookup(id)?, seed, progress, cancel)
        .map_err(generation_error)?;
    let mut board = SudokuDN::from_grid(&example.puzzle);
    example.board.write_into(&mut board);
    let generator::PatternExample { puzzle, solution, source, hint, tried, .. } = example;
    Ok(PatternExample { puzzle, board, hint, tried, solution, source })
}

/// The expected time to find a puzzle of `level` in first-found mode on one core: the
/// median measured by `cargo bench -p jade-ln --bench levels` (see docs/PERFORMANCE.md).
pub fn expected_time(level: Level) -> Duration {
    let micros = match level {
        Level::VeryEasy => 1_100,
        Level::Easy => 1_000,
        Level::Medium => 2_100,
        Level::Hard => 9_200,
        Level::VeryHard => 3_500,
        Level::Extreme => 900,
    };
    Duration::from_micros(micros)
}

fn generation_error(error: generator::GenerationError) -> FacadeError {
    FacadeError::Unsupported(error.to_string())
}

impl SudokuLN {
    /// A new game on a freshly generated 9×9 puzzle: of `level` (first found) when one is
    /// given, else any minimal puzzle; the same seed gives the same puzzle.
    pub fn new_game(level: Option<Level>, seed: u64) -> Result<SudokuLN, FacadeError> {
        let request = GenerateRequest { level, seed, count: 1, threads: 1, ..GenerateRequest::default() };
        let puzzle = generate(&request, &AtomicBool::new(false))?
            .pop()
            .ok_or_else(|| FacadeError::Unsupported("the generator returned no puzzle".into()))?;
        let mut game = SudokuLN::new(SudokuDN::from_grid(&puzzle.puzzle));
        game.know_givens_status(SolutionStatus::Unique(puzzle.solution));
        Ok(game)
    }

    /// A new game on an example of the pattern `id`: the board solved up to the step where
    /// the pattern is the easiest, with its candidates, and the pattern's hint on show.
    pub fn from_example(id: PatternId, seed: u64) -> Result<SudokuLN, FacadeError> {
        let example = pattern_example(id, seed, &mut |_| {}, &AtomicBool::new(false))?;
        let mut game = SudokuLN::new(example.board);
        game.shown.hint = Some(example.hint);
        Ok(game)
    }
}

#[cfg(test)]
#[path = "generate_tests.rs"]
mod tests;
