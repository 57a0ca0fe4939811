//! Running the `jade` binary from a test: the helpers every CLI test file shares.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `jade` with `args` and an empty standard input.
pub(crate) fn jade(args: &[&str]) -> Output {
    jade_with_input(args, "")
}

/// The statistics database of the tests' games (`$JADE_DATABASE`), so that no test
/// records into the statistics of the person running it.
pub(crate) const TEST_DATABASE: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/jade-cli-tests.sqlite3");

/// Runs `jade` with `args`, feeding `input` to its standard input.
pub(crate) fn jade_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jade"))
        .env("JADE_DATABASE", TEST_DATABASE)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jade runs");
    // A command that does not read its input (usage, a refused flag) may end before the
    // input is written: a broken pipe then is no failure.
    match child.stdin.take().expect("stdin is piped").write_all(input.as_bytes()) {
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.expect("jade reads its input"),
    }
    child.wait_with_output().expect("jade ends")
}

/// What `jade` printed on standard output.
pub(crate) fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("jade prints UTF-8")
}

/// What `jade` printed on standard error.
pub(crate) fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("jade prints UTF-8")
}

/// Every line of what `jade` printed, each parsed as one JSON value.
pub(crate) fn json_lines(output: &Output) -> Vec<serde_json::Value> {
    stdout(output).lines().map(|line| serde_json::from_str(line).expect(line)).collect()
}
