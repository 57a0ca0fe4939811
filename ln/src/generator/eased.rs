//! Easing a puzzle to a level on boards other than 9×9, where minimal puzzles are almost
//! all harder than the patterns finish (16×16: 99 of 100 measured beyond extreme): givens
//! of the solution go back, whole orbits of the symmetry at a time in an order drawn from
//! the candidate's seed, and a binary search over how many finds the fewest that bring the
//! puzzle down to the level asked for (more givens never make a solve need a harder
//! pattern in practice, though it is not guaranteed; the result is rated again).

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use dn::{Grid, Level};

use super::{Generated, Minimality, Symmetry};
use crate::patterns::{Difficulty, PatternCounts, Rating};

/// `generated` with the fewest orbits of its solution added back that rate it at `level`
/// or easier, and that rating; `None` when even the full solution's first steps do not
/// get there. The puzzle stays unique (givens only go back) and is no longer minimal.
pub(super) fn ease(
    generated: &Generated,
    symmetry: Symmetry,
    level: Level,
    seed: u64,
    rate: impl Fn(&Generated) -> (Rating, PatternCounts),
) -> Option<(Generated, Rating, PatternCounts)> {
    let geometry = generated.puzzle.geometry();
    let mut empty: Vec<Vec<usize>> = symmetry
        .orbits(geometry)
        .into_iter()
        .filter(|orbit| generated.puzzle.values()[orbit[0]] == 0)
        .collect();
    empty.shuffle(&mut StdRng::seed_from_u64(seed));
    let with = |k: usize| -> Generated {
        let mut values = generated.puzzle.values().to_vec();
        for &cell in empty[..k].iter().flatten() {
            values[cell] = generated.solution.values()[cell];
        }
        let puzzle = Grid::new(geometry, values).expect("values of the same board");
        let symmetric = symmetry != Symmetry::None;
        Generated {
            puzzle,
            minimal: Minimality::NotMinimal,
            minimal_under_symmetry: symmetric.then_some(Minimality::NotMinimal),
            ..generated.clone()
        }
    };
    let easy_enough = |rating: &Rating| rating.difficulty <= Difficulty::Level(level);
    let (mut low, mut high) = (0, empty.len());
    let top = rate(&with(high));
    if !easy_enough(&top.0) {
        return None;
    }
    let mut best = (with(high), top.0, top.1);
    while low < high {
        let middle = (low + high) / 2;
        let candidate = with(middle);
        let (rating, counts) = rate(&candidate);
        if easy_enough(&rating) {
            high = middle;
            best = (candidate, rating, counts);
        } else {
            low = middle + 1;
        }
    }
    Some(best)
}
