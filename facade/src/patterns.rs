//! The solving patterns as plain data: what a front end shows in menus, `--pattern` and
//! `explain`, read from the registry so a new pattern appears everywhere by itself.

use dn::PatternId;
use ln::Pattern;
use ln::patterns::{PATTERNS, by_id};

use crate::{FacadeError, SudokuLN};

/// One solving pattern, described for a front end: the registry's own description.
pub use ln::PatternInfo as PatternSummary;

/// The family of techniques a pattern belongs to (Singles, Subsets, Basic Fish, …).
pub use ln::Family;

impl SudokuLN {
    /// Every pattern, easiest first; the same list as [`patterns`].
    pub fn patterns() -> Vec<PatternSummary> {
        patterns()
    }
}

/// Every pattern in the registry's order: easiest step first, the order "Any" searches
/// them in and the order of the Pattern and Help menus.
pub fn patterns() -> Vec<PatternSummary> {
    PATTERNS.iter().map(|p| *p.info()).collect()
}

/// The pattern `id`, described, or an error listing the valid ids.
pub fn pattern(id: PatternId) -> Result<PatternSummary, FacadeError> {
    lookup(id).map(|p| *p.info())
}

/// The pattern whose written id is `text` (`x-wing`), or an error listing the valid ids:
/// how a front end reads a pattern named by the user.
pub fn pattern_id(text: &str) -> Result<PatternId, FacadeError> {
    PatternId::from_name(text).filter(|&id| by_id(id).is_some()).ok_or_else(|| unknown(text))
}

/// What a board no pattern applies to would need, in words: more than the hardest pattern,
/// named with its family ("more than Nested Forcing Nets, the hardest pattern, of the
/// Forcing Chains family"). Read from the registry, so it follows a new last pattern.
pub fn beyond_the_patterns() -> String {
    match PATTERNS.last() {
        Some(last) => {
            let info = last.info();
            format!("more than {}, the hardest pattern, of the {} family", info.name, info.family)
        }
        None => String::from("a pattern"),
    }
}

/// The registered pattern `id` (an id read from a saved game may name none).
pub(crate) fn lookup(id: PatternId) -> Result<&'static dyn Pattern, FacadeError> {
    by_id(id).ok_or_else(|| unknown(id.as_str()))
}

/// The family of the pattern `id`. Hints come from the registry, so their patterns are
/// known; an id no pattern has (a hint saved by another build) counts as the hardest
/// family, whose vague hint names no technique.
pub(crate) fn family_of(id: PatternId) -> Family {
    by_id(id).map_or(Family::Forcing, |p| p.info().family)
}

/// The error for a pattern id no pattern has.
fn unknown(text: &str) -> FacadeError {
    FacadeError::UnknownPattern {
        id: text.to_string(),
        valid: PATTERNS.iter().map(|p| p.info().id.as_str()).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beyond_the_patterns_names_the_last_pattern_and_its_family() {
        assert_eq!(
            beyond_the_patterns(),
            "more than Nested Forcing Nets, the hardest pattern, of the Forcing Chains family"
        );
    }

    #[test]
    fn the_list_is_the_registry_with_the_singles_first() {
        let ids: Vec<_> = patterns().iter().map(|p| p.id).collect();
        assert_eq!(ids.len(), PATTERNS.len());
        assert_eq!(ids[..2], [PatternId::new("hidden-single"), PatternId::new("naked-single")]);
        assert!(patterns().windows(2).all(|w| w[0].level <= w[1].level));
    }

    #[test]
    fn an_unknown_id_lists_the_valid_ones() {
        assert_eq!(pattern(pattern_id("naked-pairs").unwrap()).unwrap().name, "Naked Pairs");
        for unknown in ["y-wing", "X-Wing", ""] {
            let message = pattern_id(unknown).unwrap_err().to_string();
            assert!(
                message.contains(&format!("'{unknown}'")) && message.contains("naked-pairs"),
                "{message}"
            );
        }
        assert!(pattern(PatternId::new("no-such-pattern")).is_err());
    }
}
