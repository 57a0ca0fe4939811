//! Time to a puzzle of each level in "first found" mode, and to an example of each pattern,
//! on one core. Before the criterion runs (which give the mean per puzzle), a table of the
//! median and 90th percentile over seeds 1..=SEEDS is printed: those are the figures in
//! docs/PERFORMANCE.md and behind `facade::expected_time`.
//!
//! `cargo bench -p jade-ln --bench levels`

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use criterion::Criterion;
use dn::Level;
use ln::Pattern;
use ln::Symmetry;
use ln::generator::{SearchMode, generate_graded, pattern_example};
use ln::patterns::PATTERNS;

/// Seeds timed for the percentile table.
const SEEDS: u64 = 41;

/// One puzzle of `level` from `seed`.
fn level_puzzle(level: Level, seed: u64) {
    generate_graded(
        level,
        Symmetry::None,
        SearchMode::FirstFound,
        seed,
        &mut |_| {},
        &AtomicBool::new(false),
    )
    .expect("every level has patterns");
}

/// One example of `pattern` from `seed`.
fn example(pattern: &'static dyn Pattern, seed: u64) {
    pattern_example(pattern, seed, &mut |_| {}, &AtomicBool::new(false)).expect("an example");
}

/// Median and 90th percentile of `run` over the table's seeds.
fn percentiles(run: impl Fn(u64)) -> (Duration, Duration) {
    let mut times: Vec<Duration> = (1..=SEEDS)
        .map(|seed| {
            let start = Instant::now();
            run(seed);
            start.elapsed()
        })
        .collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.9))
}

fn print_row(name: &str, (median, p90): (Duration, Duration)) {
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!("| {name} | {:.1} ms | {:.1} ms |", ms(median), ms(p90));
}

fn tables() {
    println!("| level | median | 90th percentile |\n|---|---:|---:|");
    for level in Level::ALL {
        print_row(level.label(), percentiles(|seed| level_puzzle(level, seed)));
    }
    println!("\n| pattern example | median | 90th percentile |\n|---|---:|---:|");
    for &pattern in PATTERNS {
        print_row(pattern.info().id.as_str(), percentiles(|seed| example(pattern, seed)));
    }
}

fn criterion_runs(c: &mut Criterion) {
    let mut group = c.benchmark_group("first-found");
    group.sample_size(10).warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    for level in Level::ALL {
        let mut seed = 0;
        group.bench_function(level.id(), |b| {
            b.iter(|| {
                seed += 1;
                level_puzzle(level, seed)
            })
        });
    }
    group.finish();
    let mut group = c.benchmark_group("example");
    group.sample_size(10).warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    for &pattern in PATTERNS {
        let mut seed = 0;
        group.bench_function(pattern.info().id.as_str(), |b| {
            b.iter(|| {
                seed += 1;
                example(pattern, seed)
            })
        });
    }
    group.finish();
}

fn main() {
    tables();
    let mut criterion = Criterion::default().configure_from_args();
    criterion_runs(&mut criterion);
    criterion.final_summary();
}
