//! The families solving techniques are grouped in, named as HoDoKu and Sudoku Explainer
//! players know them: a learner told "look for a Subset" knows which kind of pattern to
//! look for before being told which one.

use std::fmt;

/// A family of solving techniques (HoDoKu's step categories, merged where JADE has one
/// pattern of a kind). Listed from the simplest family to the hardest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    /// A cell with one candidate left, or a digit with one place left in a unit (Naked and
    /// Hidden Single).
    Singles,
    /// A digit of a box confined to one row or column, or of a row or column confined to
    /// one box (Locked Candidates: pointing and claiming).
    Intersections,
    /// N cells of a unit holding only N digits, or N digits fitting only N cells (Naked and
    /// Hidden Pairs and Triples).
    Subsets,
    /// One digit confined to N rows and the same N columns (X-Wing, Swordfish); HoDoKu's
    /// "Basic Fish".
    Fish,
    /// Two of a digit's strong links (units where it has two places) joined so that one of
    /// their free ends holds it (Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle);
    /// HoDoKu's "Single Digit Patterns".
    SingleDigit,
    /// One digit's strong links coloured in two alternating colours (Simple Coloring,
    /// Multi-Colors).
    Coloring,
    /// A pivot cell and two pincers whose candidates force an elimination (XY-Wing,
    /// XYZ-Wing).
    Wings,
    /// Four cells that would hold the same two digits in two rows, two columns and two
    /// blocks, which a puzzle with one solution never allows (Unique Rectangles, Hidden
    /// Rectangle, BUG+1). They rely on the puzzle having one solution.
    Uniqueness,
    /// Alternating inferences along bivalue cells (Remote Pairs, XY-Chain); HoDoKu's
    /// "Chains and Loops".
    Chains,
    /// Sets of N cells in one unit with N + 1 candidates, joined by digits they cannot
    /// both hold (ALS-XZ, ALS-XY-Wing, Death Blossom; Sue de Coq, which HoDoKu files under
    /// "Miscellaneous", is built the same way).
    AlmostLockedSets,
    /// Every choice of a cell or unit followed to the same conclusion (Forcing Chains);
    /// HoDoKu files them under "Last Resort".
    Forcing,
}

impl Family {
    /// Every family, simplest first.
    pub const ALL: [Family; 11] = [
        Family::Singles,
        Family::Intersections,
        Family::Subsets,
        Family::Fish,
        Family::SingleDigit,
        Family::Coloring,
        Family::Wings,
        Family::Uniqueness,
        Family::Chains,
        Family::AlmostLockedSets,
        Family::Forcing,
    ];

    /// Whether a step of the family is valued by its length on Sudoku Explainer's scale
    /// ([`super::chain_rating`] over the step's links), as SE values its chains and forcing
    /// chains; every other family's steps keep their pattern's value.
    pub fn rated_by_length(self) -> bool {
        matches!(self, Family::Chains | Family::Forcing)
    }

    /// The family's display name, e.g. `Basic Fish`, as players of HoDoKu know it.
    pub fn name(self) -> &'static str {
        match self {
            Family::Singles => "Singles",
            Family::Intersections => "Intersections",
            Family::Subsets => "Subsets",
            Family::Fish => "Basic Fish",
            Family::SingleDigit => "Single Digit Patterns",
            Family::Coloring => "Coloring",
            Family::Wings => "Wings",
            Family::Uniqueness => "Uniqueness",
            Family::Chains => "Chains and Loops",
            Family::AlmostLockedSets => "Almost Locked Sets",
            Family::Forcing => "Forcing Chains",
        }
    }

    /// Whether the family's techniques hold only on a puzzle with one solution (they reason
    /// that a second solution cannot exist).
    pub fn assumes_one_solution(self) -> bool {
        self == Family::Uniqueness
    }

    /// The family's written id (`basic-fish`), used in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Singles => "singles",
            Family::Intersections => "intersections",
            Family::Subsets => "subsets",
            Family::Fish => "basic-fish",
            Family::SingleDigit => "single-digit-patterns",
            Family::Coloring => "coloring",
            Family::Wings => "wings",
            Family::Uniqueness => "uniqueness",
            Family::Chains => "chains-and-loops",
            Family::AlmostLockedSets => "almost-locked-sets",
            Family::Forcing => "forcing-chains",
        }
    }
}

impl Family {
    /// What to look for, in a learner's words: the first, vague hint's second half.
    pub fn look_for(self) -> &'static str {
        match self {
            Family::Singles => "a cell with one candidate left, or a digit with one place left in a unit",
            Family::Intersections => "a digit of one unit that fits only where it crosses another unit",
            Family::Subsets => "a few cells of one unit that share as many digits between them",
            Family::Fish => "one digit that fits the same few columns in as many rows, or the reverse",
            Family::SingleDigit => {
                "one digit with two places in each of two units, one place of each seeing the other"
            }
            Family::Coloring => "one digit's pairs of places, coloured alternately",
            Family::Wings => "a cell with two or three candidates and two cells it sees that share them",
            Family::Uniqueness => {
                "four cells of two rows, two columns and two blocks that must not end with the same two digits"
            }
            Family::Chains => "a chain of cells with two candidates each",
            Family::AlmostLockedSets => "a few cells of one unit with one candidate more than cells",
            Family::Forcing => "a cell whose every candidate leads to the same conclusion",
        }
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::PATTERNS;
    use std::collections::HashSet;

    #[test]
    fn every_family_holds_a_pattern_and_has_its_own_name() {
        let used: HashSet<_> = PATTERNS.iter().map(|p| p.info().family).collect();
        for family in Family::ALL {
            assert!(used.contains(&family), "no pattern in {family}");
        }
        let names: HashSet<_> = Family::ALL.iter().map(|f| f.name()).collect();
        let ids: HashSet<_> = Family::ALL.iter().map(|f| f.as_str()).collect();
        assert_eq!((names.len(), ids.len()), (Family::ALL.len(), Family::ALL.len()));
    }

    #[test]
    fn patterns_sit_in_the_family_players_know_them_by() {
        let family = |id| crate::patterns::by_id(dn::PatternId::new(id)).map(|p| p.info().family);
        assert_eq!(family("hidden-single"), Some(Family::Singles));
        assert_eq!(family("locked-candidates"), Some(Family::Intersections));
        assert_eq!(family("hidden-triples"), Some(Family::Subsets));
        assert_eq!(family("swordfish"), Some(Family::Fish));
        assert_eq!(family("multi-colors"), Some(Family::Coloring));
        assert_eq!(family("xyz-wing"), Some(Family::Wings));
        assert_eq!(family("remote-pairs"), Some(Family::Chains));
        assert_eq!(family("als-xz"), Some(Family::AlmostLockedSets));
        assert_eq!(family("forcing-chains"), Some(Family::Forcing));
    }
}
