//! The notice line (news, errors, "Solved in 3:12!") and the status bar with the clock.

use facade::Action;
use facade::BoardView;
use iced::widget::text::Wrapping;
use iced::widget::{button, container, row, text};
use iced::{Color, Element, Fill};

use crate::app::App;
use crate::clock::format_duration;
use crate::message::{Command, Message};
use crate::notice::{Notice, NoticeKind};

/// The notice line's height: the same for every notice (and none), so the board never
/// moves under the mouse when news comes or goes.
pub const NOTICE_HEIGHT: f32 = 30.0;

/// The notice line: one line of fixed height (a notice of several lines shows its first
/// and how many more), empty when there is no news; a button beside it offers `remedy`.
pub fn notice<'a>(notice: Option<&Notice>, remedy: Option<&Action>) -> Element<'a, Message> {
    let line = match notice {
        Some(notice) => {
            let (colour, size) = match notice.kind() {
                NoticeKind::Info => (Color::from_rgb8(0x33, 0x33, 0x33), 15),
                NoticeKind::Error => (Color::from_rgb8(0xC6, 0x28, 0x28), 15),
                NoticeKind::Success => (Color::from_rgb8(0x1B, 0x8A, 0x3A), 22),
            };
            text(one_line(&notice.to_string())).size(size).color(colour).wrapping(Wrapping::None)
        }
        None => text(""),
    };
    let mut content = row![container(line).width(Fill).clip(true)].spacing(8).align_y(iced::Center);
    if let Some(action) = remedy {
        let offer = button(text(remedy_label(action)).size(13)).padding([2, 8]);
        content = content.push(offer.on_press(Message::Command(Command::Act(action.clone()))));
    }
    container(content).height(NOTICE_HEIGHT).width(Fill).clip(true).align_y(iced::Center).into()
}

/// The label of the button offering `remedy`.
pub fn remedy_label(remedy: &Action) -> &'static str {
    match remedy {
        Action::NoteCandidates(_) => "Note them",
        Action::CleanCandidates => "Clean candidates",
        Action::ShowDeviations => "Show deviations",
        _ => "Do it",
    }
}

/// The first line of `news`, with how many lines follow: `broken rule: … (and 2 more)`.
pub fn one_line(news: &str) -> String {
    let mut lines = news.lines();
    let first = lines.next().unwrap_or_default().to_string();
    match lines.count() {
        0 => first,
        more => format!("{first} (and {more} more)"),
    }
}

/// The clock's text: `Time 3:12`, with `(paused)` while it stands still unsolved.
pub fn clock_text(app: &App) -> String {
    let Some(game) = app.game() else { return String::new() };
    let time = format_duration(game.elapsed());
    let paused = !game.clock_running() && !game.board().is_solved();
    if paused { format!("Time {time} (paused)") } else { format!("Time {time}") }
}

/// Where a replay of the solution path stands, for the status bar.
fn replay_text(taken: usize, steps: usize) -> String {
    if taken < steps {
        format!(" · replay: step {} of {steps} (not your board)", taken + 1)
    } else {
        format!(" · replay: the end of the path, after {steps} steps (not your board)")
    }
}

/// The status bar: the selected cell, the puzzle's level, mode and pattern, the last step,
/// the clock.
pub fn view<'a>(app: &App, board: Option<&BoardView>) -> Element<'a, Message> {
    let settings = board.map(|v| {
        let mode = match v.mode {
            dn::InputMode::Normal => "normal",
            dn::InputMode::AutoEliminate => "auto-eliminate",
        };
        let pattern = v.pattern.map_or_else(|| "any".to_string(), |p| p.to_string());
        let writing = if v.writing { " · writing a new board" } else { "" };
        let replay = v.replay.map(|at| replay_text(at.taken, at.steps)).unwrap_or_default();
        format!("{mode} · pattern {pattern}{writing}{replay}")
    });
    let last = app.game().map(|g| format!("last: {}", g.last_step())).unwrap_or_default();
    // One line each, so that a long status line never makes the bar, and so the board,
    // change height: the selected cell's line is cut at the bar's free width.
    let line = |content: String, size: f32| text(content).size(size).wrapping(Wrapping::None);
    row![
        container(line(app.status_line(), 14.0)).width(Fill).clip(true),
        line(app.level_text().unwrap_or_default(), 13.0),
        line(settings.unwrap_or_default(), 13.0),
        line(last, 13.0),
        line(clock_text(app), 15.0),
    ]
    .spacing(16)
    .into()
}
