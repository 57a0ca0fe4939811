//! Every graded puzzle the generator hands out is unique, minimal and rated at the level
//! asked for by an independent pattern solve, and never needs a pattern above that level;
//! every registered pattern has an example whose hint is that pattern.
//!
//! Default run: 40 seeds per level (240 puzzles). `-- --ignored` runs 400 per level.

use std::sync::atomic::AtomicBool;

use dn::{Geometry, Grid, Level};
use ln::generator::{SearchMode, generate_graded, pattern_example};
use ln::patterns::{Difficulty, PATTERNS, PatternBoard, Techniques, solve_with_patterns};
use ln::{Engine, Symmetry, TrialAndError};

/// The number of solutions of `values`, counted up to two.
fn solutions(solver: &mut dyn TrialAndError, values: &[u8]) -> usize {
    let grid = Grid::new(Geometry::NINE, values.to_vec()).expect("a 9×9 board");
    solver.search(&grid, 2).count
}

/// Checks `seeds` first-found puzzles of every level.
fn check_levels(seeds: u64) {
    let mut solver = Engine::Fast.solver(Geometry::NINE);
    let cancel = AtomicBool::new(false);
    for level in Level::ALL {
        for seed in 1..=seeds {
            let graded =
                generate_graded(level, Symmetry::None, SearchMode::FirstFound, seed, &mut |_| {}, &cancel)
                    .expect("every level has patterns");
            let puzzle = &graded.generated.puzzle;
            let mut values = puzzle.values().to_vec();
            assert_eq!(solutions(solver.as_mut(), &values), 1, "{level} seed {seed}: {puzzle} is not unique");
            for cell in 0..values.len() {
                let given = values[cell];
                if given == 0 {
                    continue;
                }
                values[cell] = 0;
                assert_eq!(
                    solutions(solver.as_mut(), &values),
                    2,
                    "{level} seed {seed}: {puzzle} is not minimal"
                );
                values[cell] = given;
            }
            let report = solve_with_patterns(
                PatternBoard::with_computed_candidates(puzzle),
                Techniques::ALL,
                false,
                false,
            );
            assert!(report.solved, "{level} seed {seed}: {puzzle} needs trial and error");
            assert_eq!(report.rating.difficulty, Difficulty::Level(level), "{level} seed {seed}: {puzzle}");
            for (info, _) in report.counts.used() {
                assert!(info.level <= level, "{level} seed {seed}: {puzzle} uses {}", info.id);
            }
        }
    }
}

#[test]
fn graded_puzzles_are_unique_minimal_and_of_their_level() {
    check_levels(40);
}

#[test]
#[ignore = "400 puzzles per level; run with --ignored"]
fn many_graded_puzzles_are_unique_minimal_and_of_their_level() {
    check_levels(400);
}

#[test]
fn every_pattern_has_an_example_where_it_is_the_easiest_step() {
    let cancel = AtomicBool::new(false);
    for (at, &pattern) in PATTERNS.iter().enumerate() {
        let id = pattern.info().id;
        for seed in [1, 2, 3] {
            let example = pattern_example(pattern, seed, &mut |_| {}, &cancel).expect("a registered pattern");
            assert_eq!(example.hint.pattern, id);
            assert_eq!(pattern.find(&example.board, true).as_ref(), Some(&example.hint), "{id} seed {seed}");
            let easier = PATTERNS[..at].iter().find_map(|p| p.find(&example.board, false));
            assert!(easier.is_none(), "{id} seed {seed}: an easier pattern applies first");
        }
    }
}
