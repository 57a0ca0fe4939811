//! The help a game has had, counted for the player's statistics: hints shown at each
//! reveal level and per technique, steps the tutor applied, and the cells checks found
//! wrong. Undo does not take help back: a hint seen stays seen. The tally is saved with a
//! session and starts again with a new game (a new board written, a new session).

use std::collections::{BTreeMap, BTreeSet};
use std::hash::{BuildHasher, Hasher};
use std::time::{SystemTime, UNIX_EPOCH};

use dn::{Coord, PatternId};
use serde::{Deserialize, Serialize};

use crate::{Outcome, Reveal};

/// The help one game has had so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Tally {
    /// The game's key in the statistics: one game, one record.
    pub(crate) key: String,
    /// Hints shown per technique, counted at reveal levels 1, 2 and 3.
    pub(crate) hints: BTreeMap<PatternId, [u32; 3]>,
    /// Steps the tutor applied per technique.
    pub(crate) steps: BTreeMap<PatternId, u32>,
    /// Values a trial-and-error solve filled in.
    pub(crate) filled: u32,
    /// Cells a check found wrong (in a broken rule, or deviating from the solution).
    pub(crate) mistakes: BTreeSet<Coord>,
}

impl Default for Tally {
    /// An empty tally with a fresh key.
    fn default() -> Tally {
        Tally {
            key: fresh_key(),
            hints: BTreeMap::new(),
            steps: BTreeMap::new(),
            filled: 0,
            mistakes: BTreeSet::new(),
        }
    }
}

/// A key no other game has: the time in nanoseconds and a random number.
fn fresh_key() -> String {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(nanos);
    hasher.write_u32(std::process::id());
    format!("{nanos:x}-{:016x}", hasher.finish())
}

impl Tally {
    /// Counts the help `outcome` gave; `shown` is the technique of the hint now on show
    /// (a level-1 hint does not name it), `filled` the cells a trial-and-error solve
    /// filled in, `givens` whether a cell is a given (a given is never a mistake).
    pub(crate) fn count(
        &mut self,
        outcome: &Outcome,
        shown: Option<PatternId>,
        filled: u32,
        givens: impl Fn(Coord) -> bool,
    ) {
        match outcome {
            Outcome::Hint(answer) => {
                if let Some(hint) = answer.hint() {
                    self.hint(hint.pattern, Reveal::Full);
                }
            }
            Outcome::Revealed(revealed) => {
                if let Some(pattern) = revealed.pattern.or(shown) {
                    self.hint(pattern, revealed.reveal);
                }
            }
            Outcome::Stepped(answer) => {
                if let Some(hint) = answer.hint() {
                    self.step(hint.pattern);
                }
            }
            Outcome::Singles(steps) => steps.iter().for_each(|hint| self.step(hint.pattern)),
            Outcome::Solved(solve) => solve.steps.iter().for_each(|hint| self.step(hint.pattern)),
            Outcome::SolvedByTrialAndError => self.filled = self.filled.saturating_add(filled),
            Outcome::Rules(conflicts) => {
                let cells = conflicts.iter().flat_map(|conflict| conflict.cells.iter().copied());
                self.mistakes.extend(cells.filter(|&cell| !givens(cell)));
            }
            Outcome::Deviations(deviations) => {
                self.mistakes.extend(deviations.wrong_values.iter().chain(&deviations.lost_digits).copied());
            }
            _ => {}
        }
    }

    fn hint(&mut self, pattern: PatternId, reveal: Reveal) {
        let level = usize::from(reveal.number().clamp(1, 3) - 1);
        let counts = self.hints.entry(pattern).or_default();
        counts[level] = counts[level].saturating_add(1);
    }

    fn step(&mut self, pattern: PatternId) {
        let steps = self.steps.entry(pattern).or_default();
        *steps = steps.saturating_add(1);
    }

    /// Every hint shown, by reveal level.
    pub(crate) fn hint_counts(&self) -> stats::HintCounts {
        self.hints
            .values()
            .map(|&counts| hint_counts(counts))
            .fold(stats::HintCounts::default(), stats::HintCounts::plus)
    }

    /// Steps the tutor applied, and values it filled in.
    pub(crate) fn tutor_steps(&self) -> u32 {
        self.steps.values().fold(self.filled, |sum, &n| sum.saturating_add(n))
    }

    /// The help each technique gave, in id order.
    pub(crate) fn techniques(&self) -> Vec<stats::TechniqueUse> {
        let patterns: BTreeSet<PatternId> = self.hints.keys().chain(self.steps.keys()).copied().collect();
        patterns
            .into_iter()
            .map(|pattern| stats::TechniqueUse {
                pattern,
                hints: self.hints.get(&pattern).map_or_else(Default::default, |&counts| hint_counts(counts)),
                tutor_steps: self.steps.get(&pattern).copied().unwrap_or(0),
            })
            .collect()
    }
}

/// Counts at levels 1, 2 and 3 as [`stats::HintCounts`].
fn hint_counts([area, technique, full]: [u32; 3]) -> stats::HintCounts {
    stats::HintCounts { area, technique, full }
}
