//! How the dialogs change the state: the generator and pattern-example settings, starting
//! and cancelling their searches, the worker's news, and the open/save panel.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use iced::Task;

use crate::app::{App, Source};
use crate::dialogs::{Dialog, Job, fresh_seed};
use crate::file_panel::{self, FileOutcome};
use crate::message::{DialogMessage, FileMessage, Message};
use crate::worker::WorkerEvent;

impl App {
    /// A change in the generator or pattern-example dialog.
    pub(crate) fn dialog_message(&mut self, message: DialogMessage) -> Task<Message> {
        match (message, &mut self.dialog) {
            (DialogMessage::Level(level), Some(Dialog::Generator(d))) => d.level = level,
            (DialogMessage::Best(best), Some(Dialog::Generator(d))) => d.best = best,
            (DialogMessage::Minutes(minutes), Some(Dialog::Generator(d))) => d.minutes = minutes,
            (DialogMessage::Symmetry(symmetry), Some(Dialog::Generator(d))) => d.symmetry = symmetry,
            (DialogMessage::Pattern(id), Some(Dialog::Example(d))) => d.pattern = id,
            (DialogMessage::Start, _) => return self.start_job(),
            (DialogMessage::Cancel, _) => self.cancel_job(),
            (DialogMessage::Close, _) => {
                self.cancel_job();
                self.dialog = None;
            }
            _ => {}
        }
        Task::none()
    }

    /// Starts the open dialog's search on a worker thread (one at a time).
    fn start_job(&mut self) -> Task<Message> {
        if self.job.is_some() {
            return Task::none();
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let seed = fresh_seed();
        self.next_job += 1;
        let id = self.next_job;
        let stream = match &self.dialog {
            Some(Dialog::Generator(d)) => iced::futures::StreamExt::boxed(d.start(cancel.clone(), seed)),
            Some(Dialog::Example(d)) => iced::futures::StreamExt::boxed(d.start(cancel.clone(), seed)),
            _ => return Task::none(),
        };
        self.job = Some(Job { id, cancel, tried: 0, elapsed: Duration::ZERO });
        self.info("searching in the background…");
        Task::run(stream, move |event| Message::Worker(id, event))
    }

    /// Stops the running search; its late news is dropped.
    pub(crate) fn cancel_job(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel.store(true, Ordering::Relaxed);
            self.info("search cancelled");
        }
    }

    /// News from worker `id`; only the current job's news counts.
    pub(crate) fn worker_event(&mut self, id: u64, event: WorkerEvent) {
        let Some(job) = self.job.as_mut().filter(|job| job.id == id) else { return };
        match event {
            WorkerEvent::Progress { tried, elapsed } => {
                job.tried = tried;
                job.elapsed = elapsed;
            }
            WorkerEvent::Finished(result) => {
                self.job = None;
                match result {
                    Ok(game) => {
                        let what = match &self.dialog {
                            Some(Dialog::Example(d)) => format!("{} example", d.pattern),
                            Some(Dialog::Generator(d)) => format!("generated {}", d.level.label()),
                            _ => "generated".to_string(),
                        };
                        self.dialog = None;
                        self.replace_game(Source::Made(what.clone()), *game);
                        self.info(format!("new board: {what}"));
                    }
                    Err(error) => self.fail(error),
                }
            }
        }
    }

    /// A change in the open/save panel.
    pub(crate) fn file_message(&mut self, message: FileMessage) {
        let Some(Dialog::File(panel)) = &mut self.dialog else { return };
        match message {
            FileMessage::Path(path) => panel.path = path,
            FileMessage::Recent(path) => panel.path = path.display().to_string(),
            FileMessage::Close => self.dialog = None,
            FileMessage::Confirm => {
                let (purpose, path) = (panel.purpose, PathBuf::from(panel.path.trim()));
                match file_panel::perform(purpose, &path, self.game()) {
                    Ok(FileOutcome::Opened(game)) => {
                        self.replace_game(Source::File(path.clone()), *game);
                        self.info(format!("opened {}", path.display()));
                        self.remember(path);
                        self.dialog = None;
                    }
                    Ok(FileOutcome::Saved(news)) => {
                        self.info(news);
                        self.remember(path);
                        self.dialog = None;
                    }
                    Err(error) => self.fail(error),
                }
            }
        }
    }

    /// Puts `path` first in the recent files (and in their store, if the app keeps one).
    fn remember(&mut self, path: PathBuf) {
        crate::recent::push(&mut self.recent, path);
        if let Some(store) = &self.recent_store {
            crate::recent::save(store, &self.recent);
        }
    }
}
