//! Generation throughput: minimal unique 9×9 puzzles per second on one core, with the fast
//! solver and with Dancing Links counting solutions, and with 180° symmetry; and the
//! `sudoku` crate's generator (MIT/Apache, a dev-dependency) in the same run: its
//! `Sudoku::generate_with_symmetry` without symmetry (`sudoku-crate-minimal`, the peer of
//! `minimal-fast`) and its default `Sudoku::generate`, 180° symmetry (`sudoku-crate-rotate180`,
//! the peer of `rotate180-fast`). Both remove givens until none can go.
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
    let peers = [
        ("sudoku-crate-minimal", sudoku::Symmetry::None),
        ("sudoku-crate-rotate180", sudoku::Symmetry::HalfRotation),
    ];
    for (name, symmetry) in peers {
        group.bench_function(name, |b| {
            b.iter(|| {
                (0..BATCH)
                    .map(|_| sudoku::Sudoku::generate_with_symmetry(black_box(symmetry)).n_clues() as usize)
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
