//! A status line on stderr that a background thread redraws while a long job runs (a
//! count, a search), drawn only when stderr is a terminal. The job's answers go to stdout
//! between redraws: [`LiveLine::pause`] clears the line and holds it off while one is written.

use std::io::IsTerminal;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

/// How often the line is redrawn.
const REDRAW_EVERY: Duration = Duration::from_millis(100);

/// What the drawing thread and the job share.
struct Shared {
    /// Whether a line is on the screen now, and how wide it was.
    drawn: usize,
    /// Set when the job ends.
    stop: bool,
}

/// The line held off the screen while an answer is written; it comes back when dropped.
pub(crate) struct Paused<'a> {
    _held: MutexGuard<'a, Shared>,
}

/// The redrawn line; dropping it stops the thread and clears the line.
pub(crate) struct LiveLine {
    shared: Arc<(Mutex<Shared>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

impl LiveLine {
    /// Starts redrawing `describe`'s text every 100 ms when stderr is a terminal (nothing is
    /// drawn otherwise, or while `describe` says `None`).
    pub(crate) fn on_terminal(describe: impl Fn() -> Option<String> + Send + 'static) -> LiveLine {
        LiveLine::start(std::io::stderr().is_terminal(), describe)
    }

    fn start(visible: bool, describe: impl Fn() -> Option<String> + Send + 'static) -> LiveLine {
        let shared = Arc::new((Mutex::new(Shared { drawn: 0, stop: false }), Condvar::new()));
        let thread = visible.then(|| {
            let shared = Arc::clone(&shared);
            std::thread::spawn(move || redraw(&shared, describe))
        });
        LiveLine { shared, thread }
    }

    /// Clears the line and keeps it off until the guard is dropped: write an answer then.
    pub(crate) fn pause(&self) -> Paused<'_> {
        let mut shared = lock(&self.shared.0);
        clear(&mut shared);
        Paused { _held: shared }
    }
}

impl Drop for LiveLine {
    fn drop(&mut self) {
        {
            let mut shared = lock(&self.shared.0);
            shared.stop = true;
            clear(&mut shared);
            self.shared.1.notify_all();
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The drawing thread: every 100 ms, the text of `describe` over the previous one.
fn redraw(shared: &(Mutex<Shared>, Condvar), describe: impl Fn() -> Option<String>) {
    let mut state = lock(&shared.0);
    loop {
        state = match shared.1.wait_timeout(state, REDRAW_EVERY) {
            Ok((state, _)) => state,
            Err(poisoned) => poisoned.into_inner().0,
        };
        if state.stop {
            return;
        }
        if let Some(text) = describe() {
            let width = text.chars().count();
            eprint!("\r{text}{:pad$}", "", pad = state.drawn.saturating_sub(width));
            state.drawn = width.max(1);
        }
    }
}

/// Removes the line, if drawn.
fn clear(shared: &mut Shared) {
    if shared.drawn > 0 {
        eprint!("\r{:width$}\r", "", width = shared.drawn);
        shared.drawn = 0;
    }
}

/// The shared state, even after a panic elsewhere (it holds only counters).
fn lock(mutex: &Mutex<Shared>) -> MutexGuard<'_, Shared> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_hidden_line_never_asks_for_its_text() {
        let asked = Arc::new(AtomicUsize::new(0));
        let seen = Arc::clone(&asked);
        let line = LiveLine::start(false, move || {
            seen.fetch_add(1, Ordering::Relaxed);
            None
        });
        std::thread::sleep(REDRAW_EVERY * 3);
        drop(line.pause());
        drop(line);
        assert_eq!(asked.load(Ordering::Relaxed), 0);
    }

    #[test]
    fn a_shown_line_is_redrawn_until_dropped() {
        let asked = Arc::new(AtomicUsize::new(0));
        let seen = Arc::clone(&asked);
        let line = LiveLine::start(true, move || {
            seen.fetch_add(1, Ordering::Relaxed);
            None
        });
        while asked.load(Ordering::Relaxed) < 2 {
            std::thread::sleep(REDRAW_EVERY / 2);
        }
        drop(line);
        let after = asked.load(Ordering::Relaxed);
        std::thread::sleep(REDRAW_EVERY * 2);
        assert_eq!(asked.load(Ordering::Relaxed), after, "the thread has stopped");
    }
}
