//! The list of solving patterns, in difficulty order (SPEC §4.2). Adding a pattern is one
//! new file and one line here.

use super::Pattern;
use super::{
    forcing_chains, hidden_pairs, hidden_single, hidden_triples, locked_candidates, multi_colors,
    naked_pairs, naked_single, naked_triples, remote_pairs, simple_coloring, swordfish, x_wing, xy_chain,
    xy_wing, xyz_wing,
};

/// The sixteen thesis patterns, easiest first: position = thesis index.
pub static PATTERNS: &[&dyn Pattern] = &[
    &hidden_single::HiddenSingle,
    &naked_single::NakedSingle,
    &naked_pairs::NakedPairs,
    &locked_candidates::LockedCandidates,
    &naked_triples::NakedTriples,
    &hidden_pairs::HiddenPairs,
    &x_wing::XWing,
    &remote_pairs::RemotePairs,
    &swordfish::Swordfish,
    &hidden_triples::HiddenTriples,
    &simple_coloring::SimpleColoring,
    &xy_wing::XyWing,
    &xyz_wing::XyzWing,
    &multi_colors::MultiColors,
    &xy_chain::XyChain,
    &forcing_chains::ForcingChains,
];

/// The order in which "Any" searches the patterns: by level, and inside a level by how
/// hard people find each step. HoDoKu's step scores and Sudoku Explainer's ratings both put
/// Locked Candidates (50; 1.7-1.9) before Naked Pairs (60; 3.0), Hidden Pairs (70; 3.4) and
/// Naked Triples (80; 3.6); where the two disagree (Hidden Triples, Simple Coloring) the
/// thesis order stays. The thesis index stays each pattern's identity and menu position.
pub const SEARCH_ORDER: [dn::PatternId; 16] = {
    use dn::PatternId::*;
    [
        HiddenSingle,
        NakedSingle,
        LockedCandidates,
        NakedPairs,
        HiddenPairs,
        NakedTriples,
        XWing,
        RemotePairs,
        Swordfish,
        HiddenTriples,
        SimpleColoring,
        XyWing,
        XyzWing,
        MultiColors,
        XyChain,
        ForcingChains,
    ]
};

/// The patterns in [`SEARCH_ORDER`], easiest step first.
pub fn search_order() -> impl Iterator<Item = &'static dyn Pattern> {
    SEARCH_ORDER.into_iter().map(by_id)
}

/// The registered pattern `id` (its registry position is `id.index()`).
pub fn by_id(id: dn::PatternId) -> &'static dyn Pattern {
    PATTERNS[id.index()]
}

/// The patterns in the thesis' chapter-3 order, the order of the Pattern menu.
pub fn menu_order() -> Vec<&'static dyn Pattern> {
    let mut patterns = PATTERNS.to_vec();
    let key = |p: &&dyn Pattern| -> Vec<u32> {
        p.info().section.split('.').map(|part| part.parse().unwrap_or(0)).collect()
    };
    patterns.sort_by_key(key);
    patterns
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn ids_are_unique_and_indexes_match_positions() {
        let mut ids = HashSet::new();
        for (position, pattern) in PATTERNS.iter().enumerate() {
            let info = pattern.info();
            assert!(ids.insert(info.id), "duplicate id {}", info.id);
            assert_eq!(info.index, position, "{} is out of place", info.id);
            assert_eq!(info.id, dn::PatternId::ALL[position], "the registry and PatternId differ");
            assert_eq!(by_id(info.id).info().id, info.id);
        }
        assert_eq!(PATTERNS.len(), dn::PatternId::ALL.len(), "one registered pattern per PatternId");
        let levels: Vec<_> = PATTERNS.iter().map(|p| p.info().level).collect();
        assert!(levels.windows(2).all(|w| w[0] <= w[1]), "levels must not decrease along the registry");
    }

    #[test]
    fn the_search_order_lists_every_pattern_once_by_level_easiest_step_first() {
        let ids: HashSet<_> = SEARCH_ORDER.into_iter().collect();
        assert_eq!(ids.len(), PATTERNS.len(), "every pattern exactly once");
        let levels: Vec<_> = search_order().map(|p| p.info().level).collect();
        assert!(levels.windows(2).all(|w| w[0] <= w[1]), "levels must not decrease along the search");
        let position = |id| SEARCH_ORDER.iter().position(|&p| p == id).unwrap();
        use dn::PatternId::*;
        assert!(position(LockedCandidates) < position(NakedPairs));
        assert!(position(HiddenPairs) < position(NakedTriples));
    }

    #[test]
    fn menu_follows_the_thesis_chapter() {
        let ids: Vec<_> = menu_order().iter().map(|p| p.info().id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "naked-single",
                "hidden-single",
                "naked-pairs",
                "hidden-pairs",
                "locked-candidates",
                "naked-triples",
                "hidden-triples",
                "x-wing",
                "swordfish",
                "simple-coloring",
                "multi-colors",
                "remote-pairs",
                "xy-wing",
                "xyz-wing",
                "xy-chain",
                "forcing-chains",
            ]
        );
    }
}
