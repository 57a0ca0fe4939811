//! `docs/ARCHITECTURE.md` names files and the tests that guard its invariants; this test
//! keeps those names true, so the page cannot point at a file or a test that is gone.

use std::path::Path;

/// The workspace folders a reference in the page may start with.
const ROOTS: [&str; 8] = ["dn/", "ln/", "stats/", "facade/", "cli/", "gui-iced/", "tests/", "fuzz/"];

/// The text between backticks, for every backticked span of `page`.
fn code_spans(page: &str) -> Vec<&str> {
    page.split('`').skip(1).step_by(2).collect()
}

/// A reference `path.rs` or `path.rs::module::item` split into the path and the item's
/// last name (if any); `None` for spans that are not file references.
fn file_reference(span: &str) -> Option<(&str, Option<&str>)> {
    if !ROOTS.iter().any(|root| span.starts_with(root)) || span.contains(' ') {
        return None;
    }
    match span.split_once("::") {
        Some((path, item)) => Some((path, item.rsplit("::").next())),
        None => Some((span.trim_end_matches('/'), None)),
    }
}

fn architecture_page() -> String {
    let path = jade_tests::repo_root().join("docs/ARCHITECTURE.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_file_and_test_the_architecture_page_names_exists() {
    let root = jade_tests::repo_root();
    let page = architecture_page();
    let mut missing = Vec::new();
    let mut checked_items = 0;
    for (path, item) in code_spans(&page).into_iter().filter_map(file_reference) {
        let Ok(source) = std::fs::read_to_string(root.join(path)) else {
            if !root.join(path).is_dir() {
                missing.push(format!("{path}: no such file"));
            }
            continue;
        };
        if let Some(name) = item {
            checked_items += 1;
            if !source.contains(&format!("fn {name}(")) && !source.contains(&format!("fn {name}<")) {
                missing.push(format!("{path}: no fn {name}"));
            }
        }
    }
    assert!(missing.is_empty(), "docs/ARCHITECTURE.md names what does not exist:\n{}", missing.join("\n"));
    assert!(
        checked_items >= 10,
        "the page should name the tests guarding its invariants ({checked_items} found)"
    );
}

#[test]
fn the_reference_reader_sees_paths_and_items() {
    assert_eq!(file_reference("ln/src/solver.rs"), Some(("ln/src/solver.rs", None)));
    assert_eq!(
        file_reference("tests/tests/architecture.rs::ln_depends_only_on_dn"),
        Some(("tests/tests/architecture.rs", Some("ln_depends_only_on_dn")))
    );
    assert_eq!(file_reference("a/b.rs"), None);
    assert_eq!(code_spans("x `a` y `b` z"), ["a", "b"]);
    assert!(Path::new(&jade_tests::repo_root()).join("docs/ARCHITECTURE.md").is_file());
}

/// The source files of `folder` and below (relative to the repository), test files left out.
fn source_files(folder: &str) -> Vec<String> {
    let root = jade_tests::repo_root();
    let mut files = Vec::new();
    let mut folders = vec![root.join(folder)];
    while let Some(dir) = folders.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a folder entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
            if path.is_dir() {
                folders.push(path);
            } else if name.ends_with(".rs") && name != "tests.rs" && !name.ends_with("_tests.rs") {
                files.push(path.strip_prefix(&root).expect("below the root").display().to_string());
            }
        }
    }
    files
}

/// Whether `file` is one registered solving pattern: the code map names those by the
/// registry ("one file per pattern"), so that adding a pattern needs no line here.
fn is_pattern_file(file: &str) -> bool {
    file.starts_with("ln/src/patterns/")
        && std::fs::read_to_string(jade_tests::repo_root().join(file))
            .is_ok_and(|source| source.contains("impl Pattern for"))
}

#[test]
fn the_code_map_names_every_source_file() {
    let page = architecture_page();
    let spans = code_spans(&page);
    let named = |file: &str| {
        let path = Path::new(file);
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let folder = path.parent().and_then(Path::file_name).and_then(|n| n.to_str()).unwrap_or_default();
        let nested = format!("{folder}/{name}");
        spans.iter().any(|span| {
            span == &name || span.ends_with(&nested) || (name == "mod.rs" && span == &format!("{folder}/"))
        })
    };
    let mut unnamed = Vec::new();
    for crate_folder in ["dn/src", "ln/src", "stats/src", "facade/src", "cli/src", "gui-iced/src"] {
        unnamed.extend(
            source_files(crate_folder).into_iter().filter(|file| !named(file) && !is_pattern_file(file)),
        );
    }
    unnamed.sort();
    assert!(
        unnamed.is_empty(),
        "docs/ARCHITECTURE.md's code map should say what these files do:\n{}",
        unnamed.join("\n")
    );
}
