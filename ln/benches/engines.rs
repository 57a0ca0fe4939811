//! Time per puzzle to count solutions up to two (the uniqueness check) with each
//! trial-and-error engine, and with the `dlx` crate as the reference Dancing Links, on
//! five collections of `shared/data`: three hard ones, an easy one (kaggle, many givens,
//! where loading the givens is most of the work) and one whose puzzles all have several
//! solutions (serg multisol). Throughput is in puzzles per second.
//!
//! The `dlx` crate has no reset, so it is measured two ways on the same 324-column,
//! 729-row matrix: `dlx-crate` builds the problem for each puzzle, as the crate is meant to
//! be used, and `dlx-crate-clone` copies a problem built once (the crate's equivalent of
//! our reset). Both commit the givens by covering their items.
//!
//! `cargo bench -p jade-ln --bench engines` (add `-- --quick`, or a filter such as
//! `-- 17clue`, while iterating).

use std::hint::black_box;
use std::time::Duration;

mod data;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};
use data::load;
use dlx::choose::{mrv_chooser, no_tiebreak, prefer_any};
use dlx::x::{INodes, ONodes, Problem};
use dlx::{Dance, OptOrder, Solver, Uint};
use dn::{Geometry, Grid};
use ln::{Engine, TrialAndError};

/// A benchmarked collection: its name, file, how many puzzles to take, how many of those
/// the (slow) backtracking engine gets, and the count up to two every puzzle has.
struct DataSet {
    name: &'static str,
    file: &'static str,
    take: usize,
    backtrack_take: usize,
    count: usize,
}

const SETS: [DataSet; 5] = [
    DataSet { name: "17clue", file: "17clue_49158.txt", take: 1000, backtrack_take: 200, count: 1 },
    DataSet { name: "top1465", file: "magictour_top1465.txt", take: 1465, backtrack_take: 300, count: 1 },
    DataSet { name: "hardest", file: "forum_hardest_1106.txt", take: 375, backtrack_take: 100, count: 1 },
    DataSet {
        name: "kaggle",
        file: "kaggle_rohanrao_20k_easy.txt",
        take: 5000,
        backtrack_take: 1000,
        count: 1,
    },
    DataSet {
        name: "multisol",
        file: "serg_benchmark_multisol.txt",
        take: 1000,
        backtrack_take: 200,
        count: 2,
    },
];

/// The `dlx` crate on the full 324-column Sudoku matrix (729 options).
struct ReferenceDlx {
    options: Vec<Vec<Uint>>,
    items: INodes,
    opts: ONodes,
}

impl ReferenceDlx {
    /// The option list and a problem built from it once.
    fn new() -> ReferenceDlx {
        let options: Vec<Vec<Uint>> =
            (0..729).map(|row| items(row / 9, row % 9).map(|i| i as Uint).to_vec()).collect();
        let (items, opts) = (INodes::new(324, 0), ONodes::new(324, 324, &options, OptOrder::Seq));
        ReferenceDlx { options, items, opts }
    }

    /// The problem built from scratch.
    fn build(&self) -> Problem {
        Problem::new(INodes::new(324, 0), ONodes::new(324, 324, &self.options, OptOrder::Seq))
    }

    /// A copy of the problem built once.
    fn copy(&self) -> Problem {
        Problem::new(self.items.clone(), self.opts.clone())
    }

    /// Solutions of `puzzle`, counted up to `limit`, on the fresh problem `problem`.
    fn count(mut problem: Problem, puzzle: &Grid, limit: usize) -> usize {
        for (cell, &value) in puzzle.values().iter().enumerate() {
            if value != 0 {
                // Items are 1-based inside the crate.
                for item in items(cell, usize::from(value) - 1) {
                    problem.cover(item as Uint + 1);
                }
            }
        }
        let mut chooser = mrv_chooser(prefer_any(), no_tiebreak());
        let mut solver = Solver::new(&mut problem);
        let mut found = 0;
        while found < limit && solver.next_solution(&mut chooser) {
            found += 1;
        }
        found
    }
}

/// The four items (cell, row-digit, column-digit, block-digit) of placing digit index
/// `digit` in `cell` of a 9×9 board.
fn items(cell: usize, digit: usize) -> [usize; 4] {
    let (r, c) = (cell / 9, cell % 9);
    let block = (r / 3) * 3 + c / 3;
    [cell, 81 + r * 9 + digit, 162 + c * 9 + digit, 243 + block * 9 + digit]
}

/// Times counting up to two solutions of every puzzle with `count`, after checking that it
/// finds `expected` for each.
fn bench(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    puzzles: &[Grid],
    expected: usize,
    mut count: impl FnMut(&Grid) -> usize,
) {
    for puzzle in puzzles {
        assert_eq!(count(puzzle), expected, "{name} miscounts the solutions of {puzzle}");
    }
    group.throughput(Throughput::Elements(puzzles.len() as u64));
    group.bench_function(name, |b| {
        b.iter(|| puzzles.iter().map(|p| count(black_box(p))).sum::<usize>());
    });
}

/// One benchmark group per collection, one benchmark per engine.
fn engines(c: &mut Criterion) {
    let reference = ReferenceDlx::new();
    for set in SETS {
        let puzzles = load(set.file, set.take);
        if puzzles.is_empty() {
            continue;
        }
        let mut group = c.benchmark_group(set.name);
        group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3));
        for engine in Engine::ALL {
            let mut solver: Box<dyn TrialAndError> = engine.solver(Geometry::NINE);
            let take = if engine == Engine::Backtracking { set.backtrack_take } else { puzzles.len() };
            bench(&mut group, engine.name(), &puzzles[..take.min(puzzles.len())], set.count, |p| {
                solver.search(p, 2).count
            });
        }
        bench(&mut group, "dlx-crate", &puzzles, set.count, |p| ReferenceDlx::count(reference.build(), p, 2));
        bench(&mut group, "dlx-crate-clone", &puzzles, set.count, |p| {
            ReferenceDlx::count(reference.copy(), p, 2)
        });
        group.finish();
    }
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    engines(&mut criterion);
    criterion.final_summary();
}
