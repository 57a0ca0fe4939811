//! The tutor on the player's own board, end to end: hints that ask for the candidates of
//! their own cells, stale candidates cleaned first, wrong values and lost digits said in
//! one sentence with `check --deviations` to locate them, and `play` saying at open how many
//! solutions the puzzle has.

mod common;

use common::{jade, jade_with_input, json_lines, stderr, stdout};

/// The thesis' figure 2.1: its first hint is a Locked Candidates.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

/// Figure 2.1 as a `.pm` game: f1c1 holds a placed `value`, and f1c3, f2c1 and f2c3 note
/// `marks` (f1c1's true digit is 6, f2c1's is 3).
fn game(value: u8, f2c1: &str) -> String {
    format!(
        "\
.---------------.---------------.---------------.
| *{value}*  <8>  46  | <9>  .    <2> | .    .    <5> |
| {f2c1:<4} <7>  24  | <1>  .    <5> | .    <9>  <8> |
| <9>  <1>  <5> | <3>  .    <8> | <6>  <2>  .   |
:---------------+---------------+---------------:
| <7>  <9>  .   | <5>  .    <4> | .    <8>  .   |
| <4>  <5>  .   | .    .    .   | .    <6>  .   |
| .    <2>  .   | .    <3>  .   | .    <5>  .   |
:---------------+---------------+---------------:
| .    <4>  <7> | .    <9>  .   | .    .    <2> |
| .    <3>  <9> | <2>  <5>  <7> | .    .    <6> |
| .    <6>  .   | <4>  .    .   | .    <7>  <9> |
'---------------'---------------'---------------'
"
    )
}

fn write(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn a_hint_on_a_board_without_candidates_names_only_its_own_cells_to_note() {
    let out = jade(&["hint", FIG_2_1]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let last = text.lines().last().unwrap();
    assert_eq!(last, "to see this Locked Candidates, note the candidates of f1c1, f1c3, f2c1 and f2c3");
    assert_eq!(text.matches("note the candidates").count(), 1, "{text}");
    let answer = &json_lines(&jade(&["--format", "json", "hint", FIG_2_1]))[0];
    assert_eq!(answer["answer"], "hint");
    assert_eq!(answer["note"], serde_json::json!(["f1c1", "f1c3", "f2c1", "f2c3"]));
    let stepped = stdout(&jade(&["step", FIG_2_1]));
    assert!(stepped.contains("the step noted the candidates of f1c1, f1c3, f2c1 and f2c3\n"), "{stepped}");
}

#[test]
fn stale_candidates_are_one_sentence_and_a_step_cleans_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(&dir, "stale.pm", &game(6, "236"));
    let out = jade(&["hint", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "f1c3 and f2c1 note a digit already placed in their row, column or block: clean the candidates first\n"
    );
    let answer = &json_lines(&jade(&["--format", "json", "hint", &path]))[0];
    assert_eq!(
        (&answer["answer"], &answer["stale"]),
        (&"stale-candidates".into(), &serde_json::json!(["f1c3", "f2c1"]))
    );
    let out = jade(&["step", &path, "-o", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains(": cleaned"), "{}", stdout(&out));
    let hint = jade(&["--format", "json", "hint", &path]);
    assert_eq!(json_lines(&hint)[0]["answer"], "hint", "{}", stdout(&hint));
}

#[test]
fn wrong_values_and_lost_digits_are_one_sentence_and_check_deviations_locates_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(&dir, "wrong.pm", &game(3, "26"));
    let out = jade(&["hint", &path]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "no sound hint is possible: 1 of your values is wrong and a cell has lost its true digit from its candidates: show the deviations to see where\n"
    );
    let out = jade(&["check", "--deviations", &path]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "unique\nwrong values: f1c1\ncandidates without the true digit: f2c1\n");
    let answer = &json_lines(&jade(&["--format", "json", "check", "--deviations", &path]))[0];
    assert_eq!(answer["deviations"], serde_json::json!({"wrong_values": ["f1c1"], "lost_digits": ["f2c1"]}));
    let right = write(&dir, "right.pm", &game(6, "3"));
    let out = jade(&["check", "--deviations", &right]);
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(
        stdout(&out)
            .ends_with("no deviations: every value and every noted candidate agrees with the solution\n")
    );
}

#[test]
fn play_says_at_open_how_many_solutions_and_points_to_the_command_that_helps() {
    let script = "hint\nhint\nhint\nnote f1c1 f1c3 f2c1 f2c3\nhint 3\nset f1c1 3\nhint\ndeviations\nquit\n";
    let out = stdout(&jade_with_input(&["play", FIG_2_1], script));
    assert!(
        out.lines().any(|line| line.starts_with("mode normal | ") && line.ends_with(" | unique")),
        "{out}"
    );
    assert!(out.contains("(type: note f1c1 f2c1)"), "level 2 names the pattern's own cells: {out}");
    assert!(out.contains("(type: note f1c1 f1c3 f2c1 f2c3)"), "level 3 names all of them: {out}");
    assert!(out.contains("note the candidates of f1c1, f1c3, f2c1, f2c3\n"), "{out}");
    assert!(
        out.contains("1 of your values is wrong: show the deviations to see where (type: deviations)"),
        "{out}"
    );
    assert!(out.contains("wrong values: f1c1\n"), "{out}");
    assert!(!out.contains("error:"), "never a refusal wall: {out}");
    let several = stdout(&jade_with_input(&["play", &".".repeat(81)], "hint\nquit\n"));
    assert!(several.contains("the puzzle has several solutions, for example "), "{several}");
    assert!(several.contains("the puzzle has more than one solution"), "{several}");
}

/// Held-out puzzles no other test reads: the last ten of `norvig_easy50.txt` and ten of
/// the end of `magictour_top1465.txt`; `None` when `../shared/data` is absent.
fn held_out() -> Option<Vec<String>> {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data");
    let lines = |name: &str| -> Option<Vec<String>> {
        let text = std::fs::read_to_string(data.join(name)).ok()?;
        Some(text.lines().filter(|l| l.len() == 81).map(String::from).collect())
    };
    let easy = lines("norvig_easy50.txt")?;
    let hard = lines("magictour_top1465.txt")?;
    Some(easy[easy.len() - 10..].iter().chain(&hard[hard.len() - 10..]).cloned().collect())
}

/// A cell empty in `puzzle` where a digit other than the solution's breaks no rule with the
/// givens: the cell and that wrong digit.
fn a_plausible_mistake(puzzle: &str, solution: &str) -> (String, char) {
    let digits: Vec<u8> = puzzle.bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
    for cell in (0..81).filter(|&c| digits[c] == 0) {
        let (row, col) = (cell / 9, cell % 9);
        let sees = |other: usize| {
            let (r, c) = (other / 9, other % 9);
            r == row || c == col || (r / 3 == row / 3 && c / 3 == col / 3)
        };
        let truth = solution.as_bytes()[cell] - b'0';
        let wrong = (1..=9u8).find(|&d| d != truth && !(0..81).any(|o| sees(o) && digits[o] == d));
        if let Some(wrong) = wrong {
            return (format!("f{}c{}", row + 1, col + 1), (b'0' + wrong) as char);
        }
    }
    panic!("{puzzle}: no plausible mistake")
}

#[test]
fn a_learner_session_on_held_out_puzzles_never_hits_a_refusal_wall() {
    let Some(puzzles) = held_out() else {
        eprintln!("skipped: ../shared/data is absent");
        return;
    };
    for puzzle in puzzles {
        let solved = jade(&["solve", &puzzle, "--one-line"]);
        let solution = stdout(&solved).trim().to_string();
        assert_eq!(solution.len(), 81, "{puzzle}: {solution}");
        let (cell, wrong) = a_plausible_mistake(&puzzle, &solution);
        let empties: Vec<String> = (0..81)
            .filter(|&c| puzzle.as_bytes()[c] == b'.' || puzzle.as_bytes()[c] == b'0')
            .map(|c| format!("f{}c{}", c / 9 + 1, c % 9 + 1))
            .filter(|name| *name != cell)
            .take(3)
            .collect();
        let script = format!(
            "note {marks}\nhint\nhint\nhint\nset {cell} {wrong}\nhint\ndeviations\nclear {cell}\n\
             hint\nhint\nhint\nhint\nstep\nstep\ncheck\nquit\n",
            marks = empties.join(" "),
        );
        let out = stdout(&jade_with_input(&["play", &puzzle], &script));
        let errors: Vec<&str> = out.lines().filter(|l| l.starts_with("error:")).collect();
        assert!(errors.is_empty(), "{puzzle}: {errors:?}\n{out}");
        let refusals = out.lines().filter(|l| l.starts_with("no sound hint is possible")).count();
        assert_eq!(refusals, 1, "{puzzle}: only the mistake stops the hints\n{out}");
        assert!(
            out.contains("1 of your values is wrong: show the deviations to see where (type: deviations)"),
            "{puzzle}\n{out}"
        );
        assert!(out.contains(&format!("wrong values: {cell}\n")), "{puzzle}\n{out}");
        assert!(!out.contains(&format!("{cell} holds")), "{puzzle}: no digit given away\n{out}");
        assert!(out.contains("no broken rules"), "{puzzle}\n{out}");
    }
}
