//! Graded generation (thesis 5.4, `GenerarNuevo`): generate minimal puzzles and rate each
//! with the pattern solver until one of the requested level (or rating on Sudoku
//! Explainer's scale) turns up ("first found"), or
//! keep the best one found within a time limit ("best found"): the most applications of
//! the level's own patterns, ties broken by the weighted lower-level score.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use dn::{Geometry, Level, RatingRange};

use super::{GeneracionLN, Generated, GenerationError, GeneratorOptions, Symmetry, eased};
use crate::patterns::{
    Difficulty, PatternBoard, PatternCounts, Rating, Techniques, solve_with_patterns_up_to,
};

/// How long graded generation may look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchMode {
    /// Stop at the first puzzle of the level.
    FirstFound,
    /// Keep the best puzzle of the level found within this time (and at least one).
    BestWithin(Duration),
}

/// What graded generation reports while it runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Candidate puzzles generated and rated so far.
    pub tried: usize,
    /// The score of the best puzzle of the level so far (cost + secondary), if any.
    pub best_score: Option<f32>,
    /// Time since the start.
    pub elapsed: Duration,
}

/// A puzzle of the requested level with its rating.
#[derive(Clone, Debug)]
pub struct GradedPuzzle {
    /// The puzzle, its solution and the seed that reproduces it with plain generation.
    pub generated: Generated,
    /// Its rating.
    pub rating: Rating,
    /// How often each pattern was used to solve it.
    pub counts: PatternCounts,
    /// Candidates tried before it was chosen (for the whole search).
    pub tried: usize,
}

/// Whether a rated puzzle belongs to `level`: its hardest pattern is of that level, and a
/// medium puzzle uses medium patterns at least twice (thesis 5.4).
pub fn fits_level(rating: &Rating, level: Level) -> bool {
    rating.difficulty == Difficulty::Level(level) && (level != Level::Medium || rating.cost >= 2)
}

/// The seed of the `i`-th candidate of a graded search from `seed` (a fixed mix, so the
/// same seed always walks the same candidates).
pub fn candidate_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What a graded search looks for: a level, a range of ratings on Sudoku Explainer's scale,
/// or both (a puzzle must then fit both).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The level wanted, if any.
    pub level: Option<Level>,
    /// The ratings wanted, if any.
    pub rating: Option<RatingRange>,
}

impl Grade {
    /// A puzzle of `level`, whatever its rating.
    pub fn level(level: Level) -> Grade {
        Grade { level: Some(level), rating: None }
    }

    /// Whether a rated puzzle fits: of the level (see [`fits_level`]) and rated in the range,
    /// for the parts asked for.
    pub fn fits(&self, rating: &Rating) -> bool {
        self.level.is_none_or(|level| fits_level(rating, level))
            && self
                .rating
                .is_none_or(|range| rating.explainer.is_some_and(|hardest| range.contains(hardest.rating)))
    }
}

/// Rates a generated puzzle with the patterns of `techniques` (no explanations, no step
/// list).
pub fn rate_puzzle(generated: &Generated, techniques: Techniques) -> (Rating, PatternCounts) {
    rate_up_to(generated, techniques, Level::Extreme)
}

/// [`rate_puzzle`] with only the patterns up to `cap` (see [`solve_with_patterns_up_to`]):
/// the same rating for a puzzle of level `cap` or easier; any harder one comes out beyond
/// extreme, and so still fails to fit a level up to `cap`.
fn rate_up_to(generated: &Generated, techniques: Techniques, cap: Level) -> (Rating, PatternCounts) {
    let board = PatternBoard::with_computed_candidates(&generated.puzzle);
    let report = solve_with_patterns_up_to(board, techniques, cap, false, false);
    (report.rating, report.counts)
}

/// How long a first-found search on a board other than 9×9, or for a range of ratings on any
/// board, looks before giving up: some levels are rare or never seen off 9×9 (docs/manual.md,
/// "Levels on other sizes"), and some ratings are rare or out of the patterns' reach.
pub const OTHER_SIZES_SEARCH_TIME: Duration = Duration::from_secs(60);

/// Generates a 9×9 puzzle of `level` from `seed`. `progress` is called after every
/// candidate; setting `cancel` stops the search (returning the best so far in best-found
/// mode, or [`GenerationError::Cancelled`]).
pub fn generate_graded(
    level: Level,
    symmetry: Symmetry,
    mode: SearchMode,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
    cancel: &AtomicBool,
) -> Result<GradedPuzzle, GenerationError> {
    let options = GeneratorOptions { symmetry, ..GeneratorOptions::default() };
    generate_graded_on(&options, Grade::level(level), mode, seed, progress, cancel)
}

/// [`generate_graded`] with the size, symmetry and techniques of `options` (its other
/// fields are those of plain generation's defaults), for a level, a range of ratings or
/// both. The levels mean the same on every size (the hardest pattern a solve needs). Off 9×9
/// a candidate harder than the level gets givens of its solution back until it is not (see
/// `eased`), so those puzzles are not minimal; a first-found search off 9×9 gives up after
/// [`OTHER_SIZES_SEARCH_TIME`] with [`GenerationError::LevelNotFound`], and one for a range
/// of ratings, on any size, with [`GenerationError::RatingNotFound`].
pub fn generate_graded_on(
    options: &GeneratorOptions,
    grade: Grade,
    mode: SearchMode,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
    cancel: &AtomicBool,
) -> Result<GradedPuzzle, GenerationError> {
    let GeneratorOptions { geometry, symmetry, techniques, .. } = *options;
    if let Some(level) = grade.level
        && !techniques.patterns().any(|(_, pattern)| pattern.info().level == level)
    {
        return Err(GenerationError::NoPatternOfLevel(level));
    }
    let mut generator =
        GeneracionLN::new(GeneratorOptions { geometry, symmetry, techniques, ..GeneratorOptions::default() });
    // A candidate harder than the level never fits, so its rating stops at the level's
    // patterns: the ones that fit are rated as with every pattern, the others sooner.
    let cap = grade.level.unwrap_or(Level::Extreme);
    let rate = |generated: &Generated| rate_up_to(generated, techniques, cap);
    let start = Instant::now();
    let mut best: Option<GradedPuzzle> = None;
    let mut tried = 0;
    loop {
        if cancel.load(Ordering::Relaxed) {
            return best.ok_or(GenerationError::Cancelled { tried });
        }
        let candidate = candidate_seed(seed, tried as u64);
        let mut generated = generator.generate(candidate)?;
        tried += 1;
        let (mut rating, mut counts) = rate(&generated);
        if geometry != Geometry::NINE
            && let Some(level) = grade.level
            && rating.difficulty > Difficulty::Level(level)
            && let Some(eased) = eased::ease(&generated, symmetry, level, candidate, rate)
        {
            (generated, rating, counts) = eased;
        }
        if grade.fits(&rating) && best.as_ref().is_none_or(|b| better(&rating, &b.rating)) {
            best = Some(GradedPuzzle { generated, rating, counts, tried });
        }
        let elapsed = start.elapsed();
        progress(&Progress { tried, best_score: best.as_ref().map(|b| b.rating.score()), elapsed });
        let done = match mode {
            SearchMode::FirstFound => best.is_some(),
            SearchMode::BestWithin(limit) => best.is_some() && elapsed >= limit,
        };
        let bounded = geometry != Geometry::NINE || grade.rating.is_some();
        if !done && best.is_none() && bounded && elapsed >= OTHER_SIZES_SEARCH_TIME {
            return Err(match (grade.rating, grade.level) {
                (Some(range), _) => GenerationError::RatingNotFound { range, tried, elapsed },
                (None, level) => GenerationError::LevelNotFound {
                    level: level.unwrap_or(Level::Extreme),
                    side: geometry.side(),
                    tried,
                    elapsed,
                },
            });
        }
        if done {
            let mut found = best.expect("done only with a puzzle");
            found.tried = tried;
            return Ok(found);
        }
    }
}

/// Whether `a` beats `b`: more applications of the level's patterns, then a higher
/// secondary score.
fn better(a: &Rating, b: &Rating) -> bool {
    (a.cost, a.secondary) > (b.cost, b.secondary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidate_seeds_are_stable_and_spread() {
        assert_eq!(candidate_seed(7, 3), candidate_seed(7, 3));
        assert_ne!(candidate_seed(7, 3), candidate_seed(7, 4));
        assert_ne!(candidate_seed(7, 3), candidate_seed(8, 3));
    }

    #[test]
    fn first_found_is_reproducible_and_of_the_level() {
        let cancel = AtomicBool::new(false);
        for level in [Level::VeryEasy, Level::Easy] {
            let a = generate_graded(level, Symmetry::None, SearchMode::FirstFound, 5, &mut |_| {}, &cancel)
                .unwrap();
            let b = generate_graded(level, Symmetry::None, SearchMode::FirstFound, 5, &mut |_| {}, &cancel)
                .unwrap();
            assert_eq!(a.generated.puzzle, b.generated.puzzle);
            assert!(fits_level(&rate_puzzle(&a.generated, Techniques::ALL).0, level));
        }
    }

    #[test]
    fn every_level_finds_the_puzzle_a_search_rating_with_every_pattern_finds() {
        let cancel = AtomicBool::new(false);
        let mut generator = GeneracionLN::new(GeneratorOptions::default());
        for level in Level::ALL {
            for seed in [1, 2] {
                let found = generate_graded(
                    level,
                    Symmetry::None,
                    SearchMode::FirstFound,
                    seed,
                    &mut |_| {},
                    &cancel,
                )
                .unwrap();
                let (tried, generated, rating, counts) = (0..)
                    .find_map(|i| {
                        let generated = generator.generate(candidate_seed(seed, i)).unwrap();
                        let (rating, counts) = rate_puzzle(&generated, Techniques::ALL);
                        fits_level(&rating, level).then_some((i as usize + 1, generated, rating, counts))
                    })
                    .unwrap();
                assert_eq!(
                    (found.tried, &found.generated, found.rating, &found.counts),
                    (tried, &generated, rating, &counts),
                    "{level} {seed}"
                );
            }
        }
    }

    #[test]
    fn other_sizes_have_levels_too() {
        let cancel = AtomicBool::new(false);
        for (geometry, level) in [(Geometry::FOUR, Level::VeryEasy), (Geometry::SIXTEEN, Level::Easy)] {
            let options = GeneratorOptions { geometry, ..GeneratorOptions::default() };
            let found = generate_graded_on(
                &options,
                Grade::level(level),
                SearchMode::FirstFound,
                3,
                &mut |_| {},
                &cancel,
            )
            .unwrap();
            assert_eq!(found.generated.puzzle.geometry(), geometry);
            assert!(
                fits_level(&rate_puzzle(&found.generated, Techniques::ALL).0, level),
                "{geometry:?} {level}"
            );
        }
    }

    #[test]
    fn a_rating_range_is_met_and_can_be_combined_with_a_level() {
        let cancel = AtomicBool::new(false);
        let range: RatingRange = "2.0..2.6".parse().unwrap();
        let grade = Grade { level: None, rating: Some(range) };
        let found = generate_graded_on(
            &GeneratorOptions::default(),
            grade,
            SearchMode::FirstFound,
            2,
            &mut |_| {},
            &cancel,
        )
        .unwrap();
        let (rating, _) = rate_puzzle(&found.generated, Techniques::ALL);
        assert!(range.contains(rating.explainer.unwrap().rating), "{:?}", rating.explainer);
        let both = Grade { level: Some(Level::Easy), rating: Some("2.3".parse().unwrap()) };
        let found = generate_graded_on(
            &GeneratorOptions::default(),
            both,
            SearchMode::FirstFound,
            2,
            &mut |_| {},
            &cancel,
        )
        .unwrap();
        let (rating, _) = rate_puzzle(&found.generated, Techniques::ALL);
        assert!(fits_level(&rating, Level::Easy));
        assert_eq!(rating.explainer.unwrap().rating.to_string(), "2.3");
    }

    #[test]
    fn grades_fit_only_what_they_ask_for() {
        let (rating, _) = rate_puzzle(
            &GeneracionLN::new(GeneratorOptions::default()).generate(1).unwrap(),
            Techniques::ALL,
        );
        let value = rating.explainer.unwrap().rating;
        let around = RatingRange { low: value, high: value };
        let below = RatingRange { low: dn::ExplainerRating::tenths(0), high: dn::ExplainerRating::tenths(9) };
        assert!(Grade { level: None, rating: Some(around) }.fits(&rating));
        assert!(!Grade { level: None, rating: Some(below) }.fits(&rating));
        let level = match rating.difficulty {
            Difficulty::Level(level) => level,
            Difficulty::BeyondExtreme => return,
        };
        assert!(
            Grade { level: Some(level), rating: Some(around) }.fits(&rating) == fits_level(&rating, level)
        );
    }

    #[test]
    fn cancelling_stops_the_search() {
        let cancel = AtomicBool::new(true);
        let result =
            generate_graded(Level::Extreme, Symmetry::None, SearchMode::FirstFound, 1, &mut |_| {}, &cancel);
        assert!(matches!(result, Err(GenerationError::Cancelled { tried: 0 })));
    }
}
