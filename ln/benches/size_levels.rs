//! How the levels fall on generated puzzles of each size (the calibration behind
//! `generate --level` off 9×9, docs/manual.md "Levels on other sizes"), then the time to
//! rate one generated puzzle per size.
//!
//! `cargo bench -p jade-ln --bench size_levels`

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use dn::Geometry;
use ln::generator::rate_puzzle;
use ln::patterns::Techniques;
use ln::{GeneracionLN, GeneratorOptions};

/// Prints, for `seeds` minimal puzzles of `geometry`, how many fall in each level and the
/// median time to generate and rate one.
fn distribution(geometry: Geometry, seeds: u64) {
    let mut generator = GeneracionLN::new(GeneratorOptions { geometry, ..GeneratorOptions::default() });
    let mut levels: BTreeMap<String, usize> = BTreeMap::new();
    let mut times = Vec::new();
    for seed in 1..=seeds {
        let started = Instant::now();
        let generated = generator.generate(seed).expect("minimal generation cannot fail");
        let (rating, _) = rate_puzzle(&generated, Techniques::ALL);
        times.push(started.elapsed());
        *levels.entry(rating.difficulty.id().to_string()).or_default() += 1;
    }
    times.sort();
    let side = geometry.side();
    println!("{side}x{side}, {seeds} puzzles: {levels:?}; median generate+rate {:?}", times[times.len() / 2]);
}

fn rating(c: &mut Criterion) {
    let mut group = c.benchmark_group("rate-size");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
    for (name, geometry) in [("4x4", Geometry::FOUR), ("16x16", Geometry::SIXTEEN)] {
        let generated = GeneracionLN::new(GeneratorOptions { geometry, ..GeneratorOptions::default() })
            .generate(1)
            .expect("minimal generation cannot fail");
        group.bench_function(name, |b| b.iter(|| rate_puzzle(black_box(&generated), Techniques::ALL).0.cost));
    }
    group.finish();
}

fn main() {
    distribution(Geometry::FOUR, 1000);
    distribution(Geometry::SIXTEEN, 100);
    let mut criterion = Criterion::default().configure_from_args();
    rating(&mut criterion);
    criterion.final_summary();
}
