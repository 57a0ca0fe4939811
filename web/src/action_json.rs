//! The actions of `docs/api.md` read from JSON into the façade's [`Action`]s: every field
//! checked for its kind here (a cell name, a digit, a colour), and a `400` naming what does
//! not fit. Whether the action suits the board (a cell on it, a digit of its size) is the
//! façade's to say.

use dn::{CandidateSet, Colour, Coord, Digit, Geometry, InputMode, PatternId};
use facade::{Action, ReplayTo, Reveal};
use serde::Deserialize;

use crate::error::ApiError;

/// An action as the page sends it.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum ActionJson {
    SetValue { cell: String, digit: u8 },
    ClearValue { cell: String },
    ToggleCandidates { cell: String, digits: Vec<u8> },
    Colour { cell: String, colour: Option<u8> },
    ClearColour { colour: Option<u8> },
    ShowColours { show: bool },
    Filter { digits: Vec<u8> },
    Mode { mode: String },
    SelectPattern { pattern: Option<String> },
    Uniqueness { on: bool },
    Hint { pattern: Option<String> },
    HintAt { level: u8, pattern: Option<String> },
    HintMore,
    Step { pattern: Option<String> },
    Steps,
    ShowStep { index: usize },
    Singles,
    SolutionPath,
    Replay { to: ReplayJson },
    SolveWithPatterns,
    SolveTrialAndError,
    Undo,
    Redo,
    Reset,
    CheckRules,
    ComputeCandidates,
    CleanCandidates,
    NoteCandidates { cells: Vec<String> },
    ShowDeviations,
    ClearCandidates,
    WriteNew { size: usize },
    FinishWriting,
}

/// Where a replay goes: a number of steps, `end` or `leave`.
#[derive(Deserialize)]
#[serde(untagged)]
pub(crate) enum ReplayJson {
    After(usize),
    Named(String),
}

/// The body of `POST /api/games/{id}/actions`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ActionRequest {
    pub(crate) action: ActionJson,
}

fn cell(name: &str) -> Result<Coord, ApiError> {
    name.parse().map_err(|e| ApiError::bad_request(format!("'{name}' is not a cell name: {e}")))
}

fn digit(n: u8) -> Result<Digit, ApiError> {
    Digit::new(n).ok_or_else(|| ApiError::bad_request(format!("{n} is not a digit (1 to 25)")))
}

fn digits(list: &[u8]) -> Result<CandidateSet, ApiError> {
    list.iter().map(|&n| digit(n)).collect()
}

fn colour(n: Option<u8>) -> Result<Option<Colour>, ApiError> {
    n.map(|n| {
        Colour::from_number(n).ok_or_else(|| ApiError::bad_request(format!("{n} is not a colour (1 to 6)")))
    })
    .transpose()
}

/// A pattern id; an unknown one is refused listing the valid ids.
pub(crate) fn pattern(id: Option<&str>) -> Result<Option<PatternId>, ApiError> {
    id.map(|id| facade::pattern_id(id).map_err(|e| ApiError::bad_request(e.to_string()))).transpose()
}

impl ActionJson {
    /// The façade's action, or why the JSON does not make one.
    pub(crate) fn into_action(self) -> Result<Action, ApiError> {
        Ok(match self {
            ActionJson::SetValue { cell: c, digit: d } => Action::SetValue(cell(&c)?, digit(d)?),
            ActionJson::ClearValue { cell: c } => Action::ClearValue(cell(&c)?),
            ActionJson::ToggleCandidates { cell: c, digits: d } => {
                let list = d.iter().map(|&n| digit(n)).collect::<Result<Vec<_>, _>>()?;
                Action::ToggleCandidates(cell(&c)?, list)
            }
            ActionJson::Colour { cell: c, colour: n } => Action::Colour(cell(&c)?, colour(n)?),
            ActionJson::ClearColour { colour: n } => Action::ClearColour(colour(n)?),
            ActionJson::ShowColours { show } => Action::ShowColours(show),
            ActionJson::Filter { digits: d } => Action::Filter(digits(&d)?),
            ActionJson::Mode { mode } => Action::Mode(match mode.as_str() {
                "normal" => InputMode::Normal,
                "auto-eliminate" => InputMode::AutoEliminate,
                other => {
                    return Err(ApiError::bad_request(format!(
                        "'{other}' is not a mode: normal or auto-eliminate"
                    )));
                }
            }),
            ActionJson::SelectPattern { pattern: p } => Action::SelectPattern(pattern(p.as_deref())?),
            ActionJson::Uniqueness { on } => Action::Uniqueness(on),
            ActionJson::Hint { pattern: p } => Action::Hint(pattern(p.as_deref())?),
            ActionJson::HintAt { level, pattern: p } => {
                let reveal = Reveal::from_number(level).ok_or_else(|| {
                    ApiError::bad_request(format!("{level} is not a reveal level (1 to 4)"))
                })?;
                Action::HintAt(pattern(p.as_deref())?, reveal)
            }
            ActionJson::HintMore => Action::HintMore,
            ActionJson::Step { pattern: p } => Action::Step(pattern(p.as_deref())?),
            ActionJson::Steps => Action::Steps,
            ActionJson::ShowStep { index } => Action::ShowStep(index),
            ActionJson::Singles => Action::Singles,
            ActionJson::SolutionPath => Action::SolutionPath,
            ActionJson::Replay { to } => Action::Replay(match to {
                ReplayJson::After(steps) => ReplayTo::After(steps),
                ReplayJson::Named(name) if name == "end" => ReplayTo::End,
                ReplayJson::Named(name) if name == "leave" => ReplayTo::Leave,
                ReplayJson::Named(name) => {
                    return Err(ApiError::bad_request(format!(
                        "'{name}' is not a place in the replay: a number of steps, end or leave"
                    )));
                }
            }),
            ActionJson::SolveWithPatterns => Action::SolveWithPatterns,
            ActionJson::SolveTrialAndError => Action::SolveTrialAndError,
            ActionJson::Undo => Action::Undo,
            ActionJson::Redo => Action::Redo,
            ActionJson::Reset => Action::Reset,
            ActionJson::CheckRules => Action::CheckRules,
            ActionJson::ComputeCandidates => Action::ComputeCandidates,
            ActionJson::CleanCandidates => Action::CleanCandidates,
            ActionJson::NoteCandidates { cells } => {
                Action::NoteCandidates(cells.iter().map(|c| cell(c)).collect::<Result<Vec<_>, _>>()?)
            }
            ActionJson::ShowDeviations => Action::ShowDeviations,
            ActionJson::ClearCandidates => Action::ClearCandidates,
            ActionJson::WriteNew { size } => {
                Action::WriteNew(Geometry::from_side(size).map_err(|_| {
                    ApiError::bad_request(format!("{size} is not a board size: 4, 9, 16 or 25"))
                })?)
            }
            ActionJson::FinishWriting => Action::FinishWriting,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::body::parse;

    fn action(json: &str) -> Result<Action, ApiError> {
        parse::<ActionRequest>(json.as_bytes())?.action.into_action()
    }

    #[test]
    fn actions_read_into_the_facade_s_vocabulary() {
        let f1c3 = Coord::new(0, 2);
        assert_eq!(
            action(r#"{"action": {"type": "set_value", "cell": "f1c3", "digit": 4}}"#).unwrap(),
            Action::SetValue(f1c3, Digit::new(4).unwrap())
        );
        assert_eq!(
            action(r#"{"action": {"type": "hint_at", "level": 2}}"#).unwrap(),
            Action::HintAt(None, Reveal::Technique)
        );
        assert_eq!(
            action(r#"{"action": {"type": "replay", "to": "end"}}"#).unwrap(),
            Action::Replay(ReplayTo::End)
        );
        assert_eq!(action(r#"{"action": {"type": "undo"}}"#).unwrap(), Action::Undo);
    }

    #[test]
    fn what_does_not_fit_is_a_400_that_names_it() {
        for (json, said) in [
            (r#"{"action": {"type": "set_value", "cell": "f1c3", "digit": 0}}"#, "0 is not a digit"),
            (r#"{"action": {"type": "set_value", "cell": "zz", "digit": 1}}"#, "'zz' is not a cell name"),
            (r#"{"action": {"type": "fly"}}"#, "unknown variant"),
            (r#"{"action": {"type": "hint_at", "level": 5}}"#, "5 is not a reveal level"),
            (r#"{"action": {"type": "hint", "pattern": "y-wing"}}"#, "'y-wing'"),
            (r#"{"action": {"type": "set_value", "cell": "f1c3"}}"#, "missing field `digit`"),
            (r#"{"action": "#, "malformed JSON"),
        ] {
            let error = action(json).unwrap_err();
            assert_eq!(error.status, axum::http::StatusCode::BAD_REQUEST, "{json}");
            assert!(error.message.contains(said), "{json}: {}", error.message);
        }
    }
}
