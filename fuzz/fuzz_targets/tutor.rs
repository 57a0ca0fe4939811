//! Hint, step, singles, check and rate on any board a reader could give: every size, wrong
//! and missing candidates, placed values that break the rules, contradictory givens.
//!
//! The bytes become a board: the first picks the size, then one byte per cell changes a
//! solved grid: the cell keeps its digit as a given, or holds a placed digit (right or
//! wrong), a wrong given, nothing, or candidates (taken from the next bytes, right or
//! wrong). Cells past the last byte keep their given, so short inputs are nearly full
//! boards, quick to try; long ones open the board up.

#![no_main]

use dn::{CandidateSet, CellDN, Digit, Geometry, SolutionStatus, SudokuDN};
use facade::{Engine, Format, HintAnswer, PuzzleSolver, SudokuLN, rate_puzzle};
use libfuzzer_sys::fuzz_target;

/// The digit of a solved grid of `geometry` at `(row, col)` (a shifted-rows pattern).
fn solved(geometry: Geometry, row: usize, col: usize) -> Option<Digit> {
    let (b, side) = (geometry.box_size(), geometry.side());
    Digit::new(((row % b * b + row / b + col) % side + 1) as u8)
}

/// The board the bytes describe.
fn board_from(data: &[u8]) -> Option<SudokuDN> {
    let (&size, mut rest) = data.split_first()?;
    // Mostly 4×4 and 9×9, where the tutor does the most; 16×16 and 25×25 one time in eight.
    let geometry = match size % 16 {
        0..=3 => Geometry::FOUR,
        4..=13 => Geometry::NINE,
        14 => Geometry::SIXTEEN,
        _ => Geometry::TWENTY_FIVE,
    };
    let side = geometry.side();
    let mut board = SudokuDN::empty(geometry);
    for row in 0..side {
        for col in 0..side {
            let right = solved(geometry, row, col);
            let (kind, tail) = rest.split_first().map_or((0, rest), |(&kind, tail)| (kind, tail));
            rest = tail;
            let other = Digit::new(kind / 8 % side as u8 + 1);
            board[(row, col)] = match kind % 8 {
                0..=2 => CellDN { value: right, given: true, ..CellDN::default() },
                3 => CellDN::default(),
                4 => {
                    let mut bits = [0u8; 4];
                    let take = rest.len().min(side.div_ceil(8));
                    bits[..take].copy_from_slice(&rest[..take]);
                    rest = &rest[take..];
                    let candidates = CandidateSet::from_bits(u32::from_le_bytes(bits)) & CandidateSet::full(side);
                    CellDN { candidates, ..CellDN::default() }
                }
                5 => CellDN { value: right, given: false, ..CellDN::default() },
                6 => CellDN { value: other, given: false, ..CellDN::default() },
                _ => CellDN { value: other, given: true, ..CellDN::default() },
            };
        }
    }
    Some(board)
}

fuzz_target!(|data: &[u8]| {
    let Some(board) = board_from(data) else { return };
    let small = board.geometry().side() <= 9;
    let mut session = SudokuLN::new(board.clone());
    let report = session.check(Engine::Fast);
    let _ = session.view();
    for format in Format::ALL {
        let _ = session.export(format);
    }
    let _ = session.hint(None);
    if small {
        for _ in 0..3 {
            match session.step(None) {
                Ok(HintAnswer::Hint(_)) => {}
                _ => break,
            }
        }
        let _ = session.singles();
        let _ = session.solve_with_patterns();
        if matches!(report.status, SolutionStatus::Unique(_)) {
            let _ = rate_puzzle(&board.givens(), facade::Techniques::ALL);
        }
    }
    let mut solver = PuzzleSolver::new(Engine::Fast);
    let _ = solver.status(&board);
    session.compute_candidates();
    session.clean_candidates();
    while session.undo() {}
});
