//! Printing results: text for people, one JSON object per line for programs.

use std::io::Write;

use dn::{Candidate, ChainNode, Grid, Hint, SolutionStatus, SudokuDN};
use facade::{BadPuzzle, Difficulty, FacadeError, HintAnswer, RevealedHint, SudokuLN};
use serde_json::{Map, Value, json};

/// The JSON fields every per-puzzle answer shares: the line, the puzzle, the status
/// (`invalid` when the givens break a rule, with `conflicts` naming each broken rule), the
/// solution (only when it is unique) and, for several, two of them.
pub(crate) fn status_json(
    line: usize,
    board: &SudokuDN,
    status: &SolutionStatus,
) -> serde_json::Map<String, Value> {
    let conflicts = board.conflicts();
    let mut object = serde_json::Map::new();
    object.insert("line".into(), json!(line));
    object.insert("puzzle".into(), json!(board.givens().to_string()));
    if conflicts.is_empty() {
        object.insert("status".into(), json!(status.name()));
    } else {
        object.insert("status".into(), json!("invalid"));
        object
            .insert("conflicts".into(), json!(conflicts.iter().map(ToString::to_string).collect::<Vec<_>>()));
    }
    object.insert("solution".into(), json!(status.unique().map(Grid::to_string)));
    if let SolutionStatus::Multiple(a, b) = status {
        object.insert("solutions".into(), json!([a.to_string(), b.to_string()]));
    }
    object
}

/// The one shape of every error in JSON: `{"kind": "parse", "message": "line 3: ..."}`.
pub(crate) fn error_json(error: &FacadeError) -> Value {
    json!({"kind": error.kind(), "message": error.to_string()})
}

/// The answer for a line that holds no puzzle:
/// `{"line": 3, "puzzle": "...", "status": "error", "error": {...}}`.
pub(crate) fn bad_puzzle_json(bad: &BadPuzzle) -> serde_json::Map<String, Value> {
    let mut object = serde_json::Map::new();
    object.insert("line".into(), json!(bad.line));
    object.insert("puzzle".into(), json!(bad.text));
    object.insert("status".into(), json!("error"));
    object.insert("error".into(), error_json(&bad.error));
    object
}

/// A difficulty's fields in JSON: the level id, the sorting value, the thesis' cost and
/// score, the rating on Sudoku Explainer's scale and the pattern that set it (both `null`
/// when the patterns did not finish the puzzle).
pub(crate) fn difficulty_json(object: &mut serde_json::Map<String, Value>, difficulty: &Difficulty) {
    object.insert("level".into(), json!(difficulty.id));
    object.insert("difficulty".into(), json!(difficulty.value));
    object.insert("cost".into(), json!(difficulty.cost));
    object.insert("score".into(), json!(difficulty.score));
    object.insert("explainer_rating".into(), json!(difficulty.explainer.map(|e| e.rating.value())));
    object.insert("explainer_pattern".into(), json!(difficulty.explainer.map(|e| e.pattern.to_string())));
}

/// A difficulty's numbers for people, after its level: `4.19 (cost 2, score 2.4)`, then
/// the rating on Sudoku Explainer's scale and the pattern that set it, `ER 4.2 xy-wing`
/// (`ER -` when the patterns did not finish the puzzle).
pub(crate) fn difficulty_numbers(difficulty: &Difficulty) -> String {
    let numbers =
        format!("{:.2} (cost {}, score {:.1})", difficulty.value, difficulty.cost, difficulty.score);
    match difficulty.explainer {
        Some(step) => format!("{numbers} ER {} {}", step.rating, step.pattern),
        None => format!("{numbers} ER -"),
    }
}

/// Writes one JSON object on its own line.
pub(crate) fn json_line(out: &mut impl Write, object: serde_json::Map<String, Value>) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, &Value::Object(object))?;
    writeln!(out)
}

/// "unique", "multiple", "no solution" or "invalid" (the givens break a rule): how a person
/// reads a status.
pub(crate) fn status_words(board: &SudokuDN, status: &SolutionStatus) -> &'static str {
    match status {
        SolutionStatus::None if !board.conflicts().is_empty() => "invalid",
        SolutionStatus::None => "no solution",
        SolutionStatus::Unique(_) => "unique",
        SolutionStatus::Multiple(..) => "multiple",
        SolutionStatus::Undecided { .. } => "undecided",
    }
}

/// What to say when a search reached its node limit: `not decided within 100000 nodes;
/// raise the limit with --max-nodes N (0: no limit)`.
pub(crate) fn undecided_advice(nodes: u64) -> String {
    format!("not decided within {nodes} nodes; raise the limit with --max-nodes N (0: no limit)")
}

/// Adds `max_nodes`, the node limit a search ran under (`null`: none).
pub(crate) fn insert_max_nodes(object: &mut serde_json::Map<String, Value>, limit: Option<u64>) {
    object.insert("max_nodes".into(), json!(limit));
}

/// A bar and a percentage for a share done (0 to 1): `[###############...............]  50%`.
pub(crate) fn progress_share(share: f64) -> String {
    const WIDTH: usize = 30;
    let share = share.clamp(0.0, 1.0);
    let filled = (share * WIDTH as f64) as usize;
    format!("[{}{}] {:>3.0}%", "#".repeat(filled), ".".repeat(WIDTH - filled), share * 100.0)
}

/// A duration for people: `3 ms`, `0.4 s`, `12 s`, `3.5 min`.
pub(crate) fn duration(duration: std::time::Duration) -> String {
    let seconds = duration.as_secs_f64();
    if seconds < 0.1 {
        format!("{:.0} ms", (seconds * 1000.0).max(1.0))
    } else if seconds < 10.0 {
        format!("{seconds:.1} s")
    } else if seconds < 120.0 {
        format!("{seconds:.0} s")
    } else {
        format!("{:.1} min", seconds / 60.0)
    }
}

/// The JSON object of a hint, the same wherever a hint appears (`hint`, `step`,
/// `singles`, `solve --method patterns`): pattern, name, level, cells with roles,
/// eliminations, placements, chain links and the explanation.
pub(crate) fn hint_json(hint: &Hint) -> Value {
    let candidates = |list: &[Candidate]| -> Vec<Value> {
        list.iter().map(|c| json!({"cell": c.cell.to_string(), "digit": c.digit.get()})).collect()
    };
    json!({
        "pattern": hint.pattern,
        "name": hint.name,
        "level": hint.level.id(),
        "cells": hint.cells.iter().map(|c| json!({"cell": c.cell.to_string(), "role": c.role.id()})).collect::<Vec<_>>(),
        "eliminations": candidates(&hint.eliminations),
        "placements": candidates(&hint.placements),
        "links": hint.links.iter().map(|l| json!({
            "from": node_json(&l.from),
            "to": node_json(&l.to),
            "kind": l.kind.id(),
        })).collect::<Vec<_>>(),
        "explanation": hint.explanation,
    })
}

/// The JSON object of a chain node: its cells, digit and kind (`candidate`, `group`, `als`).
fn node_json(node: &ChainNode) -> Value {
    json!({
        "cells": node.cells.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "digit": node.digit.get(),
        "kind": node.kind.id(),
    })
}

/// A hint revealed at one level (`jade hint --reveal N`): what that level says and shows.
pub(crate) fn revealed_json(revealed: &RevealedHint) -> Value {
    json!({
        "level": revealed.reveal.number(),
        "stage": revealed.reveal.id(),
        "family": revealed.family.as_str(),
        "area": revealed.area.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "pattern": revealed.pattern,
        "name": revealed.name,
        "digits": revealed.digits.iter().map(|d| d.get()).collect::<Vec<_>>(),
        "cells": revealed.cells.iter().map(|c| json!({"cell": c.cell.to_string(), "role": c.role.id()})).collect::<Vec<_>>(),
        "text": revealed.text,
    })
}

/// A tutor's answer as JSON fields: `answer` (its kind), `message` (the sentence a person
/// reads), `hint` for a hint (with `note`, the cells whose candidates the player must note
/// to see it), `stale` for cells noting digits a value rules out, and `problems` for a
/// board that cannot support one.
pub(crate) fn answer_json(object: &mut Map<String, Value>, answer: &HintAnswer) {
    let names = |cells: &[dn::Coord]| json!(cells.iter().map(ToString::to_string).collect::<Vec<_>>());
    object.insert("answer".into(), json!(answer.kind()));
    object.insert("message".into(), json!(answer.to_string()));
    match answer {
        HintAnswer::Hint(hint) | HintAnswer::NoteFirst { hint, .. } => {
            object.insert("hint".into(), hint_json(hint));
            object.insert("note".into(), names(answer.cells_to_note()));
        }
        HintAnswer::StaleCandidates(cells) => {
            object.insert("stale".into(), names(cells));
        }
        HintAnswer::Inconsistent(problems) => {
            object.insert(
                "problems".into(),
                json!(problems.iter().map(ToString::to_string).collect::<Vec<_>>()),
            );
        }
        _ => {}
    }
}

/// The fields every answer about a session's puzzle shares: the puzzle (its givens), the
/// status (`invalid` when the givens break a rule, else none / unique / multiple), the
/// solution only when it is unique, two solutions as evidence when there are several, and
/// the broken rules when there are any.
pub(crate) fn session_json(game: &SudokuLN) -> Map<String, Value> {
    let givens = SudokuDN::from_grid(&game.board().givens());
    let conflicts = givens.conflicts();
    let mut object = Map::new();
    object.insert("puzzle".into(), json!(givens.grid().to_string()));
    if conflicts.is_empty() {
        let status = game.givens_status();
        object.insert("status".into(), json!(status.name()));
        object.insert("solution".into(), json!(status.unique().map(Grid::to_string)));
        if let SolutionStatus::Multiple(a, b) = status {
            object.insert("solutions".into(), json!([a.to_string(), b.to_string()]));
        }
    } else {
        object.insert("status".into(), json!("invalid"));
        object.insert("solution".into(), Value::Null);
        object
            .insert("conflicts".into(), json!(conflicts.iter().map(ToString::to_string).collect::<Vec<_>>()));
    }
    object
}

/// The answer of a command that failed as a whole, for programs reading JSON:
/// `{"status": "error", "error": {"kind": "io", "message": "..."}}`.
pub(crate) fn failure_json(kind: &str, message: &str) -> Value {
    json!({"status": "error", "error": {"kind": kind, "message": message}})
}

/// `the step noted the candidates of f1c1, f1c3 and f2c1`: what a step wrote so that its
/// hint can be seen.
pub(crate) fn noted_line(cells: &[dn::Coord]) -> String {
    let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
    let list = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    };
    format!("the step noted the candidates of {list}")
}

/// Writes a hint for people: the pattern and level, the explanation, then what changes.
pub(crate) fn hint_text(out: &mut impl Write, hint: &Hint) -> std::io::Result<()> {
    writeln!(out, "{} ({})", hint.name, hint.level.label())?;
    writeln!(out, "{}", hint.explanation)?;
    if !hint.placements.is_empty() {
        let placed: Vec<String> = hint.placements.iter().map(ToString::to_string).collect();
        writeln!(out, "place: {}", placed.join(", "))?;
    }
    if !hint.eliminations.is_empty() {
        writeln!(out, "remove: {}", dn::removals_by_digit(&hint.eliminations))?;
    }
    let cells: Vec<String> = hint.cells.iter().map(|c| format!("{} {}", c.cell, c.role.id())).collect();
    writeln!(out, "cells: {}", cells.join(", "))?;
    if !hint.links.is_empty() {
        let links: Vec<String> = hint.links.iter().map(ToString::to_string).collect();
        writeln!(out, "links: {}", links.join(", "))?;
    }
    Ok(())
}

/// One line for a step in a list: `Locked Candidates (medium): remove 3 from f1c3, f2c3`
/// (what it places first, then what it removes).
pub(crate) fn step_line(hint: &Hint) -> String {
    format!("{} ({}): {}", hint.name, hint.level.label(), hint.changes())
}

/// The steps available, numbered from 1 under a line that counts them, or the sentence
/// saying why there are none.
pub(crate) fn steps_text(out: &mut impl Write, answer: &facade::StepsAnswer) -> std::io::Result<()> {
    writeln!(out, "{answer}")?;
    for (number, step) in answer.steps().iter().enumerate() {
        writeln!(out, "{:>2}. {}", number + 1, step_line(step))?;
    }
    Ok(())
}

/// The pattern-use table of a solve and the level line:
/// `level: hard 4.19 (cost 2, score 2.4)`.
pub(crate) fn pattern_table(out: &mut impl Write, solve: &facade::PatternSolve) -> std::io::Result<()> {
    writeln!(out, "{:<20} {:>5}", "pattern", "uses")?;
    for used in &solve.counts {
        writeln!(out, "{:<20} {:>5}", used.name, used.count)?;
    }
    let difficulty = &solve.difficulty;
    writeln!(out, "level: {} {}", difficulty.label, difficulty_numbers(difficulty))
}

/// Writes one JSON value on its own line.
pub(crate) fn json_value_line(out: &mut impl Write, value: &Value) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dn::{ChainLink, Coord, Level, LinkKind, NodeKind, PatternCell, Role};

    #[test]
    fn durations_read_naturally() {
        use std::time::Duration;
        assert_eq!(duration(Duration::from_micros(2_100)), "2 ms");
        assert_eq!(duration(Duration::from_micros(10)), "1 ms");
        assert_eq!(duration(Duration::from_millis(400)), "0.4 s");
        assert_eq!(duration(Duration::from_secs(12)), "12 s");
        assert_eq!(duration(Duration::from_secs(210)), "3.5 min");
    }

    #[test]
    fn a_hint_prints_the_same_fields_as_text_and_json() {
        let digit = |n| dn::Digit::new(n).unwrap();
        let hint = Hint {
            pattern: dn::PatternId::new("xy-chain"),
            name: "XY-Chain".into(),
            level: Level::Extreme,
            cells: vec![PatternCell { cell: Coord::new(0, 4), role: Role::Start }],
            eliminations: vec![
                Candidate { cell: Coord::new(2, 1), digit: digit(2) },
                Candidate { cell: Coord::new(0, 0), digit: digit(7) },
                Candidate { cell: Coord::new(4, 3), digit: digit(2) },
            ],
            placements: vec![],
            links: vec![
                ChainLink {
                    from: ChainNode::candidate(Coord::new(0, 4), digit(1)),
                    to: ChainNode::candidate(Coord::new(0, 0), digit(1)),
                    kind: LinkKind::Weak,
                },
                ChainLink {
                    from: ChainNode::candidate(Coord::new(0, 0), digit(1)),
                    to: ChainNode {
                        cells: vec![Coord::new(1, 0), Coord::new(2, 0)],
                        digit: digit(1),
                        kind: NodeKind::Group,
                    },
                    kind: LinkKind::Strong,
                },
            ],
            explanation: "A chain.".into(),
        };
        let mut text = Vec::new();
        hint_text(&mut text, &hint).unwrap();
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "XY-Chain (extreme)\nA chain.\nremove: 2 from f3c2, f5c4; 7 from f1c1\ncells: f1c5 start\n\
             links: f1c5(1) - f1c1(1), f1c1(1) = f2c1,f3c1(1)\n"
        );
        let json = hint_json(&hint);
        assert_eq!(json["level"], "extreme");
        assert_eq!(json["eliminations"][0], json!({"cell": "f3c2", "digit": 2}));
        let node = |cells: &[&str], kind| json!({"cells": cells, "digit": 1, "kind": kind});
        assert_eq!(
            json["links"][0],
            json!({"from": node(&["f1c5"], "candidate"), "to": node(&["f1c1"], "candidate"), "kind": "weak"})
        );
        assert_eq!(json["links"][1]["to"], node(&["f2c1", "f3c1"], "group"));
        assert_eq!(json["links"][1]["kind"], "strong");
        assert_eq!(json["cells"][0], json!({"cell": "f1c5", "role": "start"}));
    }
}
