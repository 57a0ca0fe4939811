//! What each menu and toolbar [`Command`] does: one façade call, and the news it gives.

use dn::SolutionStatus;
use facade::{Action, HintAnswer, Outcome};
use iced::Task;

use crate::app::App;
use crate::dialogs::{Dialog, ExampleDialog, GeneratorDialog};
use crate::file_panel::{FilePanel, FilePurpose};
use crate::message::{Command, Message};
use crate::side_panel::Panel;

impl App {
    /// Runs one menu or toolbar command.
    pub(crate) fn run_command(&mut self, command: Command) -> Task<Message> {
        match command {
            Command::Generate => self.dialog = Some(Dialog::Generator(GeneratorDialog::default())),
            Command::PatternExample => {
                let pattern = facade::menu_patterns().first().map_or(dn::PatternId::NakedSingle, |p| p.id);
                self.dialog = Some(Dialog::Example(ExampleDialog { pattern }));
            }
            Command::File(purpose) => {
                let path = self.recent.first().map(|p| p.display().to_string()).unwrap_or_default();
                let path = if purpose == FilePurpose::Open { path } else { suggested_path(purpose, &path) };
                self.dialog = Some(Dialog::File(FilePanel::new(purpose, path)));
            }
            Command::Help(id) => self.panel = Panel::Help(id),
            Command::About => self.panel = Panel::About,
            Command::Act(action) => self.act(action),
            Command::ToggleFilter(digit) => {
                let mut filter = self.game().map(|g| g.settings().filter).unwrap_or_default();
                filter.toggle(digit);
                self.act(Action::Filter(filter));
            }
        }
        Task::none()
    }

    /// Restricts hints to the pattern with this id (from the command line); an unknown id
    /// is reported in the notice line.
    pub fn select_pattern_by_id(&mut self, id: &str) {
        match facade::pattern_id(id) {
            Ok(pattern) => self.act(Action::SelectPattern(Some(pattern))),
            Err(_) => self.fail(format!("no pattern is called '{id}' (see the Pattern menu)")),
        }
    }

    /// Applies a move to the game through the façade's one entry point and shows its
    /// outcome; nothing happens without a game.
    pub(crate) fn act(&mut self, action: Action) {
        let Ok(game) = &mut self.game else {
            self.fail("open or generate a board first");
            return;
        };
        match game.apply(action) {
            Ok(outcome) => self.show_outcome(outcome),
            Err(error) => self.fail(error.to_string()),
        }
    }

    /// What the window does with an outcome besides saying it: a board being written
    /// starts with no selection, a written board starts the clock, a solve shows its
    /// report; a hint on show needs no words (the side panel explains it).
    fn show_outcome(&mut self, outcome: Outcome) {
        let Ok(game) = &mut self.game else { return };
        match &outcome {
            Outcome::Writing => {
                self.selected = None;
                self.source = crate::app::Source::Made(format!("new {}", game.board().geometry()));
            }
            Outcome::Written(SolutionStatus::Unique(_)) => game.start_clock(),
            Outcome::Solved(report) => self.panel = Panel::Report(report.clone()),
            _ => {}
        }
        match outcome {
            Outcome::Hint(HintAnswer::Hint(_)) => self.notice = None,
            setback if setback.is_setback() => self.fail(setback.to_string()),
            other => self.info(other.to_string()),
        }
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
