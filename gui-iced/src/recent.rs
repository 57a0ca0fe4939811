//! The recent files, kept between runs in JADE's folder of the platform's config directory
//! (`$XDG_CONFIG_HOME/jade/recent-files.txt`, else `~/.config/jade/…` on Linux), one
//! path a line. A missing or unreadable list is an empty one. Paths are kept absolute and
//! canonical (`.`, `..` and links resolved), so a file is listed once however it was
//! named; exported PDFs and SVGs are no boards to open and are not listed.

use std::path::{Path, PathBuf};

/// How many recent files are kept.
pub const RECENT_FILES: usize = 8;

/// The extensions of the printable exports, which JADE cannot open.
const EXPORTS: [&str; 2] = ["pdf", "svg"];

/// Where the list lives, if the platform names a config directory.
pub fn store_path() -> Option<PathBuf> {
    dirs::config_dir().map(|config| config.join("jade").join("recent-files.txt"))
}

/// The list stored at `store` (empty when there is none).
pub fn load(store: &Path) -> Vec<PathBuf> {
    let text = std::fs::read_to_string(store).unwrap_or_default();
    text.lines().filter(|l| !l.trim().is_empty()).map(PathBuf::from).take(RECENT_FILES).collect()
}

/// Writes `list` to `store`; a failure is only logged (the list is a convenience).
pub fn save(store: &Path, list: &[PathBuf]) {
    let text: String = list.iter().map(|p| format!("{}\n", p.display())).collect();
    let written =
        store.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::write(store, text));
    if let Err(error) = written {
        log::warn!("cannot keep the recent files in {}: {error}", store.display());
    }
}

/// `path` as the list keeps it: canonical when the file exists, else made absolute
/// against the current directory (else as it is).
pub fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).or_else(|_| std::path::absolute(path)).unwrap_or_else(|_| path.to_path_buf())
}

/// Whether `path` names a board or session to open, not a printable export.
pub fn openable(path: &Path) -> bool {
    let extension = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    !extension.is_some_and(|e| EXPORTS.contains(&e.as_str()))
}

/// `list` with `path` first, no duplicates, at most [`RECENT_FILES`].
pub fn push(list: &mut Vec<PathBuf>, path: PathBuf) {
    list.retain(|p| p != &path);
    list.insert(0, path);
    list.truncate(RECENT_FILES);
}

/// The recent files of this run, newest first, and where they are kept between runs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecentFiles {
    list: Vec<PathBuf>,
    store: Option<PathBuf>,
}

impl RecentFiles {
    /// The files, newest first.
    pub fn list(&self) -> &[PathBuf] {
        &self.list
    }

    /// Keeps the list in `store` from now on, after the files already there (made
    /// canonical, once each, exports left out).
    pub fn keep_in(&mut self, store: PathBuf) {
        for path in load(&store).iter().filter(|p| openable(p)).map(|p| canonical(p)) {
            if !self.list.contains(&path) {
                self.list.push(path);
            }
        }
        self.list.truncate(RECENT_FILES);
        save(&store, &self.list);
        self.store = Some(store);
    }

    /// Puts `path`, made canonical, first (and in the store, if the list is kept in one);
    /// an export is not remembered.
    pub fn remember(&mut self, path: &Path) {
        if !openable(path) {
            return;
        }
        push(&mut self.list, canonical(path));
        if let Some(store) = &self.store {
            save(store, &self.list);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_round_trips_newest_first_without_duplicates() {
        let dir = std::env::temp_dir().join(format!("jade-gui-recent-{}", std::process::id()));
        let store = dir.join("jade").join("recent-files.txt");
        assert!(load(&store).is_empty());
        let mut list = Vec::new();
        for name in ["a.sdk", "b.sdk", "a.sdk"] {
            push(&mut list, PathBuf::from(name));
        }
        assert_eq!(list, [PathBuf::from("a.sdk"), PathBuf::from("b.sdk")]);
        for n in 0..20 {
            push(&mut list, PathBuf::from(format!("{n}.sdk")));
        }
        assert_eq!(list.len(), RECENT_FILES);
        save(&store, &list);
        assert_eq!(load(&store), list);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_file_is_remembered_once_by_its_canonical_path_and_exports_not_at_all() {
        let dir = canonical(&std::env::temp_dir()).join(format!("jade-gui-canonical-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        let board = dir.join("a.sdk");
        std::fs::write(&board, "").unwrap();
        let mut recent = RecentFiles::default();
        recent.remember(&board);
        recent.remember(&dir.join("sub").join("..").join(".").join("a.sdk"));
        recent.remember(&dir.join("game.PDF"));
        recent.remember(&dir.join("game.svg"));
        assert_eq!(recent.list(), std::slice::from_ref(&board));
        recent.remember(Path::new("relative/never-written.sdk"));
        assert!(recent.list()[0].is_absolute(), "{:?}", recent.list());

        let store = dir.join("recent-files.txt");
        let stored =
            format!("{}\n{}/sub/../a.sdk\n{}/old.pdf\n", board.display(), dir.display(), dir.display());
        std::fs::write(&store, stored).unwrap();
        let mut kept = RecentFiles::default();
        kept.keep_in(store.clone());
        assert_eq!(kept.list(), std::slice::from_ref(&board), "old lists are cleaned when read");
        assert_eq!(load(&store), [board]);
        let _ = std::fs::remove_dir_all(dir);
    }
}
