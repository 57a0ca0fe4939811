//! The depth-first search: propagate, branch on the cell with the fewest candidates, try
//! its digits one by one, within an optional budget of tried digits (search-tree nodes).

use std::sync::atomic::{AtomicU64, Ordering};

use rand::RngCore;

use super::board::Board;

/// One branching point: the candidates before the guess and the guesses (cell, digit
/// bit) not tried yet.
#[derive(Debug, Default)]
struct Frame {
    saved: Vec<u32>,
    moves: Vec<(u16, u32)>,
}

/// What one search found.
#[derive(Debug, Default)]
pub(super) struct Outcome {
    /// Solutions found, up to the limit.
    pub(super) count: usize,
    /// The first solutions found (at most `keep`), as cell values.
    pub(super) solutions: Vec<Vec<u8>>,
    /// Digits tried (search-tree nodes).
    pub(super) nodes: u64,
    /// Whether the search stopped at its budget before it was settled.
    pub(super) exhausted: bool,
}

/// The limits of one search and where it reports.
pub(super) struct Limits<'a> {
    /// Stop after this many solutions (at least 1).
    pub(super) solutions: usize,
    /// Keep this many solutions' values.
    pub(super) keep: usize,
    /// Stop after trying this many digits.
    pub(super) nodes: u64,
    /// Digits are tried in an order drawn from it when given, else smallest first.
    pub(super) rng: Option<&'a mut dyn RngCore>,
    /// Hears the number of solutions found so far after each one.
    pub(super) found: Option<&'a mut dyn FnMut(usize)>,
    /// Receives `offset` plus the nodes visited, every [`METER_EVERY`] nodes.
    pub(super) meter: Option<&'a AtomicU64>,
    /// Nodes visited before this search by the caller (restarts before it).
    pub(super) offset: u64,
}

/// How often a search writes its node count to the meter.
const METER_EVERY: u64 = 256;

/// Searches from `board`, already loaded with its givens and propagated.
pub(super) fn search(board: &mut Board, mut limits: Limits<'_>) -> Outcome {
    let mut outcome = Outcome::default();
    let mut stack: Vec<Frame> = Vec::new();
    let mut spare: Vec<Frame> = Vec::new();
    let mut moves = Vec::new();
    let limit = limits.solutions.max(1);
    'search: loop {
        if board.branch(&mut moves) {
            let mut frame = spare.pop().unwrap_or_default();
            frame.saved.clear();
            frame.saved.extend_from_slice(&board.cand);
            std::mem::swap(&mut frame.moves, &mut moves);
            stack.push(frame);
        } else {
            outcome.count += 1;
            if outcome.solutions.len() < limits.keep {
                outcome.solutions.push(board.values());
            }
            if let Some(found) = limits.found.as_deref_mut() {
                found(outcome.count);
            }
            if outcome.count >= limit {
                break 'search;
            }
        }
        loop {
            let Some(frame) = stack.last_mut() else { break 'search };
            if frame.moves.is_empty() {
                if let Some(frame) = stack.pop() {
                    spare.push(frame);
                }
                continue;
            }
            if outcome.nodes >= limits.nodes {
                outcome.exhausted = true;
                break 'search;
            }
            outcome.nodes += 1;
            if outcome.nodes % METER_EVERY == 0
                && let Some(meter) = limits.meter
            {
                meter.store(limits.offset + outcome.nodes, Ordering::Relaxed);
            }
            let at = match limits.rng.as_deref_mut() {
                Some(rng) => rng.next_u32() as usize % frame.moves.len(),
                None => 0,
            };
            let (cell, bit) = frame.moves.remove(at);
            board.copy_from(&frame.saved);
            if board.guess(usize::from(cell), bit).is_ok() {
                break;
            }
        }
    }
    outcome
}
