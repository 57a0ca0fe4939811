//! Files of many puzzles (one per line, with comments, blank and broken lines): reading
//! never panics, and every board read can be checked, and rated when it has one solution.

#![no_main]

use dn::SolutionStatus;
use facade::{Engine, PuzzleSolver, rate_puzzle, read_puzzles};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(puzzles) = read_puzzles(&text) else { return };
    let mut solver = PuzzleSolver::new(Engine::Fast);
    for puzzle in puzzles.iter().take(8) {
        let unique = matches!(solver.status(&puzzle.board), SolutionStatus::Unique(_));
        if unique && puzzle.board.geometry().side() <= 9 {
            let _ = rate_puzzle(&puzzle.board.grid());
        }
    }
});
