//! Solving completely with patterns (thesis 2.3.5) and the difficulty it shows (thesis
//! 5.4), as plain data.

use dn::{ExplainerRating, Hint, Level, PatternId, SudokuDN};
use ln::patterns::{Difficulty as LnDifficulty, PatternCounts, Rating, SolveReport};

use crate::consistency::{self, Problem};
use crate::player_view::PlayerView;
use crate::session::STATUS_ENGINE;
use crate::{FacadeError, Refusal, SudokuLN};

/// A puzzle's difficulty: its level (or beyond extreme) with the rating's numbers, and one
/// value that sorts across levels.
///
/// The thesis' score (cost plus the weighted lower levels) only compares puzzles of the same
/// level: a very easy puzzle of score 57 is easier than an extreme one of score 3.9.
/// [`Difficulty::value`] puts the level first: its whole part is the level's rank (1 very
/// easy … 6 extreme, 7 beyond extreme) and its two decimals grow with the score,
/// `score / (score + 10)`, rounded down so that they never reach the next level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Difficulty {
    /// `very-easy` … `extreme`, or `beyond-extreme`.
    pub id: &'static str,
    /// The name people read: `very easy` … `extreme`, or `beyond extreme`.
    pub label: &'static str,
    /// The level, or `None` when logic alone cannot finish the puzzle.
    pub level: Option<Level>,
    /// Applications of the level's own patterns (beyond extreme: of the extreme ones).
    pub cost: usize,
    /// The weighted applications of lower levels' patterns, to one decimal.
    pub secondary: f64,
    /// Cost plus secondary (the thesis' score), to one decimal; compares puzzles of one level.
    pub score: f64,
    /// The number that sorts every puzzle by difficulty, levels first: `1.00` … `7.99`.
    pub value: f64,
    /// The rating on Sudoku Explainer's scale (1.0 … 11+) and the step that set it; `None`
    /// when the patterns did not finish the puzzle or it needed no step.
    pub explainer: Option<ExplainerStep>,
}

/// A puzzle's rating on Sudoku Explainer's scale: the value of the hardest step on the
/// easiest-first path, and that step's pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExplainerStep {
    /// The value, `4.2`.
    pub rating: ExplainerRating,
    /// The pattern of the hardest step (written `xy-wing`).
    pub pattern: PatternId,
    /// Its display name, `XY-Wing`.
    pub name: &'static str,
}

/// The score at which a level's value reaches its middle (`x.50`).
const HALF_SCORE: f64 = 10.0;

impl Difficulty {
    pub(crate) fn of(rating: &Rating) -> Difficulty {
        let (level, label) = match rating.difficulty {
            LnDifficulty::Level(level) => (Some(level), level.label()),
            LnDifficulty::BeyondExtreme => (None, "beyond extreme"),
        };
        let score = tenths(rating.score());
        Difficulty {
            id: rating.difficulty.id(),
            label,
            level,
            cost: rating.cost,
            secondary: tenths(rating.secondary),
            score,
            value: sorting_value(level, score),
            explainer: rating.explainer.map(|hardest| ExplainerStep {
                rating: hardest.rating,
                pattern: hardest.pattern,
                name: ln::patterns::by_id(hardest.pattern).map_or("", |p| p.info().name),
            }),
        }
    }
}

/// `number` to one decimal, as an `f64` that prints the way people write it (`3.9`).
pub(crate) fn tenths(number: f32) -> f64 {
    (f64::from(number) * 10.0).round() / 10.0
}

/// The level's rank (1 very easy … 6 extreme, 7 beyond extreme) plus hundredths that grow
/// with `score` and stay below the next rank.
pub(crate) fn sorting_value(level: Option<Level>, score: f64) -> f64 {
    let rank =
        level.map_or(Level::ALL.len(), |level| Level::ALL.iter().position(|&l| l == level).unwrap_or(0)) + 1;
    let fraction = score.max(0.0) / (score.max(0.0) + HALF_SCORE);
    let hundredths = ((fraction * 100.0).floor() as usize).min(99);
    (rank * 100 + hundredths) as f64 / 100.0
}

/// How often one pattern was used in a solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatternUse {
    /// Which pattern (written `x-wing`).
    pub id: dn::PatternId,
    /// Its display name.
    pub name: &'static str,
    /// How many times it was applied.
    pub count: usize,
}

pub(crate) fn pattern_uses(counts: &PatternCounts) -> Vec<PatternUse> {
    counts.used().map(|(info, count)| PatternUse { id: info.id, name: info.name, count }).collect()
}

/// The outcome of solving with patterns.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternSolve {
    /// Every step, in order, with its explanation.
    pub steps: Vec<Hint>,
    /// The patterns used at least once, easiest first, with their counts.
    pub counts: Vec<PatternUse>,
    /// The difficulty the solve shows.
    pub difficulty: Difficulty,
    /// Whether every cell got a value.
    pub solved: bool,
    /// The board reached, with candidates: the solution, or where logic got stuck.
    pub board: SudokuDN,
}

impl SudokuLN {
    /// Applies the easiest pattern again and again until the board is solved or no pattern
    /// applies, leaving the board where the solve ended with every candidate written.
    /// Starts from the board the player sees: the noted candidates, and in a cell with none
    /// noted the ones the values allow. An inconsistent board is left alone and its
    /// problems returned.
    pub fn solve_with_patterns(&mut self) -> Result<PatternSolve, FacadeError> {
        self.sound_solution().map_err(unsound)?;
        let report: SolveReport = ln::patterns::solve_with_patterns(
            PlayerView::of(self.board()).board,
            self.techniques(),
            true,
            true,
        );
        report.board.write_into(self.board_mut());
        self.follow_on_system(&report.steps);
        self.record(format!("solve with patterns: {} steps", report.steps.len()));
        Ok(PatternSolve {
            steps: report.steps,
            counts: pattern_uses(&report.counts),
            difficulty: Difficulty::of(&report.rating),
            solved: report.solved,
            board: self.board().clone(),
        })
    }
}

impl SudokuLN {
    /// Fills the board with the unique solution of its givens, found by trial and error
    /// (thesis "resolver por prueba y error") when the session first needed it. A board
    /// without exactly one solution, or whose values disagree with it, is left alone and
    /// its problems returned.
    pub fn solve_trial_and_error(&mut self) -> Result<(), FacadeError> {
        let solution =
            consistency::reference_solution(self.board(), self.givens_status()).map_err(unsound)?.clone();
        for board in [&mut self.state.board, &mut self.state.system] {
            let cells: Vec<dn::CellIndex> =
                board.cells().filter(|(_, c)| c.is_empty()).map(|(i, _)| i).collect();
            for index in cells {
                board[index].value = solution.digit(index.index());
            }
        }
        self.record(format!("solve by trial and error ({})", STATUS_ENGINE.name()));
        Ok(())
    }
}

/// The problems that rule out a sound solve, as the session's refusal.
fn unsound(problems: Vec<Problem>) -> FacadeError {
    FacadeError::Rejected(Refusal::Unsound(problems))
}
