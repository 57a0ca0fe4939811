//! The dialogs beside the board and the search they may run: which dialog is open, the
//! generator's and pattern example's settings, starting and cancelling their searches, the
//! worker's news, and the open/save panel. Its `update` functions answer the window with a
//! [`DialogReply`].

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use facade::{SudokuLN, Techniques};
use iced::{Element, Task};

use crate::app::Source;
use crate::dialogs::{Dialog, ExampleDialog, GeneratorDialog, Job, fresh_seed};
use crate::file_panel::{FileOutcome, FilePanel, FilePurpose, FileReply};
use crate::message::{DialogMessage, FileMessage, Message};
use crate::notice::Notice;
use crate::worker::WorkerEvent;

/// The open dialog, if any, and the search running in the background, if any.
#[derive(Debug, Default)]
pub struct Dialogs {
    open: Option<Dialog>,
    job: Option<Job>,
    next_job: u64,
}

/// What the dialogs ask of the window after a message.
#[derive(Debug)]
pub enum DialogReply {
    /// Nothing for the window to do.
    Nothing,
    /// Show this news (or error).
    Say(Notice),
    /// Play this game from now on; remember `path` among the recent files if it was opened.
    Play {
        /// Where the game comes from.
        source: Source,
        /// The game.
        game: Box<SudokuLN>,
        /// The news to show.
        notice: Notice,
    },
    /// A board or session was written: remember its path and show the news.
    Saved(PathBuf, Notice),
}

impl Dialogs {
    /// The open dialog, if any.
    pub fn open(&self) -> Option<&Dialog> {
        self.open.as_ref()
    }

    /// The search running in the background, if any.
    pub fn job(&self) -> Option<&Job> {
        self.job.as_ref()
    }

    /// Opens the generator dialog, grading with `techniques` (the game's setting).
    pub fn open_generator(&mut self, techniques: Techniques) {
        self.open = Some(Dialog::Generator(GeneratorDialog { techniques, ..GeneratorDialog::default() }));
    }

    /// The generator grades with `techniques` from now on (the game's setting changed).
    pub fn follow_techniques(&mut self, techniques: Techniques) {
        if let Some(Dialog::Generator(dialog)) = &mut self.open {
            dialog.techniques = techniques;
        }
    }

    /// Opens the pattern-example dialog on the first pattern of the menu.
    pub fn open_example(&mut self) {
        let pattern =
            crate::menu_bar::menu_patterns().first().map_or(dn::PatternId::new("hidden-single"), |p| p.id);
        self.open = Some(Dialog::Example(ExampleDialog { pattern }));
    }

    /// Opens the path panel for `purpose`; `last` is the most recent file, if any. The
    /// task gives the path field the keyboard, so typed keys go to it, not to the board.
    pub fn open_file(&mut self, purpose: FilePurpose, last: Option<&PathBuf>) -> Task<Message> {
        let path = last.map(|p| p.display().to_string()).unwrap_or_default();
        let path = if purpose == FilePurpose::Open { path } else { suggested_path(purpose, &path) };
        self.open = Some(Dialog::File(FilePanel::new(purpose, path)));
        iced::widget::operation::focus(crate::file_panel::PATH_FIELD)
    }

    /// Escape: closes the dialog unless a search runs.
    pub fn escape(&mut self) {
        if self.job.is_none() {
            self.open = None;
        }
    }

    /// A change in the generator or pattern-example dialog.
    pub fn dialog_message(&mut self, message: DialogMessage) -> (Task<Message>, DialogReply) {
        match (message, &mut self.open) {
            (DialogMessage::Level(level), Some(Dialog::Generator(d))) => d.level = level,
            (DialogMessage::Best(best), Some(Dialog::Generator(d))) => d.best = best,
            (DialogMessage::Minutes(minutes), Some(Dialog::Generator(d))) => d.minutes = minutes,
            (DialogMessage::Symmetry(symmetry), Some(Dialog::Generator(d))) => d.symmetry = symmetry,
            (DialogMessage::Pattern(id), Some(Dialog::Example(d))) => d.pattern = id,
            (DialogMessage::Start, _) => return self.start_job(),
            (DialogMessage::Cancel, _) => return (Task::none(), self.cancel_job()),
            (DialogMessage::Close, _) => {
                let reply = self.cancel_job();
                self.open = None;
                return (Task::none(), reply);
            }
            _ => {}
        }
        (Task::none(), DialogReply::Nothing)
    }

    /// Starts the open dialog's search on a worker thread (one at a time).
    fn start_job(&mut self) -> (Task<Message>, DialogReply) {
        if self.job.is_some() {
            return (Task::none(), DialogReply::Nothing);
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let seed = fresh_seed();
        let stream = match &self.open {
            Some(Dialog::Generator(d)) => iced::futures::StreamExt::boxed(d.start(cancel.clone(), seed)),
            Some(Dialog::Example(d)) => iced::futures::StreamExt::boxed(d.start(cancel.clone(), seed)),
            _ => return (Task::none(), DialogReply::Nothing),
        };
        self.next_job += 1;
        let id = self.next_job;
        self.job = Some(Job { id, cancel, tried: 0, elapsed: Duration::ZERO });
        let task = Task::run(stream, move |event| Message::Worker(id, event));
        (task, DialogReply::Say(Notice::Info("searching in the background…".into())))
    }

    /// Stops the running search; its late news is dropped.
    fn cancel_job(&mut self) -> DialogReply {
        match self.job.take() {
            Some(job) => {
                job.cancel.store(true, Ordering::Relaxed);
                DialogReply::Say(Notice::Info("search cancelled".into()))
            }
            None => DialogReply::Nothing,
        }
    }

    /// News from worker `id`; only the current job's news counts.
    pub fn worker_event(&mut self, id: u64, event: WorkerEvent) -> DialogReply {
        let Some(job) = self.job.as_mut().filter(|job| job.id == id) else { return DialogReply::Nothing };
        match event {
            WorkerEvent::Progress { tried, elapsed } => {
                job.tried = tried;
                job.elapsed = elapsed;
                DialogReply::Nothing
            }
            WorkerEvent::Finished(result) => {
                self.job = None;
                match result {
                    Ok(game) => {
                        let what = match &self.open {
                            Some(Dialog::Example(d)) => format!("{} example", d.pattern),
                            Some(Dialog::Generator(d)) => format!("generated {}", d.level.label()),
                            _ => "generated".to_string(),
                        };
                        self.open = None;
                        let notice = Notice::Info(format!("new board: {what}"));
                        DialogReply::Play { source: Source::Made(what), game, notice }
                    }
                    Err(error) => DialogReply::Say(error.into()),
                }
            }
        }
    }

    /// A change in the open/save panel; a confirmation opens or saves `game`.
    pub fn file_message(&mut self, message: FileMessage, game: Option<&SudokuLN>) -> DialogReply {
        let Some(Dialog::File(panel)) = &mut self.open else { return DialogReply::Nothing };
        match panel.update(message, game) {
            FileReply::Stay => DialogReply::Nothing,
            FileReply::Close => {
                self.open = None;
                DialogReply::Nothing
            }
            FileReply::Failed(error) => DialogReply::Say(error.into()),
            FileReply::Done(path, FileOutcome::Opened(game)) => {
                self.open = None;
                let notice = Notice::Info(format!("opened {}", path.display()));
                DialogReply::Play { source: Source::File(path), game, notice }
            }
            FileReply::Done(path, FileOutcome::Saved(news)) => {
                self.open = None;
                DialogReply::Saved(path, Notice::Info(news))
            }
            FileReply::Done(_, FileOutcome::Exported(news)) => {
                self.open = None;
                DialogReply::Say(Notice::Info(news))
            }
        }
    }

    /// The open dialog's view, if a dialog is open.
    pub fn view<'a>(&'a self, recent: &'a [PathBuf]) -> Option<Element<'a, Message>> {
        Some(match self.open.as_ref()? {
            Dialog::Generator(dialog) => dialog.view(self.job.as_ref()),
            Dialog::Example(dialog) => dialog.view(self.job.as_ref()),
            Dialog::File(panel) => panel.view(recent),
        })
    }
}

/// A path for a save: the last file's name with the purpose's extension, or a default.
fn suggested_path(purpose: FilePurpose, last: &str) -> String {
    let extension = match purpose {
        FilePurpose::Open | FilePurpose::SaveBoard => "sdk",
        FilePurpose::SaveSession => "jade.json",
        FilePurpose::ExportPdf => "pdf",
        FilePurpose::ExportSvg => "svg",
    };
    let stem = std::path::Path::new(last)
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.split('.').next())
        .filter(|s| !s.is_empty())
        .unwrap_or("puzzle");
    let dir = std::path::Path::new(last).parent().map(|p| p.display().to_string()).unwrap_or_default();
    if dir.is_empty() { format!("{stem}.{extension}") } else { format!("{dir}/{stem}.{extension}") }
}
