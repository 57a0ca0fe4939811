//! The solving patterns as plain data: what a front end shows in menus, `--pattern` and
//! `explain`, read from the registry so a new pattern appears everywhere by itself.

use dn::PatternId;
use ln::Pattern;
use ln::patterns::{PATTERNS, by_id, menu_order, search_order};

use crate::{FacadeError, SudokuLN};

/// One solving pattern, described for a front end: the registry's own description.
pub use ln::PatternInfo as PatternSummary;

/// The family of techniques a pattern belongs to (Singles, Subsets, Basic Fish, …).
pub use ln::Family;

impl SudokuLN {
    /// Every pattern by thesis index; the same list as [`patterns`].
    pub fn patterns() -> Vec<PatternSummary> {
        patterns()
    }
}

/// Every pattern by thesis index ("Any" tries them in `ln::patterns::SEARCH_ORDER`).
pub fn patterns() -> Vec<PatternSummary> {
    PATTERNS.iter().map(|p| *p.info()).collect()
}

/// Every pattern in the thesis' chapter order, the order of the Pattern menu.
pub fn menu_patterns() -> Vec<PatternSummary> {
    menu_order().into_iter().map(|p| *p.info()).collect()
}

/// Every pattern in increasing difficulty: the order "Any" searches them (by level, and
/// inside a level the step people find easiest first), the order of the desktop
/// program's Pattern menu (thesis 2.3.3).
pub fn patterns_by_difficulty() -> Vec<PatternSummary> {
    search_order().map(|p| *p.info()).collect()
}

/// The pattern `id`, described.
pub fn pattern(id: PatternId) -> PatternSummary {
    *by_id(id).info()
}

/// The pattern whose written id is `text` (`x-wing`), or an error listing the valid ids:
/// how a front end reads a pattern named by the user.
pub fn pattern_id(text: &str) -> Result<PatternId, FacadeError> {
    text.parse().map_err(|_| FacadeError::UnknownPattern {
        id: text.to_string(),
        valid: PATTERNS.iter().map(|p| p.info().id.as_str()).collect(),
    })
}

/// The registered pattern `id`.
pub(crate) fn lookup(id: PatternId) -> &'static dyn Pattern {
    by_id(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_orders_hold_every_pattern_once() {
        let mut by_difficulty: Vec<_> = patterns().iter().map(|p| p.id).collect();
        let mut by_menu: Vec<_> = menu_patterns().iter().map(|p| p.id).collect();
        assert_eq!(by_difficulty.len(), PATTERNS.len());
        assert_eq!(by_difficulty[0], PatternId::HiddenSingle);
        assert_eq!(by_menu[0], PatternId::NakedSingle);
        by_difficulty.sort_unstable();
        by_menu.sort_unstable();
        assert_eq!(by_difficulty, by_menu);
        assert!(patterns().windows(2).all(|w| w[0].index < w[1].index));
        let mut easiest_first: Vec<_> = patterns_by_difficulty().iter().map(|p| p.id).collect();
        assert!(patterns_by_difficulty().windows(2).all(|w| w[0].level <= w[1].level));
        easiest_first.sort_unstable();
        assert_eq!(easiest_first, by_menu);
    }

    #[test]
    fn an_unknown_id_lists_the_valid_ones() {
        assert_eq!(pattern(pattern_id("naked-pairs").unwrap()).name, "Naked Pairs");
        let message = pattern_id("y-wing").unwrap_err().to_string();
        assert!(message.contains("y-wing") && message.contains("naked-pairs"), "{message}");
    }
}
