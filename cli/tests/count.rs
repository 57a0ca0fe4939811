//! `jade count`: solutions counted up to a limit, one answer per line, checked against
//! known counts and an independent counter written here.

mod common;

use common::{jade_with_input, json_lines, stdout};

use std::path::Path;

/// The thesis' figure 2.1: a medium puzzle with one solution.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
const FIG_2_1_SOLUTION: &str =
    "684972315372165498915348627796514283453829761128736954547691832839257146261483579";

/// Counts the completions of a 9×9 puzzle line by plain recursion over the first empty
/// cell, with no shared code: the reference the Dancing Links count is checked against.
fn reference_count(puzzle: &str) -> usize {
    fn fits(cells: &[u8; 81], at: usize, digit: u8) -> bool {
        let (row, col) = (at / 9, at % 9);
        let (top, left) = (row / 3 * 3, col / 3 * 3);
        (0..9).all(|i| {
            cells[row * 9 + i] != digit
                && cells[i * 9 + col] != digit
                && cells[(top + i / 3) * 9 + left + i % 3] != digit
        })
    }
    fn count(cells: &mut [u8; 81]) -> usize {
        let Some(at) = cells.iter().position(|&v| v == 0) else { return 1 };
        let mut total = 0;
        for digit in 1..=9 {
            if fits(cells, at, digit) {
                cells[at] = digit;
                total += count(cells);
                cells[at] = 0;
            }
        }
        total
    }
    let mut cells = [0u8; 81];
    for (cell, c) in cells.iter_mut().zip(puzzle.chars()) {
        *cell = c.to_digit(10).unwrap_or(0) as u8;
    }
    count(&mut cells)
}

#[test]
fn an_empty_four_by_four_board_has_288_solutions() {
    let out = jade_with_input(&["count", &".".repeat(16)], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "288 solutions\n");
}

#[test]
fn a_count_stops_at_the_limit_and_says_so() {
    let empty = ".".repeat(16);
    let out = jade_with_input(&["--format", "json", "count", &empty, "--limit", "287"], "");
    let answer = &json_lines(&out)[0];
    assert_eq!((answer["count"].as_u64(), answer["limit"].as_u64()), (Some(287), Some(287)));
    assert_eq!(answer["complete"], false);
    let out = jade_with_input(&["--format", "json", "count", &empty, "--limit", "288"], "");
    let answer = &json_lines(&out)[0];
    assert_eq!((answer["count"].as_u64(), answer["complete"].as_bool()), (Some(288), Some(true)));
    let out = jade_with_input(&["count", &empty, "--limit", "10"], "");
    assert_eq!(stdout(&out), "more than 10 solutions (the limit; raise it with --limit)\n");
    let zero = jade_with_input(&["count", &empty, "--limit", "0"], "");
    assert_eq!(zero.status.code(), Some(2), "a limit of 0 is a usage error");
}

#[test]
fn a_unique_puzzle_shows_its_solution() {
    let out = jade_with_input(&["count", FIG_2_1], "");
    assert_eq!(stdout(&out), format!("1 solution (unique)\nsolution: {FIG_2_1_SOLUTION}\n"));
    let out = jade_with_input(&["--format", "json", "count", FIG_2_1], "");
    let answer = &json_lines(&out)[0];
    assert_eq!(answer["status"], "unique");
    assert_eq!(answer["solution"], FIG_2_1_SOLUTION);
    assert_eq!((answer["count"].as_u64(), answer["line"].as_u64()), (Some(1), Some(1)));
}

#[test]
fn every_line_of_a_batch_is_answered_in_order() {
    let broken = format!("5{}", &FIG_2_1[1..]);
    let input = [FIG_2_1, &".".repeat(82), &".".repeat(16), &broken].join("\n");
    let out = jade_with_input(&["count", "-"], &input);
    assert_eq!(out.status.code(), Some(1), "a bad line and broken rules fail the run");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert_eq!(lines[0], format!("{FIG_2_1} 1"));
    assert!(lines[1].starts_with("line 2: expected 81 cells"), "{}", lines[1]);
    assert_eq!(lines[2], format!("{} 288", ".".repeat(16)));
    assert!(lines[3].starts_with(&format!("{broken} 0; ")), "{}", lines[3]);

    let out = jade_with_input(&["--format", "json", "count", "-"], &input);
    let answers = json_lines(&out);
    let statuses: Vec<&str> = answers.iter().map(|a| a["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["unique", "error", "multiple", "invalid"]);
    assert_eq!(answers[2]["solution"], serde_json::Value::Null, "a solution only when unique");
    assert_eq!(answers[2]["solutions"].as_array().map(Vec::len), Some(2));
    assert!(answers[3]["conflicts"].as_array().is_some_and(|c| !c.is_empty()));
}

#[test]
fn counts_of_multi_solution_puzzles_match_an_independent_count() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/serg_benchmark_multisol.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {} is absent", path.display());
        return;
    };
    let puzzles: Vec<&str> = text.lines().filter(|l| l.len() == 81).step_by(500).take(20).collect();
    let out = jade_with_input(&["--format", "json", "count", "-", "--limit", "1000000"], &puzzles.join("\n"));
    let answers = json_lines(&out);
    assert_eq!(answers.len(), puzzles.len());
    for (puzzle, answer) in puzzles.iter().zip(&answers) {
        assert_eq!(answer["complete"], true);
        let count = answer["count"].as_u64().unwrap() as usize;
        assert_eq!(count, reference_count(puzzle), "{puzzle}");
        assert!(count > 1, "the set holds puzzles with several solutions: {puzzle}");
    }
}
