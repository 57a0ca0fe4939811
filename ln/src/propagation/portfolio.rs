//! Complete and randomised searches taking turns, so neither a bad first guess nor an
//! unlucky digit order can hold an answer up.
//!
//! A depth-first search that makes a wrong guess near the root can spend minutes proving
//! that guess wrong, while the same board answers at once in another digit order; on the
//! other hand only a complete search can say "unique" or "none". So the two take turns in
//! rounds of doubling size: round `k` runs the complete search from scratch with
//! `BASE·2ᵏ` nodes, then short randomised searches ("restarts", lengths following Luby's
//! sequence) for as many nodes again, which collect distinct solutions. The answer comes
//! from whichever settles first: the complete search finishing, or the restarts finding as
//! many solutions as asked for. Repeating the complete search from scratch at most
//! doubles its cost.

use std::sync::atomic::AtomicU64;

use rand::RngCore;

use super::board::Board;
use super::search::{Limits, Outcome, search};

/// The nodes of the first round, and the unit of the restarts' lengths.
const BASE: u64 = 64;

/// Searches `start` (loaded and propagated candidates) for up to `wanted` solutions (at
/// most a few: restarts compare the solutions they find), within `budget` nodes, drawing
/// the restarts' digit orders from `rng`, and the complete search's too when `random`.
pub(super) fn settle(
    board: &mut Board,
    start: &[u32],
    wanted: usize,
    budget: u64,
    rng: &mut dyn RngCore,
    random: bool,
    meter: Option<&AtomicU64>,
) -> Outcome {
    let mut spent = 0u64;
    let mut distinct: Vec<Vec<u8>> = Vec::new();
    let mut restart = 1u64;
    let mut round = BASE;
    loop {
        board.copy_from(start);
        let nodes = round.min(budget - spent);
        let order: Option<&mut dyn RngCore> = if random { Some(&mut *rng) } else { None };
        let complete = search(board, limits(wanted, nodes, order, meter, spent));
        spent += complete.nodes;
        if !complete.exhausted {
            return Outcome { nodes: spent, ..complete };
        }
        let mut probed = 0;
        while probed < round && spent < budget {
            board.copy_from(start);
            let nodes = (BASE * luby(restart)).min(budget - spent);
            restart += 1;
            let probe = search(board, limits(wanted, nodes, Some(&mut *rng), meter, spent));
            (probed, spent) = (probed + probe.nodes, spent + probe.nodes);
            for solution in probe.solutions {
                if !distinct.contains(&solution) {
                    distinct.push(solution);
                }
            }
            if distinct.len() >= wanted {
                distinct.truncate(wanted);
                return Outcome { count: wanted, solutions: distinct, nodes: spent, exhausted: false };
            }
        }
        if spent >= budget {
            let count = distinct.len().max(complete.count);
            let solutions =
                if distinct.len() >= complete.solutions.len() { distinct } else { complete.solutions };
            return Outcome { count, solutions, nodes: spent, exhausted: true };
        }
        round = round.saturating_mul(2);
    }
}

/// The limits of one search for `wanted` solutions, keeping them all, after `offset`
/// nodes of the turns before.
fn limits<'a>(
    wanted: usize,
    nodes: u64,
    rng: Option<&'a mut dyn RngCore>,
    meter: Option<&'a AtomicU64>,
    offset: u64,
) -> Limits<'a> {
    Limits { solutions: wanted, keep: wanted, nodes, rng, found: None, meter, offset }
}

/// Term `i` (from 1) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, …: the restart
/// lengths that are within a constant factor of the best fixed length.
fn luby(i: u64) -> u64 {
    let mut i = i;
    loop {
        let k = 64 - i.leading_zeros();
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn luby_starts_as_published() {
        let terms: Vec<u64> = (1..=15).map(super::luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
