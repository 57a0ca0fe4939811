//! `jade completions SHELL` and `jade man`: generated from the command line's definition,
//! so each must name every subcommand `jade --help` lists.

use std::process::{Command, Output};

/// Runs `jade ARGS`.
fn jade(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jade")).args(args).output().expect("jade runs")
}

/// Standard output of a run that must succeed.
fn stdout_of(args: &[&str]) -> String {
    let output = jade(args);
    assert!(output.status.success(), "jade {args:?}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

/// The subcommands `jade --help` lists (without clap's own `help`).
fn subcommands() -> Vec<String> {
    let help = stdout_of(&["--help"]);
    let listed: Vec<String> = help
        .lines()
        .skip_while(|line| *line != "Commands:")
        .skip(1)
        .take_while(|line| !line.is_empty())
        .filter_map(|line| line.split_whitespace().next().map(str::to_string))
        .filter(|name| name != "help")
        .collect();
    assert!(listed.len() >= 10 && listed.iter().any(|name| name == "play"), "{help}");
    listed
}

#[test]
fn every_shell_gets_a_script_naming_every_subcommand() {
    let names = subcommands();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let script = stdout_of(&["completions", shell]);
        assert!(script.len() > 1000, "{shell}: {script}");
        for name in &names {
            assert!(script.contains(name.as_str()), "{shell} script lacks {name}");
        }
    }
}

#[test]
fn the_bash_script_is_valid_bash() {
    let script = stdout_of(&["completions", "bash"]);
    let Ok(check) = Command::new("bash").args(["-n", "-c", &script]).output() else {
        eprintln!("skipped: bash is not installed");
        return;
    };
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
}

#[test]
fn the_man_page_is_roff_and_names_every_subcommand() {
    let page = stdout_of(&["man"]);
    assert!(page.contains(".TH jade 1 "), "{page}");
    for section in [".SH NAME", ".SH SYNOPSIS", ".SH SUBCOMMANDS", ".SH \"EXIT STATUS\""] {
        assert!(page.contains(section), "{section} missing: {page}");
    }
    for name in subcommands() {
        assert!(page.contains(&format!("jade\\-{name}(1)")), "jade.1 lacks {name}");
    }
}

#[test]
fn man_dir_writes_a_page_for_jade_and_each_subcommand() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let pages = dir.path().join("share/man/man1");
    let listing = stdout_of(&["man", "--dir", pages.to_str().expect("a UTF-8 path")]);
    let mut expected: Vec<String> = subcommands().iter().map(|name| format!("jade-{name}.1")).collect();
    expected.push("jade.1".into());
    let mut written: Vec<String> = std::fs::read_dir(&pages)
        .expect("the directory was created")
        .map(|entry| entry.expect("a directory entry").file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    expected.sort();
    assert_eq!(written, expected);
    assert_eq!(listing.lines().count(), expected.len(), "{listing}");
    let play = std::fs::read_to_string(pages.join("jade-play.1")).expect("the play page");
    assert!(play.contains(".TH jade-play 1 "), "{play}");
    assert!(play.contains("\\-\\-level"), "{play}");
}

#[test]
fn json_output_is_refused_for_scripts_and_pages() {
    for args in [&["completions", "bash", "--format", "json"][..], &["man", "--format", "json"]] {
        let output = jade(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&output.stderr).starts_with("jade: "), "{args:?}");
    }
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    let output = jade(&["completions", "tcsh"]);
    assert_eq!(output.status.code(), Some(2));
}
