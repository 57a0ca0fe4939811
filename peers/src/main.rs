//! JADE's fast solver, tdoku and the `sudoku` crate on the same puzzles, in one process.
//!
//! For every shared set and both modes (count solutions up to two; first solution) each
//! solver runs over the same chunk of puzzles in turn, the order rotating from chunk to
//! chunk, for three rounds; each solver's time is the thread's own CPU time, so other
//! processes on the machine count as little as possible. A timed region holds at least 50
//! searches (a set under 50 puzzles is gone through several times in one), so that the
//! clock's own cost stays out of the figures. Ratios are a peer's time ÷ JADE's
//! (> 1: JADE is faster).
//!
//! With `--cold K` each search is timed on its own instead, with `K` puzzles of another set
//! (17-clue) solved by all three solvers before it, so that no solver runs a puzzle with
//! the processor's branch history trained on that puzzle: in a loop over a small set
//! (eleven or fifty puzzles) the predictor learns the whole set, which no real use of a
//! solver does. Each search is timed with the monotonic clock (a few tens of nanoseconds
//! to read, measured and subtracted); rounds alternate which solver comes first.
//!
//! `TDOKU_DIR=/path/to/tdoku cargo run --release [--features native] -- [--only NAME]
//! [--set NAME] [--rounds N] [--cold K] [--data DIR] [--file PATH [--take N]]`; `--file`
//! measures the first `N` puzzles (all by default) of a collection outside the shared
//! sets instead of them, named by its file name; `--only` runs one solver (`jade`,
//! `sudoku`, `tdoku` or `none`) once over the set, for instruction counts under callgrind;
//! `--dump` prints, for every puzzle and mode, JADE's count, guesses and first solution
//! (two dumps that agree show that a change kept the search the same).

use std::ffi::c_char;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Instant;

use ln::fast::FastSolver;
use sudoku::Sudoku;

unsafe extern "C" {
    /// tdoku's entry point: solutions of the 81-character `puzzle` up to `limit`, the
    /// first (or last) written into `solution`.
    fn TdokuSolverDpllTriadSimd(
        puzzle: *const c_char,
        limit: usize,
        configuration: u32,
        solution: *mut c_char,
        num_guesses: *mut usize,
    ) -> usize;
}

/// A set: its name, its file, and how many puzzles to take.
const SETS: [(&str, &str, usize); 9] = [
    ("17clue", "17clue_49158.txt", 5000),
    ("top1465", "magictour_top1465.txt", 1465),
    ("forum_hardest_1106", "forum_hardest_1106.txt", 1106),
    ("kaggle", "kaggle_rohanrao_20k_easy.txt", 20000),
    ("multisol", "serg_benchmark_multisol.txt", 10000),
    ("norvig_top95", "norvig_top95.txt", 95),
    ("norvig_hardest11", "norvig_hardest11.txt", 11),
    ("norvig_easy50", "norvig_easy50.txt", 50),
    ("tdoku_kaggle_mixed", "tdoku_test_puzzles_kaggle_mixed.txt", 43),
];

/// The solvers, in the order of the columns.
const SOLVERS: [&str; 3] = ["jade", "sudoku", "tdoku"];

/// The fewest searches in one timed region.
const REGION: usize = 50;

/// One puzzle in each solver's own input form.
struct Puzzle {
    cells: [u8; 81],
    peer: Sudoku,
    line: [u8; 82],
}

/// Thread CPU time in nanoseconds.
fn thread_time() -> u64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `t` is a valid timespec for clock_gettime to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

/// Solutions of `puzzle` up to `limit` (1: the first solution, kept) with solver `s`.
fn run(s: usize, jade: &mut FastSolver, puzzle: &Puzzle, limit: u32) -> usize {
    match s {
        0 => {
            if limit == 1 {
                usize::from(jade.solve(&puzzle.cells).is_some())
            } else {
                jade.count_solutions(&puzzle.cells, limit, None) as usize
            }
        }
        1 => {
            if limit == 1 {
                usize::from(puzzle.peer.some_solution().is_some())
            } else {
                puzzle.peer.solutions_count_up_to(limit as usize)
            }
        }
        2 => tdoku_solve(puzzle, limit).0,
        _ => 0,
    }
}

/// tdoku's solutions of `puzzle` up to `limit`, and the guesses it made.
fn tdoku_solve(puzzle: &Puzzle, limit: u32) -> (usize, u64) {
    let mut solution = [0u8; 82];
    let mut guesses = 0usize;
    // SAFETY: the line is 81 characters and a NUL; the solution has room for 81.
    let count = unsafe {
        TdokuSolverDpllTriadSimd(
            puzzle.line.as_ptr().cast(),
            limit as usize,
            0,
            solution.as_mut_ptr().cast(),
            &mut guesses,
        )
    };
    (count, guesses as u64)
}

/// The puzzles of the file at `path`, the first `take` (none when it cannot be read).
fn load(path: &Path, take: usize) -> Vec<Puzzle> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| l.len() == 81)
        .take(take)
        .map(|l| {
            let mut cells = [0u8; 81];
            let mut line = [0u8; 82];
            for (k, b) in l.bytes().enumerate() {
                cells[k] = if b.is_ascii_digit() { b - b'0' } else { 0 };
                line[k] = if cells[k] == 0 { b'.' } else { b };
            }
            Puzzle { cells, peer: Sudoku::from_bytes(cells).expect("digits"), line }
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let data = arg("--data").unwrap_or_else(|| format!("{}/../../shared/data", env!("CARGO_MANIFEST_DIR")));
    let rounds: usize = arg("--rounds").map_or(3, |r| r.parse().expect("a number"));
    let only = arg("--only");
    let wanted = arg("--set");
    let cold: Option<usize> = arg("--cold").map(|k| k.parse().expect("a number"));
    // The puzzles solved between two searches timed cold, read only for `--cold`.
    let data = PathBuf::from(data);
    let flush = if cold.is_some() { load(&data.join(SETS[0].1), SETS[0].2) } else { Vec::new() };
    assert!(cold.is_none() || !flush.is_empty(), "--cold needs {}", data.join(SETS[0].1).display());
    let mut jade = FastSolver::new();
    if args.iter().any(|a| a == "--dump") {
        for (_, file, take) in SETS {
            for p in load(&data.join(file), take) {
                for limit in [1, 2] {
                    let mut first = [0u8; 81];
                    let count = jade.count_solutions(&p.cells, limit, Some(&mut first));
                    let first: String = first.iter().map(|&v| char::from(b'0' + v)).collect();
                    println!("{count} {} {first}", jade.work());
                }
            }
        }
        for seed in 0..2000 {
            let grid: String = jade.random_grid(seed).iter().map(|&v| char::from(b'0' + v)).collect();
            println!("{grid}");
        }
        return;
    }
    println!("| set | mode | JADE µs | sudoku µs | tdoku µs | sudoku ÷ JADE | tdoku ÷ JADE |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    let sets: Vec<(String, PathBuf, usize)> = match arg("--file") {
        Some(path) => {
            let path = PathBuf::from(path);
            let name = path.file_stem().map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
            let take = arg("--take").map_or(usize::MAX, |n| n.parse().expect("a number"));
            vec![(name, path, take)]
        }
        None => SETS.iter().map(|&(name, file, take)| (name.into(), data.join(file), take)).collect(),
    };
    for (name, path, take) in &sets {
        if wanted.as_deref().is_some_and(|w| w != name) {
            continue;
        }
        let puzzles = load(path, *take);
        assert!(!puzzles.is_empty(), "no puzzles in {}", path.display());
        for (mode, limit) in [("count ≤ 2", 2), ("first", 1)] {
            if let Some(only) = &only {
                let s = SOLVERS.iter().position(|n| n == only).unwrap_or(usize::MAX);
                let total: usize = puzzles.iter().map(|p| run(s, &mut jade, black_box(p), limit)).sum();
                println!("{name} {mode}: {only} {total}");
                continue;
            }
            let mut guesses = [0u64; 2];
            for p in &puzzles {
                let own = run(0, &mut jade, p, limit);
                guesses[0] += jade.work();
                let (tdoku, tdoku_guesses) = tdoku_solve(p, limit);
                guesses[1] += tdoku_guesses;
                let counts = [own, run(1, &mut jade, p, limit), tdoku];
                assert!(counts[0] == counts[1] && counts[1] == counts[2], "{name}: {counts:?}");
            }
            eprintln!(
                "{name} {mode}: guesses per puzzle: JADE {:.2}, tdoku {:.2}",
                guesses[0] as f64 / puzzles.len() as f64,
                guesses[1] as f64 / puzzles.len() as f64
            );
            let (per, label) = match cold {
                Some(k) => {
                    (cold_times(&puzzles, &flush, k, rounds, limit, &mut jade), format!("{mode}, cold {k}"))
                }
                None => (looped_times(&puzzles, rounds, limit, &mut jade), mode.to_string()),
            };
            println!(
                "| {name} ({}) | {label} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} |",
                puzzles.len(),
                per[0],
                per[1],
                per[2],
                per[1] / per[0],
                per[2] / per[0]
            );
        }
    }
}

/// Time per search in µs of each solver over `puzzles`: the puzzles in 20 chunks, each
/// solver over each chunk in turn (the order rotating), `rounds` times, each chunk timed
/// with the thread's CPU time.
fn looped_times(puzzles: &[Puzzle], rounds: usize, limit: u32, jade: &mut FastSolver) -> [f64; 3] {
    let mut time = [0u64; 3];
    // Reading the thread's clock costs a system call (about 0.4 µs on the machines
    // measured), so every timed region holds at least `REGION` searches: a small set is
    // gone through several times in a region.
    let chunk = puzzles.len().div_ceil(20).max(REGION.min(puzzles.len()));
    let repeats = REGION.div_ceil(chunk);
    for round in 0..rounds {
        for (c, part) in puzzles.chunks(chunk).enumerate() {
            for i in 0..3 {
                let s = (i + c + round) % 3;
                let start = thread_time();
                let n: usize = (0..repeats)
                    .map(|_| part.iter().map(|p| run(s, jade, black_box(p), limit)).sum::<usize>())
                    .sum();
                time[s] += thread_time() - start;
                black_box(n);
            }
        }
    }
    time.map(|t| t as f64 / 1000.0 / (rounds * repeats * puzzles.len()) as f64)
}

/// Time per search in µs of each solver over `puzzles`, each search timed on its own after
/// `k` puzzles of `flush` were solved by all three solvers (see the module documentation).
fn cold_times(
    puzzles: &[Puzzle],
    flush: &[Puzzle],
    k: usize,
    rounds: usize,
    limit: u32,
    jade: &mut FastSolver,
) -> [f64; 3] {
    let mut time = [0f64; 3];
    let mut empty = 0f64;
    let mut next = 0;
    for round in 0..rounds {
        for (i, p) in puzzles.iter().enumerate() {
            for j in 0..3 {
                let s = (j + i + round) % 3;
                for _ in 0..k {
                    let f = &flush[next % flush.len()];
                    next += 1;
                    for other in 0..3 {
                        black_box(run(other, jade, black_box(f), limit));
                    }
                }
                let start = Instant::now();
                black_box(run(s, jade, black_box(p), limit));
                time[s] += start.elapsed().as_secs_f64();
                let start = Instant::now();
                black_box(start);
                empty += start.elapsed().as_secs_f64() / 3.0;
            }
        }
    }
    let n = (rounds * puzzles.len()) as f64;
    time.map(|t| (t - empty) * 1e6 / n)
}
