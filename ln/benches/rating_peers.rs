//! Rating against the fastest Rust strategy solver: JADE rates each puzzle as `jade rate`
//! does (solving with patterns, no explanations, no step list) and the `sudoku` crate's
//! `StrategySolver` solves it with its own strategies (every one the crate lists, Naked
//! Single to Hidden Quadruples, in Sudoku Explainer's order). Only the puzzles both finish
//! are measured, the same puzzles for both. Throughput is in puzzles per second.
//!
//! `cargo bench -p jade-ln --bench rating_peers` (add a filter such as `-- 17clue`).

use std::hint::black_box;
use std::time::Duration;

mod data;

use criterion::{Criterion, Throughput};
use data::load;
use dn::Grid;
use ln::patterns::{PatternBoard, Techniques, solve_with_patterns};
use sudoku::Sudoku;
use sudoku::strategy::{Strategy, StrategySolver};

/// Benchmarked collections: name, file and how many puzzles to read.
const SETS: [(&str, &str, usize); 3] = [
    ("kaggle", "kaggle_rohanrao_20k_easy.txt", 2000),
    ("17clue", "17clue_49158.txt", 1000),
    ("top1465", "magictour_top1465.txt", 1465),
];

/// The `sudoku` crate's strategies, easiest first (its own list of all of them).
const STRATEGIES: [Strategy; 14] = [
    Strategy::NakedSingles,
    Strategy::HiddenSingles,
    Strategy::LockedCandidates,
    Strategy::NakedPairs,
    Strategy::XWing,
    Strategy::HiddenPairs,
    Strategy::NakedTriples,
    Strategy::Swordfish,
    Strategy::HiddenTriples,
    Strategy::XyWing,
    Strategy::XyzWing,
    Strategy::NakedQuads,
    Strategy::Jellyfish,
    Strategy::HiddenQuads,
];

/// JADE's rating of `grid`: whether the patterns finished it, and its cost.
fn jade(grid: &Grid) -> (bool, usize) {
    let report =
        solve_with_patterns(PatternBoard::with_computed_candidates(grid), Techniques::ALL, false, false);
    (report.solved, report.rating.cost)
}

/// The `sudoku` crate's puzzle of `grid`.
fn peer_puzzle(grid: &Grid) -> Sudoku {
    Sudoku::from_bytes_slice(grid.values()).expect("a 9×9 grid of digits")
}

/// Whether the `sudoku` crate's strategy solver finishes `puzzle`, and how many deductions
/// it made.
fn peer(puzzle: Sudoku) -> (bool, usize) {
    match StrategySolver::from_sudoku(puzzle).solve(&STRATEGIES) {
        Ok((_, deductions)) => (true, deductions.len()),
        Err((_, deductions)) => (false, deductions.len()),
    }
}

/// One group per collection, JADE and the `sudoku` crate on the puzzles both finish.
fn rating_peers(c: &mut Criterion) {
    for (name, file, take) in SETS {
        let grids = load(file, take);
        if grids.is_empty() {
            continue;
        }
        // The peer first: it gives up quickly, and JADE's hardest puzzles are among those it
        // does not finish.
        let both: Vec<(Grid, Sudoku)> = grids
            .iter()
            .map(|grid| (grid.clone(), peer_puzzle(grid)))
            .filter(|(grid, puzzle)| peer(*puzzle).0 && jade(grid).0)
            .collect();
        eprintln!("{name}: {} of {} puzzles finished by both", both.len(), grids.len());
        if both.is_empty() {
            continue;
        }
        let mut group = c.benchmark_group(format!("rating-vs-sudoku/{name}"));
        group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
        group.throughput(Throughput::Elements(both.len() as u64));
        group.bench_function("jade", |b| {
            b.iter(|| both.iter().map(|(grid, _)| jade(black_box(grid)).1).sum::<usize>());
        });
        group.bench_function("sudoku-strategy-solver", |b| {
            b.iter(|| both.iter().map(|(_, puzzle)| peer(black_box(*puzzle)).1).sum::<usize>());
        });
        group.finish();
    }
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    rating_peers(&mut criterion);
    criterion.final_summary();
}
