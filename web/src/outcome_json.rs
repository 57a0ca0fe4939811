//! An action's outcome as the JSON of `docs/api.md`: its kind, the sentence `jade play`
//! says, whether it is bad news, and the data of its kind.

use facade::{Action, HintAnswer, Outcome};
use serde_json::{Map, Value, json};

use crate::view_json::{cells, hint, hints, replay, revealed};

/// The action a hint answer suggests, as the page sends it back.
fn remedy(answer: &HintAnswer) -> Value {
    match answer.remedy() {
        Some(Action::NoteCandidates(list)) => json!({"type": "note_candidates", "cells": cells(&list)}),
        Some(Action::CleanCandidates) => json!({"type": "clean_candidates"}),
        Some(Action::ShowDeviations) => json!({"type": "show_deviations"}),
        _ => Value::Null,
    }
}

/// The tutor's answer: `answer`, `hint` and `note`, `stale`, `problems`, `remedy`.
fn answer(object: &mut Map<String, Value>, answer: &HintAnswer) {
    object.insert("answer".into(), json!(answer.kind()));
    match answer {
        HintAnswer::Hint(found) | HintAnswer::NoteFirst { hint: found, .. } => {
            object.insert("hint".into(), hint(found));
            object.insert("note".into(), cells(answer.cells_to_note()));
        }
        HintAnswer::StaleCandidates(list) => {
            object.insert("stale".into(), cells(list));
        }
        HintAnswer::Inconsistent(problems) => {
            object.insert(
                "problems".into(),
                json!(problems.iter().map(ToString::to_string).collect::<Vec<_>>()),
            );
        }
        _ => {}
    }
    object.insert("remedy".into(), remedy(answer));
}

/// The outcome as JSON.
pub(crate) fn outcome(outcome: &Outcome) -> Value {
    let mut object = Map::new();
    let kind = match outcome {
        Outcome::Changed(step) | Outcome::Undone(step) | Outcome::Redone(step) => {
            object.insert("step".into(), json!(step));
            match outcome {
                Outcome::Changed(_) => "changed",
                Outcome::Undone(_) => "undone",
                _ => "redone",
            }
        }
        Outcome::Hint(found) => {
            answer(&mut object, found);
            "hint"
        }
        Outcome::Stepped(found) => {
            answer(&mut object, found);
            "stepped"
        }
        Outcome::Revealed(shown) => {
            object.insert("revealed".into(), revealed(shown));
            "revealed"
        }
        Outcome::Steps(steps) => {
            object.insert("answer".into(), json!(steps.kind()));
            object.insert("steps".into(), hints(steps.steps()));
            "steps"
        }
        Outcome::Singles(steps) => {
            object.insert("steps".into(), hints(steps));
            "singles"
        }
        Outcome::Path(path) => {
            object.insert("solved".into(), json!(path.solved));
            object.insert("steps".into(), hints(path.steps.iter().map(|step| &step.hint)));
            "path"
        }
        Outcome::Replay(position) => {
            object.insert("replay".into(), replay(*position));
            "replay"
        }
        Outcome::Solved(solve) => {
            object.insert("steps".into(), json!(solve.steps.len()));
            object.insert("level".into(), json!(solve.difficulty.id));
            object.insert("difficulty".into(), json!(solve.difficulty.value));
            "solved"
        }
        Outcome::SolvedByTrialAndError => "solved_by_trial_and_error",
        Outcome::Rules(conflicts) => {
            object.insert(
                "conflicts".into(),
                json!(conflicts.iter().map(ToString::to_string).collect::<Vec<_>>()),
            );
            "rules"
        }
        Outcome::Deviations(deviations) => {
            object.insert("wrong_values".into(), cells(&deviations.wrong_values));
            object.insert("lost_digits".into(), cells(&deviations.lost_digits));
            "deviations"
        }
        Outcome::Writing => "writing",
        Outcome::Written(status) => {
            object.insert("status".into(), json!(status.name()));
            "written"
        }
    };
    object.insert("kind".into(), json!(kind));
    object.insert("message".into(), json!(outcome.to_string()));
    object.insert("setback".into(), json!(outcome.is_setback()));
    Value::Object(object)
}
