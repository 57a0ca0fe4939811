//! The open/save panel: a path field, the recent files, OK and Cancel. No native dialog:
//! the player types or picks a path, and every error is shown in the window.

use std::fmt;
use std::path::{Path, PathBuf};

use facade::{Format, PrintOptions, SudokuLN};
use iced::widget::{button, column, row, scrollable, text, text_input};
use iced::{Element, Fill};

use crate::message::{FileMessage, Message};

/// What the panel's path is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    /// Open a board (any format) or a saved session.
    Open,
    /// Save the board in the format of the extension; `.pm`, which keeps everything, when
    /// the name has none.
    SaveBoard,
    /// Save the whole session (JSON; undo history, settings, time).
    SaveSession,
    /// Export a printable PDF.
    ExportPdf,
    /// Export a printable SVG.
    ExportSvg,
}

impl fmt::Display for FilePurpose {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FilePurpose::Open => "Open…",
            FilePurpose::SaveBoard => "Save board…",
            FilePurpose::SaveSession => "Save session…",
            FilePurpose::ExportPdf => "Export PDF…",
            FilePurpose::ExportSvg => "Export SVG…",
        })
    }
}

/// The panel's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePanel {
    /// What OK does.
    pub purpose: FilePurpose,
    /// The path typed so far.
    pub path: String,
}

impl FilePanel {
    /// A panel for `purpose`, its field prefilled with `path`.
    pub fn new(purpose: FilePurpose, path: String) -> FilePanel {
        FilePanel { purpose, path }
    }

    /// The panel: title, field (Enter confirms), buttons and recent files.
    pub fn view<'a>(&'a self, recent: &'a [PathBuf]) -> Element<'a, Message> {
        let field = text_input("path/to/file", &self.path)
            .on_input(|p| Message::File(FileMessage::Path(p)))
            .on_submit(Message::File(FileMessage::Confirm))
            .padding(6);
        let ok = if self.purpose == FilePurpose::Open { "Open" } else { "Save" };
        let buttons = row![
            button(text(ok)).on_press(Message::File(FileMessage::Confirm)),
            button(text("Cancel")).on_press(Message::File(FileMessage::Close)),
        ]
        .spacing(8);
        let mut list = column![text("Recent files").size(14)].spacing(4);
        if recent.is_empty() {
            list = list.push(text("(none yet)").size(13));
        }
        for path in recent {
            let label = path.display().to_string();
            list = list.push(
                button(text(label).size(13))
                    .style(button::text)
                    .on_press(Message::File(FileMessage::Recent(path.clone()))),
            );
        }
        column![text(self.purpose.to_string()).size(18), field, buttons, scrollable(list).height(Fill)]
            .spacing(10)
            .into()
    }
}

/// What a confirmed panel did.
#[derive(Debug)]
pub enum FileOutcome {
    /// A game was opened.
    Opened(Box<SudokuLN>),
    /// A file was written; the sentence to show.
    Saved(String),
}

/// Does what `purpose` asks with `path` and `game`; the error as text on failure.
pub fn perform(purpose: FilePurpose, path: &Path, game: Option<&SudokuLN>) -> Result<FileOutcome, String> {
    if path.as_os_str().is_empty() {
        return Err("type a path first".into());
    }
    let shown = path.display();
    let game = || game.ok_or_else(|| "there is no board to save".to_string());
    match purpose {
        FilePurpose::Open => {
            SudokuLN::open(path).map(|game| FileOutcome::Opened(Box::new(game))).map_err(|e| e.to_string())
        }
        FilePurpose::SaveBoard => {
            let game = game()?;
            let format = Format::for_path(path).map_err(|e| format!("unknown extension: {e}"))?;
            game.save(path, format).map_err(|e| e.to_string())?;
            Ok(FileOutcome::Saved(format!("saved the board to {shown} ({})", format.extension())))
        }
        FilePurpose::SaveSession => {
            game()?.save_session(path).map_err(|e| e.to_string())?;
            Ok(FileOutcome::Saved(format!("saved the session to {shown}")))
        }
        FilePurpose::ExportPdf => {
            let bytes = facade::print_pdf(std::slice::from_ref(game()?.board()), &PrintOptions::default());
            facade::save_bytes(path, &bytes).map_err(|e| e.to_string())?;
            Ok(FileOutcome::Saved(format!("exported {shown}")))
        }
        FilePurpose::ExportSvg => {
            let pages = facade::print_svg(std::slice::from_ref(game()?.board()), &PrintOptions::default());
            facade::save_svg_pages(path, &pages).map_err(|e| e.to_string())?;
            Ok(FileOutcome::Saved(format!("exported {shown} ({} pages)", pages.len())))
        }
    }
}
