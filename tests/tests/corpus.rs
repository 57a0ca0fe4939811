//! Corpus tests over the shared puzzle collections (`../shared/data`): every puzzle known to
//! be unique is reported unique with a valid solution that keeps its givens, and every
//! puzzle known to have several solutions is reported as such.
//!
//! The full 49,158-puzzle 17-clue run is `#[ignore]`d:
//! `cargo test -p jade-tests --test corpus -- --ignored`.

use dn::SolutionStatus;
use facade::{Engine, PuzzleSolver, read_puzzles};

/// Checks every puzzle of `name` (the first `limit`) with `engine` and expects `unique`
/// with a valid solution.
fn all_unique(name: &str, limit: Option<usize>, engine: Engine) {
    let Some(lines) = jade_tests::corpus(name, limit) else { return };
    let mut solver = PuzzleSolver::new(engine);
    for (n, line) in lines.iter().enumerate() {
        let puzzle = &read_puzzles(line).unwrap_or_else(|e| panic!("{name}:{}: {e}", n + 1))[0];
        match solver.status(&puzzle.board) {
            SolutionStatus::Unique(solution) => assert!(
                solution.is_solution_of(&puzzle.board.givens()),
                "{name}:{}: {solution} does not solve {line}",
                n + 1
            ),
            other => panic!("{name}:{}: expected unique, got {}", n + 1, other.name()),
        }
    }
    eprintln!("{name}: {} puzzles unique with {}", lines.len(), engine.name());
}

#[test]
fn seventeen_clue_sample_is_unique() {
    all_unique("17clue_49158.txt", Some(2000), Engine::Fast);
}

#[test]
#[ignore = "the whole 49,158-puzzle collection; run with --ignored"]
fn seventeen_clue_collection_is_unique() {
    all_unique("17clue_49158.txt", None, Engine::Fast);
}

#[test]
#[ignore = "the whole collection with Dancing Links; run with --ignored"]
fn seventeen_clue_collection_is_unique_with_dancing_links() {
    all_unique("17clue_49158.txt", None, Engine::DancingLinks);
}

#[test]
fn top1465_is_unique() {
    all_unique("magictour_top1465.txt", None, Engine::Fast);
}

#[test]
fn forum_hardest_is_unique() {
    all_unique("forum_hardest_1106.txt", None, Engine::Fast);
}

#[test]
fn forum_hardest_is_unique_with_dancing_links() {
    all_unique("forum_hardest_1106.txt", None, Engine::DancingLinks);
}

#[test]
fn norvig_lists_are_unique() {
    for name in ["norvig_top95.txt", "norvig_hardest11.txt", "norvig_easy50.txt"] {
        all_unique(name, None, Engine::Fast);
    }
}

#[test]
fn serg_benchmark_puzzles_all_have_several_solutions() {
    let Some(lines) = jade_tests::corpus("serg_benchmark_multisol.txt", None) else { return };
    let mut solver = PuzzleSolver::new(Engine::Fast);
    for (n, line) in lines.iter().enumerate() {
        let puzzle = &read_puzzles(line).unwrap()[0];
        let givens = puzzle.board.givens();
        match solver.status(&puzzle.board) {
            SolutionStatus::Multiple(a, b) => {
                assert_ne!(a, b, "line {}", n + 1);
                assert!(a.is_solution_of(&givens) && b.is_solution_of(&givens), "line {}", n + 1);
            }
            other => panic!("serg line {}: expected multiple, got {}", n + 1, other.name()),
        }
    }
}

#[test]
fn mixed_list_has_ten_without_solution_eighteen_unique_fifteen_multiple() {
    let Some(lines) = jade_tests::corpus("tdoku_test_puzzles_kaggle_mixed.txt", None) else { return };
    for engine in Engine::ALL {
        let mut solver = PuzzleSolver::new(engine);
        let mut counts = [0usize; 3];
        for line in &lines {
            let puzzle = &read_puzzles(line).unwrap()[0];
            let index = match solver.status(&puzzle.board) {
                SolutionStatus::None => 0,
                SolutionStatus::Unique(_) => 1,
                SolutionStatus::Multiple(..) => 2,
                SolutionStatus::Undecided { nodes } => panic!("a 9×9 search has no node limit, yet {nodes}"),
            };
            counts[index] += 1;
        }
        assert_eq!(counts, [10, 18, 15], "none/unique/multiple with {}", engine.name());
    }
}
