//! Time to a 9×9 puzzle with exactly K givens, K from 19 to 24: K below 23 goes through
//! the few-clue walk, 23 and up through the removal machine's minimal puzzles.
//!
//! Before its criterion run the bench prints the median and the slowest time over a few
//! seeds for each K (those are the figures in docs/PERFORMANCE.md); criterion then times
//! K = 22, where the walk takes over.
//!
//! `cargo bench -p jade-ln --bench few_clues`

use std::time::{Duration, Instant};

use criterion::Criterion;
use ln::{GeneracionLN, GeneratorOptions};

/// Seeds timed per clue count.
const SEEDS: u64 = 7;

fn generator(clues: usize) -> GeneracionLN {
    GeneracionLN::new(GeneratorOptions { clues: Some(clues), ..GeneratorOptions::default() })
}

/// Prints the median and the slowest time per clue count, and how many seeds found none.
fn medians() {
    for clues in (19..=24).rev() {
        let mut generator = generator(clues);
        let mut times = Vec::new();
        let mut missed = 0;
        for seed in 1..=SEEDS {
            let started = Instant::now();
            match generator.generate(seed) {
                Ok(puzzle) => assert_eq!(puzzle.clues(), clues),
                Err(_) => missed += 1,
            }
            times.push(started.elapsed());
        }
        times.sort();
        let median = times[times.len() / 2];
        let slowest = times[times.len() - 1];
        println!("clues {clues}: median {median:.2?}, slowest {slowest:.2?}, not found {missed} of {SEEDS}");
    }
}

fn few_clues(c: &mut Criterion) {
    medians();
    let mut group = c.benchmark_group("clues");
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(10));
    let mut generator = generator(22);
    let mut seed = 0u64;
    group.bench_function("22", |b| {
        b.iter(|| {
            seed += 1;
            generator.generate(seed).map(|p| p.clues()).unwrap_or(0)
        });
    });
    group.finish();
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    few_clues(&mut criterion);
    criterion.final_summary();
}
