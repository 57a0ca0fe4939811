//! The application in the Elm style: [`App`] is the state, [`Message`] what can happen,
//! [`App::update`] the only place the state changes, [`App::view`] a pure picture of it.
//! The menu commands live in `commands.rs`, the dialogs in `dialogs.rs`.

use std::path::PathBuf;

use dn::{Coord, Digit, SudokuDN};
use facade::{Action, FacadeError, SudokuLN};
use iced::widget::{canvas, column, container, row, text};
use iced::{Element, Fill, Subscription, Task, Theme, event, keyboard};

use crate::board_canvas::BoardCanvas;
use crate::dialogs::{Dialog, Job};
use crate::message::{Command, Direction, Message};
use crate::sample::sample_game;
use crate::side_panel::Panel;
use crate::{colour_bar, keys, menu_bar, side_panel, status_bar, worker};

/// Where the board comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The built-in sample puzzle.
    Sample,
    /// A puzzle or session file in any format the façade reads.
    File(PathBuf),
    /// A board made in the window (generated, an example, written new).
    Made(String),
}

impl Source {
    /// A short name for titles: "sample", the file's name, or what made the board.
    pub fn label(&self) -> String {
        match self {
            Source::Sample => "sample".to_string(),
            Source::File(path) => {
                path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into())
            }
            Source::Made(what) => what.clone(),
        }
    }
}

/// How a line in the notice bar reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// Plain news.
    Info,
    /// Something went wrong (nothing changed).
    Error,
    /// The puzzle is solved.
    Success,
}

/// The application state: the game from the façade (or why it could not be loaded), the
/// selection, what the side panel and the dialog show, and the running search.
#[derive(Debug)]
pub struct App {
    pub(crate) source: Source,
    pub(crate) game: Result<SudokuLN, FacadeError>,
    pub(crate) selected: Option<Coord>,
    /// The painted board layer; cleared after every change (the selection is drawn on a
    /// layer of its own).
    pub(crate) board_cache: canvas::Cache,
    pub(crate) panel: Panel,
    pub(crate) dialog: Option<Dialog>,
    pub(crate) notice: Option<(NoticeKind, String)>,
    pub(crate) recent: Vec<PathBuf>,
    pub(crate) recent_store: Option<PathBuf>,
    pub(crate) job: Option<Job>,
    pub(crate) next_job: u64,
    pub(crate) focused: bool,
    pub(crate) celebrated: bool,
}

impl App {
    /// Loads the board from `source`. A failure is kept and shown in the window.
    pub fn load(source: Source) -> App {
        let game = match &source {
            Source::Sample | Source::Made(_) => sample_game(),
            Source::File(path) => SudokuLN::open(path),
        };
        let game =
            game.inspect_err(|error| log::error!("cannot load the {} puzzle: {error}", source.label()));
        let recent = match &source {
            Source::File(path) if game.is_ok() => vec![path.clone()],
            _ => Vec::new(),
        };
        let mut app = App::blank(source, game);
        app.recent = recent;
        app.start_game();
        app
    }

    /// An application showing `game`, labelled `source`.
    pub fn with_game(source: Source, game: SudokuLN) -> App {
        let mut app = App::blank(source, Ok(game));
        app.start_game();
        app
    }

    fn blank(source: Source, game: Result<SudokuLN, FacadeError>) -> App {
        App {
            source,
            game,
            selected: None,
            board_cache: canvas::Cache::new(),
            panel: Panel::Hint,
            dialog: None,
            notice: None,
            recent: Vec::new(),
            recent_store: None,
            job: None,
            next_job: 0,
            focused: true,
            celebrated: false,
        }
    }

    /// Shows `game` from now on: selection, panel and clock start afresh.
    pub(crate) fn replace_game(&mut self, source: Source, game: SudokuLN) {
        if let Ok(old) = &mut self.game {
            old.pause_clock();
        }
        self.source = source;
        self.game = Ok(game);
        self.selected = None;
        self.panel = Panel::Hint;
        self.start_game();
    }

    fn start_game(&mut self) {
        self.celebrated = self.board().is_some_and(SudokuDN::is_solved);
        if let (Ok(game), true) = (&mut self.game, self.focused) {
            game.start_clock();
        }
        self.board_cache.clear();
    }

    /// Keeps the recent files in `store` from now on, after the ones already there.
    pub fn keep_recent_in(&mut self, store: PathBuf) {
        for path in crate::recent::load(&store) {
            if !self.recent.contains(&path) {
                self.recent.push(path);
            }
        }
        self.recent.truncate(crate::recent::RECENT_FILES);
        crate::recent::save(&store, &self.recent);
        self.recent_store = Some(store);
    }

    /// The game, when loading succeeded.
    pub fn game(&self) -> Option<&SudokuLN> {
        self.game.as_ref().ok()
    }

    /// The board shown, when loading succeeded.
    pub fn board(&self) -> Option<&SudokuDN> {
        self.game().map(SudokuLN::board)
    }

    /// Why loading failed, if it did.
    pub fn error(&self) -> Option<&FacadeError> {
        self.game.as_ref().err()
    }

    /// The selected cell, if any.
    pub fn selected(&self) -> Option<Coord> {
        self.selected
    }

    /// The line in the notice bar, if any: news, an error, or "Solved in 3:12!".
    pub fn notice(&self) -> Option<(NoticeKind, &str)> {
        self.notice.as_ref().map(|(kind, text)| (*kind, text.as_str()))
    }

    /// What the side panel shows.
    pub fn panel(&self) -> &Panel {
        &self.panel
    }

    /// The open dialog, if any.
    pub fn dialog(&self) -> Option<&Dialog> {
        self.dialog.as_ref()
    }

    /// The search running in the background, if any.
    pub fn job(&self) -> Option<&Job> {
        self.job.as_ref()
    }

    /// The recent files, newest first.
    pub fn recent(&self) -> &[PathBuf] {
        &self.recent
    }

    /// The window title.
    pub fn title(&self) -> String {
        format!("JADE — {}", self.source.label())
    }

    /// The theme: a light one, like a printed puzzle.
    pub fn theme(&self) -> Theme {
        Theme::Light
    }

    pub(crate) fn info(&mut self, text: impl Into<String>) {
        self.notice = Some((NoticeKind::Info, text.into()));
    }

    pub(crate) fn fail(&mut self, text: impl Into<String>) {
        self.notice = Some((NoticeKind::Error, text.into()));
    }

    /// Applies one message to the state.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        let task = match message {
            Message::Tick => return Task::none(),
            Message::Focus(focused) => {
                self.focused = focused;
                if let Ok(game) = &mut self.game {
                    if focused { game.start_clock() } else { game.pause_clock() }
                }
                return Task::none();
            }
            Message::SelectCell(coord) => {
                if self.on_board(coord) {
                    self.selected = Some(coord);
                }
                Task::none()
            }
            Message::MoveSelection(direction) => {
                self.move_selection(direction);
                Task::none()
            }
            Message::ClearSelection => {
                self.selected = None;
                if self.job.is_none() {
                    self.dialog = None;
                }
                Task::none()
            }
            Message::CycleColour(coord) => {
                if self.on_board(coord) {
                    self.selected = Some(coord);
                    let colour = self.board().and_then(|b| b.geometry().cell_of(coord).map(|i| b[i].colour));
                    self.paint(crate::palette::next_colour(colour.flatten()));
                }
                Task::none()
            }
            Message::PaintSelected(colour) => {
                self.paint(colour);
                Task::none()
            }
            Message::Char { key, ctrl } => self.char_input(key, ctrl),
            Message::Digit { digit, set } => {
                self.enter_digit(digit, set);
                Task::none()
            }
            Message::ClearCell => {
                self.clear_cell();
                Task::none()
            }
            Message::Command(command) => self.run_command(command),
            Message::ClosePanel => {
                self.panel = Panel::Hint;
                Task::none()
            }
            Message::Dialog(message) => self.dialog_message(message),
            Message::File(message) => {
                self.file_message(message);
                Task::none()
            }
            Message::Worker(id, event) => {
                self.worker_event(id, event);
                Task::none()
            }
        };
        self.after_change();
        task
    }

    /// Redraws the board and celebrates a freshly solved puzzle.
    fn after_change(&mut self) {
        self.board_cache.clear();
        let Ok(game) = &mut self.game else { return };
        let solved = game.board().is_solved() && !game.settings().writing;
        if solved && !self.celebrated {
            game.pause_clock();
            let time = crate::clock::format_duration(game.elapsed());
            self.notice = Some((NoticeKind::Success, format!("Solved in {time}!")));
        }
        self.celebrated = solved;
    }

    fn on_board(&self, coord: Coord) -> bool {
        self.board().is_some_and(|b| b.geometry().cell_of(coord).is_some())
    }

    fn move_selection(&mut self, direction: Direction) {
        let Some(side) = self.board().map(|b| b.geometry().side()) else { return };
        self.selected = Some(match self.selected {
            None => Coord::new(0, 0),
            Some(c) => {
                let (row, col) = (usize::from(c.row), usize::from(c.col));
                match direction {
                    Direction::Up => Coord::new(row.saturating_sub(1), col),
                    Direction::Down => Coord::new((row + 1).min(side - 1), col),
                    Direction::Left => Coord::new(row, col.saturating_sub(1)),
                    Direction::Right => Coord::new(row, (col + 1).min(side - 1)),
                }
            }
        });
    }

    /// A character key: Ctrl+Z / Ctrl+Y undo and redo, digits of this board enter a digit,
    /// H asks for a hint, S takes a step.
    fn char_input(&mut self, key: char, ctrl: bool) -> Task<Message> {
        let side = self.board().map_or(9, |b| b.geometry().side());
        match (key, ctrl) {
            ('z', true) => return self.run_command(Command::Act(Action::Undo)),
            ('y', true) => return self.run_command(Command::Act(Action::Redo)),
            _ => {}
        }
        let digit = Digit::from_char(key).filter(|d| d.index() < side && (side > 9 || key.is_ascii_digit()));
        match (digit, key) {
            (Some(digit), _) => self.enter_digit(digit, ctrl),
            (None, 'h') if !ctrl => return self.run_command(Command::Act(Action::Hint(None))),
            (None, 's') if !ctrl => return self.run_command(Command::Act(Action::Step(None))),
            _ => {}
        }
        Task::none()
    }

    fn enter_digit(&mut self, digit: Digit, set: bool) {
        let Some(cell) = self.selected else {
            self.info("select a cell first (click it or use the arrow keys)");
            return;
        };
        let Ok(game) = &self.game else { return };
        let set = set || game.settings().writing;
        self.act(if set {
            Action::SetValue(cell, digit)
        } else {
            Action::ToggleCandidates(cell, vec![digit])
        });
    }

    fn clear_cell(&mut self) {
        if let (Some(cell), Ok(_)) = (self.selected, &self.game) {
            self.act(Action::ClearValue(cell));
        }
    }

    fn paint(&mut self, colour: Option<dn::Colour>) {
        let Some(cell) = self.selected else {
            self.info("select a cell to colour first");
            return;
        };
        if self.game.is_ok() {
            self.act(Action::Colour(cell, colour));
        }
    }

    /// The window's content: menus and toolbar, the board with its colour bar beside the
    /// side panel (or the open dialog), the notice line and the status bar.
    pub fn view(&self) -> Element<'_, Message> {
        let board_view = self.game().map(SudokuLN::view);
        let state = menu_bar::MenuState {
            view: board_view.as_ref(),
            show_colours: self.game().is_none_or(|g| g.settings().show_colours),
        };
        let top = column![menu_bar::view(state), menu_bar::toolbar(board_view.as_ref())].spacing(6);
        let side: Element<'_, Message> = match &self.dialog {
            Some(Dialog::Generator(dialog)) => dialog.view(self.job.as_ref()),
            Some(Dialog::Example(dialog)) => dialog.view(self.job.as_ref()),
            Some(Dialog::File(panel)) => panel.view(&self.recent),
            None => side_panel::view(&self.panel, board_view.as_ref()),
        };
        let centre: Element<'_, Message> = match (&self.game, board_view.clone()) {
            (Ok(_), Some(view)) => {
                let board =
                    canvas(BoardCanvas::new(view, self.selected, &self.board_cache)).width(Fill).height(Fill);
                column![board, colour_bar::view(self.selected.is_some())].spacing(6).width(Fill).into()
            }
            _ => self.error_view(self.error().map(ToString::to_string).unwrap_or_default()),
        };
        let body = row![centre, container(side).width(340).padding(8)].spacing(8).height(Fill);
        column![top, body, status_bar::notice(self.notice()), status_bar::view(self, board_view.as_ref())]
            .padding(10)
            .spacing(6)
            .into()
    }

    fn error_view<'a>(&self, error: String) -> Element<'a, Message> {
        let content = column![
            text(format!("Cannot show {}", self.source.label())).size(22),
            text(error),
            text(crate::USAGE).size(13),
        ]
        .spacing(12);
        container(content).center(Fill).padding(24).into()
    }

    /// What the status line says about the selected cell.
    pub fn status_line(&self) -> String {
        let Some((board, coord)) = self.board().zip(self.selected) else {
            return "Click a cell to select it; arrow keys move, Esc clears.".to_string();
        };
        let Some(index) = board.geometry().cell_of(coord) else {
            return String::new();
        };
        let cell = &board[index];
        match cell.value {
            Some(d) if cell.given => format!("{coord}: given {d}"),
            Some(d) => format!("{coord}: placed {d}"),
            None if cell.candidates.is_empty() => format!("{coord}: empty"),
            None => format!("{coord}: empty, candidates {}", cell.candidates),
        }
    }

    /// Keyboard and focus events, and a tick a second while the clock runs.
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(keys::key_message);
        let focus = event::listen_with(keys::focus_message);
        let ticking = self.game().is_some_and(SudokuLN::clock_running);
        let tick = if ticking {
            Subscription::run(worker::seconds).map(|()| Message::Tick)
        } else {
            Subscription::none()
        };
        Subscription::batch([keys, focus, tick])
    }
}
