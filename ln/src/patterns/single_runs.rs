//! Batch rating's runs of Hidden Singles: every single of every block taken at once, the
//! lines' singles one at a time between them, with the count and the hardest value the
//! one-at-a-time path (blocks first, the lowest digit of the first block that has one)
//! would give.
//!
//! Why the counts and values match: the one-at-a-time path takes blocks' singles until no
//! block has one, then the first line's single, then blocks' again. A single stays a single
//! while others are placed, unless the board has no solution, so the blocks' singles taken
//! in any order end on the same board, which then has no digit without a place in a
//! block. Conversely, if that board has every digit of every changed block placed or
//! possible, each single the one-at-a-time path would take is among those placed (it could
//! only be missing if its digit were placed elsewhere in the block, which leaves it two
//! places, or had no place at the end). A block's singles rate 1.2, or 1.0 for the last
//! empty cell of the block: the highest is 1.0 only when the block got one value and has
//! no empty cell left, whatever the order.

use dn::{CandidateSet, Digit, ExplainerRating, MAX_DIGIT};

use super::PatternBoard;
use super::hidden_single::{IN_BLOCK, LAST_CELL, apply_next, spread};

/// A block was left with a digit that has neither a value nor a place: the board has no
/// solution, and the order its singles are taken in may change what is reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Contradiction;

/// Takes every Hidden Single until none is left, as [`apply_next`] would one at a time:
/// how many were placed and the highest of their values on Sudoku Explainer's scale
/// (`None` when there was no single).
pub(super) fn take_singles(
    board: &mut PatternBoard,
) -> Result<Option<(usize, ExplainerRating)>, Contradiction> {
    let mut applied = 0;
    let mut hardest = None;
    loop {
        let (placed, rating) = close_blocks(board)?;
        applied += placed;
        hardest = hardest.max(rating);
        if board.is_solved() {
            break;
        }
        let Some(rating) = apply_next(board) else { break };
        applied += 1;
        hardest = hardest.max(Some(rating));
    }
    Ok(hardest.map(|rating| (applied, rating)))
}

/// Places the singles of every block until no block has one: how many, and the highest of
/// their values (`None` when there was none).
fn close_blocks(board: &mut PatternBoard) -> Result<(usize, Option<ExplainerRating>), Contradiction> {
    let side = board.side();
    let first = 2 * side;
    let blocks = (1u64 << side) - 1;
    let mut placed = [0u8; MAX_DIGIT as usize];
    let mut touched = 0u64;
    let mut applied = 0;
    loop {
        let pending = (board.unsettled_units() >> first) as u64 & blocks;
        if pending == 0 {
            break;
        }
        touched |= pending;
        for block in set_bits(pending) {
            let number = first + block;
            let cells = board.cells_numbered(number);
            let (_, lonely) = spread(board, cells);
            if lonely == 0 {
                board.settle(number);
                continue;
            }
            for index in set_bits(u64::from(lonely)) {
                let digit = Digit::from_index(index).ok_or(Contradiction)?;
                let cell = cells.iter().copied().find(|&c| board.has(c, digit)).ok_or(Contradiction)?;
                board.place(cell, digit);
                placed[block] += 1;
                applied += 1;
            }
        }
    }
    if board.is_solved() {
        // Every block holds every digit; a block given one value has no empty cell left.
        let most = placed.iter().copied().max().unwrap_or(0);
        return Ok((applied, (most > 0).then_some(if most == 1 { LAST_CELL } else { IN_BLOCK })));
    }
    let full = CandidateSet::full(side).bits();
    let mut hardest = None;
    for block in set_bits(touched) {
        let (mut seen, mut empty) = (0u32, 0usize);
        for &cell in board.cells_numbered(first + block) {
            seen |= board.candidates(cell).bits();
            match board.value(cell) {
                Some(digit) => seen |= 1 << digit.index(),
                None => empty += 1,
            }
        }
        if seen != full {
            return Err(Contradiction);
        }
        let rating = match placed[block] {
            0 => None,
            1 if empty == 0 => Some(LAST_CELL),
            _ => Some(IN_BLOCK),
        };
        hardest = hardest.max(rating);
    }
    Ok((applied, hardest))
}

/// The positions of the set bits of `bits`, lowest first.
fn set_bits(mut bits: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let at = bits.trailing_zeros() as usize;
        bits &= bits.checked_sub(1)?;
        Some(at)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dancing_links::test_data::{puzzles, sixteen_puzzle};
    use crate::patterns::fixtures::{board_from_rows, cell};
    use crate::patterns::{Techniques, solve_with_patterns_up_to};
    use dn::Level;

    /// Takes the singles one at a time: the board, how many and the highest value.
    fn one_at_a_time(mut board: PatternBoard) -> (PatternBoard, usize, Option<ExplainerRating>) {
        let (mut applied, mut hardest) = (0, None);
        while let Some(rating) = apply_next(&mut board) {
            applied += 1;
            hardest = hardest.max(Some(rating));
        }
        (board, applied, hardest)
    }

    #[test]
    fn a_run_reaches_the_board_count_and_value_of_singles_taken_one_at_a_time() {
        let grids = ["kaggle_rohanrao_20k_easy.txt", "17clue_49158.txt", "magictour_top1465.txt"]
            .iter()
            .flat_map(|file| puzzles(file, 60))
            .chain([sixteen_puzzle()]);
        let mut compared = 0;
        for grid in grids {
            let board = PatternBoard::with_computed_candidates(&grid);
            let (expected, applied, hardest) = one_at_a_time(board.clone());
            let mut run = board;
            let taken = take_singles(&mut run).expect("a puzzle with a solution meets no contradiction");
            assert_eq!(run, expected, "{grid}");
            assert_eq!(taken, hardest.map(|rating| (applied, rating)), "{grid}");
            compared += 1;
        }
        assert!(compared > 1);
    }

    /// Built, no solution: the 2 of block 2 fits only f1c4, block 1's only f1c1 and f3c2,
    /// block 4's only f4c2. One at a time, f1c4 leaves block 1 the single f3c2, taken
    /// before block 4's, which it kills; a run takes block 4's f4c2 in the same sweep as
    /// f1c4, leaving block 1 no place for its 2.
    fn board_without_solution() -> PatternBoard {
        let mut board = board_from_rows(&["........."; 9]);
        let two = Digit::new(2).unwrap();
        let ruled_out = [
            "f1c5", "f1c6", "f2c4", "f2c5", "f2c6", "f3c4", "f3c5", "f3c6", "f1c2", "f1c3", "f2c1", "f2c2",
            "f2c3", "f3c1", "f3c3", "f4c1", "f4c3", "f5c1", "f5c2", "f5c3", "f6c1", "f6c2", "f6c3",
        ];
        for name in ruled_out {
            let at = board.geometry().cell_of(cell(name)).unwrap();
            board.eliminate(at, two);
        }
        board
    }

    #[test]
    fn a_run_that_meets_a_contradiction_says_so() {
        assert_eq!(take_singles(&mut board_without_solution()), Err(Contradiction));
    }

    #[test]
    fn batch_rating_takes_a_contradictory_boards_singles_in_the_hints_order() {
        let board = board_without_solution();
        let (expected, ..) = one_at_a_time(board.clone());
        let f3c2 = board.geometry().cell_of(cell("f3c2")).unwrap();
        assert_eq!(expected.value(f3c2), Digit::new(2));
        let batch = solve_with_patterns_up_to(board.clone(), Techniques::ALL, Level::VeryEasy, false, false);
        let hinted = solve_with_patterns_up_to(board, Techniques::ALL, Level::VeryEasy, true, false);
        assert_eq!(batch.board, expected);
        assert_eq!(
            (&batch.board, &batch.counts, batch.rating),
            (&hinted.board, &hinted.counts, hinted.rating)
        );
    }
}
