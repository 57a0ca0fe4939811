use dn::{Geometry, Grid};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::dancing_links::{SudokuDancingLinks, test_data};

/// The 16×16 board found by fuzzing the hint path on which plain Dancing Links ran for
/// minutes without an answer (issue 19); it has many solutions.
pub(super) const STUCK_SIXTEEN: &str = ".F.E...C8G9D.12..4...A.6..7B....53..2....C....8..................G.367..2B.....4.9.....D......B...543E.876A.9C1GE1.6..................................8...........6..............................................E.D...F.8......................................";

/// A random board of `geometry` drawn from `seed`: a solution grid with its first rows
/// kept densely and the rest sparsely, the shape of the boards that held plain Dancing
/// Links up.
fn lopsided(geometry: Geometry, seed: u64) -> Grid {
    let mut rng = StdRng::seed_from_u64(seed);
    let full = SudokuDancingLinks::new(geometry).fill_random(&mut rng);
    let side = geometry.side();
    let dense_rows = rng.random_range(0..side / 2);
    let sparse = rng.random_range(0.0..0.3);
    let values = full
        .values()
        .iter()
        .enumerate()
        .map(|(i, &v)| if rng.random_bool(if i / side < dense_rows { 0.7 } else { sparse }) { v } else { 0 })
        .collect();
    Grid::new(geometry, values).unwrap()
}

#[test]
fn the_stuck_sixteen_board_has_several_solutions_within_a_small_budget() {
    let puzzle = test_data::parse(Geometry::SIXTEEN, STUCK_SIXTEEN).unwrap();
    let mut solver = PropagatingSolver::new(Geometry::SIXTEEN);
    // Without propagation and restarts this search would run for minutes; the budget
    // turns that into a failure instead of a hang.
    solver.set_node_budget(Some(100_000));
    let found = solver.search(&puzzle, 2);
    assert!(!solver.budget_exhausted(), "undecided after {} nodes", found.work);
    assert_eq!(found.count, 2);
    for solution in &found.solutions {
        assert!(solution.is_solution_of(&puzzle));
    }
    assert_ne!(found.solutions[0], found.solutions[1]);
}

#[test]
fn counts_agree_with_dancing_links() {
    for geometry in [Geometry::FOUR, Geometry::NINE, Geometry::SIXTEEN] {
        let mut solver = PropagatingSolver::new(geometry);
        let mut dlx = SudokuDancingLinks::new(geometry);
        for seed in 0..30 {
            let puzzle = test_data::holes(geometry, seed, 2 + seed as usize % 3);
            for limit in [1, 2, 5] {
                let ours = solver.search(&puzzle, limit);
                let theirs = dlx.search(&puzzle, limit);
                assert_eq!(ours.count, theirs.count, "{geometry:?} seed {seed} limit {limit}");
                assert!(ours.solutions.iter().all(|s| s.is_solution_of(&puzzle)));
            }
        }
    }
}

#[test]
fn an_empty_four_by_four_board_has_288_solutions() {
    let found = PropagatingSolver::new(Geometry::FOUR).search(&Grid::empty(Geometry::FOUR), 1000);
    assert_eq!(found.count, 288);
}

#[test]
fn clashing_givens_have_no_solution() {
    let mut values = vec![0; 256];
    (values[0], values[17]) = (5, 5);
    let puzzle = Grid::new(Geometry::SIXTEEN, values).unwrap();
    let mut solver = PropagatingSolver::new(Geometry::SIXTEEN);
    assert_eq!(solver.search(&puzzle, 2).count, 0);
    assert!(!solver.budget_exhausted());
}

#[test]
fn a_search_that_reaches_its_budget_says_so() {
    let mut solver = PropagatingSolver::new(Geometry::TWENTY_FIVE);
    solver.set_node_budget(Some(10));
    let found = solver.search(&Grid::empty(Geometry::TWENTY_FIVE), 1000);
    assert!(solver.budget_exhausted());
    assert!(found.work <= 10);
    solver.set_node_budget(None);
    assert_eq!(solver.search(&Grid::empty(Geometry::FOUR), 1000).count, 288);
    assert!(!solver.budget_exhausted());
}

#[test]
fn random_solutions_follow_the_seed() {
    let mut solver = PropagatingSolver::new(Geometry::TWENTY_FIVE);
    let empty = Grid::empty(Geometry::TWENTY_FIVE);
    let mut draw = |seed| solver.search_random(&empty, 1, &mut StdRng::seed_from_u64(seed)).solutions.pop();
    let (a, b, c) = (draw(1).unwrap(), draw(1).unwrap(), draw(2).unwrap());
    assert!(a.is_solution_of(&empty) && c.is_solution_of(&empty));
    assert_eq!(a, b);
    assert_ne!(a, c);
}

/// Lopsided boards of 16×16 and 25×25 (the first rows dense, the rest sparse) all answer
/// none / unique / multiple within 200,000 nodes. About a minute in a debug build: run
/// with `cargo test -p jade-ln -- --ignored lopsided`.
#[test]
#[ignore]
fn lopsided_large_boards_are_settled_within_the_budget() {
    for geometry in [Geometry::SIXTEEN, Geometry::TWENTY_FIVE] {
        let mut solver = PropagatingSolver::new(geometry);
        solver.set_node_budget(Some(200_000));
        for seed in 0..100 {
            let puzzle = lopsided(geometry, seed);
            let found = solver.search(&puzzle, 2);
            assert!(!solver.budget_exhausted(), "{geometry:?} seed {seed}: {puzzle}");
            assert!(found.count >= 1 && found.solutions.iter().all(|s| s.is_solution_of(&puzzle)));
        }
    }
}
