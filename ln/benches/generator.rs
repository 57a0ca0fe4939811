//! Generation throughput: minimal unique 9×9 puzzles per second on one core, with the fast
//! solver and with Dancing Links counting solutions, and with 180° symmetry.
//!
//! `cargo bench -p jade-ln --bench generator`

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput};
use ln::{Engine, GeneracionLN, GeneratorOptions, Symmetry};

/// Puzzles per benchmark iteration.
const BATCH: u64 = 200;

fn generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(BATCH));
    let variants = [
        ("minimal-fast", GeneratorOptions::default()),
        ("minimal-dlx", GeneratorOptions { engine: Engine::DancingLinks, ..GeneratorOptions::default() }),
        ("rotate180-fast", GeneratorOptions { symmetry: Symmetry::Rotate180, ..GeneratorOptions::default() }),
    ];
    for (name, options) in variants {
        let mut generator = GeneracionLN::new(options);
        let mut seed = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                (0..BATCH)
                    .map(|_| {
                        seed += 1;
                        generator.generate(black_box(seed)).expect("minimal generation cannot fail").clues()
                    })
                    .sum::<usize>()
            });
        });
    }
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    generation(&mut criterion);
    criterion.final_summary();
}
