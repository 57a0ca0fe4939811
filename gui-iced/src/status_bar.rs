//! The notice line (news, errors, "Solved in 3:12!") and the status bar with the clock.

use facade::BoardView;
use iced::widget::{row, space, text};
use iced::{Color, Element, Fill};

use crate::app::App;
use crate::clock::format_duration;
use crate::message::Message;
use crate::notice::{Notice, NoticeKind};

/// The notice line; empty when there is no news.
pub fn notice<'a>(notice: Option<&Notice>) -> Element<'a, Message> {
    let Some(notice) = notice else {
        return text("").size(15).into();
    };
    let (colour, size) = match notice.kind() {
        NoticeKind::Info => (Color::from_rgb8(0x33, 0x33, 0x33), 15),
        NoticeKind::Error => (Color::from_rgb8(0xC6, 0x28, 0x28), 15),
        NoticeKind::Success => (Color::from_rgb8(0x1B, 0x8A, 0x3A), 22),
    };
    text(notice.to_string()).size(size).color(colour).into()
}

/// The clock's text: `Time 3:12`, with `(paused)` while it stands still unsolved.
pub fn clock_text(app: &App) -> String {
    let Some(game) = app.game() else { return String::new() };
    let time = format_duration(game.elapsed());
    let paused = !game.clock_running() && !game.board().is_solved();
    if paused { format!("Time {time} (paused)") } else { format!("Time {time}") }
}

/// The status bar: the selected cell, mode and pattern, the last step, the clock.
pub fn view<'a>(app: &App, board: Option<&BoardView>) -> Element<'a, Message> {
    let settings = board.map(|v| {
        let mode = match v.mode {
            dn::InputMode::Normal => "normal",
            dn::InputMode::AutoEliminate => "auto-eliminate",
        };
        let pattern = v.pattern.map_or("any", dn::PatternId::as_str);
        let writing = if v.writing { " · writing a new board" } else { "" };
        format!("{mode} · pattern {pattern}{writing}")
    });
    let last = app.game().map(|g| format!("last: {}", g.last_step())).unwrap_or_default();
    row![
        text(app.status_line()).size(14),
        space().width(Fill),
        text(settings.unwrap_or_default()).size(13),
        text(last).size(13),
        text(clock_text(app)).size(15),
    ]
    .spacing(16)
    .into()
}
