//! What can happen to the application: [`Message`], and the menu [`Command`]s it carries.

use std::path::PathBuf;

use dn::{Colour, Coord, Digit, Level, PatternId};
use facade::Action;
use facade::Symmetry;

use crate::file_panel::FilePurpose;
use crate::worker::WorkerEvent;

/// A direction the selection moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// Everything that can happen to the application, by the part of the window it is for.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// Something for the game screen: the board, its keys, a move.
    Game(GameMessage),
    /// A menu or toolbar command.
    Command(Command),
    /// Escape: close the open drop-down menu; else select nothing and close the open
    /// dialog (unless a search runs).
    Escape,
    /// A title in the menu bar was clicked: its menu (by place, 0 is File) drops down, and
    /// board keys are muted until it closes.
    OpenMenu(usize),
    /// The open menu closes without a choice (a click outside it, or on its title).
    CloseMenu,
    /// Enter: choose the item lit in the open menu (arrow keys light the items).
    Enter,
    /// Close the side panel's page or report.
    ClosePanel,
    /// Something in the generator or pattern-example dialog changed.
    Dialog(DialogMessage),
    /// Something in the open/save panel changed.
    File(FileMessage),
    /// News from the background worker started as job `id`.
    Worker(u64, WorkerEvent),
    /// The clipboard's text, read for Edit → Paste puzzle (`None`: it holds no text).
    Pasted(Option<String>),
    /// The background rating of these givens with these techniques found this difficulty.
    Rated(crate::rating::RatingKey, facade::Difficulty),
    /// The player asked to close the window: the game is kept for the next start, then
    /// the window closes.
    CloseRequested(iced::window::Id),
}

/// A move with a key of its own on every board size (F2, F3): letters such as H and S
/// are digits on a 25×25 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// F2: a hint, a level more each time (as H on boards where H is no digit).
    Hint,
    /// F3: one step (as S on boards where S is no digit).
    Step,
}

impl Shortcut {
    /// The key's name as menus and buttons show it.
    pub fn key(self) -> &'static str {
        match self {
            Shortcut::Hint => "F2",
            Shortcut::Step => "F3",
        }
    }
}

/// What can happen to the game screen (the board and the game it shows).
#[derive(Clone, Debug, PartialEq)]
pub enum GameMessage {
    /// The player clicked the cell at this 0-based row and column.
    SelectCell(Coord),
    /// A right-click on a cell: select it and give it the next colour.
    CycleColour(Coord),
    /// A Shift + right-click on candidate `Digit` of a cell: select the cell and give the
    /// candidate the next colour.
    CycleCandidateColour(Coord, Digit),
    /// An arrow key: move the selection (the first press selects the top-left cell).
    MoveSelection(Direction),
    /// Select no cell.
    ClearSelection,
    /// A character key, with whether Ctrl (or Cmd) was held.
    Char {
        /// The key's character, lower case.
        key: char,
        /// Whether Ctrl or Cmd was held.
        ctrl: bool,
    },
    /// A digit for the selected cell: toggles a candidate, or sets the value when `set`.
    Digit {
        /// The digit.
        digit: Digit,
        /// Set the value instead of toggling the candidate.
        set: bool,
    },
    /// Delete or Backspace: clear the selected cell's value.
    ClearCell,
    /// F2 or F3: a hint or a step, whatever the board size.
    Shortcut(Shortcut),
    /// Paint the selected cell (or remove its colour with `None`).
    PaintSelected(Option<Colour>),
    /// A move on the game, through the façade.
    Act(Action),
    /// Show or hide one digit's candidates in the filter.
    ToggleFilter(Digit),
    /// Modes → Show all candidates: fresh boards (this one too, if it has none) get every
    /// candidate the rules allow.
    AllCandidates(bool),
    /// Modes → Dark theme: the window and the board dark, or light.
    Dark(bool),
    /// View → Zoom in, Zoom out, Fit the window.
    Zoom(crate::zoom::ZoomStep),
    /// View → the candidates' text size.
    CandidateSize(crate::zoom::CandidateSize),
    /// Shade the cells that can hold a digit, or the bivalue cells, or (`None`) nothing.
    Highlight(Option<crate::highlight::Highlight>),
    /// Show step N (from 0) of the steps available, in full.
    ChooseStep(usize),
    /// One second passed while the clock runs.
    Tick,
    /// The window gained (`true`) or lost the focus.
    Focus(bool),
}

impl GameMessage {
    /// Whether the message comes from a key meant for the board (a character, an arrow,
    /// Delete): muted while a dialog, panel or drop-down menu has the keyboard.
    pub fn is_board_key(&self) -> bool {
        matches!(
            self,
            GameMessage::Char { .. }
                | GameMessage::MoveSelection(_)
                | GameMessage::ClearCell
                | GameMessage::Shortcut(_)
        )
    }
}

impl From<GameMessage> for Message {
    fn from(message: GameMessage) -> Message {
        Message::Game(message)
    }
}

/// What the menus and the toolbar can ask for: a move on the game (the façade's
/// [`Action`], the vocabulary `jade play` shares), or something of the window's own.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A move on the game: Edit, Pattern, Solve, Hints, Colours and Modes menus, File →
    /// Write new / Finish writing, the toolbar.
    Act(Action),
    /// Filter: show or hide one digit's candidates in the filter.
    ToggleFilter(Digit),
    /// File: open the generator dialog.
    Generate,
    /// File: open the pattern-example dialog.
    PatternExample,
    /// File: open the path panel for this purpose.
    File(FilePurpose),
    /// File: swap the game a new board last replaced with the game on show.
    PreviousGame,
    /// Modes: show all candidates on fresh boards, or not.
    AllCandidates(bool),
    /// Modes: the dark theme, or the light one.
    DarkTheme(bool),
    /// View: zoom the board in or out, or back to fit the window.
    Zoom(crate::zoom::ZoomStep),
    /// View: the candidates' text size.
    CandidateSize(crate::zoom::CandidateSize),
    /// Edit: copy the puzzle to the clipboard, its givens on one line (`false`) or the
    /// whole board with its marks as a pencil-mark grid (`true`).
    Copy(bool),
    /// Edit: read a puzzle from the clipboard and play it (the game on show is kept).
    Paste,
    /// Help: this pattern's help page.
    Help(PatternId),
    /// Help: the about page.
    About,
    /// Help: the player's statistics.
    Statistics,
    /// The statistics' Practise button: the pattern-example dialog on this technique.
    Practise(PatternId),
}

/// Changes inside the generator and pattern-example dialogs.
#[derive(Clone, Debug, PartialEq)]
pub enum DialogMessage {
    /// The level to generate.
    Level(Level),
    /// First found (`false`) or best within the minutes (`true`).
    Best(bool),
    /// Minutes for "best within".
    Minutes(u32),
    /// The givens' symmetry.
    Symmetry(Symmetry),
    /// The pattern whose example to find.
    Pattern(PatternId),
    /// Start the search.
    Start,
    /// Stop the search.
    Cancel,
    /// Close the dialog.
    Close,
}

/// Changes inside the open/save panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileMessage {
    /// The path field was edited.
    Path(String),
    /// A recent file was picked.
    Recent(PathBuf),
    /// Open or save now.
    Confirm,
    /// Close the panel.
    Close,
}
