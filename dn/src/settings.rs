//! The tutor's settings that belong to a game and are undone with it: the input mode, the
//! candidate filter, whether colours show, the selected pattern, and whether a new board
//! is being written (thesis 2.3.1-2.3.7).

use serde::{Deserialize, Serialize};

use crate::{CandidateSet, PatternId};

/// How a placed value affects the candidates around it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InputMode {
    /// Placing a value changes nothing else (the player cleans candidates themselves).
    #[default]
    Normal,
    /// Placing a value removes that digit from the candidates of every peer.
    AutoEliminate,
}

/// The settings of one game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TutorSettings {
    /// Normal or auto-eliminate.
    pub mode: InputMode,
    /// The digits whose candidates are shown; empty shows every digit.
    pub filter: CandidateSet,
    /// Whether cell colours are drawn.
    pub show_colours: bool,
    /// The pattern hints and steps are restricted to, or `None` for any.
    pub pattern: Option<PatternId>,
    /// Whether the player is writing a new board (values become givens).
    pub writing: bool,
}

impl Default for TutorSettings {
    fn default() -> TutorSettings {
        TutorSettings {
            mode: InputMode::Normal,
            filter: CandidateSet::EMPTY,
            show_colours: true,
            pattern: None,
            writing: false,
        }
    }
}

impl TutorSettings {
    /// Whether the candidate `digit` passes the filter.
    pub fn shows(&self, digit: crate::Digit) -> bool {
        self.filter.is_empty() || self.filter.contains(digit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Digit;

    #[test]
    fn an_empty_filter_shows_every_digit() {
        let mut settings = TutorSettings::default();
        let seven = Digit::new(7).unwrap();
        assert!(settings.shows(seven));
        settings.filter = CandidateSet::single(Digit::new(3).unwrap());
        assert!(!settings.shows(seven));
        assert!(settings.shows(Digit::new(3).unwrap()));
    }
}
