//! Saving a file so that a failure never damages the old one: the content goes to a new
//! temporary file beside the target, which is then renamed over it.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use super::error::SerializationError;

/// How many temporary names to try before giving up (another process may hold some).
const ATTEMPTS: usize = 100;

/// Tells temporary files of one process apart.
static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// Writes `content` (text or bytes) to `path`: all of it, or nothing and the old file
/// untouched.
pub(super) fn save_atomically(path: &Path, content: impl AsRef<[u8]>) -> Result<(), SerializationError> {
    let io_error = |action, source| SerializationError::Io { path: path.to_path_buf(), action, source };
    let name = path.file_name().ok_or_else(|| {
        io_error("save there", io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))
    })?;
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let (temp_path, file) = create_temporary(dir, &name.to_string_lossy())
        .map_err(|e| io_error("create a temporary file beside it", e))?;
    let result = fill(file, path, content.as_ref())
        .map_err(|e| io_error("write the temporary file", e))
        .and_then(|()| fs::rename(&temp_path, path).map_err(|e| io_error("replace the file", e)));
    if result.is_err() {
        // The temporary file is ours and useless now; a failure to remove it changes nothing.
        let _ = fs::remove_file(&temp_path);
    }
    result
}

/// Creates a new, uniquely named hidden file in `dir` for a save of `name`.
fn create_temporary(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    let mut last = io::Error::new(io::ErrorKind::AlreadyExists, "every temporary name is taken");
    for _ in 0..ATTEMPTS {
        let count = COUNTER.fetch_add(1, Ordering::Relaxed);
        let temp = dir.join(format!(".{name}.{}.{count}.tmp", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = e,
            Err(e) => return Err(e),
        }
    }
    Err(last)
}

/// Writes `content` into the temporary `file`, gives it the permissions of the file it will
/// replace (if any), and flushes it to disk.
fn fill(mut file: File, target: &Path, content: &[u8]) -> io::Result<()> {
    file.write_all(content)?;
    if let Ok(metadata) = fs::metadata(target) {
        file.set_permissions(metadata.permissions())?;
    }
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory under the system's temporary directory, removed on drop.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(tag: &str) -> Scratch {
            let count = COUNTER.fetch_add(1, Ordering::Relaxed);
            let dir = std::env::temp_dir().join(format!("jade-atomic-{tag}-{}-{count}", std::process::id()));
            fs::create_dir_all(&dir).unwrap();
            Scratch(dir)
        }

        fn entries(&self) -> Vec<String> {
            let mut names: Vec<String> = fs::read_dir(&self.0)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into())
                .collect();
            names.sort();
            names
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn saving_over_a_file_replaces_all_of_it_and_leaves_nothing_else() {
        let scratch = Scratch::new("replace");
        let path = scratch.0.join("board.sdk");
        fs::write(&path, "a much longer old content than the new one\n".repeat(10)).unwrap();
        save_atomically(&path, "new\n").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new\n");
        assert_eq!(scratch.entries(), ["board.sdk"]);
    }

    #[test]
    fn saving_into_a_missing_directory_fails_and_leaves_nothing() {
        let scratch = Scratch::new("missing");
        let path = scratch.0.join("no-such-dir").join("board.sdk");
        let error = save_atomically(&path, "x").unwrap_err();
        assert!(matches!(error, SerializationError::Io { action: "create a temporary file beside it", .. }));
        assert!(
            error.to_string().starts_with(&format!("{}: cannot create a temporary file", path.display()))
        );
        assert!(scratch.entries().is_empty());
    }

    #[test]
    fn a_failed_rename_keeps_the_old_file_and_removes_the_temporary_one() {
        let scratch = Scratch::new("rename");
        let target = scratch.0.join("taken");
        fs::create_dir(&target).unwrap();
        fs::write(target.join("inside"), "old").unwrap();
        let error = save_atomically(&target, "new").unwrap_err();
        assert!(matches!(error, SerializationError::Io { action: "replace the file", .. }), "{error}");
        assert_eq!(fs::read_to_string(target.join("inside")).unwrap(), "old");
        assert_eq!(scratch.entries(), ["taken"]);
    }

    #[test]
    fn a_path_without_a_file_name_is_refused() {
        let error = save_atomically(Path::new(".."), "x").unwrap_err();
        assert!(error.to_string().contains("the path names no file"), "{error}");
    }
}
