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
