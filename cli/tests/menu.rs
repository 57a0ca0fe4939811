//! The console menu: `jade menu` driven through standard input, and `jade` alone, which
//! opens the menu on a terminal (a pseudo-terminal here) and prints usage for a script.

mod common;

use common::{jade_with_input, stdout};

use std::io::{Read, Write};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The thesis' figure 2.1: a medium puzzle with one solution.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

/// The digits of a framed grid (`|684|972|315|` rows) as one line.
fn grid_line(rows: &[&str]) -> String {
    rows.iter().flat_map(|row| row.chars().filter(char::is_ascii_digit)).collect()
}

#[test]
fn a_generated_puzzle_shows_its_solution_on_request() {
    let out = jade_with_input(&["menu"], "2\n1\ny\n9\n");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let header = lines.iter().position(|l| l.starts_with("A very easy puzzle with")).expect(&text);
    let puzzle = lines[header + 14];
    assert_eq!(puzzle.len(), 81, "the puzzle as one line after its grid: {text}");
    let shown = lines.iter().position(|l| l.starts_with("Show the solution?")).unwrap();
    let solution_rows: Vec<&str> = lines[shown + 1..shown + 14]
        .iter()
        .copied()
        .filter(|l| l.starts_with('|') && l.contains(char::is_numeric))
        .collect();
    let solution = grid_line(&solution_rows);
    let solved = jade_with_input(&["--format", "json", "solve", puzzle], "");
    let answer: serde_json::Value = serde_json::from_str(stdout(&solved).trim()).unwrap();
    assert_eq!(answer["status"], "unique");
    assert_eq!(answer["solution"], solution.as_str());
    assert!(text.ends_with("Goodbye.\n"));
}

#[test]
fn a_typed_puzzle_is_solved_checked_and_counted() {
    let broken = ["11..", "....", "....", "...."].join("\n");
    let input = format!("4\n{FIG_2_1}\n5\n{}\n5\n{broken}\n\n6\n{}\n50\n9\n", ".".repeat(81), ".".repeat(16));
    let out = jade_with_input(&["menu"], &input);
    let text = stdout(&out);
    assert!(text.contains("The solution:\n*-----------*\n|684|972|315|"), "{text}");
    assert!(text.contains("Not a proper Sudoku: several solutions"), "{text}");
    assert!(
        text.contains("The puzzle has no solution.\nBroken rule:"),
        "the pasted 4×4 grid breaks a rule: {text}"
    );
    assert!(text.contains("more than 50 solutions"), "{text}");
}

#[test]
fn a_game_started_from_the_menu_returns_to_it() {
    let out = jade_with_input(&["menu"], "1\n\nhelp\nquit\n8\n9\n");
    let text = stdout(&out);
    let game = text.find("A new easy puzzle").expect(&text);
    let back = text[game..].find("  1  Play a new puzzle").expect("the menu again after quit");
    assert!(text[game..game + back].contains("undo"), "the game's help was printed: {text}");
    assert!(text.contains("Type the number of an entry"), "the menu's help: {text}");
}

#[test]
fn jade_alone_without_a_terminal_prints_usage() {
    let out = jade_with_input(&[], "9\n");
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8(out.stderr).unwrap();
    assert!(error.contains("Usage: jade") && error.contains("jade menu"), "{error}");
    assert!(out.stdout.is_empty());
}

/// Waits for `child` at most a minute, killing it after that.
fn wait(mut child: Child) -> Output {
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(60) {
            child.kill().unwrap();
            panic!("jade did not end");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut text = Vec::new();
    child.stdout.take().unwrap().read_to_end(&mut text).unwrap();
    Output { status: child.wait().unwrap(), stdout: text, stderr: Vec::new() }
}

#[cfg(unix)]
#[test]
fn jade_alone_at_a_terminal_opens_the_menu() {
    let pty = nix::pty::openpty(None, None).expect("a pseudo-terminal");
    let child = Command::new(env!("CARGO_BIN_EXE_jade"))
        .env("TERM", "dumb")
        .stdin(Stdio::from(pty.slave))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("jade runs");
    let mut terminal = std::fs::File::from(pty.master);
    terminal.write_all(b"8\r9\r").unwrap();
    let out = wait(child);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("  1  Play a new puzzle") && text.contains("Type the number of an entry"),
        "{text}"
    );
    assert!(text.contains("Goodbye."), "{text}");
}
