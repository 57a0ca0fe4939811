//! The corpus of bad inputs in `tests/bad_inputs/` run through `jade`: each row of
//! `cases.txt` names a case file, the command, the exit code and one line the output must
//! hold exactly; every run must also end without a panic. Outputs JADE must not clobber (a
//! FIFO, links, a directory, a long name) are set up here, since git cannot keep them.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

/// The corpus directory.
fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/bad_inputs")
}

/// Runs `jade args` with `input` on standard input.
fn jade(args: &[String], input: &[u8], dir: &Path) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jade"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jade runs");
    // jade may stop before it reads all of its input; that is part of what is tested.
    let _ = child.stdin.take().unwrap().write_all(input);
    child.wait_with_output().unwrap()
}

/// One row of `cases.txt`.
#[derive(Debug)]
struct Case {
    /// The row's line number in `cases.txt`, for messages.
    row: usize,
    /// The case file, or `-` for none.
    file: String,
    /// The arguments; `{}` stands for the case file's path.
    args: Vec<String>,
    /// The exit code expected.
    exit: i32,
    /// Whether the expected line is on stdout (else stderr).
    stdout: bool,
    /// A line the stream must hold, exactly (or, ending in `…`, a line it must start).
    line: String,
}

impl Case {
    /// Whether the output line `line` is the one expected.
    fn matches(&self, line: &str) -> bool {
        match self.line.strip_suffix('…') {
            Some(start) => line.starts_with(start),
            None => line == self.line,
        }
    }
}

/// The rows of `cases.txt`: `FILE | ARGUMENTS | EXIT | out: LINE` (or `err: LINE`).
fn cases() -> Vec<Case> {
    let table = fs::read_to_string(corpus().join("cases.txt")).expect("tests/bad_inputs/cases.txt");
    let mut cases = Vec::new();
    for (i, row) in table.lines().enumerate() {
        if row.trim().is_empty() || row.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = row.splitn(4, " | ").map(str::trim).collect();
        let [file, args, exit, expected] = fields[..] else {
            panic!("cases.txt:{}: four fields expected", i + 1)
        };
        let (stream, line) = expected.split_once(": ").expect("out: or err: before the line");
        assert!(matches!(stream, "out" | "err"), "cases.txt:{}: out or err", i + 1);
        cases.push(Case {
            row: i + 1,
            file: file.into(),
            args: args.split_whitespace().map(String::from).collect(),
            exit: exit.parse().expect("an exit code"),
            stdout: stream == "out",
            line: line.into(),
        });
    }
    cases
}

#[test]
fn every_bad_input_gets_its_exact_answer_and_no_panic() {
    let dir = corpus();
    let mut failures = Vec::new();
    for case in cases() {
        let path = dir.join(&case.file);
        let uses_path = case.args.iter().any(|a| a.contains("{}"));
        let args: Vec<String> = case.args.iter().map(|a| a.replace("{}", &case.file)).collect();
        let input = if case.file == "-" || uses_path { Vec::new() } else { fs::read(&path).unwrap() };
        let out = jade(&args, &input, &dir);
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        let stream = if case.stdout { &stdout } else { &stderr };
        let ok = out.status.code() == Some(case.exit)
            && stream.lines().any(|l| case.matches(l))
            && !stderr.contains("panicked");
        if !ok {
            failures.push(format!(
                "cases.txt:{} jade {}: exit {:?}, expected {} and {} line '{}'\n  stdout: {stdout:?}\n  stderr: {stderr:?}",
                case.row,
                args.join(" "),
                out.status.code(),
                case.exit,
                if case.stdout { "stdout" } else { "stderr" },
                case.line,
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_case_file_has_a_row_and_every_row_a_file() {
    let used: Vec<String> = cases().into_iter().map(|c| c.file).collect();
    for entry in fs::read_dir(corpus()).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if !matches!(name.as_str(), "cases.txt" | "README.md" | ".gitattributes") {
            assert!(used.contains(&name), "{name} has no row in cases.txt");
        }
    }
    for file in used.iter().filter(|f| *f != "-") {
        assert!(corpus().join(file).is_file(), "cases.txt names {file}, which is missing");
    }
}

/// A fresh directory for output cases, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("jade-bad-outputs-{tag}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    /// `jade convert FIG_2_1 --to sdk -o NAME` run in this directory.
    fn convert_to(&self, name: &str) -> Output {
        let args = ["convert", FIG_2_1, "--to", "sdk", "-o", name].map(String::from);
        jade(&args, b"", &self.0)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The board `convert --to sdk` writes for the thesis board.
fn fig_2_1_sdk() -> String {
    FIG_2_1.as_bytes().chunks(9).map(|row| format!("{}\n", String::from_utf8_lossy(row))).collect()
}

#[cfg(unix)]
#[test]
fn an_output_fifo_is_refused_and_left_a_fifo() {
    use std::os::unix::fs::FileTypeExt;
    let scratch = Scratch::new("fifo");
    let made = Command::new("mkfifo").arg(scratch.0.join("pipe")).status();
    if !made.is_ok_and(|status| status.success()) {
        eprintln!("skipped: the mkfifo command is not available");
        return;
    }
    let out = scratch.convert_to("pipe");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "jade: pipe: cannot save there: it is a FIFO, not a regular file; only regular files are replaced\n"
    );
    assert!(fs::symlink_metadata(scratch.0.join("pipe")).unwrap().file_type().is_fifo());
}

#[cfg(unix)]
#[test]
fn an_output_symlink_is_written_through_and_stays_a_link() {
    let scratch = Scratch::new("symlink");
    fs::write(scratch.0.join("board.sdk"), "old\n").unwrap();
    std::os::unix::fs::symlink("board.sdk", scratch.0.join("link.sdk")).unwrap();
    std::os::unix::fs::symlink("missing.sdk", scratch.0.join("dangling.sdk")).unwrap();
    for name in ["link.sdk", "dangling.sdk"] {
        let out = scratch.convert_to(name);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(fs::symlink_metadata(scratch.0.join(name)).unwrap().file_type().is_symlink());
    }
    assert_eq!(fs::read_to_string(scratch.0.join("board.sdk")).unwrap(), fig_2_1_sdk());
    assert_eq!(fs::read_to_string(scratch.0.join("missing.sdk")).unwrap(), fig_2_1_sdk());
}

#[test]
fn an_output_hard_link_changes_under_both_names() {
    let scratch = Scratch::new("hardlink");
    fs::write(scratch.0.join("board.sdk"), "old\n").unwrap();
    fs::hard_link(scratch.0.join("board.sdk"), scratch.0.join("other-name.sdk")).unwrap();
    let out = scratch.convert_to("board.sdk");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(fs::read_to_string(scratch.0.join("other-name.sdk")).unwrap(), fig_2_1_sdk());
}

#[test]
fn an_output_directory_is_refused_and_a_long_name_is_written() {
    let scratch = Scratch::new("dir");
    fs::create_dir(scratch.0.join("taken")).unwrap();
    let out = scratch.convert_to("taken");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("it is a directory, not a regular file"));
    let long = format!("{}.sdk", "n".repeat(236));
    let out = scratch.convert_to(&long);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(fs::read_to_string(scratch.0.join(&long)).unwrap(), fig_2_1_sdk());
}

/// `/dev/zero` is refused at its first byte; run under a memory limit so that a reader
/// that forgot its bound fails here instead of filling the machine's memory.
#[cfg(unix)]
#[test]
fn endless_zero_bytes_are_refused_at_once() {
    if !Path::new("/dev/zero").exists() {
        eprintln!("skipped: this system has no /dev/zero");
        return;
    }
    let script = format!("ulimit -v 2000000; exec '{}' check /dev/zero", env!("CARGO_BIN_EXE_jade"));
    let out = Command::new("sh").args(["-c", &script]).output().expect("sh runs");
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "jade: /dev/zero: line 1, column 1: found a NUL byte: this is binary data, not a board file\n"
    );
}

/// A line of three million cells is answered as one bad line, without holding it whole.
#[test]
fn a_huge_line_is_one_bad_line() {
    let scratch = Scratch::new("huge");
    let mut text = ".".repeat(3_000_000);
    text.push('\n');
    text.push_str(FIG_2_1);
    text.push('\n');
    fs::write(scratch.0.join("huge.txt"), text).unwrap();
    let out = jade(&["check", "huge.txt"].map(String::from), b"", &scratch.0);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    assert!(stdout.starts_with("line 1: "), "{stdout}");
    assert!(stdout.ends_with(&format!("{FIG_2_1} unique\n")), "{stdout}");
}
