//! The tutor's settings that belong to a game and are undone with it: the input mode, the
//! candidate filter, whether colours show, the selected pattern, whether the uniqueness
//! techniques may be used, and whether a new board is being written (thesis 2.3.1-2.3.7).

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
    /// Whether hints, steps and solves may use the techniques that assume the puzzle has
    /// one solution (Unique Rectangles, Hidden Rectangle, BUG+1). On by default; a session
    /// saved before the setting existed reads as on.
    #[serde(default = "on")]
    pub uniqueness: bool,
}

/// The default of a setting that is on unless saved off.
fn on() -> bool {
    true
}

impl Default for TutorSettings {
    fn default() -> TutorSettings {
        TutorSettings {
            mode: InputMode::Normal,
            filter: CandidateSet::EMPTY,
            show_colours: true,
            pattern: None,
            writing: false,
            uniqueness: true,
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

    #[test]
    fn settings_saved_before_the_uniqueness_setting_read_with_it_on() {
        let mut saved = serde_json::to_value(TutorSettings { uniqueness: false, ..TutorSettings::default() })
            .expect("settings serialize");
        assert_eq!(saved["uniqueness"], false);
        saved.as_object_mut().expect("an object").remove("uniqueness");
        let read: TutorSettings = serde_json::from_value(saved).expect("an old session's settings read");
        assert!(read.uniqueness);
    }
}
