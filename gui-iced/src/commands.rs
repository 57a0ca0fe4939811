//! What each menu and toolbar [`Command`] does: one façade call, and the news it gives.

use dn::{CandidateSet, InputMode, SolutionStatus};
use facade::HintAnswer;
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
            other => self.game_command(other),
        }
        Task::none()
    }

    /// Restricts hints to the pattern with this id (from the command line); an unknown id
    /// is reported in the notice line.
    pub fn select_pattern_by_id(&mut self, id: &str) {
        match facade::pattern_id(id) {
            Ok(pattern) => self.game_command(Command::SelectPattern(Some(pattern))),
            Err(_) => self.fail(format!("no pattern is called '{id}' (see the Pattern menu)")),
        }
    }

    /// The commands that act on the game; nothing happens without one.
    fn game_command(&mut self, command: Command) {
        let Ok(game) = &mut self.game else {
            self.fail("open or generate a board first");
            return;
        };
        let news: Result<Option<String>, String> = match command {
            Command::WriteNew(geometry) => {
                game.write_new(geometry);
                self.selected = None;
                self.source = crate::app::Source::Made(format!("new {geometry}"));
                Ok(Some("type the givens (a digit sets a value), then File → Finish writing".into()))
            }
            Command::FinishWriting => match game.finish_writing() {
                Ok(SolutionStatus::Unique(_)) => {
                    game.start_clock();
                    Ok(Some("the new board has one solution: play!".into()))
                }
                Ok(SolutionStatus::None) => Err("the board has no solution; keep writing".into()),
                Ok(SolutionStatus::Multiple(..)) => Err("the board has several solutions; add givens".into()),
                Err(error) => Err(error.to_string()),
            },
            Command::Undo => Ok((!game.undo()).then(|| "nothing to undo".into())),
            Command::Redo => Ok((!game.redo()).then(|| "nothing to redo".into())),
            Command::Reset => {
                game.reset();
                Ok(Some("back to the start".into()))
            }
            Command::SelectPattern(id) => {
                game.select_pattern(id);
                Ok(None)
            }
            Command::Hint => {
                game.show_hint(None).map_err(|e| e.to_string()).and_then(|answer| answer_news(&answer, false))
            }
            Command::Step => {
                game.step(None).map_err(|e| e.to_string()).and_then(|answer| answer_news(&answer, true))
            }
            Command::Singles => match game.singles() {
                Ok(steps) if steps.is_empty() => Ok(Some("no single applies".into())),
                Ok(steps) => Ok(Some(format!("{} singles placed or eliminated", steps.len()))),
                Err(problems) => Err(problem_text(&problems)),
            },
            Command::SolveWithPatterns => match game.solve_with_patterns() {
                Ok(report) => {
                    let news = format!("{} steps; level {}", report.steps.len(), report.difficulty.label);
                    self.panel = Panel::Report(Box::new(report));
                    Ok(Some(news))
                }
                Err(problems) => Err(problem_text(&problems)),
            },
            Command::SolveTrialAndError => game
                .solve_trial_and_error()
                .map(|()| Some("solved by trial and error".into()))
                .map_err(|problems| problem_text(&problems)),
            Command::CleanCandidates => {
                game.clean_candidates();
                Ok(None)
            }
            Command::ClearCandidates => {
                game.clear_candidates();
                Ok(None)
            }
            Command::ComputeCandidates => {
                game.compute_candidates();
                Ok(None)
            }
            Command::CheckRules => {
                let conflicts = game.check_rules();
                match conflicts.first() {
                    None => Ok(Some("no rule is broken".into())),
                    Some(first) => Err(format!("{} broken rules, e.g. {first}", conflicts.len())),
                }
            }
            Command::ToggleFilter(digit) => {
                let mut filter: CandidateSet = game.settings().filter;
                filter.toggle(digit);
                game.set_filter(filter);
                Ok(None)
            }
            Command::ClearFilter => {
                game.set_filter(CandidateSet::EMPTY);
                Ok(None)
            }
            Command::ClearColour(colour) => {
                game.clear_colour(colour);
                Ok(None)
            }
            Command::ClearColours => {
                game.clear_colours();
                Ok(None)
            }
            Command::ShowColours(show) => {
                game.show_colours(show);
                Ok(None)
            }
            Command::Mode(mode) => {
                game.set_mode(mode);
                Ok(Some(match mode {
                    InputMode::Normal => "normal mode: placing a value changes nothing else".into(),
                    InputMode::AutoEliminate => {
                        "auto-eliminate: a placed value leaves its peers' candidates".into()
                    }
                }))
            }
            Command::Generate
            | Command::PatternExample
            | Command::File(_)
            | Command::Help(_)
            | Command::About => Ok(None),
        };
        match news {
            Ok(Some(text)) => self.info(text),
            Ok(None) => self.notice = None,
            Err(text) => self.fail(text),
        }
    }
}

/// What to say after a hint or a step: nothing for a hint on show (the side panel explains
/// it), the explanation for a step taken; a board that cannot support a sound hint is an
/// error.
fn answer_news(answer: &HintAnswer, applied: bool) -> Result<Option<String>, String> {
    match answer {
        HintAnswer::Hint(hint) if applied => Ok(Some(format!("{}: {}", hint.name, hint.explanation))),
        HintAnswer::Hint(_) => Ok(None),
        HintAnswer::Inconsistent(_) => Err(answer.to_string()),
        other => Ok(Some(other.to_string())),
    }
}

fn problem_text(problems: &[facade::Problem]) -> String {
    let list: Vec<String> = problems.iter().map(ToString::to_string).collect();
    format!("cannot solve: {}", list.join("; "))
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
