//! The recent files, kept between runs in `$XDG_CONFIG_HOME/jade/recent-files.txt` (or
//! `~/.config/jade/…`), one path a line. A missing or unreadable list is an empty one.

use std::path::{Path, PathBuf};

/// How many recent files are kept.
pub const RECENT_FILES: usize = 8;

/// Where the list lives, if a config or home directory is known.
pub fn store_path() -> Option<PathBuf> {
    let config =
        std::env::var_os("XDG_CONFIG_HOME").filter(|v| !v.is_empty()).map(PathBuf::from).or_else(|| {
            std::env::var_os("HOME").filter(|v| !v.is_empty()).map(|h| PathBuf::from(h).join(".config"))
        })?;
    Some(config.join("jade").join("recent-files.txt"))
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

    /// Keeps the list in `store` from now on, after the files already there.
    pub fn keep_in(&mut self, store: PathBuf) {
        for path in load(&store) {
            if !self.list.contains(&path) {
                self.list.push(path);
            }
        }
        self.list.truncate(RECENT_FILES);
        save(&store, &self.list);
        self.store = Some(store);
    }

    /// Puts `path` first (and in the store, if the list is kept in one).
    pub fn remember(&mut self, path: PathBuf) {
        push(&mut self.list, path);
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
}
