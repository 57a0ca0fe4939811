//! `jade example` end to end: every registered pattern gets an example whose board, read
//! back from its `.pm` text, gives exactly that hint as the easiest step.

mod common;

use common::{jade, stdout};

use std::process::Output;

fn json(output: &Output) -> serde_json::Value {
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_str(stdout(output).trim()).expect("one JSON object")
}

fn pattern_ids() -> Vec<String> {
    let out = jade(&["explain", "--list", "--format", "json"]);
    stdout(&out)
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap()["pattern"].to_string())
        .map(|id| id.trim_matches('"').to_string())
        .collect()
}

#[test]
fn every_pattern_has_an_example_whose_easiest_hint_is_that_pattern() {
    let dir = tempfile::tempdir().unwrap();
    for id in pattern_ids() {
        let example = json(&jade(&["example", &id, "--seed", "7", "--format", "json"]));
        assert_eq!(example["hint"]["pattern"], id.as_str());
        assert_eq!(example["puzzle"].as_str().unwrap().len(), 81);
        let board = dir.path().join(format!("{id}.pm"));
        std::fs::write(&board, example["board"].as_str().unwrap()).unwrap();
        let board = board.to_str().unwrap();
        let easiest = json(&jade(&["hint", board, "--format", "json"]));
        assert_eq!(easiest["hint"], example["hint"], "{id}: the easiest hint on the example board");
        let chosen = json(&jade(&["hint", board, "--pattern", &id, "--format", "json"]));
        assert_eq!(chosen["hint"], example["hint"], "{id}: the hint restricted to the pattern");
    }
}

#[test]
fn the_same_seed_gives_the_same_example_and_output_writes_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("example.pm");
    let first = jade(&["example", "naked-pairs", "--seed", "3", "-o", path.to_str().unwrap()]);
    let second = jade(&["example", "naked-pairs", "--seed", "3", "-o", path.to_str().unwrap()]);
    assert_eq!(first.status.code(), Some(0));
    assert_eq!(stdout(&first), stdout(&second));
    let text = stdout(&first);
    assert!(text.starts_with("# Naked Pairs example, seed 3"), "{text}");
    assert!(text.contains("Naked Pair"), "{text}");
    let hint = json(&jade(&["hint", path.to_str().unwrap(), "--format", "json"]));
    assert_eq!(hint["hint"]["pattern"], "naked-pairs");
}

#[test]
fn a_rare_pattern_answers_with_a_kept_puzzle_and_says_where_it_comes_from() {
    let out = jade(&["example", "forcing-nets", "--seed", "3"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert!(text.starts_with("# Forcing Nets example, seed 3 (21 puzzles tried)\n"), "{text}");
    assert!(text.contains("\n# rare in generated puzzles: magictour_top1465.txt line "), "{text}");
    let example = json(&jade(&["example", "naked-pairs", "--seed", "3", "--format", "json"]));
    assert_eq!(example["source"], serde_json::Value::Null);
}

#[test]
fn nested_forcing_nets_answer_with_a_kept_forum_hardest_puzzle() {
    let out = jade(&["example", "nested-forcing-nets", "--seed", "2"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert!(text.starts_with("# Nested Forcing Nets example, seed 2 (21 puzzles tried)\n"), "{text}");
    assert!(text.contains("\n# rare in generated puzzles: forum_hardest_1106.txt line "), "{text}");
    assert!(text.contains("Nested forcing net from "), "{text}");
}

#[test]
fn an_unknown_pattern_is_a_usage_error() {
    let out = jade(&["example", "no-such-pattern"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-pattern"));
}
