//! The layering of SPEC §1, tested: front ends reach the logic only through the façade, and
//! `dn` depends on nothing of JADE's.

use std::collections::BTreeSet;

/// The `[dependencies]` of a member crate (not dev-dependencies), by package name.
fn dependencies(member: &str) -> BTreeSet<String> {
    let path = jade_tests::repo_root().join(member).join("Cargo.toml");
    let manifest = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut in_dependencies = false;
    let mut names = BTreeSet::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        if in_dependencies && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap_or_default();
            names.insert(name.trim().to_string());
        }
    }
    names
}

fn ours(member: &str) -> BTreeSet<String> {
    dependencies(member).into_iter().filter(|d| d.starts_with("jade-")).collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn dn_depends_on_no_other_workspace_crate() {
    assert_eq!(ours("dn"), set(&[]));
    assert_eq!(dependencies("dn"), set(&["serde"]), "dn may depend on serde only");
}

#[test]
fn ln_depends_only_on_dn() {
    assert_eq!(ours("ln"), set(&["jade-dn"]));
}

#[test]
fn stats_depends_only_on_dn() {
    assert_eq!(ours("stats"), set(&["jade-dn"]));
}

#[test]
fn facade_depends_on_dn_ln_and_stats() {
    assert_eq!(ours("facade"), set(&["jade-dn", "jade-ln", "jade-stats"]));
}

#[test]
fn front_ends_never_reach_past_the_facade() {
    for front_end in ["web", "gui-iced"] {
        assert_eq!(
            ours(front_end),
            set(&["jade-dn", "jade-facade"]),
            "{front_end} must use only facade and dn"
        );
    }
    assert_eq!(
        ours("cli"),
        set(&["jade-dn", "jade-facade", "jade-web"]),
        "cli must use only facade and dn (and the web front end for `jade serve`)"
    );
}

#[test]
fn the_dependency_reader_sees_real_dependencies() {
    assert!(dependencies("cli").contains("clap"));
    assert!(dependencies("ln").contains("rand"));
}

/// The names of `SudokuLN`'s public methods that take `&mut self`, read from the façade's
/// `impl SudokuLN` blocks.
fn session_changing_methods() -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for source in rust_sources("facade/src") {
        let mut in_session = false;
        for line in source.lines() {
            if line.starts_with("impl SudokuLN") {
                in_session = true;
            } else if line.starts_with('}') {
                in_session = false;
            }
            let trimmed = line.trim_start();
            if in_session
                && let Some(rest) = trimmed.strip_prefix("pub fn ")
                && let Some((name, after)) = rest.split_once('(')
                && after.trim_start().starts_with("&mut self")
            {
                names.insert(name.trim_end_matches(|c| c != '_' && !char::is_alphanumeric(c)).to_string());
            }
        }
    }
    names
}

/// The text of every `.rs` file under `folder` (relative to the repository), without the
/// `#[cfg(test)]` part of each file and without test-only files.
fn rust_sources(folder: &str) -> Vec<String> {
    let mut sources = Vec::new();
    let mut folders = vec![jade_tests::repo_root().join(folder)];
    while let Some(dir) = folders.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a folder entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
            if path.is_dir() {
                folders.push(path);
            } else if name.ends_with(".rs") && name != "tests.rs" && !name.ends_with("_tests.rs") {
                let text = std::fs::read_to_string(&path).expect("a readable source file");
                let code = text.split("#[cfg(test)]").next().unwrap_or_default();
                sources.push(code.to_string());
            }
        }
    }
    sources
}

#[test]
fn front_ends_change_a_session_only_through_apply() {
    let allowed = set(&["apply", "start_clock", "pause_clock"]);
    let changing = session_changing_methods();
    assert!(changing.contains("apply") && changing.contains("set_value"), "the reader found {changing:?}");
    let mut calls = Vec::new();
    for front_end in ["cli/src", "gui-iced/src", "web/src"] {
        for source in rust_sources(front_end) {
            for method in changing.difference(&allowed) {
                if source.contains(&format!(".{method}(")) {
                    calls.push(format!("{front_end}: .{method}("));
                }
            }
        }
    }
    assert!(
        calls.is_empty(),
        "front ends must change a session through SudokuLN::apply:\n{}",
        calls.join("\n")
    );
}

#[test]
fn the_session_has_no_public_fields() {
    let session =
        std::fs::read_to_string(jade_tests::repo_root().join("facade/src/session.rs")).expect("session.rs");
    let body = session.split("pub struct SudokuLN").nth(1).expect("SudokuLN is defined in session.rs");
    let fields = &body[..body.find('}').expect("the struct ends")];
    assert!(!fields.contains("pub "), "SudokuLN's fields must stay private to the façade:\n{fields}");
}
