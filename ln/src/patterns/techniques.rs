//! Which patterns a search may use. The uniqueness techniques (family
//! [`Family::Uniqueness`](super::Family::Uniqueness)) reason that the puzzle has exactly one solution, so a player who
//! does not want to rely on that, or a puzzle known to have several solutions, leaves them
//! out; every search that picks patterns (hint, step, the steps list, a solve, a rating,
//! graded generation) takes a [`Techniques`].

use super::{PATTERNS, Pattern, PatternInfo};

/// The patterns a search may use: every registered pattern, or every one but those that
/// assume the puzzle has one solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Techniques {
    /// Whether the techniques that assume one solution (Unique Rectangles, Hidden Rectangle,
    /// BUG+1) may be used.
    pub uniqueness: bool,
}

impl Techniques {
    /// Every registered pattern.
    pub const ALL: Techniques = Techniques { uniqueness: true };

    /// Every pattern but those that assume the puzzle has one solution.
    pub const WITHOUT_UNIQUENESS: Techniques = Techniques { uniqueness: false };

    /// Whether a search may use the pattern described by `info`.
    pub fn allows(self, info: &PatternInfo) -> bool {
        self.uniqueness || !info.family.assumes_one_solution()
    }

    /// The patterns a search may use, easiest first, each with its position in
    /// [`PATTERNS`] (the index of [`PatternCounts`](super::PatternCounts)).
    pub fn patterns(self) -> impl Iterator<Item = (usize, &'static dyn Pattern)> {
        PATTERNS.iter().copied().enumerate().filter(move |(_, pattern)| self.allows(pattern.info()))
    }
}

impl Default for Techniques {
    /// Every pattern: a puzzle is checked for one solution when it is opened.
    fn default() -> Techniques {
        Techniques::ALL
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::Family;

    #[test]
    fn without_uniqueness_leaves_out_exactly_the_uniqueness_family() {
        let left_out: Vec<&str> = PATTERNS
            .iter()
            .filter(|p| !Techniques::WITHOUT_UNIQUENESS.allows(p.info()))
            .map(|p| p.info().id.as_str())
            .collect();
        assert!(
            left_out.contains(&"unique-rectangle-1") && left_out.contains(&"bug-plus-one"),
            "{left_out:?}"
        );
        assert!(
            PATTERNS.iter().all(|p| Techniques::WITHOUT_UNIQUENESS.allows(p.info())
                != (p.info().family == Family::Uniqueness))
        );
        assert_eq!(Techniques::ALL.patterns().count(), PATTERNS.len());
        let kept: Vec<usize> = Techniques::WITHOUT_UNIQUENESS.patterns().map(|(at, _)| at).collect();
        assert!(kept.windows(2).all(|w| w[0] < w[1]), "positions stay the registry's");
    }

    #[test]
    fn a_search_without_uniqueness_skips_the_rectangle_it_would_take() {
        let board = crate::patterns::fixtures::board_from_marks(
            crate::patterns::unique_rectangle_1::tests::TOP1465_LINE_1,
        );
        let with = crate::patterns::next_hint(&board, None, Techniques::ALL, false).expect("a step");
        assert_eq!(with.pattern.as_str(), "unique-rectangle-1");
        let without = crate::patterns::next_hint(&board, None, Techniques::WITHOUT_UNIQUENESS, false);
        assert!(without.is_some_and(|hint| hint.pattern.as_str() != "unique-rectangle-1"));
        let ur1 = crate::patterns::by_id(dn::PatternId::new("unique-rectangle-1")).expect("registered");
        assert_eq!(
            crate::patterns::next_hint(&board, Some(ur1), Techniques::WITHOUT_UNIQUENESS, false),
            None
        );
        let steps = crate::patterns::available_steps(&board, Techniques::WITHOUT_UNIQUENESS, false);
        assert!(steps.iter().all(|hint| !hint.pattern.as_str().starts_with("unique-rectangle")));
    }
}
