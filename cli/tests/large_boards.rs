//! 16×16 and 25×25 boards through the commands: answers that come back at once, and the
//! node budget of the searches.

mod common;

use common::{jade, stdout};

/// The 16×16 board found by fuzzing the hint path on which `check`, `solve` and `hint`
/// ran for minutes (issue 19); it has many solutions. Before the propagating engine these
/// tests did not finish.
const STUCK_SIXTEEN: &str = ".F.E...C8G9D.12..4...A.6..7B....53..2....C....8..................G.367..2B.....4.9.....D......B...543E.876A.9C1GE1.6..................................8...........6..............................................E.D...F.8......................................";

#[test]
fn check_answers_multiple_on_the_stuck_sixteen_board() {
    let output = jade(&["check", STUCK_SIXTEEN]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).starts_with("multiple\n"), "{}", stdout(&output));
}

#[test]
fn solve_answers_multiple_on_the_stuck_sixteen_board() {
    let output = jade(&["solve", STUCK_SIXTEEN]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).starts_with("multiple: "), "{}", stdout(&output));
}

#[test]
fn hint_refuses_the_stuck_sixteen_board_for_its_many_solutions() {
    let output = jade(&["hint", STUCK_SIXTEEN]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("more than one solution"), "{}", stdout(&output));
}

#[test]
fn a_search_stopped_by_max_nodes_says_so_and_how_to_go_on() {
    let empty25 = ".".repeat(625);
    let output = jade(&["check", &empty25, "--max-nodes", "3"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stdout(&output),
        "undecided\nnot decided within 3 nodes; raise the limit with --max-nodes N (0: no limit)\n"
    );
    let output = jade(&["solve", &empty25, "--max-nodes", "3", "--method", "dlx"]);
    assert!(stdout(&output).starts_with("not decided within 3 nodes"), "{}", stdout(&output));
    let output = jade(&["count", &empty25, "--max-nodes", "3"]);
    assert!(stdout(&output).contains("not decided within 3 nodes"), "{}", stdout(&output));
}

#[test]
fn the_default_node_limit_leaves_the_empty_large_boards_decided() {
    for side in [16, 25] {
        let output = jade(&["check", &".".repeat(side * side)]);
        assert!(stdout(&output).starts_with("multiple\n"), "{side}: {}", stdout(&output));
    }
}

#[test]
fn generate_makes_the_same_unique_sixteen_board_from_the_same_seed() {
    let make = || stdout(&jade(&["generate", "--size", "16", "--seed", "11"]));
    let (first, again) = (make(), make());
    assert_eq!(first, again);
    let puzzle = first.lines().find(|line| !line.starts_with('#')).unwrap();
    assert_eq!(puzzle.len(), 256);
    let checked = jade(&["check", puzzle, "--method", "dlx"]);
    assert_eq!(stdout(&checked), "unique\n");
}

#[test]
fn print_takes_a_twenty_five_board() {
    let dir = std::env::temp_dir().join(format!("jade-print-25-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("board.svg");
    let puzzle = format!("1{}", ".".repeat(624));
    let output = jade(&["print", &puzzle, "-o", svg.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", common::stderr(&output));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<svg"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generate_levels_on_sixteen_and_four_and_refuses_what_cannot_be_met() {
    let output = jade(&["--format", "json", "generate", "--size", "16", "--level", "medium", "--seed", "1"]);
    assert_eq!(output.status.code(), Some(0), "{}", common::stderr(&output));
    let line: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!((line["level"].as_str(), line["minimality"].as_str()), (Some("medium"), Some("not-minimal")));
    assert_eq!(line["puzzle"].as_str().map(str::len), Some(256));
    let output = jade(&["generate", "--size", "4", "--level", "very-easy", "--seed", "2"]);
    assert_eq!(output.status.code(), Some(0));
    for (size, level, says) in
        [("4", "easy", "all 1,000 4×4 puzzles measured"), ("25", "easy", "levels are offered for")]
    {
        let output = jade(&["generate", "--size", size, "--level", level]);
        assert_eq!(output.status.code(), Some(2), "{size} {level}");
        assert!(common::stderr(&output).contains(says), "{}", common::stderr(&output));
    }
}
