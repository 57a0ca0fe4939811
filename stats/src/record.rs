//! One finished game as it is recorded: the puzzle, its level, the time, and the help the
//! player had (hints at each reveal level, steps the tutor applied, mistakes checks found).

use std::time::Duration;

use dn::PatternId;

/// How many hints were shown at each of the three reveal levels (the fourth level applies
/// the hint, and counts as a tutor step instead).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HintCounts {
    /// Level 1: where to look (the area and the technique's family).
    pub area: u32,
    /// Level 2: the technique, its digits and its cells.
    pub technique: u32,
    /// Level 3: the whole hint.
    pub full: u32,
}

impl HintCounts {
    /// Every hint shown, whatever its level.
    pub fn total(&self) -> u32 {
        self.area.saturating_add(self.technique).saturating_add(self.full)
    }

    /// The counts of `self` and `other` added.
    pub fn plus(self, other: HintCounts) -> HintCounts {
        HintCounts {
            area: self.area.saturating_add(other.area),
            technique: self.technique.saturating_add(other.technique),
            full: self.full.saturating_add(other.full),
        }
    }
}

/// The help one technique gave in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TechniqueUse {
    /// The technique (`x-wing`).
    pub pattern: PatternId,
    /// Its hints shown, by reveal level.
    pub hints: HintCounts,
    /// Its steps the tutor applied (a step, a hint's fourth level, singles, a solve).
    pub tutor_steps: u32,
}

/// A finished game: what the statistics keep of it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// The game's own key: recording the same game again (solved a second time after an
    /// undo, or a saved session solved again) keeps the first record.
    pub key: String,
    /// The puzzle's givens written on one line (`.` for an empty cell).
    pub puzzle: String,
    /// The board's side: 4, 9, 16 or 25.
    pub side: u8,
    /// The puzzle's level id (`very-easy` … `extreme`, `beyond-extreme`), or `None` when it
    /// was not rated.
    pub level: Option<String>,
    /// A numeric rating of the puzzle, when one is known.
    pub rating: Option<f64>,
    /// The time played until the board was solved.
    pub time: Duration,
    /// Every hint shown, by reveal level.
    pub hints: HintCounts,
    /// Values and steps the tutor applied: hint steps, singles, solves (one per step) and
    /// values a trial-and-error solve filled in (one per cell).
    pub tutor_steps: u32,
    /// Cells that checks (broken rules, deviations) found wrong, each counted once.
    pub mistakes: u32,
    /// When the game was finished, in seconds since 1970-01-01 UTC.
    pub finished_at: i64,
    /// The help each technique gave, one entry per technique that gave some.
    pub techniques: Vec<TechniqueUse>,
}

impl GameRecord {
    /// Whether the player solved the puzzle alone: the tutor applied no step (hints
    /// shown leave the placing to the player, so they do not change this).
    pub fn solved_alone(&self) -> bool {
        self.tutor_steps == 0
    }
}
