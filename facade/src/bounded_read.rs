//! Reading a board file or a saved session once and at most a bounded number of bytes, so
//! that pipes (`<(…)`, `/dev/stdin`), which can be read only once, lose nothing, and an
//! endless input (`/dev/zero`) fails with a clear message instead of filling the memory.

use std::io::Read;
use std::path::Path;

use crate::FacadeError;

/// The most bytes a board file may hold: the readers' own limit for one board
/// ([`ln::serialization::BOARD_FILE_LIMIT`]; a 25×25 `.ssc` with every candidate shown is
/// about 20 KB).
pub(crate) const BOARD_FILE_LIMIT: u64 = ln::serialization::BOARD_FILE_LIMIT as u64;

/// The most bytes a saved session may hold: twice what a 25×25 session with a full undo
/// memory takes (about 59 MB).
pub(crate) const SESSION_FILE_LIMIT: u64 = 128 << 20;

/// How many bytes are looked at to tell a session from a board.
const PEEK: u64 = 256;

/// What a file opened by [`read_board_or_session`] holds.
pub(crate) enum Contents {
    /// A saved session (JSON naming the session format).
    Session(Vec<u8>),
    /// Anything else, to be read as a board.
    Board(Vec<u8>),
}

/// Reads `path` once: its first bytes decide session or board, and the rest is read up to
/// the limit that kind of file has.
pub(crate) fn read_board_or_session(path: &Path) -> Result<Contents, FacadeError> {
    let mut file = open(path)?;
    let mut bytes = Vec::new();
    read_up_to(&mut file, PEEK, &mut bytes, path)?;
    if crate::session_file::looks_like_session(&bytes) {
        read_rest(&mut file, SESSION_FILE_LIMIT, &mut bytes, path, "a saved session")?;
        Ok(Contents::Session(bytes))
    } else {
        read_rest(&mut file, BOARD_FILE_LIMIT, &mut bytes, path, "a board file")?;
        Ok(Contents::Board(bytes))
    }
}

/// Reads the whole of `path`, a saved session, refusing one larger than
/// [`SESSION_FILE_LIMIT`].
pub(crate) fn read_session(path: &Path) -> Result<Vec<u8>, FacadeError> {
    let mut bytes = Vec::new();
    read_rest(&mut open(path)?, SESSION_FILE_LIMIT, &mut bytes, path, "a saved session")?;
    Ok(bytes)
}

/// The file at `path`, open for reading.
fn open(path: &Path) -> Result<std::fs::File, FacadeError> {
    std::fs::File::open(path).map_err(|source| FacadeError::Io {
        path: path.to_path_buf(),
        action: "open",
        source,
    })
}

/// Reads on until `bytes` holds `limit` bytes or the input ends; an error naming `what`
/// when there is more.
fn read_rest(
    file: &mut impl Read,
    limit: u64,
    bytes: &mut Vec<u8>,
    path: &Path,
    what: &str,
) -> Result<(), FacadeError> {
    let room = (limit + 1).saturating_sub(bytes.len() as u64);
    read_up_to(file, room, bytes, path)?;
    if bytes.len() as u64 > limit {
        return Err(FacadeError::Unreadable {
            path: Some(path.to_path_buf()),
            message: format!("larger than {}, more than {what} can hold; not read", size(limit)),
        });
    }
    Ok(())
}

/// Appends at most `count` more bytes of `file` to `bytes`.
fn read_up_to(file: &mut impl Read, count: u64, bytes: &mut Vec<u8>, path: &Path) -> Result<(), FacadeError> {
    file.take(count).read_to_end(bytes).map(|_| ()).map_err(|source| FacadeError::Io {
        path: path.to_path_buf(),
        action: "read",
        source,
    })
}

/// `1 MiB`, `128 MiB`: a limit as people write it.
fn size(bytes: u64) -> String {
    format!("{} MiB", bytes >> 20)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_input_stops_at_the_board_limit() {
        let error = match read_board_or_session(Path::new("/dev/zero")) {
            Err(error) => error.to_string(),
            Ok(_) => panic!("/dev/zero is no board"),
        };
        assert_eq!(error, "/dev/zero: larger than 1 MiB, more than a board file can hold; not read");
    }

    #[test]
    fn the_first_bytes_decide_and_nothing_is_lost() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let session = dir.path().join("s.json");
        let text = format!("{{\n  \"format\": \"jade-session\",{}}}", " ".repeat(600));
        std::fs::write(&session, &text).expect("written");
        let Ok(Contents::Session(bytes)) = read_board_or_session(&session) else { panic!("a session") };
        assert_eq!(bytes, text.as_bytes());
        let board = dir.path().join("b.txt");
        std::fs::write(&board, "#".repeat(700)).expect("written");
        let Ok(Contents::Board(bytes)) = read_board_or_session(&board) else { panic!("a board") };
        assert_eq!(bytes.len(), 700);
    }
}
