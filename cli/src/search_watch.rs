//! The live line of `check` and `solve` while one search runs long: which line, how many
//! search nodes so far against the limit, and for how long.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::live_line::LiveLine;
use crate::output;

/// How long one search runs before the live line shows it.
const SHOW_AFTER: Duration = Duration::from_millis(250);

/// What the live line reads while a search goes on.
pub(crate) struct SearchWatch {
    /// Nodes the search under way has visited (written by engines that can).
    pub(crate) nodes: Arc<AtomicU64>,
    /// The input line of the search under way, 0 between searches.
    line: AtomicUsize,
    /// When the search under way started, in milliseconds since `started`.
    line_started: AtomicU64,
    started: Instant,
}

impl SearchWatch {
    /// A watch with no search under way, and the live line that shows it on a terminal.
    pub(crate) fn on_terminal() -> (Arc<SearchWatch>, LiveLine) {
        let watch = Arc::new(SearchWatch {
            nodes: Arc::new(AtomicU64::new(0)),
            line: AtomicUsize::new(0),
            line_started: AtomicU64::new(0),
            started: Instant::now(),
        });
        let shown = Arc::clone(&watch);
        (watch, LiveLine::on_terminal(move || shown.describe()))
    }

    /// Notes that the search of the puzzle on `line` begins.
    pub(crate) fn start(&self, line: usize) {
        self.nodes.store(0, Ordering::Relaxed);
        self.line_started.store(self.started.elapsed().as_millis() as u64, Ordering::Relaxed);
        self.line.store(line, Ordering::Relaxed);
    }

    /// Notes that the search ended.
    pub(crate) fn stop(&self) {
        self.line.store(0, Ordering::Relaxed);
    }

    /// `line 3: searching, 12000 nodes, 2.1 s` once a search has run a while.
    fn describe(&self) -> Option<String> {
        let line = self.line.load(Ordering::Relaxed);
        let since = Duration::from_millis(self.line_started.load(Ordering::Relaxed));
        let running = self.started.elapsed().saturating_sub(since);
        (line != 0 && running >= SHOW_AFTER).then(|| {
            let nodes = self.nodes.load(Ordering::Relaxed);
            let nodes = if nodes > 0 { format!("{nodes} nodes, ") } else { String::new() };
            format!("line {line}: searching, {nodes}{}", output::duration(running))
        })
    }
}
