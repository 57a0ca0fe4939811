//! `jade play` driven by scripts on standard input.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The first puzzle of `kaggle_rohanrao_20k_easy.txt`: singles solve it.
const EASY: &str = ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2";

/// Runs `jade play ARGS` with `script` on standard input; its exit status and output.
fn play(args: &[&str], script: &str) -> (bool, String) {
    play_bytes(args, script.as_bytes())
}

/// Runs `jade play ARGS` with `input` (any bytes) on standard input, a pipe.
fn play_bytes(args: &[&str], input: &[u8]) -> (bool, String) {
    play_with_env(args, input, &[])
}

/// The statistics database the games of these tests are recorded in (`$JADE_DATABASE`),
/// so that no test records into the statistics of the person running it.
const TEST_DATABASE: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/jade-play-tests.sqlite3");

/// Runs `jade play ARGS` with `input` on a pipe, the colour settings cleared and `env` set.
fn play_with_env(args: &[&str], input: &[u8], env: &[(&str, &str)]) -> (bool, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jade"))
        .env("JADE_DATABASE", TEST_DATABASE)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR")
        .env_remove("CLICOLOR_FORCE")
        .envs(env.iter().copied())
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jade starts");
    child.stdin.take().expect("a stdin pipe").write_all(input).expect("the script is written");
    let output = child.wait_with_output().expect("jade ends");
    let text = String::from_utf8(output.stdout).expect("UTF-8 output");
    (output.status.success(), text)
}

/// The start of every board print-out: the column header.
const HEADER: &str = "       c1      c2      c3      c4      c5      c6      c7      c8      c9";

/// Block 1 of row 1 (two lines: candidates 1-5, then 6-9) in each board printed.
fn row_one_block_one(output: &str) -> Vec<String> {
    let lines: Vec<&str> = output.lines().collect();
    let block = |line: &str| line.chars().take(28).collect::<String>();
    (0..lines.len())
        .filter(|&at| lines[at].starts_with("f1 |"))
        .map(|at| format!("{}\n{}", block(lines[at]), block(lines[at + 1])))
        .collect()
}

/// Whether some board printed shows `block` as block 1 of row 1.
fn shows(output: &str, block: &str) -> bool {
    row_one_block_one(output).iter().any(|b| b == block)
}

/// Row 1 of the last board printed.
fn last_row_one(output: &str) -> String {
    row_one_block_one(output).pop().expect("a board was printed")
}

#[test]
fn singles_solve_the_easy_puzzle() {
    let (ok, out) = play(&[EASY], "singles\n");
    assert!(ok);
    assert!(out.contains("steps by singles"), "{out}");
    assert!(out.contains("Solved in "), "{out}");
    assert!(!out.contains("> "), "no prompt when piped");
}

#[test]
fn values_candidates_and_colours_show_on_the_board() {
    let (ok, out) = play(&[EASY], "set f1c1 9\ncand f1c3 5 6\ncolor f1c1 2\nclear f1c1\nquit\n");
    assert!(ok);
    assert!(out.contains("set f1c1 to 9"));
    assert!(out.contains("add candidate 6 in f1c3"));
    assert!(shows(&out, "f1 |   (9)      7         5|\n   |                  6    |"), "{out}");
    assert!(out.contains("colour f1c1 with colour 2"));
    assert!(out.contains("f1 |b  (9)      7 "), "{out}");
    assert!(out.contains("clear f1c1"));
    assert!(
        last_row_one(&out).starts_with("f1 |b           7         5|\n   |                  6    |"),
        "{out}"
    );
}

#[test]
fn a_candidate_is_coloured_listed_under_the_board_and_undone() {
    let script = "cand f1c3 5 6\ncolor f1c3 6 3\ncolor f1c3 7 1\nundo\nundo\nquit\n";
    let (ok, out) = play(&[EASY], script);
    assert!(ok, "{out}");
    assert!(out.contains("colour candidate 6 in f1c3 with colour 3"), "{out}");
    assert!(out.contains("\ncoloured candidates: 6 in f1c3 (c)\n"), "{out}");
    assert!(out.contains("error: f1c3 has no candidate 7 to colour; note it first"), "{out}");
    let after_undo = out.rsplit(HEADER).next().expect("a last board");
    assert!(!after_undo.contains("coloured candidates"), "undone: {out}");
}

#[test]
fn filters_patterns_modes_and_colour_switches_change_the_view() {
    let script = "candidates\nfilter 7 9\ncolors off\nuncolor all\npattern naked-pairs\nmode auto\nfilter\n";
    let (ok, out) = play(&[EASY], script);
    assert!(ok);
    assert!(out.contains("show only candidates 7, 9"));
    assert!(out.contains("mode normal | filter 7 9 |"), "{out}");
    assert!(out.contains("hide colours"));
    assert!(out.contains("clear all colours"));
    assert!(out.contains("hints use Naked Pair"), "{out}");
    assert!(out.contains("auto-eliminate mode"));
    assert!(out.contains("clear the filter"));
}

#[test]
fn hints_and_steps_explain_and_undo_redo_reset_go_back_and_forth() {
    let script = "hint\nstep\nundo\nredo\nreset\nundo\nundo\nundo\nundo\n";
    let (ok, out) = play(&[EASY], script);
    assert!(ok);
    assert!(out.contains("Hidden Single"), "{out}");
    assert!(out.contains("place: "), "{out}");
    assert!(out.contains("undone; now at: start"), "{out}");
    assert!(out.contains("redone; now at: Hidden Single"), "{out}");
    assert!(out.contains("back to the start"));
    assert!(out.contains("error: nothing to undo"), "{out}");
}

#[test]
fn hint_climbs_a_level_each_time_and_the_fourth_applies_it() {
    let script = "hint\nhint\nhint\nhint\nhint\nhint 3\nhint 1\ncolor f1c1 1\nhint\n";
    let (ok, out) = play(&[EASY], script);
    assert!(ok, "{out}");
    let said: Vec<&str> = out
        .lines()
        .filter(|l| !l.contains('|') && !l.starts_with(['.', ':', '\'', ' ', '(']) && !l.starts_with("mode "))
        .collect();
    assert!(said[0].starts_with("Look at block "), "level 1 says where to look: {said:#?}");
    assert!(said[1].starts_with("Hidden Single in block "), "level 2 names the technique: {said:#?}");
    let placed = said.iter().position(|l| l.starts_with("place: ")).expect("level 3 says what it places");
    assert!(said[2].starts_with("Hidden Single (very easy)") && placed == 4, "level 3 in full: {said:#?}");
    assert_eq!(said[6..10], said[2..6], "level 4 applies the hint on show: {said:#?}");
    assert!(said[10].starts_with("Look at "), "then a new hint starts at level 1: {said:#?}");
    assert!(said[11].starts_with("Hidden Single (very easy)"), "hint 3 jumps to level 3: {said:#?}");
    assert!(said[15].starts_with("Look at ") && said[16].starts_with("colour f1c1"), "hint 1: {said:#?}");
    assert!(said[17].starts_with("Look at "), "a move starts the hint again at level 1: {said:#?}");
    assert_eq!(said.len(), 18, "{said:#?}");
}

/// Thesis figure 2.1: eight patterns apply at the start.
const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

#[test]
fn steps_lists_what_applies_and_steps_n_shows_one_as_the_hint() {
    let (ok, out) = play(&[FIG_2_1], "steps\nsteps 3\nsteps 99\nundo\n");
    assert!(ok);
    let from_list: Vec<&str> = out.lines().skip_while(|l| !l.contains("steps available")).collect();
    let count: usize = from_list[0].split(' ').next().unwrap().parse().unwrap();
    assert!(from_list[1].starts_with(" 1. Locked Candidates (medium): remove 3 from"), "{out}");
    let third = from_list[3].split_once(". ").unwrap().1.split(" (").next().unwrap();
    let shown = from_list[count + 1];
    assert!(shown.starts_with(third), "steps 3 shows {third}: {out}");
    assert!(out.contains("error: there is no step 99: the steps are numbered 1 to "), "{out}");
    assert!(out.contains("error: nothing to undo"), "listing and showing steps are no moves: {out}");
}

#[test]
fn path_lists_the_solve_and_goto_replays_it_without_touching_the_game() {
    let script = "set f1c1 6\npath\ngoto 2\nboard\ngoto end\ngoto 99\ngoto off\nundo\nundo\n";
    let (ok, out) = play(&[FIG_2_1], script);
    assert!(ok);
    let header = out.lines().find(|l| l.starts_with("solution path: ")).expect("path prints its length");
    let count: usize = header["solution path: ".len()..].split(' ').next().unwrap().parse().unwrap();
    assert_eq!(header, format!("solution path: {count} steps to the solution"));
    let second = out.lines().find(|l| l.starts_with("  2. ")).expect("the steps are numbered");
    let name = second["  2. ".len()..].split(" (").next().unwrap();
    let replayed = out.split(&format!("replay: step 2 of {count}, on the board where it is taken\n")).nth(1);
    let replayed = replayed.expect("goto 2 says where the replay stands");
    assert!(replayed.starts_with(name), "step 2 is on show: {replayed}");
    assert!(out.contains(&format!("| replay: step 2 of {count} (goto off to leave) |")), "{out}");
    assert!(out.contains(&format!("replay: the end of the path, solved after {count} steps")), "{out}");
    assert!(out.contains(&format!("error: there is no step 99: the steps are numbered 1 to {count}")));
    assert!(!out.contains("Solved in"), "the replay's solved board is not the game's");
    assert!(out.contains("back to your board"), "{out}");
    assert!(out.contains("undone; now at: start"), "undo still undoes the game's own move: {out}");
    assert!(out.contains("error: nothing to undo"), "replay added nothing to the memory: {out}");
}

#[test]
fn check_lists_broken_rules() {
    let (ok, out) = play(&[EASY], "check\nset f1c1 7\ncheck\n");
    assert!(ok);
    assert!(out.contains("no broken rules"));
    assert!(out.contains("broken rule: f1c1 and f1c2 both hold 7 in row 1"), "{out}");
    assert!(out.contains("f1 | ! (7)   !  7 "), "both cells are marked: {out}");
}

#[test]
fn bad_commands_print_one_error_line_and_the_game_goes_on() {
    let script = "fly\nset f1c2 5\nset f1c1\nset z9 1\ncolor f1c1 9\nexport board.xyz\nopen /no/such/file.sdk\nboard\n";
    let (ok, out) = play(&[EASY], script);
    assert!(ok);
    let errors: Vec<&str> = out.lines().filter(|l| l.starts_with("error: ")).collect();
    assert_eq!(errors.len(), 7, "{out}");
    assert!(errors[0].contains("unknown command 'fly'"));
    assert!(errors[1].contains("f1c2 is a given"));
    assert!(errors[2].contains("usage: set CELL DIGIT"));
    assert!(errors[3].contains("not a cell name"));
    assert!(errors[4].contains("not a colour"));
    assert!(errors[5].contains("extension"));
    assert_eq!(out.matches(HEADER).count(), 2, "the start and `board`");
}

#[test]
fn a_session_saves_and_opens_with_its_moves_and_exports_by_extension() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let session = dir.path().join("game.json");
    let board = dir.path().join("board.sdk");
    let script =
        format!("set f1c1 9\nsave {}\nexport {}\nquit\nset f1c3 1\n", session.display(), board.display());
    let (ok, out) = play(&[EASY], &script);
    assert!(ok);
    assert!(out.contains("session saved to"));
    assert!(out.contains("(sdk)"));
    assert!(!out.contains("set f1c3 to 1"), "quit ends the game");
    let exported = std::fs::read_to_string(&board).expect("the export exists");
    assert!(exported.starts_with("97.....43"), "{exported}");

    let (ok, out) = play(&[path(&session)], "undo\n");
    assert!(ok);
    assert!(out.starts_with(HEADER), "{out}");
    assert!(out.contains("f1 |   (9)      7 "), "the saved move is back: {out}");
    assert!(out.contains("undone; now at: start"), "the memory came along: {out}");

    let (ok, out) = play(&[EASY], &format!("open {}\n", session.display()));
    assert!(ok);
    assert!(out.contains("opened "));
    assert!(last_row_one(&out).starts_with("f1 |   (9)      7 "), "{out}");
}

#[test]
fn writing_a_board_checks_that_it_has_one_solution() {
    let mut script = String::from("write\nset f1c1 1\ndone\nclear f1c1\n");
    for (index, digit) in EASY.chars().enumerate().filter(|(_, c)| *c != '.') {
        script.push_str(&format!("set f{}c{} {digit}\n", index / 9 + 1, index % 9 + 1));
    }
    script.push_str("done\nset f1c2 5\n");
    let (ok, out) = play(&[EASY], &script);
    assert!(ok);
    assert!(out.contains("writing a new board"));
    assert!(out.contains("the board has several solutions, for example "), "{out}");
    assert!(out.contains(": keep writing"), "{out}");
    assert!(out.contains("the board has one solution: play starts"), "{out}");
    assert!(out.contains("error: f1c2 is a given"), "{out}");
}

#[test]
fn solving_prints_the_pattern_table_and_bruteforce_finishes() {
    let (ok, out) = play(&[EASY], "solve\n");
    assert!(ok);
    assert!(out.contains("pattern               uses"), "{out}");
    assert!(out.contains("level: "), "{out}");
    assert!(out.contains("Solved in "), "{out}");

    let (ok, out) = play(&[EASY], "bruteforce\n");
    assert!(ok);
    assert!(out.contains("solved by trial and error"));
    assert_eq!(out.matches("Solved in ").count(), 1, "{out}");
}

#[test]
fn a_generated_game_starts_without_a_file_and_help_lists_the_commands() {
    let (ok, out) = play(&["--level", "easy", "--seed", "7"], "help\n");
    assert!(ok);
    assert!(out.starts_with("a new easy puzzle (seed 7)"), "{out}");
    assert!(out.contains("cand CELL D..."));
    assert!(out.contains("marks: a-e colour 1-5"), "help prints the legend: {out}");
    let first_screen = out.lines().take_while(|line| !line.starts_with("commands")).count();
    assert!(first_screen < 24, "the start and the board leave a line for the prompt: {first_screen} lines");
}

#[test]
fn a_missing_file_or_json_output_fails_before_the_game() {
    let (ok, _) = play(&["/no/such/board.sdk"], "");
    assert!(!ok);
    let (ok, _) = play(&[EASY, "--format", "json"], "");
    assert!(!ok);
}

#[test]
fn several_candidates_toggle_at_once_and_big_digits_are_refused() {
    let (ok, out) = play(
        &[EASY],
        "cand f1c1 1 5 6
cand f1c1 5 10
filter 10
",
    );
    assert!(ok);
    assert!(shows(&out, "f1 |  1   5     7          |\n   |  6                    |"), "{out}");
    let errors: Vec<&str> = out.lines().filter(|l| l.starts_with("error: ")).collect();
    assert_eq!(errors, ["error: 10 is not a digit of a 9×9 board"; 2]);
    assert_eq!(
        last_row_one(&out),
        "f1 |  1   5     7          |\n   |  6                    |",
        "nothing changed: {out}"
    );
}

#[test]
fn a_board_read_from_a_pipe_keeps_its_first_bytes() {
    let mut board = "# an easy puzzle, read from a pipe that can be read only once\n".repeat(5);
    for row in EASY.as_bytes().chunks(9) {
        board.push_str(std::str::from_utf8(row).expect("ASCII"));
        board.push('\n');
    }
    assert!(board.len() > 256 + 81, "the grid starts after the first 256 bytes");
    let (ok, out) = play(&["/dev/stdin"], &board);
    assert!(ok, "{out}");
    assert!(out.starts_with(HEADER), "{out}");
    assert!(last_row_one(&out).starts_with("f1 |            7 "), "{out}");
}

#[test]
fn a_session_read_from_a_pipe_opens_whole() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let session = dir.path().join("game.json");
    let (ok, _) = play(&[EASY], &format!("set f1c1 9\nsave {}\n", session.display()));
    assert!(ok);
    let saved = std::fs::read(&session).expect("the session was saved");
    let (ok, out) = play_bytes(&["/dev/stdin"], &saved);
    assert!(ok, "{out}");
    assert!(last_row_one(&out).starts_with("f1 |   (9)      7 "), "{out}");
}

#[test]
fn a_line_that_is_not_utf8_is_reported_and_later_commands_still_run() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let session = dir.path().join("game.json");
    let mut script = b"board\nset f1c1 9\n# a comment\n\xff\xfe set f1c3 1\n".to_vec();
    script.extend_from_slice(format!("save {}\n", session.display()).as_bytes());
    let (ok, out) = play_bytes(&[EASY], &script);
    assert!(ok);
    assert!(out.contains("error: line 4: not UTF-8 text; ignored"), "{out}");
    assert!(!out.contains("set f1c3 to 1"), "{out}");
    assert!(out.contains("session saved to"), "{out}");
    assert!(session.exists());
}

#[test]
fn every_board_print_out_fits_an_80_by_24_terminal_with_a_message_and_the_prompt() {
    let script = "candidates\ncolor f1c1 2\ncolor f5c5 6\nfilter 1 2 3 4 5 6 7 8 9\npattern hidden-single\n\
                  hint\nstep\nset f1c1 7\ncheck\nclear f1c1\nmode auto\nboard\n";
    let (ok, out) = play(&[EASY], script);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    let starts: Vec<usize> = (0..lines.len()).filter(|&at| lines[at] == HEADER).collect();
    assert!(starts.len() >= 10, "{out}");
    for start in starts {
        let end = (start..lines.len()).find(|&at| lines[at].starts_with("mode ")).expect("a status line");
        let print_out = &lines[start..=end];
        assert_eq!(print_out.len(), 22, "{}", print_out.join("\n"));
        assert!(print_out.len() + 2 <= 24, "with a one-line message above and the prompt below");
        let widest = print_out.iter().map(|line| line.chars().count()).max().expect("lines");
        assert!(widest <= 80, "{widest} columns: {}", print_out.join("\n"));
    }
    assert!(out.contains("mode auto | filter 1 2 3 4 5 6 7 8 9 | pattern hidden-single | "), "{out}");
    assert!(out.contains("place: "), "a hint was on show: {out}");
}

#[test]
fn colours_only_for_a_colour_terminal_and_never_with_no_color() {
    let script = "set f1c1 6\ncandidates\nset f1c3 7\ncheck\n";
    let (_, piped) = play_with_env(&[EASY], script.as_bytes(), &[]);
    assert!(!piped.contains('\x1b'), "a pipe gets plain text: {piped}");
    let (_, forced) = play_with_env(&[EASY], script.as_bytes(), &[("CLICOLOR_FORCE", "1")]);
    assert!(forced.contains("\x1b[1m  7  \x1b[0m"), "givens bold: {forced}");
    assert!(forced.contains("\x1b[36m (6) \x1b[0m"), "placed values cyan: {forced}");
    assert!(forced.contains("\x1b[90m"), "candidates grey: {forced}");
    assert!(forced.contains("\x1b[1m\x1b[31m (7) \x1b[0m"), "the broken rule red: {forced}");
    let (_, refused) =
        play_with_env(&[EASY], script.as_bytes(), &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]);
    assert!(!refused.contains('\x1b'), "NO_COLOR wins: {refused}");
}

#[test]
fn a_terminal_gets_colours_and_a_prompt_unless_no_color_is_set() {
    let Ok(probe) = Command::new("script").arg("--version").output() else {
        eprintln!("skipped: `script` (util-linux), which gives jade a terminal, is not installed");
        return;
    };
    assert!(probe.status.success());
    let at_terminal = |no_color: bool| {
        let mut command = Command::new("timeout");
        command
            .args([
                "60",
                "script",
                "-qec",
                &format!("{} play {EASY}", env!("CARGO_BIN_EXE_jade")),
                "/dev/null",
            ])
            .env("TERM", "xterm-256color")
            .env("JADE_DATABASE", TEST_DATABASE)
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR")
            .env_remove("CLICOLOR_FORCE")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped());
        if no_color {
            command.env("NO_COLOR", "1");
        }
        let mut child = command.spawn().expect("script starts");
        child.stdin.take().expect("a stdin pipe").write_all(b"quit\r").expect("typed");
        let output = child.wait_with_output().expect("script ends");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let coloured = at_terminal(false);
    assert!(coloured.contains("\x1b[1m  7  \x1b[0m"), "givens bold at a terminal: {coloured:?}");
    assert!(coloured.contains("> "), "the line editor prompts: {coloured:?}");
    let plain = at_terminal(true);
    assert!(plain.contains("f1 |            7 "), "{plain:?}");
    assert!(!plain.contains("\x1b[1m  7  "), "NO_COLOR: {plain:?}");
}

/// A path as a command-line argument.
fn path(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

#[test]
fn several_candidates_are_one_undo_step() {
    let (ok, out) = play(&[EASY], "cand f1c3 1 5 6\nundo\n");
    assert!(ok);
    assert!(
        out.contains("add candidate 1 in f1c3; add candidate 5 in f1c3; add candidate 6 in f1c3"),
        "{out}"
    );
    assert!(out.contains("undone; now at: start"), "one undo takes back all three: {out}");
}

#[test]
fn uniqueness_off_keeps_the_rectangles_out_of_a_solve() {
    let top1465_first = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let (ok, out) = play(&[top1465_first], "solve\n");
    assert!(ok);
    assert!(out.contains("Unique Rectangle Type 1"), "{out}");
    let (ok, out) = play(&[top1465_first], "uniqueness off\nsolve\n");
    assert!(ok);
    assert!(out.contains("uniqueness techniques off"), "{out}");
    assert!(!out.contains("Unique Rectangle") && !out.contains("Hidden Rectangle"), "{out}");
}
