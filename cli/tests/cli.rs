//! The `jade` binary end to end: outputs, JSON, exit codes and error lines.

mod common;

use common::{jade, jade_with_input, stderr, stdout};

const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
const FIG_2_1_SOLUTION: &str =
    "684972315372165498915348627796514283453829761128736954547691832839257146261483579";

/// The thesis board with the given cell (0-based row-major) replaced by `digit`.
fn with_cell(index: usize, digit: char) -> String {
    let mut line: Vec<char> = FIG_2_1.chars().collect();
    line[index] = digit;
    line.into_iter().collect()
}

#[test]
fn check_reports_a_unique_puzzle_and_exits_zero() {
    let out = jade(&["check", FIG_2_1]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stdout(&out), "unique\n");
}

#[test]
fn check_reports_broken_rules_as_an_invalid_puzzle() {
    let out = jade(&["check", &with_cell(6, '8')]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.starts_with("invalid\n"), "{text}");
    assert!(text.contains("f1c2 and f1c7 both hold 8 in row 1"), "{text}");
}

#[test]
fn check_shows_two_solutions_of_a_puzzle_with_several() {
    let out = jade(&["check", &"0".repeat(16)]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "multiple");
    assert!(lines[1].starts_with("solution 1: ") && lines[2].starts_with("solution 2: "), "{text}");
    assert_ne!(lines[1][12..], lines[2][12..]);
}

#[test]
fn check_json_has_puzzle_status_and_solution() {
    for method in ["fast", "dlx", "backtrack"] {
        let out = jade(&["check", FIG_2_1, "--method", method, "--format", "json"]);
        let value: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
        assert_eq!(value["puzzle"], FIG_2_1);
        assert_eq!(value["status"], "unique");
        assert_eq!(value["solution"], FIG_2_1_SOLUTION, "{method}");
    }
}

#[test]
fn solve_prints_one_line_per_puzzle_of_a_batch_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("batch.txt");
    let conflicting = with_cell(6, '8');
    std::fs::write(&path, format!("# three puzzles\n{FIG_2_1}\n\n{conflicting}\n{FIG_2_1}\n")).unwrap();
    let out = jade(&["solve", path.to_str().unwrap()]);
    assert_eq!(stdout(&out), format!("{FIG_2_1_SOLUTION}\nno solution\n{FIG_2_1_SOLUTION}\n"));
    assert_eq!(out.status.code(), Some(1), "one puzzle has no solution");
}

#[test]
fn solve_reads_standard_input_with_every_method() {
    for method in ["fast", "dlx", "backtrack"] {
        let out = jade_with_input(&["solve", "-", "--method", method, "--format", "json"], FIG_2_1);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let value: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
        assert_eq!(value["solution"], FIG_2_1_SOLUTION);
        assert_eq!(value["method"], method);
    }
}

#[test]
fn solve_prints_a_single_solution_as_a_grid() {
    let out = jade(&["solve", FIG_2_1]);
    let text = stdout(&out);
    assert!(text.starts_with("*-----------*\n|684|972|315|\n"), "{text}");
}

#[test]
fn convert_writes_every_format_and_ssc_has_candidates() {
    let Ok(expected) = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../shared/formats/thesis-fig2.1.ssc"
    )) else {
        eprintln!("skipped: ../shared/formats is absent");
        return;
    };
    let out = jade(&["convert", FIG_2_1, "--to", "ssc"]);
    assert_eq!(stdout(&out), expected);
    let dir = tempfile::tempdir().unwrap();
    for format in ["txt", "sdk", "ss", "sud", "ssc", "pm"] {
        let path = dir.path().join(format!("board.{format}"));
        let out = jade(&["convert", FIG_2_1, "--to", format, "-o", path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let back = jade(&["convert", path.to_str().unwrap(), "--to", "txt"]);
        assert_eq!(stdout(&back), format!("{FIG_2_1}\n"), "{format}");
    }
}

#[test]
fn a_bad_character_is_one_line_with_line_and_column_and_exit_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.sdk");
    std::fs::write(
        &path,
        ".8.9.2..5\n.7.1.5.98\n9153.862.\n79.5x4.8.\n45.....6.\n.2..3..5.\n.47.9...2\n.39257..6\n.6.4...79\n",
    )
    .unwrap();
    let out = jade(&["check", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("line 4, column 5") && err.contains("'x'"), "{err}");
}

#[test]
fn a_missing_file_and_bad_usage_exit_two() {
    let out = jade(&["check", "/no/such/file.sdk"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
    assert!(stderr(&out).contains("/no/such/file.sdk"));
    assert_eq!(jade(&["solve", FIG_2_1, "--method", "magic"]).status.code(), Some(2));
    assert_eq!(jade(&["frobnicate"]).status.code(), Some(2));
}

#[test]
fn many_puzzles_cannot_go_into_one_grid_file() {
    let out = jade_with_input(&["convert", "-", "--to", "sdk"], &format!("{FIG_2_1}\n{FIG_2_1}\n"));
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--to txt"), "{}", stderr(&out));
}

#[test]
fn help_and_version_work_for_every_subcommand() {
    assert!(stdout(&jade(&["--version"])).starts_with("jade "));
    for sub in ["check", "solve", "convert", "hint", "step", "singles", "rate", "explain"] {
        let out = jade(&[sub, "--help"]);
        assert_eq!(out.status.code(), Some(0));
        assert!(stdout(&out).contains("Usage: jade"), "{sub}");
    }
}
