//! Batch generation on every core: puzzle `k` of a batch comes from its own seed, so the
//! batch is the same whatever the number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use dn::Level;

use super::{
    GeneracionLN, GenerationError, GeneratorOptions, GradedPuzzle, SearchMode, generate_graded, rate_puzzle,
};

/// What a batch asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BatchRequest {
    /// How many puzzles.
    pub count: usize,
    /// The batch seed; puzzle `k` uses `seed + k`.
    pub seed: u64,
    /// The level wanted (9×9, first found), or any level.
    pub level: Option<Level>,
    /// Size, symmetry, clue count and engine.
    pub options: GeneratorOptions,
    /// Worker threads (0: one per core).
    pub threads: usize,
}

/// Generates a batch; `progress(done, total)` is called as puzzles finish (from worker
/// threads); `cancel` stops it early and the puzzles finished so far are returned in order.
pub fn generate_batch(
    request: &BatchRequest,
    progress: &(dyn Fn(usize, usize) + Sync),
    cancel: &AtomicBool,
) -> Result<Vec<GradedPuzzle>, GenerationError> {
    let threads = match request.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
    .min(request.count.max(1));
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Result<GradedPuzzle, GenerationError>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut generator = GeneracionLN::new(request.options);
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= request.count || cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let result = one(request, &mut generator, request.seed.wrapping_add(k as u64), cancel);
                    results.lock().expect("no worker panics while holding the lock").push((k, result));
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1, request.count);
                }
            });
        }
    });
    let mut results = results.into_inner().expect("workers are done");
    results.sort_by_key(|(k, _)| *k);
    let mut puzzles = Vec::with_capacity(results.len());
    for (_, result) in results {
        match result {
            Ok(puzzle) => puzzles.push(puzzle),
            Err(GenerationError::Cancelled { .. }) => break,
            Err(error) => return Err(error),
        }
    }
    Ok(puzzles)
}

/// One puzzle of the batch.
fn one(
    request: &BatchRequest,
    generator: &mut GeneracionLN,
    seed: u64,
    cancel: &AtomicBool,
) -> Result<GradedPuzzle, GenerationError> {
    match request.level {
        Some(level) => generate_graded(
            level,
            request.options.symmetry,
            SearchMode::FirstFound,
            seed,
            &mut |_| {},
            cancel,
        ),
        None => {
            let generated = generator.generate(seed)?;
            let (rating, counts) = rate_puzzle(&generated);
            Ok(GradedPuzzle { generated, rating, counts, tried: 1 })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_do_not_depend_on_the_thread_count() {
        let cancel = AtomicBool::new(false);
        let request = BatchRequest {
            count: 12,
            seed: 40,
            level: None,
            options: GeneratorOptions::default(),
            threads: 1,
        };
        let one_thread = generate_batch(&request, &|_, _| {}, &cancel).unwrap();
        let two_threads =
            generate_batch(&BatchRequest { threads: 2, ..request }, &|_, _| {}, &cancel).unwrap();
        assert_eq!(one_thread.len(), 12);
        let puzzles = |b: &[GradedPuzzle]| b.iter().map(|p| p.generated.puzzle.clone()).collect::<Vec<_>>();
        assert_eq!(puzzles(&one_thread), puzzles(&two_threads));
        assert_eq!(one_thread[3].generated.seed, 43);
    }
}
