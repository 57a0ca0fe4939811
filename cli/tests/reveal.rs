//! `jade hint --reveal N`: level 1 says where to look, 2 the technique, 3 everything (the
//! default), 4 applies the hint as `jade step` does.

mod common;

use common::{jade, stderr, stdout};
use serde_json::Value;

/// The thesis' figure 2.1: its easiest hint is a Locked Candidates step.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

fn json(args: &[&str]) -> Value {
    let mut full = vec!["--format", "json"];
    full.extend_from_slice(args);
    let output = jade(&full);
    assert_eq!(output.status.code(), Some(0), "{args:?}: {}", stderr(&output));
    serde_json::from_str(stdout(&output).trim()).expect("one JSON object")
}

/// The cells the full hint removes candidates from.
fn eliminated_cells(full: &Value) -> Vec<String> {
    let eliminations = full["hint"]["eliminations"].as_array().expect("eliminations");
    eliminations.iter().map(|e| e["cell"].as_str().unwrap().to_string()).collect()
}

#[test]
fn levels_1_and_2_keep_the_removals_back_and_3_is_the_default_full_hint() {
    let full = json(&["hint", FIG_2_1]);
    assert_eq!(full, json(&["hint", FIG_2_1, "--reveal", "3"]), "level 3 is the default");
    assert_eq!(full["reveal"], 3);
    let removed = eliminated_cells(&full);
    assert!(!removed.is_empty());
    for cell in &removed {
        assert!(full["message"].as_str().unwrap().contains(cell.as_str()), "level 3 names {cell}");
    }
    for level in ["1", "2"] {
        let partial = json(&["hint", FIG_2_1, "--reveal", level]);
        assert_eq!(partial["reveal"].to_string(), level);
        assert_eq!(partial["answer"], "hint");
        assert!(partial.get("hint").is_none(), "level {level} leaves the full hint out");
        let text = partial.to_string();
        for cell in &removed {
            assert!(!text.contains(cell.as_str()), "level {level} names {cell}: {text}");
        }
        let out = stdout(&jade(&["hint", FIG_2_1, "--reveal", level]));
        assert!(removed.iter().all(|cell| !out.contains(cell.as_str())), "{out}");
        assert!(out.contains(&format!("more: --reveal {}", level.parse::<u8>().unwrap() + 1)), "{out}");
    }
    let area = json(&["hint", FIG_2_1, "--reveal", "1"]);
    assert_eq!(area["revealed"]["family"], "intersections");
    assert!(
        area["revealed"]["pattern"].is_null() && area["revealed"]["cells"].as_array().unwrap().is_empty()
    );
    let technique = json(&["hint", FIG_2_1, "--reveal", "2"]);
    assert_eq!(technique["revealed"]["pattern"], full["hint"]["pattern"]);
    assert!(stdout(&jade(&["hint", FIG_2_1, "--reveal", "2"])).starts_with("Locked Candidates on "));
}

#[test]
fn level_4_applies_the_hint_like_step() {
    let applied = json(&["hint", FIG_2_1, "--reveal", "4"]);
    let step = json(&["step", FIG_2_1]);
    assert_eq!(applied["reveal"], 4);
    assert_eq!(applied["board"], step["board"], "level 4 is a step");
    assert!(applied["board"].is_string());
    assert_eq!(stdout(&jade(&["hint", FIG_2_1, "--reveal", "4"])), stdout(&jade(&["step", FIG_2_1])));
}

#[test]
fn a_level_outside_1_to_4_is_a_usage_error() {
    for level in ["0", "5", "two"] {
        let output = jade(&["hint", FIG_2_1, "--reveal", level]);
        assert_eq!(output.status.code(), Some(2), "--reveal {level}");
        assert!(stderr(&output).contains("--reveal"), "{}", stderr(&output));
    }
}
