//! The three trial-and-error engines give the same answers: the same solution count (up to
//! two) and, for unique puzzles, the same solution; every solution they give is valid.

use dn::Geometry;
use jade_tests::grid;
use ln::solver::{Engine, Search};

fn compare(name: &str, limit: Option<usize>) {
    let Some(lines) = jade_tests::corpus(name, limit) else { return };
    let mut solvers: Vec<_> = Engine::ALL.iter().map(|e| e.solver(Geometry::NINE)).collect();
    for (n, line) in lines.iter().enumerate() {
        let puzzle = grid(line);
        let results: Vec<Search> = solvers.iter_mut().map(|s| s.search(&puzzle, 2)).collect();
        let first = &results[0];
        for (engine, result) in Engine::ALL.iter().zip(&results) {
            assert_eq!(result.count, first.count, "{name}:{} count with {}", n + 1, engine.name());
            assert_eq!(result.solutions.len(), result.count, "{name}:{} kept solutions", n + 1);
            for solution in &result.solutions {
                assert!(solution.is_solution_of(&puzzle), "{name}:{} invalid from {}", n + 1, engine.name());
            }
            if result.count == 2 {
                assert_ne!(result.solutions[0], result.solutions[1], "{name}:{} {}", n + 1, engine.name());
            }
        }
        if first.count == 1 {
            assert!(
                results.iter().all(|r| r.solutions == first.solutions),
                "{name}:{} solutions differ",
                n + 1
            );
        }
    }
}

#[test]
fn engines_agree_on_norvig_lists() {
    compare("norvig_top95.txt", None);
    compare("norvig_hardest11.txt", None);
    compare("norvig_easy50.txt", None);
}

#[test]
fn engines_agree_on_seventeen_clue_puzzles() {
    compare("17clue_49158.txt", Some(200));
}

#[test]
fn engines_agree_on_the_hardest_puzzles() {
    compare("forum_hardest_1106.txt", Some(60));
}

#[test]
fn engines_agree_on_multiple_solution_puzzles() {
    compare("serg_benchmark_multisol.txt", Some(300));
}

#[test]
fn engines_agree_on_the_mixed_list() {
    compare("tdoku_test_puzzles_kaggle_mixed.txt", None);
}
