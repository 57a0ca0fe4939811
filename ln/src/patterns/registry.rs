//! The list of solving patterns (SPEC §4.2): the `registry!` list in `mod.rs` is the one
//! place a pattern is added, one line `module::Struct` each; this module defines the macro,
//! the look-ups by id and the tests that keep the list honest.
//!
//! A pattern's position in the list is everything the program needs to order it: "Any" searches
//! the patterns in this order and takes the first that applies, the menus list them in it,
//! and the counts of a solve are indexed by it. So the list runs by level, easiest first,
//! and inside a level by how hard people find each step: HoDoKu's step scores and Sudoku
//! Explainer's ratings both put Locked Candidates (50; 1.7-1.9) before Naked Pairs (60;
//! 3.0), Hidden Pairs (70; 3.4) and Naked Triples (80; 3.6); where the two disagree
//! (Hidden Triples, Simple Coloring) the thesis order stays. The two singles come first:
//! `solve_singles` uses them. Each pattern's own file says its id, name, level and family.

use super::{PATTERNS, Pattern};

/// Declares each listed pattern's module (`x_wing` is `x_wing.rs` beside `mod.rs`) and
/// lists the patterns, in the order given, as [`PATTERNS`]: so adding a pattern is one
/// line, `module::Struct`, in the `registry!` list of `ln/src/patterns/mod.rs`.
macro_rules! registry {
    ($($module:ident::$pattern:ident),+ $(,)?) => {
        $(mod $module;)+

        /// Every pattern, easiest step first (levels never decrease along the list): the
        /// order "Any" searches them in and the menus list them in. See [`registry`].
        pub static PATTERNS: &[&dyn Pattern] = &[$(&$module::$pattern),+];
    };
}

/// The registered pattern whose id is `id`, if any.
pub fn by_id(id: dn::PatternId) -> Option<&'static dyn Pattern> {
    PATTERNS.iter().copied().find(|p| p.info().id == id)
}

/// The position of the pattern `id` in [`PATTERNS`], if it is registered.
pub fn position(id: dn::PatternId) -> Option<usize> {
    PATTERNS.iter().position(|p| p.info().id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn ids_are_unique_and_levels_never_decrease() {
        let mut ids = HashSet::new();
        for (at, pattern) in PATTERNS.iter().enumerate() {
            let info = pattern.info();
            assert!(ids.insert(info.id), "duplicate id {}", info.id);
            assert_eq!(position(info.id), Some(at));
            assert_eq!(by_id(info.id).map(|p| p.info().id), Some(info.id));
        }
        let levels: Vec<_> = PATTERNS.iter().map(|p| p.info().level).collect();
        assert!(levels.windows(2).all(|w| w[0] <= w[1]), "levels must not decrease along the registry");
        assert_eq!(by_id(dn::PatternId::new("no-such-pattern")).map(|p| p.info().name), None);
    }

    #[test]
    fn the_singles_come_first_and_easy_steps_before_harder_ones() {
        let at = |id| position(dn::PatternId::new(id)).unwrap();
        assert_eq!((at("hidden-single"), at("naked-single")), (0, 1), "solve_singles uses the first two");
        assert!(at("locked-candidates") < at("naked-pairs"));
        assert!(at("hidden-pairs") < at("naked-triples"));
    }

    #[test]
    fn thesis_sections_are_unique_and_well_formed() {
        let mut sections = HashSet::new();
        for info in PATTERNS.iter().map(|p| p.info()) {
            if let Some(section) = info.section {
                assert!(section.split('.').all(|n| n.parse::<u32>().is_ok()), "{}: '{section}'", info.id);
                assert!(sections.insert(section), "{} repeats section {section}", info.id);
            }
        }
    }
}
