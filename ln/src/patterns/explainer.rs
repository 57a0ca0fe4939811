//! Sudoku Explainer's scale (SE, the "ER" players quote): the rule by which a chain's
//! value grows with its length, and the step that sets a puzzle's rating.
//!
//! A puzzle's rating is the value of the hardest step on the easiest-first path (the one
//! "Any" takes), as SE rates a puzzle by the hardest step of its own easiest-first path.
//! Each pattern declares its value in its own file ([`PatternInfo::explainer`]); the table
//! with its sources is in docs/manual.md.

use dn::{ExplainerRating, PatternId};

#[cfg(doc)]
use super::PatternInfo;

/// The step that set a puzzle's rating: the first step of the path with the highest value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HardestStep {
    /// Its value on SE's scale, the puzzle's rating.
    pub rating: ExplainerRating,
    /// The pattern that took it.
    pub pattern: PatternId,
}

impl HardestStep {
    /// The harder of `self` and a later step of `pattern` rated `rating` (the earlier one
    /// on a tie).
    pub fn harder(self, rating: ExplainerRating, pattern: PatternId) -> HardestStep {
        if rating > self.rating { HardestStep { rating, pattern } } else { self }
    }
}

/// A chain's value: `base` plus a tenth for each time its length passes a ceiling, as SE
/// rates its chains. `nodes` counts the chain's candidates in SE's way (each "is" and "is
/// not" of a candidate a node: an XY-Chain through `k` cells has `2k`). The ceilings start
/// at 4 and grow by half and by a third in turn (4, 6, 8, 12, 16, 24, 32, …) over the
/// length `nodes − 2`: a chain of up to 6 nodes keeps the base, 7–8 nodes add 0.1, 9–10
/// add 0.2, 11–14 add 0.3, 15–18 add 0.4.
pub fn chain_rating(base: ExplainerRating, nodes: usize) -> ExplainerRating {
    let length = nodes.saturating_sub(2);
    let (mut ceiling, mut by_half, mut added) = (4usize, true, 0u16);
    while length > ceiling {
        added += 1;
        ceiling = if by_half { ceiling * 3 / 2 } else { ceiling * 4 / 3 };
        by_half = !by_half;
    }
    base.plus_tenths(added)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_gains_a_tenth_each_time_it_passes_a_ceiling() {
        let base = ExplainerRating::tenths(66);
        let added = |nodes| chain_rating(base, nodes).in_tenths() - 66;
        let gains: Vec<u16> = [2, 6, 7, 8, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35].map(added).to_vec();
        assert_eq!(gains, [0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7]);
        assert_eq!(added(50), 7, "length 48 is past 32 and not past 48");
        assert_eq!(added(51), 8);
    }

    #[test]
    fn the_first_hardest_step_is_kept_on_a_tie() {
        let (x, y) = (PatternId::new("x-wing"), PatternId::new("xy-wing"));
        let step = HardestStep { rating: ExplainerRating::tenths(32), pattern: x };
        assert_eq!(step.harder(ExplainerRating::tenths(32), y), step);
        assert_eq!(step.harder(ExplainerRating::tenths(42), y).pattern, y);
        assert_eq!(step.harder(ExplainerRating::tenths(23), y), step);
    }
}
