//! The solving operations on patterns (thesis 2.3.4-2.3.5): next hint, singles, and a
//! complete solve that records every step and counts the patterns used.

use dn::{Hint, Level};

use super::rating::{Rating, rate};
use super::search_memo::SearchMemo;
use super::single_runs::{Contradiction, take_singles};
use super::{HardestStep, PATTERNS, Pattern, PatternBoard, PatternInfo, Techniques};

/// Hidden Single's position in [`PATTERNS`]: the first, always allowed and within any cap
/// (the registry's tests keep it there).
const HIDDEN_SINGLE: usize = 0;

/// The easiest hint of `techniques` that changes `board`, or the first application of
/// `only` when a pattern is selected (none when `techniques` leave that pattern out).
pub fn next_hint(
    board: &PatternBoard,
    only: Option<&dyn Pattern>,
    techniques: Techniques,
    explain: bool,
) -> Option<Hint> {
    match only {
        Some(pattern) if techniques.allows(pattern.info()) => pattern.find(board, explain),
        Some(_) => None,
        None => techniques.patterns().find_map(|(_, pattern)| pattern.find(board, explain)),
    }
}

/// Every step of `techniques` available on `board` now, easiest first (in [`PATTERNS`]
/// order): the first application of each pattern that applies, each with its pattern,
/// level and what it changes (HoDoKu's "All steps", one step per pattern).
pub fn available_steps(board: &PatternBoard, techniques: Techniques, explain: bool) -> Vec<Hint> {
    techniques.patterns().filter_map(|(_, pattern)| pattern.find(board, explain)).collect()
}

/// Applies Hidden and Naked Singles until none applies; the steps taken.
pub fn solve_singles(board: &mut PatternBoard, explain: bool) -> Vec<Hint> {
    let mut steps = Vec::new();
    while let Some(hint) = PATTERNS[..2].iter().find_map(|pattern| pattern.find(board, explain)) {
        if !board.apply(&hint) {
            break;
        }
        steps.push(hint);
    }
    steps
}

/// How many times each pattern was applied, indexed like the registry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PatternCounts(Vec<usize>);

impl PatternCounts {
    /// No applications yet.
    pub fn new() -> PatternCounts {
        PatternCounts(vec![0; PATTERNS.len()])
    }

    /// Records one application of the pattern at registry position `index`.
    pub fn record(&mut self, index: usize) {
        self.0[index] += 1;
    }

    /// Records `times` applications of the pattern at registry position `index`.
    pub(crate) fn record_many(&mut self, index: usize, times: usize) {
        self.0[index] += times;
    }

    /// The applications of the pattern at registry position `index`.
    pub fn get(&self, index: usize) -> usize {
        self.0.get(index).copied().unwrap_or(0)
    }

    /// The patterns used at least once with their counts, easiest first.
    pub fn used(&self) -> impl Iterator<Item = (&'static PatternInfo, usize)> + '_ {
        PATTERNS.iter().zip(&self.0).filter(|(_, n)| **n > 0).map(|(p, n)| (p.info(), *n))
    }

    /// The total number of applications.
    pub fn total(&self) -> usize {
        self.0.iter().sum()
    }
}

/// The outcome of solving with patterns.
#[derive(Clone, Debug)]
pub struct SolveReport {
    /// Every step, in order (empty when steps were not kept).
    pub steps: Vec<Hint>,
    /// How often each pattern was used.
    pub counts: PatternCounts,
    /// The board at the end: solved, or where logic got stuck.
    pub board: PatternBoard,
    /// Whether the board was completed.
    pub solved: bool,
    /// The difficulty rating from the counts.
    pub rating: Rating,
}

/// Applies the easiest step (the first pattern of [`PATTERNS`] among `techniques` that
/// applies) again and again until the board is solved or no pattern applies; the rating's
/// Sudoku Explainer value is the hardest step's. Steps are kept when `keep_steps` is true;
/// explanations are written when `explain` is true.
pub fn solve_with_patterns(
    board: PatternBoard,
    techniques: Techniques,
    keep_steps: bool,
    explain: bool,
) -> SolveReport {
    solve_with_patterns_up_to(board, techniques, Level::Extreme, keep_steps, explain)
}

/// [`solve_with_patterns`] with only the patterns of `techniques` up to level `cap`. The
/// registry runs by level, so this takes the same steps as a solve with every level until
/// the first step that needs a pattern harder than `cap`, and stops there unsolved: a
/// puzzle of level `cap` or easier gets the same report, any other one is left unsolved
/// (beyond extreme) without the costly search for its harder steps. Graded generation rates
/// its candidates for a level this way.
pub fn solve_with_patterns_up_to(
    board: PatternBoard,
    techniques: Techniques,
    cap: Level,
    keep_steps: bool,
    explain: bool,
) -> SolveReport {
    let mode = if keep_steps || explain { Mode::Hints { keep_steps, explain } } else { Mode::Runs };
    solve(board, techniques, cap, mode)
}

/// How a solve takes its steps.
#[derive(Clone, Copy)]
enum Mode {
    /// Every step straight onto the board, the hidden singles in runs ([`take_singles`]);
    /// a board where a run meets a contradiction is solved again from the start [`Mode::Direct`].
    Runs,
    /// Every step straight onto the board, one at a time.
    Direct,
    /// Every step as a hint, kept when `keep_steps`, explained when `explain`.
    Hints { keep_steps: bool, explain: bool },
}

/// [`solve_with_patterns_up_to`] taking its steps as `mode` says.
fn solve(mut board: PatternBoard, techniques: Techniques, cap: Level, mut mode: Mode) -> SolveReport {
    let patterns = || techniques.patterns().take_while(|(_, pattern)| pattern.info().level <= cap);
    let mut start = matches!(mode, Mode::Runs).then(|| board.clone());
    let mut steps = Vec::new();
    let mut counts = PatternCounts::new();
    let mut hardest: Option<HardestStep> = None;
    let mut memo = SearchMemo::new();
    while !board.is_solved() {
        if let Mode::Runs = mode {
            match take_singles(&mut board) {
                Ok(Some((applied, rating))) => {
                    hardest = Some(with_step(hardest, rating, PATTERNS[HIDDEN_SINGLE].info().id));
                    counts.record_many(HIDDEN_SINGLE, applied);
                    continue;
                }
                Ok(None) => {}
                Err(Contradiction) => {
                    // No solution: the order of the singles matters, so take them as the
                    // hints do, one at a time from the start.
                    if let Some(start) = start.take() {
                        board = start;
                        counts = PatternCounts::new();
                        hardest = None;
                    }
                    mode = Mode::Direct;
                    continue;
                }
            }
        }
        let (at, rating, changed) = match mode {
            Mode::Runs | Mode::Direct => {
                let found =
                    patterns().find_map(|(at, _)| memo.apply_first(at, &mut board).map(|step| (at, step)));
                let Some((at, (rating, changed))) = found else {
                    break;
                };
                (at, rating, changed)
            }
            Mode::Hints { keep_steps, explain } => {
                let found = patterns().find_map(|(at, p)| p.find(&board, explain).map(|h| (at, h)));
                let Some((at, hint)) = found else {
                    break;
                };
                let rating = PATTERNS[at].explainer_rating(&hint, &board);
                let changed = board.apply(&hint);
                if keep_steps {
                    steps.push(hint);
                }
                (at, rating, changed)
            }
        };
        let pattern = PATTERNS[at].info().id;
        hardest = Some(with_step(hardest, rating, pattern));
        if !changed {
            log::warn!("{pattern} returned a hint that changes nothing; stopping");
            steps.pop();
            break;
        }
        counts.record(at);
    }
    let solved = board.is_solved();
    let rating = rate(&counts, hardest, solved);
    SolveReport { steps, counts, board, solved, rating }
}

/// The hardest step of a path so far, `hardest`, once a step of `pattern` rated `rating`
/// is added to it.
fn with_step(
    hardest: Option<HardestStep>,
    rating: dn::ExplainerRating,
    pattern: dn::PatternId,
) -> HardestStep {
    match hardest {
        Some(step) => step.harder(rating, pattern),
        None => HardestStep { rating, pattern },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::Difficulty;
    use crate::patterns::fixtures::board_from_line;

    /// The first puzzle of `kaggle_rohanrao_20k_easy.txt`, 44 empty cells.
    const KAGGLE_FIRST: &str =
        ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";

    #[test]
    fn singles_solve_an_easy_puzzle() {
        let mut board = board_from_line(KAGGLE_FIRST);
        let steps = solve_singles(&mut board, true);
        assert!(board.is_solved(), "{} after {} steps", board.grid(), steps.len());
        assert_eq!(steps.len(), 44);
        assert!(steps.iter().all(|s| s.placements.len() == 1 && !s.explanation.is_empty()));
    }

    #[test]
    fn available_steps_list_exactly_the_patterns_that_apply_easiest_first() {
        let mut board =
            crate::patterns::fixtures::board_from_candidates(crate::patterns::fixtures::FIGURE_3_25);
        for _ in 0..20 {
            let steps = available_steps(&board, Techniques::ALL, false);
            let listed: Vec<_> = steps.iter().map(|h| h.pattern).collect();
            let applying: Vec<_> =
                PATTERNS.iter().filter(|p| p.find(&board, false).is_some()).map(|p| p.info().id).collect();
            assert_eq!(listed, applying);
            let Some(first) = steps.first() else { break };
            assert_eq!(
                Some(first),
                next_hint(&board, None, Techniques::ALL, false).as_ref(),
                "the easiest step comes first"
            );
            board.apply(first);
        }
    }

    #[test]
    fn a_full_solve_counts_patterns() {
        let board = board_from_line(KAGGLE_FIRST);
        let report = solve_with_patterns(board, Techniques::ALL, true, false);
        assert!(report.solved);
        assert_eq!(report.counts.total(), report.steps.len());
        assert_eq!(report.counts.used().map(|(_, n)| n).sum::<usize>(), 44);
    }

    #[test]
    fn the_rating_is_the_hardest_steps_value_on_the_path() {
        let report = solve_with_patterns(board_from_line(KAGGLE_FIRST), Techniques::ALL, true, false);
        let mut board = board_from_line(KAGGLE_FIRST);
        let mut values = Vec::new();
        for step in &report.steps {
            let pattern = super::super::by_id(step.pattern).unwrap();
            values.push((pattern.explainer_rating(step, &board), step.pattern));
            board.apply(step);
        }
        let highest = values.iter().map(|v| v.0).max().unwrap();
        let first = values.iter().find(|v| v.0 == highest).unwrap();
        let hardest = report.rating.explainer.unwrap();
        assert_eq!((hardest.rating, hardest.pattern), *first);
        assert!(values.iter().any(|v| v.0 < highest), "singles of blocks and of lines rate differently");
    }

    #[test]
    fn a_capped_solve_is_the_full_one_up_to_the_cap_and_stops_beyond() {
        let lines = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 40)
            .iter()
            .chain(&crate::dancing_links::test_data::puzzles("kaggle_rohanrao_20k_easy.txt", 40))
            .map(|grid| grid.to_string())
            .collect::<Vec<_>>();
        for line in lines.iter().map(String::as_str).chain([KAGGLE_FIRST]) {
            let full = solve_with_patterns(board_from_line(line), Techniques::ALL, false, false);
            for cap in Level::ALL {
                let capped =
                    solve_with_patterns_up_to(board_from_line(line), Techniques::ALL, cap, false, false);
                if full.solved && full.rating.difficulty <= Difficulty::Level(cap) {
                    assert_eq!((&capped.counts, capped.rating), (&full.counts, full.rating), "{line} {cap}");
                } else {
                    assert!(!capped.solved, "{line} {cap}");
                    assert_eq!(capped.rating.difficulty, Difficulty::BeyondExtreme, "{line} {cap}");
                }
            }
        }
    }
}
