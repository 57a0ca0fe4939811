//! Hint, step, singles, check and rate on any board a reader could give: every size, wrong
//! and missing candidates, placed values that break the rules, contradictory givens.
//!
//! The bytes become a board: the first picks the size, then one byte per cell says whether
//! it holds a given, a placed value, nothing, or candidates (taken from the next bytes).

#![no_main]

use dn::{CandidateSet, CellDN, Digit, Geometry, SolutionStatus, SudokuDN};
use facade::{Engine, Format, HintAnswer, PuzzleSolver, SudokuLN, rate_puzzle};
use libfuzzer_sys::fuzz_target;

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
    for cell in geometry.cells() {
        let Some((&kind, tail)) = rest.split_first() else { break };
        rest = tail;
        let digit = Digit::new(kind / 4 % side as u8 + 1);
        board[cell] = match kind % 4 {
            0 => CellDN::default(),
            1 => CellDN { value: digit, given: true, ..CellDN::default() },
            2 => CellDN { value: digit, given: false, ..CellDN::default() },
            _ => {
                let mut bits = [0u8; 4];
                let take = rest.len().min(side.div_ceil(8));
                bits[..take].copy_from_slice(&rest[..take]);
                rest = &rest[take..];
                let candidates = CandidateSet::from_bits(u32::from_le_bytes(bits)) & CandidateSet::full(side);
                CellDN { candidates, ..CellDN::default() }
            }
        };
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
            let _ = rate_puzzle(&board.givens());
        }
    }
    let mut solver = PuzzleSolver::new(Engine::Fast);
    let _ = solver.status(&board);
    session.compute_candidates();
    session.clean_candidates();
    while session.undo() {}
});
