//! What batch rating remembers from one position to the next so it does not search again
//! where nothing can be found. On the easiest-first path every pattern is asked about
//! every position until one applies, and most steps change few candidates: a pattern that
//! found nothing at one position can find something at a later one only through what
//! changed in between, in the part of the board it reads ([`Reads`]).
//!
//! The memo keeps, for each pattern, the candidates of the last position where it found
//! nothing. A pattern that reads each digit on its own ([`Reads::OneDigit`]) then searches
//! only the digits whose candidates changed since
//! ([`Pattern::apply_first_in_digits`](super::Pattern::apply_first_in_digits)): the digits
//! left out had no step then and have the same candidates now, so they have none now
//! either, and the first step found is the one a search of the whole board finds. Such a
//! pattern also says, when it takes a step, on which of the digits searched it may have had
//! steps (Locked Candidates knows when its search went through every unit): the memo then
//! keeps that position with those digits, and the next search looks at them and at the
//! digits changed since. A pattern whose steps each lie in a few units ([`Reads::Units`])
//! looks only at the steps whose units hold a cell that changed, for the same reason, as
//! long as the board only lost candidates since: such a step may remove candidates outside
//! its units, and a cell that got a candidate back could be a new target of a step whose
//! units did not change. A board with a candidate the remembered one lacks (a solve that
//! starts again from the beginning after a contradiction) is searched whole. What the memo
//! remembers is a fact about candidates, true on any path.

use dn::{CandidateSet, ExplainerRating};

use super::{PATTERNS, PatternBoard, Reads};

/// The candidates at which each pattern last found nothing (see the module comment).
pub(crate) struct SearchMemo {
    /// By registry position: every cell's candidates where the pattern last found nothing,
    /// or empty when it has not yet searched. For a pattern on one digit, the candidates of
    /// the position it last searched, where it found nothing on any digit but `pending`'s.
    nothing_at: Vec<Vec<CandidateSet>>,
    /// By registry position, for a pattern on one digit: the digits that may have had steps
    /// at `nothing_at` (those of the step it took there).
    pending: Vec<CandidateSet>,
}

impl SearchMemo {
    /// A memo for one solve, remembering nothing yet.
    pub(crate) fn new() -> SearchMemo {
        SearchMemo {
            nothing_at: vec![Vec::new(); PATTERNS.len()],
            pending: vec![CandidateSet::EMPTY; PATTERNS.len()],
        }
    }

    /// [`Pattern::apply_first`](super::Pattern::apply_first) of the pattern at registry
    /// position `at`, searching only where the board changed since it last found nothing.
    pub(crate) fn apply_first(
        &mut self,
        at: usize,
        board: &mut PatternBoard,
    ) -> Option<(ExplainerRating, bool)> {
        let pattern = PATTERNS[at];
        let reads = pattern.reads();
        if reads == Reads::Board {
            return pattern.apply_first(board);
        }
        let nothing_at = &mut self.nothing_at[at];
        if reads == Reads::OneDigit {
            // Searched again: the digits that changed since, and those that had steps then.
            let digits = if nothing_at.is_empty() {
                CandidateSet::full(board.side())
            } else {
                changed_digits(nothing_at, board.all_candidates()) | self.pending[at]
            };
            if digits.is_empty() {
                return None;
            }
            nothing_at.clear();
            nothing_at.extend_from_slice(board.all_candidates());
            let step = pattern.apply_first_in_digits(board, digits);
            self.pending[at] = step.map_or(CandidateSet::EMPTY, |(_, _, busy)| busy);
            return step.map(|(rating, changed, _)| (rating, changed));
        }
        // A pattern that has not searched yet searches the whole board.
        let step = match reads {
            _ if nothing_at.is_empty() => pattern.apply_first(board),
            _ => match board.lost_since(nothing_at) {
                Some(cells) if cells.is_empty() => return None,
                Some(cells) => pattern.apply_first_around(board, &cells),
                None => pattern.apply_first(board),
            },
        };
        if step.is_none() {
            nothing_at.clear();
            nothing_at.extend_from_slice(board.all_candidates());
        }
        step
    }
}

/// The digits whose candidates differ somewhere between `before` and `now` (cell by cell).
fn changed_digits(before: &[CandidateSet], now: &[CandidateSet]) -> CandidateSet {
    let bits = before.iter().zip(now).fold(0, |changed, (a, b)| changed | (a.bits() ^ b.bits()));
    CandidateSet::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::board_from_line;
    use crate::patterns::position;
    use dn::Digit;

    #[test]
    fn only_changed_digits_count() {
        let mut board = board_from_line(
            ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79",
        );
        let before = board.all_candidates().to_vec();
        assert!(changed_digits(&before, board.all_candidates()).is_empty());
        let cell = board.empty_cells().next().unwrap();
        let digit = board.candidates(cell).first().unwrap();
        board.eliminate(cell, digit);
        assert_eq!(changed_digits(&before, board.all_candidates()), CandidateSet::single(digit));
    }

    /// The contract of [`Reads::Units`], checked for every pattern that reads it along the
    /// easiest paths of real puzzles: on a board that only lost candidates since one where
    /// the pattern found nothing, the search around the changed cells finds what a search
    /// of the whole board finds.
    #[test]
    fn a_units_pattern_finds_around_the_changes_what_it_finds() {
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 12);
        let units: Vec<usize> =
            (0..PATTERNS.len()).filter(|&at| PATTERNS[at].reads() == Reads::Units).collect();
        let (mut compared, mut found) = (0, 0);
        for grid in &grids {
            let mut board = PatternBoard::with_computed_candidates(grid);
            let mut nothing_at: Vec<Option<PatternBoard>> = vec![None; PATTERNS.len()];
            for _ in 0..80 {
                for &at in &units {
                    let pattern = PATTERNS[at];
                    let whole = pattern.find(&board, false);
                    if let Some(before) = &nothing_at[at] {
                        let changed =
                            board.lost_since(before.all_candidates()).expect("a path only loses candidates");
                        let around = pattern.find_around(&board, &changed, false);
                        assert_eq!(
                            around,
                            whole,
                            "{} around {} changed cells",
                            pattern.info().id,
                            changed.len()
                        );
                        compared += 1;
                        found += usize::from(whole.is_some());
                    }
                    nothing_at[at] = whole.is_none().then(|| board.clone());
                }
                let Some(step) = PATTERNS.iter().find_map(|p| p.find(&board, false)) else { break };
                board.apply(&step);
            }
        }
        if !grids.is_empty() {
            assert!(compared > 1000 && found > 20, "{compared} searches compared, {found} found a step");
        }
    }

    /// The memo's promise for every pattern, whatever it reads: along the easiest paths of
    /// real puzzles, each pattern asked through one memo at every position takes the step
    /// (or none) the pattern takes when asked afresh, and leaves the same board.
    #[test]
    fn the_memo_takes_the_steps_a_fresh_search_takes() {
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 8);
        let mut steps = 0;
        for grid in &grids {
            let mut board = PatternBoard::with_computed_candidates(grid);
            let mut memo = SearchMemo::new();
            for _ in 0..80 {
                for (at, pattern) in PATTERNS.iter().enumerate() {
                    let (mut remembered, mut fresh) = (board.clone(), board.clone());
                    let step = memo.apply_first(at, &mut remembered);
                    assert_eq!(step, pattern.apply_first(&mut fresh), "{}", pattern.info().id);
                    assert!(remembered == fresh, "{} left another board", pattern.info().id);
                    steps += usize::from(step.is_some());
                }
                let Some(step) = PATTERNS.iter().find_map(|p| p.find(&board, false)) else { break };
                board.apply(&step);
            }
        }
        assert!(grids.is_empty() || steps > 1000, "{steps} steps compared");
    }

    #[test]
    fn a_units_pattern_searches_the_whole_board_when_a_candidate_came_back() {
        // An XY-Wing (root f1c1, pincers f1c5 and f5c1) whose only target is f5c5: with
        // the 3 taken out of f5c5 the search finds nothing; the 3 put back is in no cell of
        // the wing, yet gives it its target again.
        let at = position(dn::PatternId::new("xy-wing")).unwrap();
        let full = crate::patterns::fixtures::empty_with(
            dn::Geometry::NINE,
            &[("f1c1", "12"), ("f1c5", "23"), ("f5c1", "13"), ("f5c5", "1234")],
        );
        let whole = PATTERNS[at].find(&full, false).expect("an XY-Wing removing 3 from f5c5");
        let mut lost = full.clone();
        lost.eliminate(dn::CellIndex::new(40), Digit::new(3).unwrap());
        let mut memo = SearchMemo::new();
        let mut board = lost.clone();
        assert_eq!(memo.apply_first(at, &mut board), None, "no target left for the wing");
        let mut board = full.clone();
        let mut copy = full.clone();
        let step = memo.apply_first(at, &mut board).expect("the target came back");
        assert_eq!(step, (PATTERNS[at].explainer_rating(&whole, &copy), copy.apply(&whole)));
    }

    #[test]
    fn a_digit_pattern_is_not_asked_again_until_its_digits_change() {
        // The empty board: every digit everywhere, no X-Wing.
        let mut board = board_from_line(&".".repeat(81));
        let at = position(dn::PatternId::new("x-wing")).unwrap();
        let mut memo = SearchMemo::new();
        assert_eq!(memo.apply_first(at, &mut board), None);
        assert_eq!(memo.nothing_at[at], board.all_candidates());
        // Leave 5 only in columns 1 and 9 of rows 1 and 9: an X-Wing on 5.
        let five = Digit::new(5).unwrap();
        for row in [0, 8] {
            for col in 1..8 {
                board.eliminate(dn::CellIndex::new(row * 9 + col), five);
            }
        }
        let whole = PATTERNS[at].find(&board, false).expect("an X-Wing on 5");
        let mut copy = board.clone();
        let step = memo.apply_first(at, &mut board).expect("the memo sees the changed 5s");
        assert_eq!(step, (PATTERNS[at].explainer_rating(&whole, &copy), copy.apply(&whole)));
        assert_eq!(board, copy, "the same step as a search of the whole board");
    }
}
