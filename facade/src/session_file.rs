//! Saving and loading a whole tutor session as JSON (serde): both boards with their
//! candidates and colours, the settings, the undo memory, the initial state, the time
//! played and what is on show (a hint at its reveal level, marks of a check, a replay), as
//! compact JSON; the undo memory keeps only what each step changed (see
//! [`dn::MemoriaJuego`]). Files are replaced atomically. The time played is saved in milliseconds and
//! saturates at `u64::MAX` rather than wrap; a file whose time is not a whole number of
//! milliseconds in that range (negative, fractional, too large) is refused.

use std::path::Path;
use std::time::Duration;

use dn::{EstadoDN, MemoriaJuego};
use serde::{Deserialize, Serialize};

use crate::clock::Clock;
use crate::session::Shown;
use crate::tally::Tally;
use crate::{FacadeError, SudokuLN};

/// The marker in the `format` field of a session file.
const FORMAT: &str = "jade-session";

/// The version written; a file with another version is refused with a clear message.
const VERSION: u32 = 1;

/// A session on disk.
#[derive(Serialize, Deserialize)]
struct SessionFile {
    format: String,
    version: u32,
    state: EstadoDN,
    initial: EstadoDN,
    memory: MemoriaJuego,
    elapsed_ms: u64,
    /// The help the game has had (absent in files saved before statistics: a new tally).
    #[serde(default)]
    tally: Tally,
    /// What is on show: the hint at its reveal level, the broken rules and deviations
    /// marked, a replay (absent in files saved before it was kept: nothing on show).
    #[serde(default, skip_serializing_if = "is_nothing")]
    shown: Shown,
}

/// Whether nothing is on show.
fn is_nothing(shown: &Shown) -> bool {
    *shown == Shown::default()
}

/// Whether a file starting with `start` holds a saved session: a JSON object naming the
/// session format in its first fields.
pub(crate) fn looks_like_session(start: &[u8]) -> bool {
    let head: String =
        String::from_utf8_lossy(start).chars().filter(|c| !c.is_whitespace()).take(64).collect();
    head.starts_with('{') && head.contains(&format!("\"format\":\"{FORMAT}\""))
}

/// What serde says is wrong, without the position it appends (the message gives it first).
fn reason(error: &serde_json::Error) -> String {
    let text = error.to_string();
    let position = format!(" at line {} column {}", error.line(), error.column());
    text.strip_suffix(&position).map_or(text.clone(), str::to_owned)
}

impl SudokuLN {
    /// The whole session as JSON.
    pub fn session_json(&self) -> String {
        let file = SessionFile {
            format: FORMAT.into(),
            version: VERSION,
            state: self.state.clone(),
            initial: self.initial.clone(),
            memory: self.memory.clone(),
            elapsed_ms: u64::try_from(self.elapsed().as_millis()).unwrap_or(u64::MAX),
            tally: self.tally.clone(),
            shown: self.shown.clone(),
        };
        // Compact JSON: whitespace made up most of a pretty-printed session.
        serde_json::to_string(&file).expect("a session always serialises")
    }

    /// A session from the JSON of [`SudokuLN::session_json`]; the clock is paused.
    pub fn from_session_json(text: &str) -> Result<SudokuLN, FacadeError> {
        let file: SessionFile = serde_json::from_str(text).map_err(|e| FacadeError::Unreadable {
            path: None,
            message: format!("line {}, column {}: not a JADE session: {}", e.line(), e.column(), reason(&e)),
        })?;
        if file.format != FORMAT || file.version != VERSION {
            return Err(FacadeError::Unreadable {
                path: None,
                message: format!(
                    "a {} file of version {} cannot be read (this JADE reads {FORMAT} version {VERSION})",
                    file.format, file.version
                ),
            });
        }
        let geometry = file.state.board.geometry();
        let same = |s: &EstadoDN| {
            s.board.geometry() == geometry
                && s.system.geometry() == geometry
                && s.board.is_well_formed()
                && s.system.is_well_formed()
        };
        let memory_ok = file.memory.is_well_formed() && file.memory.states().all(same);
        if !same(&file.initial) || !same(&file.state) || !memory_ok {
            return Err(FacadeError::Unreadable {
                path: None,
                message: "the session's boards are damaged or differ in size".into(),
            });
        }
        let mut session = SudokuLN::from_state(file.initial);
        session.state = file.state;
        session.memory = file.memory;
        session.clock = Clock::with_elapsed(Duration::from_millis(file.elapsed_ms));
        session.tally = file.tally;
        session.shown = file.shown;
        Ok(session)
    }

    /// A session from the JSON of [`SudokuLN::session_json`] whose clock has also counted
    /// `away`, unless its board is solved: the time played since it was saved, elsewhere
    /// (the web version keeps a game between requests and counts the time between them).
    pub fn resume_session_json(text: &str, away: Duration) -> Result<SudokuLN, FacadeError> {
        let mut session = SudokuLN::from_session_json(text)?;
        if !session.board().is_solved() {
            session.clock = Clock::with_elapsed(session.elapsed().saturating_add(away));
        }
        Ok(session)
    }

    /// Saves the whole session to `path` (JSON, replaced atomically).
    pub fn save_session(&self, path: &Path) -> Result<(), FacadeError> {
        crate::save_text(path, &self.session_json())
    }

    /// Loads a session saved by [`SudokuLN::save_session`] (read once, at most 128 MiB).
    pub fn load_session(path: &Path) -> Result<SudokuLN, FacadeError> {
        SudokuLN::session_from_bytes(&crate::bounded_read::read_session(path)?, path)
    }

    /// A session from the bytes of the file at `path`; errors name the file.
    pub(crate) fn session_from_bytes(bytes: &[u8], path: &Path) -> Result<SudokuLN, FacadeError> {
        let named = |message: String| FacadeError::Unreadable { path: Some(path.to_path_buf()), message };
        let text = std::str::from_utf8(bytes).map_err(|e| {
            named(format!("not a JADE session: not UTF-8 text after byte {}", e.valid_up_to()))
        })?;
        SudokuLN::from_session_json(text).map_err(|error| match error {
            FacadeError::Unreadable { message, .. } => named(message),
            other => other,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;

    const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

    /// A saved session whose `elapsed_ms` field holds `value` (written as JSON text).
    fn session_with_elapsed(value: &str) -> String {
        let json = SudokuLN::from_text(FIG_2_1).unwrap().session_json();
        let field = "\"elapsed_ms\":0";
        assert!(json.contains(field), "{json}");
        json.replace(field, &format!("\"elapsed_ms\": {value}"))
    }

    #[test]
    fn a_clock_near_the_top_of_its_range_is_saved_back_saturated_not_wrapped() {
        let text = session_with_elapsed(&(u64::MAX - 10).to_string());
        let mut session = SudokuLN::from_session_json(&text).unwrap();
        let second_ago = Instant::now().checked_sub(Duration::from_secs(1)).unwrap();
        session.clock = Clock::running_since(session.elapsed(), second_ago);
        let saved: serde_json::Value = serde_json::from_str(&session.session_json()).unwrap();
        assert_eq!(saved["elapsed_ms"], serde_json::json!(u64::MAX));
        let reloaded = SudokuLN::from_session_json(&session.session_json()).unwrap();
        assert_eq!(reloaded.elapsed(), Duration::from_millis(u64::MAX));
    }

    #[test]
    fn the_hint_on_show_is_saved_at_its_reveal_level() {
        let mut session = SudokuLN::from_text(FIG_2_1).unwrap();
        session.apply(crate::Action::HintAt(None, crate::Reveal::Technique)).unwrap();
        let reloaded = SudokuLN::from_session_json(&session.session_json()).unwrap();
        assert_eq!(reloaded.view().revealed, session.view().revealed);
        assert!(reloaded.view().revealed.is_some_and(|r| r.reveal == crate::Reveal::Technique));
    }

    #[test]
    fn a_resumed_session_counts_the_time_away_until_it_is_solved() {
        let text = session_with_elapsed("1000");
        let resumed = SudokuLN::resume_session_json(&text, Duration::from_secs(2)).unwrap();
        assert_eq!(resumed.elapsed(), Duration::from_millis(3000));
        let solution = resumed.solution().unwrap().clone();
        let mut solved = SudokuLN::from_text(&solution.to_string()).unwrap();
        solved.start_clock();
        let resumed = SudokuLN::resume_session_json(&solved.session_json(), Duration::from_secs(2)).unwrap();
        assert!(resumed.elapsed() < Duration::from_secs(2), "a solved game's clock has stopped");
    }

    #[test]
    fn a_time_played_that_is_no_count_of_milliseconds_is_refused() {
        for value in ["-1", "1.5", "1e300", "18446744073709551616", "\"NaN\"", "null", "[]"] {
            let error = SudokuLN::from_session_json(&session_with_elapsed(value)).unwrap_err();
            let message = error.to_string();
            assert!(message.contains("not a JADE session"), "{value}: {message}");
            assert_eq!(message.matches("column").count(), 1, "the position is said once: {message}");
        }
        assert!(SudokuLN::from_session_json(&session_with_elapsed("NaN")).is_err());
    }
}
