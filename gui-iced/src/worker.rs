//! Long searches (the generator, pattern examples) on a thread of their own: the UI
//! thread gets their progress and result as a stream of [`WorkerEvent`]s, and stops them
//! with a shared cancel flag.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use facade::SudokuLN;
use iced::futures::channel::mpsc;
use iced::futures::{Stream, StreamExt};

use crate::notice::GuiError;

/// What a running job reports.
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerEvent {
    /// Candidates tried so far and the time since the start.
    Progress {
        /// Candidate puzzles tried.
        tried: usize,
        /// Time since the start.
        elapsed: Duration,
    },
    /// The job ended: the new game, or why there is none.
    Finished(Result<Box<SudokuLN>, GuiError>),
}

/// How often progress reaches the UI at most.
pub const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// Sends a job's progress to the UI, at most once per [`PROGRESS_EVERY`].
#[derive(Debug)]
pub struct Reporter {
    sender: mpsc::UnboundedSender<WorkerEvent>,
    last: Mutex<Option<Instant>>,
}

impl Reporter {
    /// Reports progress, unless some was reported moments ago (or nobody listens).
    pub fn progress(&self, tried: usize, elapsed: Duration) {
        let Ok(mut last) = self.last.lock() else { return };
        if last.is_some_and(|at| at.elapsed() < PROGRESS_EVERY) {
            return;
        }
        *last = Some(Instant::now());
        let _ = self.sender.unbounded_send(WorkerEvent::Progress { tried, elapsed });
    }
}

/// Runs `job` on a new thread and returns the stream of its events, ending with
/// [`WorkerEvent::Finished`]. The job should watch `cancel`.
pub fn spawn<F>(cancel: Arc<AtomicBool>, job: F) -> impl Stream<Item = WorkerEvent> + Send + 'static
where
    F: FnOnce(&Reporter, &AtomicBool) -> Result<SudokuLN, GuiError> + Send + 'static,
{
    let (sender, receiver) = mpsc::unbounded();
    let reporter = Reporter { sender, last: Mutex::new(None) };
    let spawned = std::thread::Builder::new().name("jade-worker".into()).spawn(move || {
        let result = job(&reporter, &cancel).map(Box::new);
        let _ = reporter.sender.unbounded_send(WorkerEvent::Finished(result));
    });
    let failed = spawned.err().map(|error| WorkerEvent::Finished(Err(GuiError::Thread(Arc::new(error)))));
    receiver.chain(iced::futures::stream::iter(failed))
}

/// One event a second, from a thread of its own, for as long as someone listens.
pub fn seconds() -> impl Stream<Item = ()> + Send + 'static {
    let (sender, receiver) = mpsc::unbounded();
    let _ = std::thread::Builder::new().name("jade-clock".into()).spawn(move || {
        loop {
            std::thread::sleep(Duration::from_secs(1));
            if sender.unbounded_send(()).is_err() {
                break;
            }
        }
    });
    receiver
}
