//! Whether a board may have a strong link an earlier board lacked: a position with no
//! chain stays without one while its steps only remove candidates and make no new strong
//! link, so the check of the grouped net need not be made again there.
//!
//! Removing candidates takes nodes and links out of the net and never adds a weak link;
//! only a strong link can be new: a cell left with two candidates, or the places of a
//! digit in a unit that now split into two nodes. Without one, every state a walk could
//! reach on the later board it could reach on the earlier one, and every candidate two
//! ends would remove was there too, so a board where no chain search without sets could
//! conclude anything has no later board that can, until a new strong link appears.

use dn::{CandidateSet, Digit, Unit};

use super::super::PatternBoard;

/// Whether `board` may have a strong link of the grouped net that the board whose
/// candidates were `before` (cell by cell) did not have: `true` when a cell has a
/// candidate `before` lacks (the boards are not one path), when a cell that lost
/// candidates has two left, or when a digit lost from a cell now has places in one of its
/// units that two nodes could share.
pub(super) fn may_have_new_strong_link(board: &PatternBoard, before: &[CandidateSet]) -> bool {
    let Some(changed) = board.lost_since(before) else { return true };
    for cell in changed.iter() {
        let now = board.candidates(cell);
        if now.len() == 2 {
            return true;
        }
        for digit in before[cell.index()] - now {
            if board.units_of(cell).into_iter().any(|unit| may_split(board, unit, digit)) {
                return true;
            }
        }
    }
    false
}

/// Whether the places of `digit` in `unit` may be split into two nodes (each a place or
/// the places of a box∩line): two places, or places in exactly two blocks of a line, or
/// in exactly two rows or two columns of a block. Every strong link of the unit on the
/// digit is such a split (see `UnitParts::splits`).
fn may_split(board: &PatternBoard, unit: Unit, digit: Digit) -> bool {
    let geometry = board.geometry();
    let (mut count, mut rows, mut columns, mut blocks) = (0, 0u32, 0u32, 0u32);
    for &cell in board.cells_of(unit) {
        if board.has(cell, digit) {
            count += 1;
            rows |= 1 << geometry.row_of(cell);
            columns |= 1 << geometry.col_of(cell);
            blocks |= 1 << geometry.block_of(cell);
        }
    }
    count == 2
        || match unit {
            Unit::Block(_) => dn::count_ones(rows) == 2 || dn::count_ones(columns) == 2,
            _ => dn::count_ones(blocks) == 2,
        }
}

#[cfg(test)]
mod tests {
    use super::super::{Form, Graph, LONGEST, Search, reach};
    use super::*;

    /// Along the easiest paths of real puzzles: wherever a board made no new strong link
    /// since the last one where the grouped check found no chain possible, the check finds
    /// none possible there either; and such boards are met.
    #[test]
    fn no_new_strong_link_since_a_board_without_chains_means_no_chain() {
        let all =
            Search { single_digit: false, grouped: true, als: false, form: Form::Loop, max_links: LONGEST };
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 12);
        let (mut told, mut new) = (0, 0);
        let mut no_chain_at: Vec<CandidateSet> = Vec::new();
        for grid in &grids {
            let mut board = PatternBoard::with_computed_candidates(grid);
            for _ in 0..80 {
                let digits = CandidateSet::full(board.side());
                let may = !reach::starts_that_may_conclude(&Graph::new(&board, all), digits, true).is_empty();
                if !no_chain_at.is_empty() {
                    match may_have_new_strong_link(&board, &no_chain_at) {
                        false => {
                            assert!(!may, "{grid}: a chain with no new strong link");
                            told += 1;
                        }
                        true => new += 1,
                    }
                }
                if !may {
                    no_chain_at = board.all_candidates().to_vec();
                }
                let mut patterns = crate::patterns::PATTERNS.iter();
                let Some(step) = patterns.find_map(|p| p.find(&board, false)) else { break };
                board.apply(&step);
            }
        }
        if !grids.is_empty() {
            assert!(told > 0 && new > 0, "told {told}, new links {new}");
        }
    }

    #[test]
    fn a_new_bivalue_cell_or_a_split_of_places_is_a_new_strong_link() {
        let mut board = crate::patterns::fixtures::board_from_line(
            ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79",
        );
        let before = board.all_candidates().to_vec();
        assert!(!may_have_new_strong_link(&board, &before), "the same board");
        let wide = board.empty_cells().find(|&cell| board.candidates(cell).len() == 3);
        if let Some(cell) = wide {
            let digit = board.candidates(cell).first().unwrap();
            board.eliminate(cell, digit);
            assert!(may_have_new_strong_link(&board, &before), "a cell left with two candidates");
        }
        let mut more = board.clone();
        let cell = more.empty_cells().next().unwrap();
        let digit = more.candidates(cell).first().unwrap();
        more.eliminate(cell, digit);
        assert!(may_have_new_strong_link(&board, more.all_candidates()), "a candidate back");
    }
}
