//! Rating throughput: solving with patterns and rating, one puzzle after another on one
//! core, as `jade rate` does per thread. Explanations and step lists are off, as in batch
//! rating. Throughput is in puzzles per second.
//!
//! `cargo bench -p jade-ln --bench rating`; `-- rate/top1465_whole` rates all 1,465 puzzles
//! of top1465 (issue 15's measure: the first 300 are easier than the set, and run faster).

use std::hint::black_box;
use std::time::Duration;

mod data;

use criterion::{Criterion, Throughput};
use data::load;
use ln::patterns::{PatternBoard, Techniques, solve_with_patterns};

/// Benchmarked collections: name, file, how many puzzles to take and the seconds to
/// measure (ten runs of the whole set fit in the last one's).
const SETS: [(&str, &str, usize, u64); 4] = [
    ("kaggle", "kaggle_rohanrao_20k_easy.txt", 2000, 5),
    ("17clue", "17clue_49158.txt", 1000, 5),
    ("top1465", "magictour_top1465.txt", 300, 5),
    ("top1465_whole", "magictour_top1465.txt", usize::MAX, 45),
];

/// One benchmark per collection.
fn rating(c: &mut Criterion) {
    for (name, file, take, seconds) in SETS {
        let puzzles = load(file, take);
        if puzzles.is_empty() {
            continue;
        }
        let solved = puzzles
            .iter()
            .filter(|p| {
                solve_with_patterns(PatternBoard::with_computed_candidates(p), Techniques::ALL, false, false)
                    .solved
            })
            .count();
        eprintln!("{name}: {solved} of {} puzzles solved by logic", puzzles.len());
        let mut group = c.benchmark_group("rate");
        group
            .sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(seconds));
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                puzzles
                    .iter()
                    .map(|p| {
                        let report = solve_with_patterns(
                            PatternBoard::with_computed_candidates(black_box(p)),
                            Techniques::ALL,
                            false,
                            false,
                        );
                        report.rating.cost
                    })
                    .sum::<usize>()
            });
        });
        group.finish();
    }
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    rating(&mut criterion);
    criterion.final_summary();
}
