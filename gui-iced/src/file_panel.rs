//! The open/save panel: a path field, the recent files, OK and Cancel. No native dialog:
//! the player types or picks a path, and every error is shown in the window.

use std::fmt;
use std::path::{Path, PathBuf};

use facade::{Format, PrintOptions, SudokuLN};
use iced::widget::{button, column, row, scrollable, text, text_input};
use iced::{Element, Fill};

use crate::message::{FileMessage, Message};
use crate::notice::GuiError;

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

/// The panel's state: what OK does, and the path typed so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePanel {
    purpose: FilePurpose,
    path: String,
}

/// The id of the path field, which takes the keyboard when the panel opens.
pub const PATH_FIELD: &str = "jade-file-path";

/// What the panel asks of its owner after a message.
#[derive(Debug)]
pub enum FileReply {
    /// Keep the panel open; nothing else happened.
    Stay,
    /// Close the panel.
    Close,
    /// The confirmed path and what was done with it.
    Done(PathBuf, FileOutcome),
    /// The confirmed action failed; the panel stays open to fix the path.
    Failed(GuiError),
}

impl FilePanel {
    /// A panel for `purpose`, its field prefilled with `path`.
    pub fn new(purpose: FilePurpose, path: String) -> FilePanel {
        FilePanel { purpose, path }
    }

    /// What OK does.
    pub fn purpose(&self) -> FilePurpose {
        self.purpose
    }

    /// The path typed so far.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Applies one change; a confirmation opens or saves `game` now.
    pub fn update(&mut self, message: FileMessage, game: Option<&SudokuLN>) -> FileReply {
        match message {
            FileMessage::Path(path) => self.path = path,
            FileMessage::Recent(path) => self.path = path.display().to_string(),
            FileMessage::Close => return FileReply::Close,
            FileMessage::Confirm => {
                let path = PathBuf::from(self.path.trim());
                return match perform(self.purpose, &path, game) {
                    Ok(outcome) => FileReply::Done(path, outcome),
                    Err(error) => FileReply::Failed(error),
                };
            }
        }
        FileReply::Stay
    }

    /// The panel: title, field (Enter confirms), buttons and recent files.
    pub fn view<'a>(&'a self, recent: &'a [PathBuf]) -> Element<'a, Message> {
        let field = text_input("path/to/file", &self.path)
            .id(PATH_FIELD)
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
    /// A board or session was written (it can be opened again); the sentence to show.
    Saved(String),
    /// A printable PDF or SVG was written (not a board to open); the sentence to show.
    Exported(String),
}

/// Does what `purpose` asks with `path` and `game`.
pub fn perform(purpose: FilePurpose, path: &Path, game: Option<&SudokuLN>) -> Result<FileOutcome, GuiError> {
    if path.as_os_str().is_empty() {
        return Err(GuiError::NoPath);
    }
    let shown = path.display();
    let game = || game.ok_or(GuiError::NoBoard);
    match purpose {
        FilePurpose::Open => Ok(FileOutcome::Opened(Box::new(SudokuLN::open(path)?))),
        FilePurpose::SaveBoard => {
            let game = game()?;
            let format = Format::for_path(path).map_err(GuiError::UnknownExtension)?;
            game.save(path, format)?;
            Ok(FileOutcome::Saved(format!("saved the board to {shown} ({})", format.extension())))
        }
        FilePurpose::SaveSession => {
            game()?.save_session(path)?;
            Ok(FileOutcome::Saved(format!("saved the session to {shown}")))
        }
        FilePurpose::ExportPdf => {
            let bytes = facade::print_pdf(std::slice::from_ref(game()?.board()), &PrintOptions::default());
            facade::save_bytes(path, &bytes)?;
            Ok(FileOutcome::Exported(format!("exported {shown}")))
        }
        FilePurpose::ExportSvg => {
            let pages = facade::print_svg(std::slice::from_ref(game()?.board()), &PrintOptions::default());
            facade::save_svg_pages(path, &pages)?;
            Ok(FileOutcome::Exported(format!("exported {shown} ({} pages)", pages.len())))
        }
    }
}
