//! Which solving pattern: the pattern's kebab-case id (`x-wing`), kept inline so the id is a
//! small `Copy` value the program passes around instead of a string.
//!
//! `dn` does not know which patterns exist: the list is `ln`'s registry, the one place a
//! pattern is added. An id here is only well formed (lowercase ASCII letters and digits in
//! words joined by `-`); whether a pattern answers to it is asked of the registry
//! (`facade::pattern_id` turns a user's text into a known id or an error listing them).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The longest id, in bytes.
const MAX_LEN: usize = 23;

/// A solving pattern's id, `x-wing`: its written form in JSON, session files, CLI flags and
/// help-page file names. Each pattern declares its own with [`PatternId::new`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PatternId {
    len: u8,
    bytes: [u8; MAX_LEN],
}

impl PatternId {
    /// The id written `id`. Meant for constants (`PatternId::new("x-wing")`), where a
    /// malformed id stops the build.
    ///
    /// # Panics
    /// When `id` is not well formed: empty, longer than 23 bytes, or not lowercase
    /// letters and digits in words joined by single `-`.
    pub const fn new(id: &str) -> PatternId {
        match PatternId::from_name(id) {
            Some(id) => id,
            None => panic!("a pattern id is lowercase words joined by '-', at most 23 bytes"),
        }
    }

    /// The id written `text`, if it is well formed (see [`PatternId::new`]); it may still
    /// name no registered pattern.
    pub const fn from_name(text: &str) -> Option<PatternId> {
        let text = text.as_bytes();
        if text.is_empty() || text.len() > MAX_LEN || text[0] == b'-' || text[text.len() - 1] == b'-' {
            return None;
        }
        let mut bytes = [0u8; MAX_LEN];
        let mut i = 0;
        while i < text.len() {
            let byte = text[i];
            let word = byte.is_ascii_lowercase() || byte.is_ascii_digit();
            let joint = byte == b'-' && text[i - 1] != b'-';
            if !(word || joint) {
                return None;
            }
            bytes[i] = byte;
            i += 1;
        }
        Some(PatternId { len: text.len() as u8, bytes })
    }

    /// The kebab-case id, e.g. `x-wing`.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len as usize]).expect("ids are ASCII")
    }
}

impl Ord for PatternId {
    /// Alphabetical by id.
    fn cmp(&self, other: &PatternId) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl PartialOrd for PatternId {
    fn partial_cmp(&self, other: &PatternId) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for PatternId {
    /// The kebab-case id (padded like a string: `{:<18}` works).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for PatternId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PatternId({})", self.as_str())
    }
}

impl Serialize for PatternId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for PatternId {
    /// A well-formed id; a saved game naming a pattern this build lacks still reads, and
    /// the façade answers "unknown pattern" when it is used.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PatternId, D::Error> {
        let text = String::deserialize(deserializer)?;
        PatternId::from_name(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("'{text}' is not a pattern id like 'x-wing'")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_id_is_the_serde_name_and_reads_back() {
        let id = PatternId::new("x-wing");
        assert_eq!(id.as_str(), "x-wing");
        assert_eq!(serde_json::to_string(&id).unwrap(), "\"x-wing\"");
        assert_eq!(serde_json::from_str::<PatternId>("\"x-wing\"").unwrap(), id);
        assert_eq!(format!("{:<8}|", id), "x-wing  |");
        assert_eq!(format!("{id:?}"), "PatternId(x-wing)");
    }

    #[test]
    fn only_lowercase_words_joined_by_dashes_are_ids() {
        for good in ["naked-single", "xy-chain", "2-string-kite", "ur-1", "a"] {
            assert_eq!(PatternId::from_name(good).map(|id| id.as_str().to_string()), Some(good.into()));
        }
        let long = "a".repeat(24);
        for bad in ["", "-x", "x-", "x--y", "X-Wing", "x wing", "x_wing", "é", long.as_str()] {
            assert_eq!(PatternId::from_name(bad), None, "{bad:?}");
        }
        assert!(serde_json::from_str::<PatternId>("\"X Wing\"").is_err());
    }
}
