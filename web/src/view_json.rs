//! The board view, hints and revealed hints as the JSON of `docs/api.md` (the shapes of
//! `docs/json.md`: cells named `f4c6`, digits as numbers, ids kebab-case).

use dn::{Candidate, CandidateSet, ChainNode, Coord, Hint, PatternCell};
use facade::{BoardView, CellView, ReplayPosition, RevealedHint};
use serde_json::{Value, json};

/// Cell names.
pub(crate) fn cells(list: &[Coord]) -> Value {
    json!(list.iter().map(ToString::to_string).collect::<Vec<_>>())
}

/// Digits as numbers, smallest first.
fn digits(set: CandidateSet) -> Value {
    json!(set.iter().map(|d| d.get()).collect::<Vec<_>>())
}

fn pattern_cells(list: &[PatternCell]) -> Value {
    json!(list.iter().map(|c| json!({"cell": c.cell.to_string(), "role": c.role.id()})).collect::<Vec<_>>())
}

fn candidates(list: &[Candidate]) -> Value {
    json!(
        list.iter().map(|c| json!({"cell": c.cell.to_string(), "digit": c.digit.get()})).collect::<Vec<_>>()
    )
}

fn node(node: &ChainNode) -> Value {
    json!({"cells": cells(&node.cells), "digit": node.digit.get(), "kind": node.kind.id()})
}

/// A hint: pattern, name, level, cells with roles, eliminations, placements, chain links
/// and the explanation.
pub(crate) fn hint(hint: &Hint) -> Value {
    json!({
        "pattern": hint.pattern,
        "name": hint.name,
        "level": hint.level.id(),
        "cells": pattern_cells(&hint.cells),
        "eliminations": candidates(&hint.eliminations),
        "placements": candidates(&hint.placements),
        "links": hint.links.iter().map(|l| json!({"from": node(&l.from), "to": node(&l.to), "kind": l.kind.id()})).collect::<Vec<_>>(),
        "explanation": hint.explanation,
    })
}

/// Hints, in order.
pub(crate) fn hints<'a>(list: impl IntoIterator<Item = &'a Hint>) -> Value {
    json!(list.into_iter().map(hint).collect::<Vec<_>>())
}

/// A hint revealed at one level: what that level says and shows.
pub(crate) fn revealed(revealed: &RevealedHint) -> Value {
    json!({
        "level": revealed.reveal.number(),
        "stage": revealed.reveal.id(),
        "family": revealed.family.as_str(),
        "area": revealed.area.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "pattern": revealed.pattern,
        "name": revealed.name,
        "digits": revealed.digits.iter().map(|d| d.get()).collect::<Vec<_>>(),
        "cells": pattern_cells(&revealed.cells),
        "text": revealed.text,
    })
}

/// Where a replay stands.
pub(crate) fn replay(position: Option<ReplayPosition>) -> Value {
    position.map_or(Value::Null, |at| json!({"taken": at.taken, "steps": at.steps, "solved": at.solved}))
}

fn cell(view: &CellView) -> Value {
    json!({
        "cell": view.cell.to_string(),
        "value": view.value.map(|d| d.get()),
        "given": view.given,
        "candidates": digits(view.candidates),
        "colour": view.colour.map(|c| c.number()),
        "conflict": view.conflict,
        "deviation": view.deviation,
        "in_area": view.in_area,
        "role": view.role.map(|r| r.id()),
        "eliminated": digits(view.eliminated),
        "placed": view.placed.map(|d| d.get()),
    })
}

/// The board as the page draws it.
pub(crate) fn board(view: &BoardView) -> serde_json::Map<String, Value> {
    let mut object = serde_json::Map::new();
    object.insert("size".into(), json!(view.side));
    object.insert("box_size".into(), json!(view.box_size));
    object.insert("cells".into(), json!(view.cells.iter().map(cell).collect::<Vec<_>>()));
    object.insert("hint".into(), view.hint.as_ref().map_or(Value::Null, hint));
    object.insert("revealed".into(), view.revealed.as_ref().map_or(Value::Null, revealed));
    object.insert(
        "conflicts".into(),
        json!(view.conflicts.iter().map(ToString::to_string).collect::<Vec<_>>()),
    );
    object.insert("deviations".into(), cells(&view.deviations));
    object.insert("solved".into(), json!(view.solved));
    object.insert("writing".into(), json!(view.writing));
    object.insert(
        "mode".into(),
        json!(match view.mode {
            dn::InputMode::Normal => "normal",
            dn::InputMode::AutoEliminate => "auto-eliminate",
        }),
    );
    object.insert("filter".into(), digits(view.filter));
    object.insert("pattern".into(), json!(view.pattern));
    object.insert("uniqueness".into(), json!(view.uniqueness));
    object.insert("elapsed_ms".into(), json!(u64::try_from(view.elapsed.as_millis()).unwrap_or(u64::MAX)));
    object.insert("can_undo".into(), json!(view.can_undo));
    object.insert("can_redo".into(), json!(view.can_redo));
    object.insert("replay".into(), replay(view.replay));
    object
}
