//! Counting solutions with Dancing Links, as `jade count` does: the multi-solution puzzles
//! of `serg_benchmark_multisol.txt` counted to the end (limit 1,000), and empty boards
//! counted to a limit, which measures the time per solution found.
//!
//! `cargo bench -p jade-ln --bench counting`

use std::hint::black_box;
use std::time::Duration;

mod data;

use criterion::{Criterion, Throughput};
use dn::{Geometry, Grid};
use ln::{SudokuDancingLinks, TrialAndError};

/// Puzzles of the multi-solution set per iteration.
const MULTISOL: usize = 200;

fn counting(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
    let puzzles = data::load("serg_benchmark_multisol.txt", MULTISOL);
    if !puzzles.is_empty() {
        let mut engine = SudokuDancingLinks::new(Geometry::NINE);
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function("serg-multisol-to-1000", |b| {
            b.iter(|| puzzles.iter().map(|p| engine.search(black_box(p), 1001).count).sum::<usize>());
        });
    }
    for (name, geometry, limit) in [
        ("empty-9x9-10000-solutions", Geometry::NINE, 10_000u64),
        ("empty-16x16-1000-solutions", Geometry::SIXTEEN, 1_000),
        ("empty-25x25-100-solutions", Geometry::TWENTY_FIVE, 100),
    ] {
        let mut engine = SudokuDancingLinks::new(geometry);
        let empty = Grid::empty(geometry);
        group.throughput(Throughput::Elements(limit));
        group.bench_function(name, |b| b.iter(|| engine.search(black_box(&empty), limit as usize).count));
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    counting(&mut criterion);
    criterion.final_summary();
}
