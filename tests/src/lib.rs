//! Helpers shared by JADE's workspace tests: where the shared puzzle collections live and
//! how to read them.
//!
//! The collections sit in `../shared/data` beside the repository. Tests that need them call
//! [`corpus`], which returns `None` (after saying so on stderr) when the folder is absent, so
//! a checkout without it still passes the rest of the suite.

use std::path::{Path, PathBuf};

/// The repository's root folder.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate sits in the repository")
        .to_path_buf()
}

/// The folder with the shared puzzle collections.
pub fn data_dir() -> PathBuf {
    repo_root().join("../shared/data")
}

/// The first `limit` puzzles (all when `None`) of the collection `name`, one 81-character
/// line each; `None` when the shared data folder is absent.
pub fn corpus(name: &str, limit: Option<usize>) -> Option<Vec<String>> {
    let path = data_dir().join(name);
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!(
            "skipped: {} is absent (the shared puzzle collections live in ../shared/data)",
            path.display()
        );
        return None;
    };
    let lines = text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'));
    Some(lines.take(limit.unwrap_or(usize::MAX)).map(str::to_string).collect())
}

/// A 9×9 grid from an 81-character puzzle line (digits are givens, anything else empty).
pub fn grid(line: &str) -> dn::Grid {
    let values = line.bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
    dn::Grid::new(dn::Geometry::NINE, values).expect("an 81-character puzzle line")
}
