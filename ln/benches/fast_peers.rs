//! The fast solver against the fastest Rust solver, the `sudoku` crate (a port of
//! JCZSolve), on every shared 9×9 collection and in both modes the issue-18 table uses:
//! counting solutions up to two (what a uniqueness check needs) and finding the first
//! solution. Same puzzles for both, checked to agree before timing. Throughput is in
//! puzzles per second. tdoku, the other peer, is C++: it is measured by the `peers/`
//! harness outside the workspace.
//!
//! The four small sets (under a hundred puzzles) are also timed *cold*
//! (`fast-vs-sudoku-cold/...`): looped back to back, eleven or fifty puzzles are learnt
//! by the processor's branch predictor, which no real use of a solver allows. There each
//! search is timed alone, after [`FLUSH`] 17-clue puzzles solved by both solvers.
//!
//! `cargo bench -p jade-ln --bench fast_peers` (add a filter such as `-- multisol`).

use std::hint::black_box;
use std::time::{Duration, Instant};

mod data;

use criterion::{BenchmarkGroup, Criterion, Throughput, measurement::WallTime};
use data::load;
use ln::fast::FastSolver;
use sudoku::Sudoku;

/// Benchmarked collections: name, file and how many puzzles to read.
const SETS: [(&str, &str, usize); 9] = [
    ("17clue", "17clue_49158.txt", 5000),
    ("top1465", "magictour_top1465.txt", 1465),
    ("hardest", "forum_hardest_1106.txt", 1106),
    ("kaggle", "kaggle_rohanrao_20k_easy.txt", 20000),
    ("multisol", "serg_benchmark_multisol.txt", 10000),
    ("norvig_top95", "norvig_top95.txt", 95),
    ("norvig_hardest11", "norvig_hardest11.txt", 11),
    ("norvig_easy50", "norvig_easy50.txt", 50),
    ("tdoku_mixed", "tdoku_test_puzzles_kaggle_mixed.txt", 43),
];

/// The two modes: the name of their groups and the solutions asked for (`1`: the first,
/// kept).
const MODES: [(&str, u32); 2] = [("count", 2), ("first", 1)];

/// Sets at most this large are also timed cold.
const SMALL: usize = 100;

/// The 17-clue puzzles solved by both solvers before each search timed cold.
const FLUSH: usize = 3;

/// A puzzle in both solvers' input forms.
type Both = ([u8; 81], Sudoku);

/// JADE's solutions of `cells` up to `limit` (`1`: the first solution, kept).
fn ours(solver: &mut FastSolver, cells: &[u8; 81], limit: u32) -> usize {
    match limit {
        1 => usize::from(solver.solve(cells).is_some()),
        _ => solver.count_solutions(cells, limit, None) as usize,
    }
}

/// The crate's solutions of `puzzle` up to `limit` (`1`: the first solution, kept).
fn theirs(puzzle: Sudoku, limit: u32) -> usize {
    match limit {
        1 => usize::from(puzzle.some_solution().is_some()),
        _ => puzzle.solutions_count_up_to(limit as usize),
    }
}

/// The time of `iters` passes over `set` by JADE (`jade`) or the crate, each search timed
/// alone after [`FLUSH`] puzzles of `flush` solved by both (the clock's own cost taken off).
fn cold(iters: u64, jade: bool, set: &[Both], flush: &[Both], limit: u32) -> Duration {
    let mut solver = FastSolver::new();
    let (mut timed, mut clock) = (Duration::ZERO, Duration::ZERO);
    let mut next = 0;
    for _ in 0..iters {
        for (cells, puzzle) in set {
            for _ in 0..FLUSH {
                let (other_cells, other) = &flush[next % flush.len()];
                next += 1;
                black_box(ours(&mut solver, black_box(other_cells), limit));
                black_box(theirs(black_box(*other), limit));
            }
            let start = Instant::now();
            if jade {
                black_box(ours(&mut solver, black_box(cells), limit));
            } else {
                black_box(theirs(black_box(*puzzle), limit));
            }
            timed += start.elapsed();
            let start = Instant::now();
            clock += black_box(start).elapsed();
        }
    }
    timed.saturating_sub(clock)
}

/// Times `jade` and `peer` over `count` puzzles in `group`, one after the other.
fn pair(
    group: &mut BenchmarkGroup<'_, WallTime>,
    count: usize,
    mut jade: impl FnMut() -> usize,
    mut peer: impl FnMut() -> usize,
) {
    group.throughput(Throughput::Elements(count as u64));
    group.bench_function("jade-fast", |b| b.iter(&mut jade));
    group.bench_function("sudoku-crate", |b| b.iter(&mut peer));
}

/// One group per collection and mode.
fn fast_peers(c: &mut Criterion) {
    let flush = both_forms(&load(SETS[0].1, 1000));
    for (name, file, take) in SETS {
        let both = both_forms(&load(file, take));
        if both.is_empty() {
            continue;
        }
        let mut solver = FastSolver::new();
        for (cells, puzzle) in &both {
            assert_eq!(
                ours(&mut solver, cells, 2),
                theirs(*puzzle, 2),
                "the solvers disagree on {}",
                puzzle.to_str_line()
            );
        }
        for (mode, limit) in MODES {
            let mut group = group(c, format!("fast-vs-sudoku/{name}/{mode}"), 3);
            pair(
                &mut group,
                both.len(),
                || both.iter().map(|(cells, _)| ours(&mut solver, black_box(cells), limit)).sum(),
                || both.iter().map(|(_, puzzle)| theirs(black_box(*puzzle), limit)).sum(),
            );
            group.finish();
        }
        if both.len() <= SMALL && !flush.is_empty() {
            for (mode, limit) in MODES {
                let mut group = group(c, format!("fast-vs-sudoku-cold/{name}/{mode}"), 1);
                group.throughput(Throughput::Elements(both.len() as u64));
                group.bench_function("jade-fast", |b| b.iter_custom(|n| cold(n, true, &both, &flush, limit)));
                group.bench_function("sudoku-crate", |b| {
                    b.iter_custom(|n| cold(n, false, &both, &flush, limit))
                });
                group.finish();
            }
        }
    }
}

/// A group of ten samples after a second of warm-up, each measured for `seconds`.
fn group<'a>(c: &'a mut Criterion, id: String, seconds: u64) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(id);
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(seconds));
    group
}

/// The 9×9 puzzles of `grids` in both solvers' forms.
fn both_forms(grids: &[dn::Grid]) -> Vec<Both> {
    grids
        .iter()
        .filter_map(|grid| Some((FastSolver::cells_of(grid)?, Sudoku::from_bytes_slice(grid.values()).ok()?)))
        .collect()
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    fast_peers(&mut criterion);
    criterion.final_summary();
}
