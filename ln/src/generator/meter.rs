//! What a running generator shows another thread: the givens on the board and the solution
//! counts made, for a progress line on large boards where one puzzle takes seconds.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Counters a generator updates as it goes (relaxed atomics: a progress display reads them).
#[derive(Debug, Default)]
pub struct GenerationMeter {
    /// Givens on the board being built or minimised.
    pub givens: AtomicUsize,
    /// Solution counts made for the puzzle under way.
    pub checks: AtomicUsize,
}

impl GenerationMeter {
    /// Notes the board's givens and one more count.
    pub(crate) fn note(&self, givens: usize) {
        self.givens.store(givens, Ordering::Relaxed);
        self.checks.fetch_add(1, Ordering::Relaxed);
    }

    /// Starts a new puzzle.
    pub(crate) fn restart(&self) {
        self.givens.store(0, Ordering::Relaxed);
        self.checks.store(0, Ordering::Relaxed);
    }
}
