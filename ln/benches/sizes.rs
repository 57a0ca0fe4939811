//! Time per generated puzzle for each board size (minimal unique puzzles, one core), and
//! the time the fast engine takes to check each size's puzzles.
//!
//! `cargo bench -p jade-ln --bench sizes`

use std::hint::black_box;
use std::time::Duration;

use criterion::Criterion;
use dn::Geometry;
use ln::propagation::PropagatingSolver;
use ln::{GeneracionLN, GeneratorOptions, TrialAndError};

fn generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate-size");
    for (name, geometry, seconds) in [
        ("4x4", Geometry::FOUR, 3),
        ("9x9", Geometry::NINE, 3),
        ("16x16", Geometry::SIXTEEN, 10),
        ("25x25", Geometry::TWENTY_FIVE, 200),
    ] {
        group
            .sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(seconds));
        let mut generator = GeneracionLN::new(GeneratorOptions { geometry, ..GeneratorOptions::default() });
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                generator.generate(black_box(seed)).expect("minimal generation cannot fail").clues()
            });
        });
    }
    group.finish();
}

fn checking(c: &mut Criterion) {
    let mut group = c.benchmark_group("check-size");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
    for (name, geometry) in [("16x16", Geometry::SIXTEEN), ("25x25", Geometry::TWENTY_FIVE)] {
        let options = GeneratorOptions {
            geometry,
            time_limit: Some(Duration::from_secs(2)),
            ..GeneratorOptions::default()
        };
        let puzzle = GeneracionLN::new(options).generate(1).expect("minimal generation cannot fail").puzzle;
        let mut solver = PropagatingSolver::new(geometry);
        group.bench_function(name, |b| b.iter(|| solver.search(black_box(&puzzle), 2).count));
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    checking(&mut criterion);
    generation(&mut criterion);
    criterion.final_summary();
}
