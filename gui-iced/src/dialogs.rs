//! The generator dialog and the pattern-example dialog (thesis menu File): their settings,
//! their views, and the background searches they start.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use dn::{Level, SudokuDN, TutorSettings};
use facade::{GenerateRequest, SearchMode, SudokuLN, Symmetry, Techniques};
use iced::Element;
use iced::futures::Stream;
use iced::widget::{button, column, pick_list, radio, row, text};

use crate::choice::Choice;
use crate::clock::{format_duration, format_wait};
use crate::message::{DialogMessage, Message};
use crate::worker::{self, WorkerEvent};

/// The generator's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GeneratorDialog {
    /// The level asked for.
    pub level: Level,
    /// Keep the best puzzle found within `minutes` instead of the first one.
    pub best: bool,
    /// Minutes for "best within".
    pub minutes: u32,
    /// The givens' symmetry.
    pub symmetry: Symmetry,
    /// The patterns the level is graded with: the game's choice (Solve → Uniqueness
    /// techniques), which the new game keeps.
    pub techniques: Techniques,
}

impl Default for GeneratorDialog {
    fn default() -> GeneratorDialog {
        GeneratorDialog {
            level: Level::Medium,
            best: false,
            minutes: 1,
            symmetry: Symmetry::None,
            techniques: Techniques::ALL,
        }
    }
}

/// The pattern-example dialog's setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExampleDialog {
    /// The pattern to show.
    pub pattern: dn::PatternId,
}

/// A dialog beside the board.
#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// File → Generate….
    Generator(GeneratorDialog),
    /// File → Pattern example….
    Example(ExampleDialog),
    /// Open or save.
    File(crate::file_panel::FilePanel),
}

/// A search running in the background.
#[derive(Clone, Debug)]
pub struct Job {
    /// Its number; events of older jobs are dropped.
    pub id: u64,
    /// Set to stop it.
    pub cancel: Arc<AtomicBool>,
    /// Candidates tried so far.
    pub tried: usize,
    /// Time since it started.
    pub elapsed: Duration,
}

/// Minutes offered for "best within".
pub const MINUTES: [u32; 5] = [1, 2, 5, 10, 30];

/// A seed from the clock, so each search differs.
pub fn fresh_seed() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

fn level_choices() -> Vec<Choice<Level>> {
    Level::ALL.iter().map(|&l| Choice::new(l, l.label())).collect()
}

fn symmetry_choices() -> Vec<Choice<Symmetry>> {
    Symmetry::ALL.iter().map(|&s| Choice::new(s, s.id())).collect()
}

fn pattern_choices() -> Vec<Choice<dn::PatternId>> {
    crate::menu_bar::menu_patterns().iter().map(|p| Choice::new(p.id, p.name)).collect()
}

fn dialog(message: DialogMessage) -> Message {
    Message::Dialog(message)
}

/// The progress line, or the Start/Close buttons when nothing runs.
fn controls<'a>(job: Option<&Job>) -> Element<'a, Message> {
    match job {
        Some(job) => column![
            text(format!("Searching… {} tried in {}", job.tried, format_duration(job.elapsed))),
            button(text("Cancel")).on_press(dialog(DialogMessage::Cancel)),
        ]
        .spacing(8)
        .into(),
        None => row![
            button(text("Start")).on_press(dialog(DialogMessage::Start)),
            button(text("Close")).on_press(dialog(DialogMessage::Close)),
        ]
        .spacing(8)
        .into(),
    }
}

impl GeneratorDialog {
    /// The dialog: level and its patterns, first/best, minutes, symmetry, expected time.
    pub fn view<'a>(&self, job: Option<&Job>) -> Element<'a, Message> {
        let level = self.level;
        let patterns: Vec<String> = facade::patterns()
            .into_iter()
            .filter(|p| p.level == level && self.techniques.allows(p))
            .map(|p| p.name.to_string())
            .collect();
        let mode = if self.best { Some(true) } else { Some(false) };
        let minutes: Vec<Choice<u32>> = MINUTES.iter().map(|&m| Choice::new(m, format!("{m} min"))).collect();
        column![
            text("Generate a puzzle").size(18).font(crate::BOLD),
            row![
                text("Level"),
                pick_list(level_choices(), Some(Choice::new(level, level.label())), |c| dialog(
                    DialogMessage::Level(c.value)
                )),
            ]
            .spacing(8),
            text(format!("Patterns at this level: {}", patterns.join(", "))).size(13),
            radio("First found", false, mode, |b| dialog(DialogMessage::Best(b))),
            row![
                radio("Best within", true, mode, |b| dialog(DialogMessage::Best(b))),
                pick_list(minutes, Some(Choice::new(self.minutes, format!("{} min", self.minutes))), |c| {
                    dialog(DialogMessage::Minutes(c.value))
                }),
            ]
            .spacing(8),
            row![
                text("Symmetry"),
                pick_list(symmetry_choices(), Some(Choice::new(self.symmetry, self.symmetry.id())), |c| {
                    dialog(DialogMessage::Symmetry(c.value))
                }),
            ]
            .spacing(8),
            text(format!("Expected time (first found): {}", format_wait(facade::expected_time(level))))
                .size(13),
            text(self.graded_with()).size(13),
            controls(job),
        ]
        .spacing(10)
        .into()
    }

    /// Which techniques the level is graded with, in words.
    pub fn graded_with(&self) -> &'static str {
        if self.techniques.uniqueness {
            "Graded with every technique"
        } else {
            "Graded without the uniqueness techniques (Solve menu)"
        }
    }

    /// The search mode chosen.
    pub fn mode(&self) -> SearchMode {
        if self.best {
            SearchMode::BestWithin(Duration::from_secs(u64::from(self.minutes) * 60))
        } else {
            SearchMode::FirstFound
        }
    }

    /// Starts the search off the UI thread; its events as a stream. The new game keeps
    /// the uniqueness setting its level was graded with.
    pub fn start(
        &self,
        cancel: Arc<AtomicBool>,
        seed: u64,
    ) -> impl Stream<Item = WorkerEvent> + Send + 'static {
        let GeneratorDialog { level, symmetry, techniques, .. } = *self;
        let request =
            GenerateRequest { symmetry, mode: self.mode(), seed, techniques, ..GenerateRequest::default() };
        worker::spawn(cancel, move |reporter, cancel| {
            let mut progress = |p: &facade::Progress| reporter.progress(p.tried, p.elapsed);
            let puzzle = facade::generate_one_on(&request, level, &mut progress, cancel)?;
            let settings = TutorSettings { uniqueness: techniques.uniqueness, ..TutorSettings::default() };
            Ok(SudokuLN::with_settings(SudokuDN::from_grid(&puzzle.puzzle), settings))
        })
    }
}

impl ExampleDialog {
    /// The dialog: a pattern list and Start.
    pub fn view<'a>(&self, job: Option<&Job>) -> Element<'a, Message> {
        let name =
            facade::pattern(self.pattern).map_or_else(|_| self.pattern.to_string(), |p| p.name.to_string());
        column![
            text("Pattern example").size(18).font(crate::BOLD),
            text("A board where the pattern applies, with its hint on show.").size(13),
            pick_list(pattern_choices(), Some(Choice::new(self.pattern, name)), |c| dialog(
                DialogMessage::Pattern(c.value)
            )),
            controls(job),
        ]
        .spacing(10)
        .into()
    }

    /// Starts the search off the UI thread; its events as a stream.
    pub fn start(
        &self,
        cancel: Arc<AtomicBool>,
        seed: u64,
    ) -> impl Stream<Item = WorkerEvent> + Send + 'static {
        let id = self.pattern;
        worker::spawn(cancel, move |reporter, cancel| {
            let mut progress = |p: &facade::Progress| reporter.progress(p.tried, p.elapsed);
            let example = facade::pattern_example(id, seed, &mut progress, cancel)?;
            let mut game = SudokuLN::new(example.board);
            game.apply(facade::Action::Hint(Some(id)))?;
            Ok(game)
        })
    }
}
