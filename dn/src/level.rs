//! Difficulty levels (thesis 5.4): each solving pattern belongs to one, and a puzzle's level
//! is the highest level of the patterns it needs.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A difficulty level, from very easy to extreme, in increasing order. Which patterns
/// belong to each is said by each pattern (its `PatternInfo` in `ln`), and listed in the
/// manual's table of patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// The easiest: a Hidden Single at every step.
    VeryEasy,
    /// Singles of both kinds.
    Easy,
    /// The first subsets and intersections.
    Medium,
    /// Basic fish and the harder subsets.
    Hard,
    /// Coloring and wings.
    VeryHard,
    /// Chains and what needs them.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] =
        [Level::VeryEasy, Level::Easy, Level::Medium, Level::Hard, Level::VeryHard, Level::Extreme];

    /// The machine name: `very-easy`, `easy`, `medium`, `hard`, `very-hard`, `extreme`.
    pub fn id(self) -> &'static str {
        match self {
            Level::VeryEasy => "very-easy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::VeryHard => "very-hard",
            Level::Extreme => "extreme",
        }
    }

    /// The name people read: `very easy`, …, `extreme`.
    pub fn label(self) -> &'static str {
        match self {
            Level::VeryEasy => "very easy",
            Level::VeryHard => "very hard",
            other => other.id(),
        }
    }

    /// 0 for very easy up to 5 for extreme.
    pub fn rank(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// The text named no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError(pub String);

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown level '{}': expected very-easy, easy, medium, hard, very-hard or extreme", self.0)
    }
}

impl std::error::Error for LevelError {}

impl FromStr for Level {
    type Err = LevelError;

    /// Accepts the id (`very-hard`), the label (`very hard`) or `very_hard`, any case.
    fn from_str(text: &str) -> Result<Level, LevelError> {
        let wanted = text.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        Level::ALL.into_iter().find(|level| level.id() == wanted).ok_or_else(|| LevelError(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for level in Level::ALL {
            assert_eq!(level.id().parse::<Level>().unwrap(), level);
            assert_eq!(level.label().parse::<Level>().unwrap(), level);
        }
        assert!("impossible".parse::<Level>().is_err());
        assert!(Level::Medium < Level::Hard);
        assert_eq!(serde_json::to_string(&Level::VeryHard).unwrap(), "\"very-hard\"");
    }
}
