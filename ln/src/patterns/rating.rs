//! Difficulty rating (thesis 5.4, SPEC §4.3): the level is the highest level of any
//! pattern used; the cost is how often that level's patterns were used, and a weighted
//! count of the lower levels' patterns breaks ties. Beside it, the numeric rating on Sudoku
//! Explainer's scale: the value of the hardest step (see [`explainer`](super::explainer)).

use std::fmt;

use dn::Level;

use super::{HardestStep, PATTERNS, PatternCounts};

/// A puzzle's difficulty: a level, or beyond what the patterns can finish.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// Solved with patterns up to this level.
    Level(Level),
    /// Logic alone cannot finish the puzzle.
    BeyondExtreme,
}

impl Difficulty {
    /// `very-easy` … `extreme`, or `beyond-extreme`.
    pub fn id(self) -> &'static str {
        match self {
            Difficulty::Level(level) => level.id(),
            Difficulty::BeyondExtreme => "beyond-extreme",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Difficulty::Level(level) => level.fmt(f),
            Difficulty::BeyondExtreme => f.write_str("beyond extreme"),
        }
    }
}

/// The rating of one solve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The level reached.
    pub difficulty: Difficulty,
    /// Applications of the level's own patterns (for beyond extreme: of the extreme ones).
    pub cost: usize,
    /// The weighted applications of lower levels (thesis weights 0.1 / 0.2 / 0.3 / 0.5).
    pub secondary: f32,
    /// The rating on Sudoku Explainer's scale and the step that set it; `None` when the
    /// patterns did not finish the puzzle (its hardest step is not known) or it needed no
    /// step.
    pub explainer: Option<HardestStep>,
}

impl Rating {
    /// One number for sorting and printing: the cost plus the secondary score.
    pub fn score(&self) -> f32 {
        self.cost as f32 + self.secondary
    }
}

/// The weight the thesis gives to a lower level's applications when rating at `level`.
fn weight(level: Level, lower: Level) -> f32 {
    match (level, lower) {
        (Level::Hard, Level::Medium) => 0.2,
        (Level::VeryHard, Level::Medium) | (Level::Extreme, Level::Medium) => 0.1,
        (Level::VeryHard, Level::Hard) | (Level::Extreme, Level::Hard) => 0.3,
        (Level::Extreme, Level::VeryHard) => 0.5,
        _ => 0.0,
    }
}

/// Rates a solve from its pattern counts, its hardest step (on Sudoku Explainer's scale)
/// and whether it finished.
pub fn rate(counts: &PatternCounts, hardest: Option<HardestStep>, solved: bool) -> Rating {
    let highest = PATTERNS
        .iter()
        .enumerate()
        .filter(|(i, _)| counts.get(*i) > 0)
        .map(|(_, p)| p.info().level)
        .max()
        .unwrap_or(Level::VeryEasy);
    let level = if solved { highest } else { Level::Extreme };
    let mut cost = 0;
    let mut secondary = 0.0;
    for (i, pattern) in PATTERNS.iter().enumerate() {
        let n = counts.get(i);
        if n == 0 {
            continue;
        }
        let info = pattern.info();
        if info.level == level {
            cost += n;
        } else if info.level < level {
            secondary += weight(level, info.level) * n as f32;
        }
    }
    let difficulty = if solved { Difficulty::Level(level) } else { Difficulty::BeyondExtreme };
    Rating { difficulty, cost, secondary, explainer: hardest.filter(|_| solved) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(pairs: &[(&str, usize)]) -> PatternCounts {
        let mut c = PatternCounts::new();
        for &(id, n) in pairs {
            for _ in 0..n {
                c.record(super::super::position(dn::PatternId::new(id)).unwrap());
            }
        }
        c
    }

    #[test]
    fn the_highest_level_wins_and_lower_ones_weigh_in() {
        let r = rate(&counts(&[("hidden-single", 30)]), None, true);
        assert_eq!((r.difficulty, r.cost), (Difficulty::Level(Level::VeryEasy), 30));
        let r = rate(&counts(&[("hidden-single", 30), ("naked-single", 4)]), None, true);
        assert_eq!((r.difficulty, r.cost), (Difficulty::Level(Level::Easy), 4));
        let r = rate(&counts(&[("naked-pairs", 2), ("hidden-triples", 2)]), None, true);
        assert_eq!((r.difficulty, r.cost), (Difficulty::Level(Level::Hard), 2));
        assert!((r.secondary - 0.4).abs() < 1e-6);
        let r =
            rate(&counts(&[("naked-pairs", 1), ("hidden-triples", 2), ("forcing-chains", 3)]), None, true);
        assert_eq!((r.difficulty, r.cost), (Difficulty::Level(Level::Extreme), 3));
        assert!((r.secondary - (0.1 + 0.6)).abs() < 1e-6);
        assert!((r.score() - 3.7).abs() < 1e-5);
        let r = rate(&counts(&[("naked-pairs", 1)]), None, false);
        assert_eq!(r.difficulty, Difficulty::BeyondExtreme);
        assert_eq!(r.difficulty.to_string(), "beyond extreme");
    }

    #[test]
    fn the_hardest_step_is_the_rating_of_a_finished_solve_only() {
        let hardest =
            HardestStep { rating: dn::ExplainerRating::tenths(42), pattern: dn::PatternId::new("xy-wing") };
        let used = counts(&[("xy-wing", 1)]);
        assert_eq!(rate(&used, Some(hardest), true).explainer, Some(hardest));
        assert_eq!(rate(&used, Some(hardest), false).explainer, None);
    }
}
