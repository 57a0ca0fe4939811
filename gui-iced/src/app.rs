//! The application in the Elm style: [`App`] is the state, [`Message`] what can happen,
//! [`App::update`] the only place the state changes, [`App::view`] a pure picture of it.
//!
//! The state is split as iced's larger examples split it: the game screen
//! ([`GameScreen`]), the dialogs and their search ([`Dialogs`]), the side panel, the recent
//! files and the notice line. Each part keeps its fields private and has its own `update`,
//! which answers with what the window must do next ([`GameReply`], [`DialogReply`]).

use std::path::PathBuf;

use dn::{Coord, SudokuDN};
use facade::{Action, FacadeError, Outcome, SudokuLN};
use iced::widget::{column, container, row, stack};
use iced::{Element, Fill, Subscription, Task, Theme, event, keyboard, window};

use crate::autosave::{Autosave, LAST_GAME, PREVIOUS_GAME};
use crate::dialog_host::{DialogReply, Dialogs};
use crate::dialogs::{Dialog, Job};
use crate::game_screen::{GameReply, GameScreen, NoticeChange};
use crate::message::{Command, GameMessage, Message};
use crate::notice::Notice;
use crate::path_panel::PathList;
use crate::recent::RecentFiles;
use crate::side_panel::Panel;
use crate::stats_panel::StatsPanel;
use crate::steps_panel::StepsList;
use crate::{keys, menu_bar, menu_view, side_panel, status_bar, worker};

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

/// The space between the window's edge and its content (the open menu's layer keeps it too,
/// so its titles lie exactly over the bar's).
const WINDOW_PADDING: f32 = 10.0;

/// What the notice adds when a new board replaced a game with moves.
const KEPT: &str = "the game you left is kept: File → Previous game brings it back";

/// The application state: the game screen, the side panel, the dialogs, the recent files,
/// the games kept between runs and the notice line.
#[derive(Debug)]
pub struct App {
    screen: GameScreen,
    panel: Panel,
    dialogs: Dialogs,
    recent: RecentFiles,
    autosave: Autosave,
    notice: Option<Notice>,
    remedy: Option<Action>,
    rated: Option<(crate::rating::RatingKey, facade::Difficulty)>,
    open_menu: Option<usize>,
    /// The item of the open menu lit by the arrow keys, if any.
    menu_cursor: Option<usize>,
    /// The statistics database finished games are recorded in, if any.
    stats_store: Option<PathBuf>,
}

impl App {
    /// Loads the board from `source`. A failure is kept and shown in the window.
    pub fn load(source: Source) -> App {
        let screen = GameScreen::load(source);
        let mut app = App::around(screen);
        if let (Source::File(path), Some(_)) = (app.screen.source(), app.screen.game()) {
            app.recent.remember(path);
        }
        app
    }

    /// An application showing `game`, labelled `source`.
    pub fn with_game(source: Source, game: SudokuLN) -> App {
        App::around(GameScreen::showing(source, Ok(game)))
    }

    fn around(screen: GameScreen) -> App {
        App {
            notice: screen.givens_warning().map(Notice::Check),
            remedy: None,
            rated: None,
            screen,
            panel: Panel::Hint,
            dialogs: Dialogs::default(),
            recent: RecentFiles::default(),
            autosave: Autosave::default(),
            open_menu: None,
            menu_cursor: None,
            stats_store: None,
        }
    }

    /// The same application, keeping its recent files in `store` from now on (after the
    /// ones already there).
    pub fn with_recent_store(mut self, store: PathBuf) -> App {
        self.recent.keep_in(store);
        self
    }

    /// The same application, keeping games in `autosave` from now on (as HoDoKu does). The
    /// sample gives way to the last game played, when one is kept; a FILE opened at start
    /// makes the last game the previous one (File → Previous game brings it back).
    pub fn with_autosave(mut self, autosave: Autosave) -> App {
        self.autosave = autosave;
        match self.screen.source() {
            Source::Sample => match self.autosave.restore(LAST_GAME) {
                Some(Ok(game)) => {
                    self.screen.replace(Source::Made("last game".into()), game);
                    self.say(Some(Notice::Info("welcome back: the game you left is on the board".into())));
                }
                Some(Err(error)) => self.say(Some(error.into())),
                None => {}
            },
            _ => self.autosave.shift(LAST_GAME, PREVIOUS_GAME),
        }
        self
    }

    /// The same application, recording every game the player finishes in the statistics
    /// database `store`.
    pub fn with_stats_store(mut self, store: PathBuf) -> App {
        self.stats_store = Some(store);
        self
    }

    /// The game, when loading succeeded.
    pub fn game(&self) -> Option<&SudokuLN> {
        self.screen.game()
    }

    /// The board shown, when loading succeeded.
    pub fn board(&self) -> Option<&SudokuDN> {
        self.screen.board()
    }

    /// Why loading failed, if it did.
    pub fn error(&self) -> Option<&FacadeError> {
        self.screen.error()
    }

    /// The selected cell, if any.
    pub fn selected(&self) -> Option<Coord> {
        self.screen.selected()
    }

    /// The game screen.
    pub fn screen(&self) -> &GameScreen {
        &self.screen
    }

    /// The line in the notice bar, if any: news, an error, or "Solved in 3:12!".
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// What the player can do about the notice, offered beside it (e.g. note the
    /// candidates a hint needs).
    pub fn remedy(&self) -> Option<&Action> {
        self.remedy.as_ref()
    }

    /// What the side panel shows.
    pub fn panel(&self) -> &Panel {
        &self.panel
    }

    /// The open dialog, if any.
    pub fn dialog(&self) -> Option<&Dialog> {
        self.dialogs.open()
    }

    /// The search running in the background, if any.
    pub fn job(&self) -> Option<&Job> {
        self.dialogs.job()
    }

    /// The menu open in the menu bar, by its place (0 is File), if any.
    pub fn open_menu(&self) -> Option<usize> {
        self.open_menu
    }

    /// The item of the open menu the arrow keys lit, by its place, if any.
    pub fn menu_cursor(&self) -> Option<usize> {
        self.menu_cursor
    }

    /// The recent files, newest first.
    pub fn recent(&self) -> &[PathBuf] {
        self.recent.list()
    }

    /// The window title.
    pub fn title(&self) -> String {
        format!("JADE — {}", self.screen.source().label())
    }

    /// The theme: a light one, like a printed puzzle, or the dark one (Modes → Dark theme).
    pub fn theme(&self) -> Theme {
        if self.screen.dark() { Theme::Dark } else { Theme::Light }
    }

    /// The level and numeric rating of the puzzle on show, once the background rating
    /// found them (`level hard (4.21)`).
    pub fn level_text(&self) -> Option<String> {
        let (key, difficulty) = self.rated.as_ref()?;
        let current = self.game().and_then(crate::rating::to_rate).is_some_and(|k| &k == key);
        current.then(|| crate::rating::text(difficulty))
    }

    /// What the status line says about the selected cell.
    pub fn status_line(&self) -> String {
        self.screen.status_line()
    }

    /// Applies one message to the state.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Game(GameMessage::MoveSelection(direction)) if self.open_menu.is_some() => {
                self.move_in_menu(direction)
            }
            Message::Enter => {
                if let Some(command) = self.lit_command() {
                    self.close_menu();
                    return self.command(command);
                }
            }
            Message::Game(message) if message.is_board_key() && self.board_keys_muted() => {}
            Message::Game(GameMessage::Char { key, ctrl: true }) if menu_bar::ctrl_command(key).is_some() => {
                if let Some(command) = menu_bar::ctrl_command(key) {
                    return self.command(command);
                }
            }
            Message::Game(message) => self.game_message(message),
            Message::Command(command) => {
                self.close_menu();
                return self.command(command);
            }
            Message::OpenMenu(index) => {
                self.open_menu = Some(index);
                self.menu_cursor = None;
            }
            Message::CloseMenu => self.close_menu(),
            Message::Escape if self.open_menu.is_some() => self.close_menu(),
            Message::Escape => {
                self.game_message(GameMessage::ClearSelection);
                self.dialogs.escape();
            }
            Message::ClosePanel => self.panel = Panel::Hint,
            Message::Dialog(message) => {
                let (task, reply) = self.dialogs.dialog_message(message);
                self.dialog_reply(reply);
                return task;
            }
            Message::File(message) => {
                let reply = self.dialogs.file_message(message, self.screen.game());
                self.dialog_reply(reply);
            }
            Message::Worker(id, event) => {
                let reply = self.dialogs.worker_event(id, event);
                self.dialog_reply(reply);
            }
            Message::Pasted(text) => self.paste(text),
            Message::Rated(key, difficulty) => self.rated = Some((key, difficulty)),
            Message::CloseRequested(id) => {
                self.keep_last_game();
                return window::close(id);
            }
        }
        Task::none()
    }

    /// The text Edit → Copy puts on the clipboard: the givens on one line, or (`marks`)
    /// the whole board as a pencil-mark grid; `None` without a board.
    pub fn copy_text(&self, marks: bool) -> Option<String> {
        let game = self.game()?;
        if marks {
            return Some(game.pencil_marks());
        }
        let givens = SudokuLN::new(SudokuDN::from_grid(&game.board().givens()));
        givens.export(facade::Format::Txt).ok().map(|line| line.trim_end().to_string())
    }

    /// Plays the puzzle pasted from the clipboard, as a file opened would be played (the
    /// game on show is kept as the previous game); text that holds no board says why.
    fn paste(&mut self, text: Option<String>) {
        let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
            return self.say(Some(Notice::Info("the clipboard holds no text".into())));
        };
        match SudokuLN::from_text(&text) {
            Ok(game) => self.dialog_reply(DialogReply::Play {
                source: Source::Made("pasted".into()),
                game: Box::new(game),
                notice: Notice::Info("pasted a new board".into()),
            }),
            Err(error) => self.say(Some(error.into())),
        }
    }

    /// Closes the open menu, if any.
    fn close_menu(&mut self) {
        self.open_menu = None;
        self.menu_cursor = None;
    }

    /// An arrow key while a menu is open: Up and Down light the item above or below
    /// (skipping greyed ones, round the ends), Left and Right open the menu beside it with
    /// its first item lit.
    fn move_in_menu(&mut self, direction: crate::Direction) {
        let menus = self.screen.menus();
        let Some(open) = self.open_menu.filter(|&i| i < menus.len()) else { return };
        let n = menus.len();
        match direction {
            crate::Direction::Up | crate::Direction::Down => {
                let down = direction == crate::Direction::Down;
                self.menu_cursor = menus[open].step_cursor(self.menu_cursor, down);
            }
            crate::Direction::Left | crate::Direction::Right => {
                let next =
                    if direction == crate::Direction::Right { (open + 1) % n } else { (open + n - 1) % n };
                self.open_menu = Some(next);
                self.menu_cursor = menus[next].step_cursor(None, true);
            }
        }
    }

    /// The command of the item lit in the open menu, when it can act.
    fn lit_command(&self) -> Option<Command> {
        let menu = self.screen.menus().get(self.open_menu?)?;
        let item = menu.items.get(self.menu_cursor?).filter(|item| item.enabled)?;
        Some(item.command.clone())
    }

    /// Keeps the game on show as the last game, for the next start.
    fn keep_last_game(&mut self) {
        if let Some(Err(error)) = self.game().map(|game| self.autosave.keep(LAST_GAME, game)) {
            log::error!("cannot keep the game for the next start: {error}");
        }
    }

    /// Keeps the game on show, if the player made moves in it, as the previous game before
    /// a new board replaces it; says whether it was kept (or why not).
    fn keep_previous_game(&mut self) -> Option<Result<(), FacadeError>> {
        let game = self.game().filter(|game| game.can_undo())?;
        Some(self.autosave.keep(PREVIOUS_GAME, game))
    }

    /// File → Previous game: swaps the game a new board replaced with the game on show.
    fn previous_game(&mut self) {
        let game = match self.autosave.restore(PREVIOUS_GAME) {
            None => return self.say(Some(Notice::Info("no previous game is kept".into()))),
            Some(Err(error)) => return self.say(Some(error.into())),
            Some(Ok(game)) => game,
        };
        if let Some(Err(error)) = self.game().map(|current| self.autosave.keep(PREVIOUS_GAME, current)) {
            return self.say(Some(error.into()));
        }
        self.screen.replace(Source::Made("previous game".into()), game);
        self.panel = Panel::Hint;
        self.say(Some(Notice::Info("the previous game is back; File → Previous game swaps again".into())));
    }

    /// Adds to the notice that the replaced game was kept, or shows why it could not be.
    fn tell_kept(&mut self, kept: Option<Result<(), FacadeError>>) {
        match kept {
            Some(Ok(())) if self.autosave.has(PREVIOUS_GAME) => {
                let news = match &self.notice {
                    Some(Notice::Info(text)) => format!("{text}; {KEPT}"),
                    Some(_) => return,
                    None => KEPT.to_string(),
                };
                self.say(Some(Notice::Info(news)));
            }
            Some(Err(error)) => self.say(Some(error.into())),
            _ => {}
        }
    }

    /// Puts `notice` in the notice line; a remedy offered for the old one goes with it.
    fn say(&mut self, notice: Option<Notice>) {
        self.notice = notice;
        self.remedy = None;
    }

    /// Whether the notice no longer holds: "Solved" on a board un-solved again, broken
    /// rules no longer on show.
    fn notice_is_stale(&self) -> bool {
        match &self.notice {
            Some(Notice::Solved(_)) => !self.board().is_some_and(SudokuDN::is_solved),
            Some(Notice::Setback(Outcome::Rules(_))) => {
                self.screen.view().is_none_or(|v| v.conflicts.is_empty())
            }
            Some(Notice::Setback(Outcome::Deviations(_))) => {
                self.screen.view().is_none_or(|v| v.deviations.is_empty())
            }
            _ => false,
        }
    }

    /// Whether keys for the board are muted: a dialog or panel, or a drop-down menu, is
    /// open and has the keyboard.
    fn board_keys_muted(&self) -> bool {
        self.open_menu.is_some() || self.dialogs.open().is_some()
    }

    /// A menu or toolbar command, sent to the part of the window it is for.
    fn command(&mut self, command: Command) -> Task<Message> {
        match command {
            Command::Act(action @ Action::WriteNew(_)) => {
                let kept = self.keep_previous_game();
                self.game_message(GameMessage::Act(action));
                self.tell_kept(kept);
            }
            Command::Act(action) => self.game_message(GameMessage::Act(action)),
            Command::PreviousGame => self.previous_game(),
            Command::AllCandidates(on) => self.game_message(GameMessage::AllCandidates(on)),
            Command::DarkTheme(dark) => self.game_message(GameMessage::Dark(dark)),
            Command::Zoom(step) => self.game_message(GameMessage::Zoom(step)),
            Command::CandidateSize(size) => self.game_message(GameMessage::CandidateSize(size)),
            Command::Copy(marks) => {
                let Some(text) = self.copy_text(marks) else {
                    self.say(Some(crate::notice::GuiError::NoBoard.into()));
                    return Task::none();
                };
                let what = if marks { "the board with its marks" } else { "the givens" };
                self.say(Some(Notice::Info(format!("copied {what} to the clipboard"))));
                return iced::clipboard::write(text);
            }
            Command::Paste => return iced::clipboard::read().map(Message::Pasted),
            Command::ToggleFilter(digit) => self.game_message(GameMessage::ToggleFilter(digit)),
            Command::Generate => self.dialogs.open_generator(self.generator_techniques()),
            Command::PatternExample => self.dialogs.open_example(),
            Command::File(purpose) => return self.dialogs.open_file(purpose, self.recent.list().first()),
            Command::Help(id) => self.panel = Panel::Help(id),
            Command::About => self.panel = Panel::About,
            Command::Statistics => {
                self.panel = Panel::Statistics(Box::new(StatsPanel::read(self.stats_store.as_deref())))
            }
            Command::Practise(id) => {
                self.dialogs.open_example();
                let _ = self.dialogs.dialog_message(crate::message::DialogMessage::Pattern(id));
            }
        }
        Task::none()
    }

    /// The techniques a generated puzzle is graded with: the game's uniqueness setting
    /// (every technique without a game). Unlike [`SudokuLN::techniques`], it does not
    /// depend on the puzzle on show having one solution: a generated one always has.
    fn generator_techniques(&self) -> facade::Techniques {
        facade::Techniques { uniqueness: self.game().is_none_or(|game| game.settings().uniqueness) }
    }

    fn game_message(&mut self, message: GameMessage) {
        let GameReply { notice, report, steps, path, remedy, finished } = self.screen.update(message);
        if let (Some(game), Some(store)) = (finished, &self.stats_store)
            && let Err(error) = facade::record_game(Some(store), &game)
        {
            log::warn!("the game is not recorded: {error}");
        }
        if let Some(report) = report {
            self.panel = Panel::Report(report);
        }
        if let (Some(path), Some(game)) = (path, self.screen.game()) {
            self.panel = Panel::Path(PathList::new(*path, game.board().clone()));
        }
        if let (Panel::Path(list), Some(game)) = (&mut self.panel, self.screen.game()) {
            list.follow(game.board());
        }
        match (steps, self.screen.game()) {
            (Some(steps), Some(game)) => {
                self.panel = Panel::Steps(StepsList::new(steps, game.board().clone()))
            }
            (None, Some(game)) => {
                if let Panel::Steps(list) = &mut self.panel {
                    list.follow(game);
                }
            }
            _ => {}
        }
        match notice {
            NoticeChange::Keep => {}
            NoticeChange::Clear => self.say(None),
            NoticeChange::Show(notice) => self.say(Some(*notice)),
        }
        if remedy.is_some() {
            self.remedy = remedy;
        }
        if self.notice_is_stale() {
            self.say(None);
        }
        self.dialogs.follow_techniques(self.generator_techniques());
    }

    fn dialog_reply(&mut self, reply: DialogReply) {
        match reply {
            DialogReply::Nothing => {}
            DialogReply::Say(notice) => self.say(Some(notice)),
            DialogReply::Play { source, game, notice } => {
                if let Source::File(path) = &source {
                    self.recent.remember(path);
                }
                let kept = self.keep_previous_game();
                self.screen.replace(source, *game);
                self.panel = Panel::Hint;
                let warning = self.screen.givens_warning().map(Notice::Check);
                self.say(Some(warning.unwrap_or(notice)));
                self.tell_kept(kept);
            }
            DialogReply::Saved(path, notice) => {
                self.recent.remember(&path);
                self.say(Some(notice));
            }
        }
    }

    /// The window's content: menus and toolbar, the board with its colour bar beside the
    /// side panel (or the open dialog), the notice line and the status bar.
    pub fn view(&self) -> Element<'_, Message> {
        let board_view = self.screen.view();
        let menus = self.screen.menus();
        let top = column![menu_view::bar(menus, self.open_menu), menu_view::toolbar(board_view)].spacing(6);
        let side = match self.dialogs.view(self.recent.list()) {
            Some(dialog) => dialog,
            None => side_panel::view(&self.panel, board_view),
        };
        let body =
            row![self.screen.board_view(), container(side).width(340).padding(8)].spacing(8).height(Fill);
        let window = column![
            top,
            body,
            status_bar::notice(self.notice(), self.remedy()),
            status_bar::view(self, board_view)
        ]
        .padding(WINDOW_PADDING)
        .spacing(6);
        let open = self.open_menu.filter(|&i| i < menus.len());
        let layers = open
            .map(|i| menu_view::open_layers(menus, i, self.menu_cursor, WINDOW_PADDING))
            .unwrap_or_default();
        stack(std::iter::once(window.into()).chain(layers)).into()
    }

    /// Keyboard and focus events, the request to close the window (the game is kept
    /// first), and a tick a second while the clock runs.
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(keys::key_message);
        let focus = event::listen_with(keys::focus_message);
        let close = window::close_requests().map(Message::CloseRequested);
        let rated = |key: &crate::rating::RatingKey| self.rated.as_ref().is_some_and(|(k, _)| k == key);
        let rating = match self.game().and_then(crate::rating::to_rate).filter(|k| !rated(k)) {
            Some(key) => crate::rating::subscription(key),
            None => Subscription::none(),
        };
        let ticking = self.game().is_some_and(SudokuLN::clock_running);
        let tick = if ticking {
            Subscription::run(worker::seconds).map(|()| Message::Game(GameMessage::Tick))
        } else {
            Subscription::none()
        };
        Subscription::batch([keys, focus, close, tick, rating])
    }
}
