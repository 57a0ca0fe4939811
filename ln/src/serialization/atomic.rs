//! Saving a file so that a failure never damages the old one, and only ever a regular file.
//!
//! - A symbolic link is followed to its final target (even a dangling one, which is then
//!   created), and the target is saved as below; the link itself stays a link.
//! - Anything that is not a regular file (a FIFO, a device such as `/dev/null`, a socket, a
//!   directory) is refused before anything is written.
//! - A regular file with one name: the content goes to a new temporary file beside it, which
//!   is given the file's permissions, flushed and renamed over it — all or nothing.
//! - A regular file with several names (hard links): renaming would leave the other names
//!   on the old content, so the content is first written and flushed to a temporary file
//!   beside it, then copied into the file itself, which keeps its inode, owner and
//!   permissions. That copy is not atomic: if it fails half-way, the error names the
//!   temporary file, which still holds the whole new content.
//!
//! Temporary names are short (`.jade-PID-N.tmp`), so a file name near the system's limit
//! of 255 bytes can still be saved.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use super::error::SerializationError;

/// How many temporary names to try before giving up (another process may hold some).
const ATTEMPTS: usize = 100;

/// How many symbolic links are followed before giving up (the system's usual limit).
const MAX_LINKS: usize = 40;

/// Tells temporary files of one process apart.
static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// Writes `content` (text or bytes) to `path`, or to the file its symbolic links lead to:
/// all of it, or nothing and the old file untouched (see the module docs for hard links).
pub(super) fn save_atomically(path: &Path, content: impl AsRef<[u8]>) -> Result<(), SerializationError> {
    let io_error = |action, source| SerializationError::Io { path: path.to_path_buf(), action, source };
    if path.file_name().is_none() {
        let source = io::Error::new(io::ErrorKind::InvalidInput, "the path names no file");
        return Err(io_error("save there", source));
    }
    let target = final_target(path).map_err(|e| io_error("follow the link", e))?;
    let existing = match fs::metadata(&target) {
        Ok(metadata) => Some(metadata),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(io_error("look at the file", e)),
    };
    if let Some(metadata) = &existing {
        refuse_unless_regular(path, &target, metadata).map_err(|e| io_error("save there", e))?;
    }
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let (temp_path, file) =
        create_temporary(dir).map_err(|e| io_error("create a temporary file beside it", e))?;
    let content = content.as_ref();
    let written = fill(file, existing.as_ref(), content).map_err(|e| io_error("write the temporary file", e));
    if let Err(error) = written {
        // The temporary file is ours and useless now; a failure to remove it changes nothing.
        let _ = fs::remove_file(&temp_path);
        return Err(error);
    }
    if existing.as_ref().is_some_and(|metadata| link_count(metadata) > 1) {
        copy_into_place(&target, &temp_path, content)
            .map_err(|e| io_error("rewrite the hard-linked file in place", e))
    } else {
        fs::rename(&temp_path, &target).map_err(|e| {
            let _ = fs::remove_file(&temp_path);
            io_error("replace the file", e)
        })
    }
}

/// The path `path`'s symbolic links finally lead to (itself when it is no link); a link
/// whose target is missing leads to that missing path, which a save then creates.
fn final_target(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let link = fs::read_link(&current)?;
                current = match current.parent() {
                    Some(dir) => dir.join(link),
                    None => link,
                };
            }
            Ok(_) => return Ok(current),
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(current),
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other(format!("more than {MAX_LINKS} symbolic links in a row")))
}

/// An error unless `metadata` (of `target`, which `path` leads to) is a regular file's.
fn refuse_unless_regular(path: &Path, target: &Path, metadata: &Metadata) -> io::Result<()> {
    if metadata.is_file() {
        return Ok(());
    }
    let kind = kind_of(metadata);
    let message = if target == path {
        format!("it is {kind}, not a regular file; only regular files are replaced")
    } else {
        format!(
            "it links to {}, {kind}, not a regular file; only regular files are replaced",
            target.display()
        )
    };
    Err(io::Error::new(io::ErrorKind::InvalidInput, message))
}

/// What a file that is not a regular one is, with its article: `"a FIFO"`.
fn kind_of(metadata: &Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = metadata.file_type();
        if kind.is_fifo() {
            return "a FIFO";
        } else if kind.is_char_device() {
            return "a character device";
        } else if kind.is_block_device() {
            return "a block device";
        } else if kind.is_socket() {
            return "a socket";
        }
    }
    if metadata.is_dir() { "a directory" } else { "a special file" }
}

/// How many names (hard links) the file has; 1 where the system cannot say.
fn link_count(metadata: &Metadata) -> u64 {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        metadata.nlink()
    }
    #[cfg(not(unix))]
    {
        let _ = metadata;
        1
    }
}

/// Creates a new, uniquely and shortly named hidden file in `dir`.
fn create_temporary(dir: &Path) -> io::Result<(PathBuf, File)> {
    let mut last = io::Error::new(io::ErrorKind::AlreadyExists, "every temporary name is taken");
    for _ in 0..ATTEMPTS {
        let count = COUNTER.fetch_add(1, Ordering::Relaxed);
        let temp = dir.join(format!(".jade-{}-{count}.tmp", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = e,
            Err(e) => return Err(e),
        }
    }
    Err(last)
}

/// Writes `content` into the temporary `file`, gives it the permissions of the file it will
/// replace (`existing`, if any), and flushes it to disk.
fn fill(mut file: File, existing: Option<&Metadata>, content: &[u8]) -> io::Result<()> {
    file.write_all(content)?;
    if let Some(metadata) = existing {
        file.set_permissions(metadata.permissions())?;
    }
    file.sync_all()
}

/// Copies `content`, already safe in `temp`, into the file `target` itself, then removes
/// `temp`; on failure `temp` is kept and the error names it.
fn copy_into_place(target: &Path, temp: &Path, content: &[u8]) -> io::Result<()> {
    let copied = OpenOptions::new().write(true).truncate(true).open(target).and_then(|mut file| {
        file.write_all(content)?;
        file.sync_all()
    });
    match copied {
        Ok(()) => {
            // The content is in place; a leftover temporary file would only be clutter.
            let _ = fs::remove_file(temp);
            Ok(())
        }
        Err(e) => {
            Err(io::Error::new(e.kind(), format!("{e}; the new content is kept in {}", temp.display())))
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};

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
            entries(&self.0)
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> =
            fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into()).collect();
        names.sort();
        names
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
    fn saving_keeps_the_permissions_of_the_file_replaced() {
        let scratch = Scratch::new("mode");
        let path = scratch.0.join("board.sdk");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        save_atomically(&path, "new").unwrap();
        assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o640);
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
    fn a_path_without_a_file_name_is_refused() {
        let error = save_atomically(Path::new(".."), "x").unwrap_err();
        assert!(error.to_string().contains("the path names no file"), "{error}");
    }

    #[test]
    fn saving_through_a_symlink_writes_its_target_and_keeps_the_link() {
        let scratch = Scratch::new("symlink");
        fs::create_dir(scratch.0.join("real")).unwrap();
        let target = scratch.0.join("real").join("board.sdk");
        fs::write(&target, "old").unwrap();
        fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).unwrap();
        symlink("real/board.sdk", scratch.0.join("first")).unwrap();
        symlink("first", scratch.0.join("second")).unwrap();
        save_atomically(&scratch.0.join("second"), "new").unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "new");
        assert_eq!(fs::metadata(&target).unwrap().permissions().mode() & 0o777, 0o600);
        for link in ["first", "second"] {
            assert!(fs::symlink_metadata(scratch.0.join(link)).unwrap().file_type().is_symlink(), "{link}");
        }
        assert_eq!(scratch.entries(), ["first", "real", "second"]);
        assert_eq!(entries(&scratch.0.join("real")), ["board.sdk"]);
    }

    #[test]
    fn saving_through_a_dangling_symlink_creates_its_target() {
        let scratch = Scratch::new("dangling");
        let link = scratch.0.join("link.sdk");
        symlink("board.sdk", &link).unwrap();
        save_atomically(&link, "new").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(fs::read_to_string(scratch.0.join("board.sdk")).unwrap(), "new");
        assert_eq!(scratch.entries(), ["board.sdk", "link.sdk"]);
    }

    #[test]
    fn a_loop_of_symlinks_is_refused() {
        let scratch = Scratch::new("loop");
        symlink("b", scratch.0.join("a")).unwrap();
        symlink("a", scratch.0.join("b")).unwrap();
        let error = save_atomically(&scratch.0.join("a"), "new").unwrap_err();
        assert!(error.to_string().contains("cannot follow the link"), "{error}");
        assert_eq!(scratch.entries(), ["a", "b"]);
    }

    #[test]
    fn a_fifo_is_refused_and_left_alone() {
        let scratch = Scratch::new("fifo");
        let fifo = scratch.0.join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|status| status.success()) {
            eprintln!("skipped: the mkfifo command is not available");
            return;
        }
        let error = save_atomically(&fifo, "new").unwrap_err();
        let expected = format!(
            "{}: cannot save there: it is a FIFO, not a regular file; only regular files are replaced",
            fifo.display()
        );
        assert_eq!(error.to_string(), expected);
        symlink("pipe", scratch.0.join("link")).unwrap();
        let error = save_atomically(&scratch.0.join("link"), "new").unwrap_err();
        assert!(error.to_string().contains("it links to"), "{error}");
        assert!(error.to_string().contains("a FIFO, not a regular file"), "{error}");
        use std::os::unix::fs::FileTypeExt;
        assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
        assert_eq!(scratch.entries(), ["link", "pipe"]);
    }

    #[test]
    fn a_directory_and_a_socket_are_refused() {
        let scratch = Scratch::new("special");
        let dir = scratch.0.join("taken");
        fs::create_dir(&dir).unwrap();
        fs::write(dir.join("inside"), "old").unwrap();
        let error = save_atomically(&dir, "new").unwrap_err();
        assert!(
            error
                .to_string()
                .ends_with("it is a directory, not a regular file; only regular files are replaced")
        );
        assert_eq!(fs::read_to_string(dir.join("inside")).unwrap(), "old");
        let socket = scratch.0.join("socket");
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        let error = save_atomically(&socket, "new").unwrap_err();
        assert!(error.to_string().contains("it is a socket, not a regular file"), "{error}");
        assert_eq!(scratch.entries(), ["socket", "taken"]);
    }

    /// A device is judged by its metadata alone: the test never saves to a device, so a
    /// wrong answer cannot damage one.
    #[test]
    fn a_character_device_is_refused() {
        let Ok(metadata) = fs::metadata("/dev/null") else {
            eprintln!("skipped: this system has no /dev/null");
            return;
        };
        if metadata.is_file() {
            eprintln!("skipped: /dev/null is a regular file here");
            return;
        }
        let path = Path::new("/dev/null");
        let error = refuse_unless_regular(path, path, &metadata).unwrap_err();
        assert_eq!(
            error.to_string(),
            "it is a character device, not a regular file; only regular files are replaced"
        );
    }

    #[test]
    fn a_hard_linked_file_changes_under_every_name() {
        let scratch = Scratch::new("hardlink");
        let first = scratch.0.join("board.sdk");
        let second = scratch.0.join("same.sdk");
        fs::write(&first, "old content, longer than the new one").unwrap();
        fs::set_permissions(&first, fs::Permissions::from_mode(0o604)).unwrap();
        fs::hard_link(&first, &second).unwrap();
        let inode = fs::metadata(&first).unwrap().ino();
        save_atomically(&first, "new").unwrap();
        assert_eq!(fs::read_to_string(&first).unwrap(), "new");
        assert_eq!(fs::read_to_string(&second).unwrap(), "new");
        let metadata = fs::metadata(&first).unwrap();
        assert_eq!((metadata.ino(), metadata.nlink()), (inode, 2));
        assert_eq!(metadata.permissions().mode() & 0o777, 0o604);
        assert_eq!(scratch.entries(), ["board.sdk", "same.sdk"]);
    }

    #[test]
    fn a_name_of_240_characters_can_be_saved_and_saved_again() {
        let scratch = Scratch::new("long");
        let path = scratch.0.join(format!("{}.sdk", "b".repeat(236)));
        assert_eq!(path.file_name().unwrap().len(), 240);
        save_atomically(&path, "first").unwrap();
        save_atomically(&path, "second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        assert_eq!(scratch.entries().len(), 1);
    }
}
