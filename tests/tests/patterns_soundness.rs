//! Soundness of the solving patterns over real puzzles: every step of a pattern solve, and
//! every pattern's hint at every position on the way, is checked against the puzzle's unique
//! solution — no eliminated candidate may be the true digit, no placed digit may be wrong.
//!
//! Default run: 2,000 puzzles (700 17-clue, 600 top1465, 700 kaggle) for the solve path,
//! and every pattern tried at every position of the first 150 of each set. The full
//! collections run with `cargo test -p jade-tests --test patterns_soundness -- --ignored`.

use dn::{Geometry, Grid, Hint};
use jade_tests::{corpus, grid};
use ln::patterns::{PATTERNS, PatternBoard, Techniques, next_hint};
use ln::{Engine, TrialAndError};

/// Counts of what was checked.
#[derive(Default)]
struct Tally {
    puzzles: usize,
    solved: usize,
    steps: usize,
    probes: usize,
}

/// Panics when `hint` contradicts `solution`.
fn check(hint: &Hint, solution: &Grid, puzzle: &str) {
    let truth = |cell: dn::Coord| solution.values()[cell.row as usize * 9 + cell.col as usize];
    for e in &hint.eliminations {
        assert_ne!(
            truth(e.cell),
            e.digit.get(),
            "{} removed the true digit {} from {} in {puzzle}\n{}",
            hint.pattern,
            e.digit,
            e.cell,
            hint.explanation
        );
    }
    for p in &hint.placements {
        assert_eq!(
            truth(p.cell),
            p.digit.get(),
            "{} placed a wrong {} in {} in {puzzle}\n{}",
            hint.pattern,
            p.digit,
            p.cell,
            hint.explanation
        );
    }
    assert!(!hint.is_empty(), "{} returned a hint that changes nothing in {puzzle}", hint.pattern);
}

/// Solves `puzzle` with patterns checking every step; with `probe_all`, also asks every
/// pattern for its hint at every position and checks those.
fn solve_checked(puzzle: &str, probe_all: bool, solver: &mut dyn TrialAndError, tally: &mut Tally) {
    let givens = grid(puzzle);
    let search = solver.search(&givens, 2);
    assert_eq!(search.count, 1, "{puzzle} must have one solution");
    let solution = &search.solutions[0];
    let mut board = PatternBoard::with_computed_candidates(&givens);
    tally.puzzles += 1;
    while !board.is_solved() {
        if probe_all {
            for pattern in PATTERNS {
                if let Some(hint) = pattern.find(&board, true) {
                    check(&hint, solution, puzzle);
                    tally.probes += 1;
                }
            }
        }
        let Some(hint) = next_hint(&board, None, Techniques::ALL, true) else { return };
        check(&hint, solution, puzzle);
        assert!(board.apply(&hint));
        tally.steps += 1;
    }
    tally.solved += 1;
}

fn run(sets: &[(&str, Option<usize>, usize)]) {
    let mut solver = Engine::Fast.solver(Geometry::NINE);
    for &(name, limit, probed) in sets {
        let Some(puzzles) = corpus(name, limit) else { continue };
        let mut tally = Tally::default();
        for (i, puzzle) in puzzles.iter().enumerate() {
            solve_checked(puzzle, i < probed, solver.as_mut(), &mut tally);
            if (i + 1) % 25 == 0 {
                eprintln!(
                    "{name}: {} of {} puzzles, {} steps and {} probes checked",
                    i + 1,
                    puzzles.len(),
                    tally.steps,
                    tally.probes
                );
            }
        }
        eprintln!(
            "{name}: {} puzzles, {} solved by logic ({:.1} %), {} steps and {} extra pattern hints checked",
            tally.puzzles,
            tally.solved,
            100.0 * tally.solved as f64 / tally.puzzles.max(1) as f64,
            tally.steps,
            tally.probes
        );
    }
}

#[test]
fn every_step_agrees_with_the_solution() {
    run(&[
        ("17clue_49158.txt", Some(700), 150),
        ("magictour_top1465.txt", Some(600), 150),
        ("kaggle_rohanrao_20k_easy.txt", Some(700), 150),
    ]);
}

#[test]
#[ignore = "full collections; run with --ignored"]
fn every_step_agrees_with_the_solution_on_full_collections() {
    run(&[
        ("17clue_49158.txt", None, 0),
        ("magictour_top1465.txt", None, 1465),
        ("kaggle_rohanrao_20k_easy.txt", None, 0),
    ]);
}

/// The collections whose puzzles need nets inside nets, every pattern probed at every
/// position: apart from the others so that each can run alone (selected by name with
/// `--ignored`); about ten minutes in release on a loaded machine.
#[test]
#[ignore = "the hardest collections, every pattern probed; run with --ignored"]
fn every_step_agrees_with_the_solution_on_the_hardest_collections() {
    run(&[("norvig_top95.txt", None, 95), ("forum_hardest_1106.txt", None, 375)]);
}
