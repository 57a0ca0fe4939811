//! A reader that stops reading early (`jade … | head`) is a normal end for every command:
//! exit 0 and nothing on stderr, never "Broken pipe" with exit 2 or a panic.

use std::io::Write;
use std::process::{Command, Stdio};

const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

/// Runs `jade args` with `input` on stdin and its stdout closed before it writes anything;
/// returns the exit code and stderr.
fn run_with_stdout_closed(args: &[&str], input: &str) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jade"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jade runs");
    drop(child.stdout.take());
    // jade may stop before it reads all of its input; that is not this test's concern.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let output = child.wait_with_output().unwrap();
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
fn every_command_ends_quietly_when_its_reader_goes_away() {
    // Far more than a pipe's buffer, so the writes cannot all fit before the pipe closes.
    let many = format!("{FIG_2_1}\n").repeat(2_000);
    let cases: [(&[&str], &str); 14] = [
        (&["check", "-"], &many),
        (&["solve", "-"], &many),
        (&["--format", "json", "solve", "-"], &many),
        (&["solve", "--method", "patterns", FIG_2_1], ""),
        (&["rate", "--threads", "1", "-"], &many),
        (&["convert", FIG_2_1, "--to", "ssc"], ""),
        (&["hint", FIG_2_1], ""),
        (&["step", FIG_2_1], ""),
        (&["singles", FIG_2_1], ""),
        (&["explain", "--list"], ""),
        (&["explain", "xy-chain"], ""),
        (&["generate", "--count", "2", "--seed", "7"], ""),
        (&["play", FIG_2_1], "help\nshow\nquit\n"),
        (&["play", "--seed", "7"], "quit\n"),
    ];
    for (args, input) in cases {
        let (code, stderr) = run_with_stdout_closed(args, input);
        assert_eq!((code, stderr.as_str()), (Some(0), ""), "jade {}", args.join(" "));
    }
}
