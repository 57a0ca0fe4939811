//! No board changes without a word: what `convert`, `step`, `example` and `play`'s
//! `export` write reads back as the same board, or JADE refuses in one line that names the
//! cell and `.pm`, the format that keeps it.

mod common;

use common::{jade, jade_with_input, stderr, stdout};

use std::path::Path;
use std::process::Output;

/// The first puzzle of `kaggle_rohanrao_20k_easy.txt`: its computed candidates leave
/// empty cells with a single candidate, which `.ssc` would read back as givens.
const KAGGLE_FIRST: &str =
    ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";

const KAGGLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data/kaggle_rohanrao_20k_easy.txt");

fn json(output: &Output) -> serde_json::Value {
    assert_eq!(output.status.code(), Some(0), "{}", stderr(output));
    serde_json::from_str(stdout(output).trim()).expect("one JSON object")
}

/// Asserts that `output` is JADE refusing to write `.ssc`: exit 2, nothing on standard
/// output, and one line on standard error naming a cell and `.pm`.
fn assert_ssc_refused(output: &Output) {
    let message = stderr(output);
    assert_eq!(output.status.code(), Some(2), "{message}");
    assert_eq!(message.lines().count(), 1, "{message}");
    assert!(message.starts_with("jade: "), "{message}");
    assert!(message.contains("cannot write the board as .ssc: f"), "{message}");
    assert!(message.contains("reads back as a given; write it as .pm"), "{message}");
    assert_eq!(stdout(output), "");
}

/// The board of `path` as one line of values (`.` for empty), read by `jade convert`.
fn values(path: &Path) -> String {
    let out = jade(&["convert", path.to_str().unwrap(), "--to", "txt"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    stdout(&out).trim_end().to_string()
}

/// Converts `puzzle` to `.ssc` and `.pm` and back to `.txt` through pipes: `.pm` gives the
/// puzzle back; `.ssc` gives it back or refuses, never a puzzle with extra givens.
fn assert_pipes_keep(puzzle: &str) {
    let pm = jade(&["convert", puzzle, "--to", "pm"]);
    assert_eq!(pm.status.code(), Some(0), "{}", stderr(&pm));
    assert_eq!(
        stdout(&jade_with_input(&["convert", "-", "--to", "txt"], &stdout(&pm))),
        format!("{puzzle}\n")
    );
    let ssc = jade(&["convert", puzzle, "--to", "ssc"]);
    if ssc.status.success() {
        let back = jade_with_input(&["convert", "-", "--to", "txt"], &stdout(&ssc));
        assert_eq!(stdout(&back), format!("{puzzle}\n"), "{puzzle} through .ssc");
    } else {
        assert_ssc_refused(&ssc);
    }
}

#[test]
fn convert_through_ssc_or_pm_never_adds_givens() {
    let ssc = jade(&["convert", KAGGLE_FIRST, "--to", "ssc"]);
    assert_ssc_refused(&ssc);
    assert_pipes_keep(KAGGLE_FIRST);
    let Ok(text) = std::fs::read_to_string(KAGGLE) else {
        eprintln!("skipping the kaggle lines: {KAGGLE} is absent");
        return;
    };
    for puzzle in text.lines().take(20) {
        assert_pipes_keep(puzzle);
    }
}

#[test]
fn example_boards_keep_the_example_in_pm_and_ssc_refuses_them() {
    let dir = tempfile::tempdir().unwrap();
    let ssc = dir.path().join("ex.ssc");
    assert_ssc_refused(&jade(&["example", "naked-single", "--seed", "1", "-o", ssc.to_str().unwrap()]));
    assert!(!ssc.exists(), "nothing is written when .ssc cannot say the board");
    let example = json(&jade(&["example", "naked-single", "--seed", "1", "--format", "json"]));
    for name in ["ex.pm", "ex"] {
        let path = dir.path().join(name);
        let out = jade(&["example", "naked-single", "--seed", "1", "-o", path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let hint = json(&jade(&["hint", path.to_str().unwrap(), "--format", "json"]));
        assert_eq!(hint["hint"], example["hint"], "the example is still on the board written to {name}");
    }
    let printed = dir.path().join("printed.pm");
    std::fs::write(&printed, example["board"].as_str().unwrap()).unwrap();
    assert_eq!(
        json(&jade(&["hint", printed.to_str().unwrap(), "--format", "json"]))["hint"],
        example["hint"]
    );
}

/// The number of filled cells of a line of values.
fn filled(values: &str) -> usize {
    values.chars().filter(|&c| c != '.').count()
}

#[test]
fn step_in_a_loop_fills_only_the_cells_its_hints_place() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.pm");
    let target = game.to_str().unwrap();
    let out = jade(&["convert", KAGGLE_FIRST, "--to", "pm", "-o", target]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let mut before = values(&game);
    assert_eq!(before, KAGGLE_FIRST);
    for _ in 0..12 {
        let answer = json(&jade(&["step", target, "-o", target, "--format", "json"]));
        let placed = answer["hint"]["placements"].as_array().map_or(0, Vec::len);
        let after = values(&game);
        assert_eq!(filled(&after), filled(&before) + placed, "{}", answer["message"]);
        assert_eq!(after.replace(|c| c != '.', "x").len(), 81);
        before = after;
    }
    let givens = jade(&["convert", target, "--to", "txt"]);
    assert_eq!(givens.status.code(), Some(0));
    let ssc = dir.path().join("game.ssc");
    std::fs::write(&ssc, "old").unwrap();
    assert_ssc_refused(&jade(&["step", target, "-o", ssc.to_str().unwrap()]));
    assert_eq!(std::fs::read_to_string(&ssc).unwrap(), "old", "a refused board leaves the file alone");
}

#[test]
fn play_exports_a_pencil_mark_as_a_candidate_never_as_a_given() {
    let dir = tempfile::tempdir().unwrap();
    let (ssc, plain) = (dir.path().join("x.ssc"), dir.path().join("x"));
    let script = format!("cand f1c1 6\nexport {}\nexport {}\nquit\n", ssc.display(), plain.display());
    let out = jade_with_input(&["play", KAGGLE_FIRST], &script);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = format!("{}{}", stdout(&out), stderr(&out));
    assert!(said.contains("cannot write the board as .ssc: f1c1 has the single candidate 6"), "{said}");
    assert!(!ssc.exists());
    assert!(said.contains(&format!("board written to {} (pm)", plain.display())), "{said}");
    assert_eq!(values(&plain), KAGGLE_FIRST, "f1c1 is still empty, not a given 6");
    let text = std::fs::read_to_string(&plain).unwrap();
    assert!(text.lines().nth(2).unwrap().starts_with("| 6 "), "{text}");
}

#[test]
fn an_output_extension_of_no_format_is_a_usage_error_and_none_means_pm() {
    let dir = tempfile::tempdir().unwrap();
    let odd = dir.path().join("next.xyz");
    let out = jade(&["step", KAGGLE_FIRST, "-o", odd.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("'xyz' is not a board format (use txt, sdk, ss, sud, ssc or pm)"),
        "{}",
        stderr(&out)
    );
    assert!(!odd.exists());
    let plain = dir.path().join("next");
    let out = jade(&["step", KAGGLE_FIRST, "-o", plain.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = std::fs::read_to_string(&plain).unwrap();
    assert!(text.starts_with("# pencil marks: <d> given, *d* placed"), "{text}");
}

/// A 16×16 puzzle with one solution (`jade generate --size 16 --seed 11`): the patterns get
/// stuck on it (Nested Forcing Nets, the last of them, run out of their work budget).
const HARD: &str = ".G.A7...6.8B.2F.....A..G..E.D.75.4....D..3..9....2.815...FG..E.B...C.D..............5.4.DA9...G......C..F7B..D1....F.A.E.6....C....3...68.5..1.A.......D.97F....7A.4B..2..3.F...G.CB..1.4...57....F.2.B...C5...9....G....4..C5A..5...9F..G1.26.8A321..C.........";

/// The board printed after `marker` in `text`, up to the frame's last line.
fn board_after<'a>(text: &'a str, marker: &str) -> &'a str {
    let start = text.find(marker).map(|i| i + marker.len()).expect("the marker is printed");
    let rest = &text[start..];
    let end =
        rest.find("\n'").and_then(|i| rest[i + 1..].find('\n').map(|j| i + 1 + j + 1)).expect("a frame end");
    &rest[..end]
}

/// Asserts that `board` is a `.pm` grid that reads back to the same board: converting it to
/// `.pm` again gives the very same text.
fn assert_reads_back_unchanged(board: &str) {
    assert!(board.starts_with("# pencil marks: "), "{board}");
    let again = jade_with_input(&["convert", "-", "--to", "pm"], board);
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
    assert_eq!(stdout(&again), board);
}

#[test]
fn singles_and_stuck_pattern_solves_print_boards_that_read_back_unchanged() {
    let solved = stdout(&jade(&["singles", KAGGLE_FIRST]));
    let board = board_after(&solved, "solved with 44 singles:\n");
    assert!(board.contains("*5*") && board.contains("<7>"), "{board}");
    assert_reads_back_unchanged(board);
    let stuck = stdout(&jade(&["singles", HARD]));
    assert_reads_back_unchanged(board_after(&stuck, "the board with its candidates:\n"));
    let patterns = stdout(&jade(&["solve", HARD, "--method", "patterns"]));
    assert!(
        patterns.contains(
            "logic alone cannot finish (it would take more than Nested Forcing Nets, the hardest pattern, of the \
             Forcing Chains family); the board reached:\n"
        ),
        "beyond extreme names what it would take: {patterns}"
    );
    assert_reads_back_unchanged(board_after(&patterns, "the board reached:\n"));
}
