//! Which solving pattern: a typed name for each of the thesis' sixteen patterns, so the
//! program never passes pattern ids around as strings. The kebab-case id (`x-wing`) is
//! only the pattern's written form: in JSON, session files, CLI flags and help-page file
//! names.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the solving patterns, in difficulty order: its position is the thesis'
/// difficulty index and its place in `ln`'s registry (a test there keeps both in step).
/// Serialised as its kebab-case id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PatternId {
    /// `hidden-single`.
    HiddenSingle,
    /// `naked-single`.
    NakedSingle,
    /// `naked-pairs`.
    NakedPairs,
    /// `locked-candidates`.
    LockedCandidates,
    /// `naked-triples`.
    NakedTriples,
    /// `hidden-pairs`.
    HiddenPairs,
    /// `x-wing`.
    XWing,
    /// `remote-pairs`.
    RemotePairs,
    /// `swordfish`.
    Swordfish,
    /// `hidden-triples`.
    HiddenTriples,
    /// `simple-coloring`.
    SimpleColoring,
    /// `xy-wing`.
    XyWing,
    /// `xyz-wing`.
    XyzWing,
    /// `multi-colors`.
    MultiColors,
    /// `xy-chain`.
    XyChain,
    /// `forcing-chains`.
    ForcingChains,
}

impl PatternId {
    /// Every pattern, easiest first.
    pub const ALL: [PatternId; 16] = [
        PatternId::HiddenSingle,
        PatternId::NakedSingle,
        PatternId::NakedPairs,
        PatternId::LockedCandidates,
        PatternId::NakedTriples,
        PatternId::HiddenPairs,
        PatternId::XWing,
        PatternId::RemotePairs,
        PatternId::Swordfish,
        PatternId::HiddenTriples,
        PatternId::SimpleColoring,
        PatternId::XyWing,
        PatternId::XyzWing,
        PatternId::MultiColors,
        PatternId::XyChain,
        PatternId::ForcingChains,
    ];

    /// The thesis' difficulty index, 0 (Hidden Single) to 15 (Forcing Chains).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The kebab-case id, e.g. `x-wing`.
    pub fn as_str(self) -> &'static str {
        match self {
            PatternId::HiddenSingle => "hidden-single",
            PatternId::NakedSingle => "naked-single",
            PatternId::NakedPairs => "naked-pairs",
            PatternId::LockedCandidates => "locked-candidates",
            PatternId::NakedTriples => "naked-triples",
            PatternId::HiddenPairs => "hidden-pairs",
            PatternId::XWing => "x-wing",
            PatternId::RemotePairs => "remote-pairs",
            PatternId::Swordfish => "swordfish",
            PatternId::HiddenTriples => "hidden-triples",
            PatternId::SimpleColoring => "simple-coloring",
            PatternId::XyWing => "xy-wing",
            PatternId::XyzWing => "xyz-wing",
            PatternId::MultiColors => "multi-colors",
            PatternId::XyChain => "xy-chain",
            PatternId::ForcingChains => "forcing-chains",
        }
    }
}

impl fmt::Display for PatternId {
    /// The kebab-case id (padded like a string: `{:<18}` works).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A text that is no pattern's id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPatternId(pub String);

impl fmt::Display for UnknownPatternId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = PatternId::ALL.iter().map(|p| p.as_str()).collect();
        write!(f, "unknown pattern '{}'; the patterns are: {}", self.0, ids.join(", "))
    }
}

impl std::error::Error for UnknownPatternId {}

impl FromStr for PatternId {
    type Err = UnknownPatternId;

    /// The pattern whose id is `text` exactly (`x-wing`).
    fn from_str(text: &str) -> Result<PatternId, UnknownPatternId> {
        PatternId::ALL.into_iter().find(|p| p.as_str() == text).ok_or_else(|| UnknownPatternId(text.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_id_is_the_serde_name_and_reads_back() {
        for (position, id) in PatternId::ALL.into_iter().enumerate() {
            assert_eq!(id.index(), position);
            assert_eq!(serde_json::to_string(&id).unwrap(), format!("\"{id}\""));
            assert_eq!(id.as_str().parse::<PatternId>(), Ok(id));
        }
        assert_eq!(format!("{:<8}|", PatternId::XWing), "x-wing  |");
        let error = "y-wing".parse::<PatternId>().unwrap_err().to_string();
        assert!(error.contains("'y-wing'") && error.contains("xy-wing, xyz-wing"), "{error}");
    }
}
