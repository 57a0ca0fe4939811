//! The solving patterns as plain data: what a front end shows in menus, `--pattern` and
//! `explain`, read from the registry so a new pattern appears everywhere by itself.

use dn::Level;
use ln::patterns::{PATTERNS, by_id, menu_order};
use ln::{Pattern, PatternInfo};

use crate::{FacadeError, SudokuLN};

/// One solving pattern, described for a front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PatternSummary {
    /// Stable kebab-case id, e.g. `x-wing`.
    pub id: &'static str,
    /// Display name, e.g. `X-Wing`.
    pub name: &'static str,
    /// The difficulty level the pattern belongs to.
    pub level: Level,
    /// The difficulty index, 0 (easiest) upwards; the registry position.
    pub index: usize,
    /// The thesis section that defines it, e.g. `3.8`.
    pub section: &'static str,
    /// One sentence saying what the pattern does.
    pub summary: &'static str,
}

impl PatternSummary {
    fn of(info: &'static PatternInfo) -> PatternSummary {
        PatternSummary {
            id: info.id,
            name: info.name,
            level: info.level,
            index: info.index,
            section: info.section,
            summary: info.summary,
        }
    }
}

impl SudokuLN {
    /// Every pattern, easiest first; the same list as [`patterns`].
    pub fn patterns() -> Vec<PatternSummary> {
        patterns()
    }
}

/// Every pattern, easiest first (the order "Any" tries them in).
pub fn patterns() -> Vec<PatternSummary> {
    PATTERNS.iter().map(|p| PatternSummary::of(p.info())).collect()
}

/// Every pattern in the thesis' chapter order, the order of the Pattern menu.
pub fn menu_patterns() -> Vec<PatternSummary> {
    menu_order().into_iter().map(|p| PatternSummary::of(p.info())).collect()
}

/// The pattern with id `id`, or an error listing the valid ids.
pub fn pattern(id: &str) -> Result<PatternSummary, FacadeError> {
    lookup(id).map(|p| PatternSummary::of(p.info()))
}

/// The registered pattern with id `id`, or [`FacadeError::UnknownPattern`].
pub(crate) fn lookup(id: &str) -> Result<&'static dyn Pattern, FacadeError> {
    by_id(id).ok_or_else(|| FacadeError::UnknownPattern {
        id: id.to_string(),
        valid: PATTERNS.iter().map(|p| p.info().id).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_orders_hold_every_pattern_once() {
        let mut by_difficulty: Vec<_> = patterns().iter().map(|p| p.id).collect();
        let mut by_menu: Vec<_> = menu_patterns().iter().map(|p| p.id).collect();
        assert_eq!(by_difficulty.len(), PATTERNS.len());
        assert_eq!(by_difficulty[0], "hidden-single");
        assert_eq!(by_menu[0], "naked-single");
        by_difficulty.sort_unstable();
        by_menu.sort_unstable();
        assert_eq!(by_difficulty, by_menu);
        assert!(patterns().windows(2).all(|w| w[0].index < w[1].index));
    }

    #[test]
    fn an_unknown_id_lists_the_valid_ones() {
        assert_eq!(pattern("naked-pairs").unwrap().name, "Naked Pairs");
        let message = pattern("y-wing").unwrap_err().to_string();
        assert!(message.contains("y-wing") && message.contains("naked-pairs"), "{message}");
    }
}
