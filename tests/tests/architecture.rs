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
fn facade_depends_on_dn_and_ln() {
    assert_eq!(ours("facade"), set(&["jade-dn", "jade-ln"]));
}

#[test]
fn front_ends_never_reach_past_the_facade() {
    for front_end in ["cli", "gui-iced"] {
        assert_eq!(
            ours(front_end),
            set(&["jade-dn", "jade-facade"]),
            "{front_end} must use only facade and dn"
        );
    }
}

#[test]
fn the_dependency_reader_sees_real_dependencies() {
    assert!(dependencies("cli").contains("clap"));
    assert!(dependencies("ln").contains("rand"));
}
