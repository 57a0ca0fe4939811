//! The game screen: the game from the façade (or why it could not be loaded), the selected
//! cell, and what is drawn of them. [`GameScreen::update`] is the only place they change; it
//! answers the window with a [`GameReply`] (the news to show, a report to open).

use dn::{Coord, Digit, Hint, SudokuDN};
use facade::{
    Action, BoardView, CheckReport, FacadeError, HintAnswer, Outcome, PatternSolve, Refusal, Reveal,
    SolutionPath, StepsAnswer, SudokuLN,
};
use iced::widget::scrollable::{Direction as ScrollDirection, Scrollbar};
use iced::widget::{canvas, column, container, responsive, scrollable, text};
use iced::{Element, Fill};

use crate::app::Source;
use crate::board_canvas::BoardCanvas;
use crate::highlight::Highlight;
use crate::menu_bar::{Menu, MenuState};
use crate::message::{Direction, GameMessage, Message, Shortcut};
use crate::notice::{GuiError, Notice};
use crate::sample::sample_game;
use crate::zoom::{CandidateSize, Zoom};

/// What the window says under a board that could not be loaded.
const NO_BOARD_HELP: &str = "Open another board with File → Open…, generate one with File → Generate…, \
or start jade-gui with a FILE (see jade-gui --help).";

/// What the game screen tells the window after a message.
#[derive(Debug, Default)]
pub struct GameReply {
    /// What to do with the notice line.
    pub notice: NoticeChange,
    /// A full-solve report for the side panel.
    pub report: Option<Box<PatternSolve>>,
    /// The steps available now, for the side panel.
    pub steps: Option<StepsAnswer>,
    /// The solution path, for the side panel.
    pub path: Option<Box<SolutionPath>>,
    /// What the player can do about the answer in the notice (note the candidates a hint
    /// needs, clean stale ones, show the deviations), offered beside it.
    pub remedy: Option<Action>,
    /// The game just finished, for the statistics (boxed: a record is large).
    pub finished: Option<Box<facade::GameRecord>>,
}

/// What happens to the notice line.
#[derive(Debug, Default)]
pub enum NoticeChange {
    /// It stays as it is.
    #[default]
    Keep,
    /// It empties: the old news no longer applies (the side panel explains what is on show).
    Clear,
    /// It says this (boxed: a notice can hold a whole outcome).
    Show(Box<Notice>),
}

impl GameReply {
    fn say(notice: impl Into<Notice>) -> GameReply {
        GameReply { notice: NoticeChange::Show(Box::new(notice.into())), ..GameReply::default() }
    }
}

/// What is drawn of the game: the view of the board (the clock left out, so that a running
/// clock redraws nothing), its painted layer, and the menus that depend on it. Refreshed
/// after every message; the layer and the menus are rebuilt only when the view changed.
#[derive(Debug, Default)]
struct Drawn {
    view: Option<BoardView>,
    show_colours: bool,
    all_candidates: bool,
    dark: bool,
    candidate_size: CandidateSize,
    menus: Vec<Menu>,
    cache: canvas::Cache,
    redraws: u64,
}

impl Drawn {
    /// Follows `game`; `taken`, the step just applied, is drawn like a hint while no hint is
    /// on show; `all_candidates`, `dark` and `candidate_size` are the window's own settings
    /// the menus show (the theme and the candidates' size also change the board).
    fn refresh(
        &mut self,
        game: Option<&SudokuLN>,
        taken: Option<&Hint>,
        (all_candidates, dark, candidate_size): (bool, bool, CandidateSize),
    ) {
        let view = game.map(|game| {
            let mut view = BoardView { elapsed: Default::default(), ..game.view() };
            if let Some(step) = taken.filter(|_| view.revealed.is_none()) {
                draw_step(&mut view, step);
            }
            view
        });
        let show_colours = game.is_none_or(|g| g.settings().show_colours);
        let same_settings = show_colours == self.show_colours
            && all_candidates == self.all_candidates
            && dark == self.dark
            && candidate_size == self.candidate_size;
        if self.redraws > 0 && view == self.view && same_settings {
            return;
        }
        self.menus = crate::menu_bar::menus(MenuState {
            view: view.as_ref(),
            show_colours,
            all_candidates,
            dark,
            candidate_size,
        });
        self.view = view;
        self.show_colours = show_colours;
        self.all_candidates = all_candidates;
        self.dark = dark;
        self.candidate_size = candidate_size;
        self.cache.clear();
        self.redraws += 1;
    }
}

/// Spreads a step just taken over `view` as a hint on show is spread: its cells' roles,
/// the candidates it removed (drawn struck out), the values it placed, its links.
fn draw_step(view: &mut BoardView, step: &Hint) {
    for cell in &mut view.cells {
        cell.role = step.cells.iter().find(|c| c.cell == cell.cell).map(|c| c.role);
        cell.eliminated = step.eliminations.iter().filter(|e| e.cell == cell.cell).map(|e| e.digit).collect();
        cell.placed = step.placements.iter().find(|p| p.cell == cell.cell).map(|p| p.digit);
    }
    view.hint = Some(step.clone());
}

/// The game screen's state.
#[derive(Debug)]
pub struct GameScreen {
    source: Source,
    game: Result<SudokuLN, FacadeError>,
    selected: Option<Coord>,
    focused: bool,
    celebrated: bool,
    placed_by_player: bool,
    taken: Option<Hint>,
    highlight: Option<Highlight>,
    all_candidates: bool,
    dark: bool,
    zoom: Zoom,
    candidate_size: CandidateSize,
    drawn: Drawn,
}

impl GameScreen {
    /// Loads the board from `source`. A failure is kept and shown in the window.
    pub fn load(source: Source) -> GameScreen {
        let game = match &source {
            Source::Sample | Source::Made(_) => sample_game(),
            Source::File(path) => SudokuLN::open(path),
        };
        let game =
            game.inspect_err(|error| log::error!("cannot load the {} puzzle: {error}", source.label()));
        GameScreen::showing(source, game)
    }

    /// A screen showing `game`, labelled `source`; its clock starts.
    pub fn showing(source: Source, game: Result<SudokuLN, FacadeError>) -> GameScreen {
        let mut screen = GameScreen {
            source,
            game,
            selected: None,
            focused: true,
            celebrated: false,
            placed_by_player: false,
            taken: None,
            highlight: None,
            all_candidates: true,
            dark: false,
            zoom: Zoom::default(),
            candidate_size: CandidateSize::default(),
            drawn: Drawn::default(),
        };
        screen.start();
        screen
    }

    /// Shows `game` from now on: selection and clock start afresh.
    pub fn replace(&mut self, source: Source, game: SudokuLN) {
        if let Ok(old) = &mut self.game {
            old.pause_clock();
        }
        self.source = source;
        self.game = Ok(game);
        self.selected = None;
        self.taken = None;
        self.start();
    }

    fn start(&mut self) {
        if self.all_candidates {
            self.note_all_candidates();
        }
        self.celebrated = self.board().is_some_and(SudokuDN::is_solved);
        if let (Ok(game), true) = (&mut self.game, self.focused) {
            game.start_clock();
        }
        let settings = self.window_settings();
        self.drawn.refresh(self.game.as_ref().ok(), self.taken.as_ref(), settings);
    }

    /// Shows all candidates on a fresh board (no history yet, not being written) whose
    /// empty cells have none: the façade computes them, and the history starts there, so
    /// Undo cannot take them away. A board with marks or with moves is left as it is.
    fn note_all_candidates(&mut self) {
        let Ok(game) = &mut self.game else { return };
        let board = game.board();
        let unmarked = board.cells().filter(|(_, c)| c.is_empty()).all(|(_, c)| c.candidates.is_empty());
        let has_empty = board.cells().any(|(_, c)| c.is_empty());
        if !unmarked || !has_empty || game.can_undo() || game.settings().writing {
            return;
        }
        match game.apply(Action::ComputeCandidates) {
            Ok(_) => *game = SudokuLN::with_settings(game.board().clone(), game.settings().clone()),
            Err(error) => log::warn!("cannot note the candidates: {error}"),
        }
    }

    /// Whether the window is dark (Modes → Dark theme).
    pub fn dark(&self) -> bool {
        self.dark
    }

    /// How far the board is zoomed (View → Zoom in, Zoom out, Fit the window).
    pub fn zoom(&self) -> Zoom {
        self.zoom
    }

    /// The candidates' text size (View menu).
    pub fn candidate_size(&self) -> CandidateSize {
        self.candidate_size
    }

    /// The window's own settings the drawing follows.
    fn window_settings(&self) -> (bool, bool, CandidateSize) {
        (self.all_candidates, self.dark, self.candidate_size)
    }

    /// Whether fresh boards show all their candidates (Modes → Show all candidates).
    pub fn all_candidates(&self) -> bool {
        self.all_candidates
    }

    /// What checking the givens on open found, when it is bad news: no solution, several
    /// (with two as evidence), or givens that break a rule. `None` for a board with one
    /// solution, a board being written, or no board.
    pub fn givens_warning(&self) -> Option<CheckReport> {
        let game = self.game().filter(|g| !g.settings().writing)?;
        let report = game.givens_check();
        let unique = matches!(report.status, dn::SolutionStatus::Unique(_));
        (!unique || !report.conflicts.is_empty()).then_some(report)
    }

    /// Where the board comes from.
    pub fn source(&self) -> &Source {
        &self.source
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

    /// What the highlight buttons shade, if anything.
    pub fn highlight(&self) -> Option<Highlight> {
        self.highlight
    }

    /// The board as last drawn (its clock reading left at zero).
    pub fn view(&self) -> Option<&BoardView> {
        self.drawn.view.as_ref()
    }

    /// The menus for the game as last drawn.
    pub fn menus(&self) -> &[Menu] {
        &self.drawn.menus
    }

    /// How many times the board's painted layer was cleared to be drawn afresh.
    pub fn redraws(&self) -> u64 {
        self.drawn.redraws
    }

    /// Applies one message; the drawing follows the game afterwards.
    pub fn update(&mut self, message: GameMessage) -> GameReply {
        self.placed_by_player = false;
        let reply = self.apply(message);
        let settings = self.window_settings();
        self.drawn.refresh(self.game.as_ref().ok(), self.taken.as_ref(), settings);
        self.celebrate(reply)
    }

    fn apply(&mut self, message: GameMessage) -> GameReply {
        match message {
            GameMessage::Tick => GameReply::default(),
            GameMessage::Focus(focused) => {
                self.focused = focused;
                if let Ok(game) = &mut self.game {
                    if focused { game.start_clock() } else { game.pause_clock() }
                }
                GameReply::default()
            }
            GameMessage::SelectCell(coord) => {
                if self.on_board(coord) {
                    self.selected = Some(coord);
                }
                GameReply::default()
            }
            GameMessage::MoveSelection(direction) => {
                self.move_selection(direction);
                GameReply::default()
            }
            GameMessage::ClearSelection => {
                self.selected = None;
                GameReply::default()
            }
            GameMessage::CycleColour(coord) => {
                if !self.on_board(coord) {
                    return GameReply::default();
                }
                self.selected = Some(coord);
                let colour = self.board().and_then(|b| b.geometry().cell_of(coord).map(|i| b[i].colour));
                self.paint(crate::palette::next_colour(colour.flatten()))
            }
            GameMessage::CycleCandidateColour(coord, digit) => {
                let Some(index) = self.board().and_then(|b| b.geometry().cell_of(coord)) else {
                    return GameReply::default();
                };
                self.selected = Some(coord);
                let colour = self.board().and_then(|b| b.candidate_colour(index, digit));
                self.act(Action::CandidateColour(coord, digit, crate::palette::next_colour(colour)))
            }
            GameMessage::PaintSelected(colour) => self.paint(colour),
            GameMessage::Char { key, ctrl } => self.char_input(key, ctrl),
            GameMessage::Digit { digit, set } => self.enter_digit(digit, set),
            GameMessage::ClearCell => match (self.selected, &self.game) {
                (Some(cell), Ok(_)) => self.act(Action::ClearValue(cell)),
                _ => GameReply::default(),
            },
            GameMessage::Act(action) => self.act(action),
            GameMessage::AllCandidates(on) => {
                self.all_candidates = on;
                if on {
                    self.note_all_candidates();
                }
                GameReply::default()
            }
            GameMessage::Dark(dark) => {
                self.dark = dark;
                GameReply::default()
            }
            GameMessage::Zoom(step) => {
                self.zoom = self.zoom.after(step);
                GameReply::say(Notice::Info(format!("zoom {}", self.zoom)))
            }
            GameMessage::CandidateSize(size) => {
                self.candidate_size = size;
                GameReply::default()
            }
            GameMessage::Highlight(highlight) => {
                self.highlight = highlight;
                GameReply::default()
            }
            GameMessage::Shortcut(Shortcut::Hint) => self.act(Action::HintMore),
            GameMessage::Shortcut(Shortcut::Step) => self.act(Action::Step(None)),
            GameMessage::ChooseStep(index) => self.choose_step(index),
            GameMessage::ToggleFilter(digit) => {
                let mut filter = self.game().map(|g| g.settings().filter).unwrap_or_default();
                filter.toggle(digit);
                self.act(Action::Filter(filter))
            }
        }
    }

    /// Celebrates a freshly solved puzzle: the clock stops and "Solved in m:ss!" shows.
    ///
    /// Only a board the player solved with their own value is celebrated (a board JADE
    /// solved says what JADE did). A board un-solved again (undo, Delete) starts the clock.
    fn celebrate(&mut self, mut reply: GameReply) -> GameReply {
        let Ok(game) = &mut self.game else { return reply };
        let writing = game.settings().writing;
        let solved = game.board().is_solved() && !writing;
        if solved && !self.celebrated {
            game.pause_clock();
            reply.finished = game.finished_game().map(Box::new);
            if self.placed_by_player {
                reply.notice = NoticeChange::Show(Box::new(Notice::Solved(game.elapsed())));
            }
        }
        if !solved && self.celebrated && !writing && self.focused {
            game.start_clock();
        }
        self.celebrated = solved;
        reply
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
    /// H asks for a hint and S takes a step where they are no digits (F2 and F3 do it on
    /// every size).
    fn char_input(&mut self, key: char, ctrl: bool) -> GameReply {
        let side = self.board().map_or(9, |b| b.geometry().side());
        match (key, ctrl) {
            ('z', true) => return self.act(Action::Undo),
            ('y', true) => return self.act(Action::Redo),
            _ => {}
        }
        let digit = Digit::from_char(key).filter(|d| d.index() < side && (side > 9 || key.is_ascii_digit()));
        match (digit, key) {
            (Some(digit), _) => self.enter_digit(digit, ctrl),
            (None, 'h') if !ctrl => self.act(Action::HintMore),
            (None, 's') if !ctrl => self.act(Action::Step(None)),
            _ => GameReply::default(),
        }
    }

    /// Shows step `index` of the steps available, in full even when a hint was on show at
    /// a lower reveal level (the step takes its place and keeps that level otherwise).
    fn choose_step(&mut self, index: usize) -> GameReply {
        let reply = self.act(Action::ShowStep(index));
        let partly = self.game().and_then(SudokuLN::revealed).is_some_and(|r| r.reveal < Reveal::Full);
        if partly { self.act(Action::HintAt(None, Reveal::Full)) } else { reply }
    }

    fn enter_digit(&mut self, digit: Digit, set: bool) -> GameReply {
        let Some(cell) = self.selected else {
            return GameReply::say(Notice::Info(
                "select a cell first (click it or use the arrow keys)".into(),
            ));
        };
        let Ok(game) = &self.game else { return GameReply::default() };
        let set = set || game.settings().writing;
        self.act(if set {
            Action::SetValue(cell, digit)
        } else {
            Action::ToggleCandidates(cell, vec![digit])
        })
    }

    fn paint(&mut self, colour: Option<dn::Colour>) -> GameReply {
        let Some(cell) = self.selected else {
            return GameReply::say(Notice::Info("select a cell to colour first".into()));
        };
        self.act(Action::Colour(cell, colour))
    }

    /// Applies a move to the game through the façade's one entry point and says its
    /// outcome; nothing happens without a game.
    ///
    /// Without a game (its file failed to load), only writing a new board is possible. A
    /// change of what is drawn only (filter, colours, mode) keeps the hint on show, at its
    /// level. Whether the move is the player's own value is kept, for the celebration.
    fn act(&mut self, action: Action) -> GameReply {
        self.placed_by_player = matches!(action, Action::SetValue(..));
        self.taken = None;
        let Ok(game) = &mut self.game else {
            if let Action::WriteNew(geometry) = action {
                self.game = Ok(SudokuLN::new(SudokuDN::empty(geometry)));
                return self.act(action);
            }
            return GameReply::say(GuiError::NoBoard);
        };
        let drawing_only = matches!(
            action,
            Action::Filter(_)
                | Action::Colour(..)
                | Action::CandidateColour(..)
                | Action::ClearColour(_)
                | Action::ShowColours(_)
                | Action::Mode(_)
        );
        let on_show = game.revealed().filter(|_| drawing_only);
        let outcome = game.apply(action);
        if let (Ok(_), Some(hint)) = (&outcome, on_show)
            && let Err(error) = game.apply(Action::HintAt(hint.pattern, hint.reveal))
        {
            log::warn!("the hint on show could not be shown again: {error}");
        }
        match outcome {
            Ok(outcome) => self.show_outcome(outcome),
            Err(FacadeError::Rejected(Refusal::NoSoundHint(problems))) => {
                let remedy = HintAnswer::Inconsistent(problems.clone()).remedy();
                let error = FacadeError::Rejected(Refusal::NoSoundHint(problems));
                GameReply { remedy, ..GameReply::say(error) }
            }
            Err(error) => GameReply::say(error),
        }
    }

    /// What the screen does with an outcome besides saying it: a board being written
    /// starts with no selection, a written board starts the clock, a solve sends its
    /// report and a list of steps the list; a hint on show, at any reveal level, needs no
    /// words (the side panel says it).
    fn show_outcome(&mut self, outcome: Outcome) -> GameReply {
        let Ok(game) = &mut self.game else { return GameReply::default() };
        let (mut report, mut steps, mut path) = (None, None, None);
        let remedy = match &outcome {
            Outcome::Hint(answer) | Outcome::Stepped(answer) => answer.remedy(),
            _ => None,
        };
        match &outcome {
            Outcome::Writing => {
                self.selected = None;
                self.source = Source::Made(format!("new {}", game.board().geometry()));
            }
            Outcome::Written(dn::SolutionStatus::Unique(_)) => game.start_clock(),
            Outcome::Solved(solve) => report = Some(solve.clone()),
            Outcome::Steps(answer) => steps = Some(answer.clone()),
            Outcome::Path(found) => path = Some(found.clone()),
            Outcome::Stepped(answer) => self.taken = answer.hint().cloned(),
            _ => {}
        }
        let notice = match outcome {
            Outcome::Hint(HintAnswer::Hint(_)) => NoticeChange::Clear,
            Outcome::Revealed(_) => NoticeChange::Clear,
            setback if setback.is_setback() => NoticeChange::Show(Box::new(Notice::Setback(setback))),
            other => NoticeChange::Show(Box::new(Notice::Info(other.to_string()))),
        };
        GameReply { notice, report, steps, path, remedy, finished: None }
    }

    /// What the status line says about the selected cell; after "check rules", a cell on
    /// show as breaking a rule says which (thesis 2.3.5).
    pub fn status_line(&self) -> String {
        let Some((board, coord)) = self.board().zip(self.selected) else {
            return "Click a cell to select it; arrow keys move, Esc clears.".to_string();
        };
        let Some(index) = board.geometry().cell_of(coord) else {
            return String::new();
        };
        let cell = &board[index];
        let line = match cell.value {
            Some(d) if cell.given => format!("{coord}: given {d}"),
            Some(d) => format!("{coord}: placed {d}"),
            None if cell.candidates.is_empty() => format!("{coord}: empty"),
            None => format!("{coord}: empty, candidates {}", cell.candidates),
        };
        let broken = self.view().map(|v| v.conflicts.as_slice()).unwrap_or_default();
        match broken.iter().find(|conflict| conflict.cells.contains(&coord)) {
            Some(conflict) => {
                let kind = conflict.unit.kind_name();
                format!("{line}; breaks the rule that a {kind} holds each digit once: {conflict}")
            }
            None => line,
        }
    }

    /// The board with its colour bar, or why there is no board.
    pub fn board_view(&self) -> Element<'_, Message> {
        match (&self.game, &self.drawn.view) {
            (Ok(_), Some(view)) => {
                let program = BoardCanvas::new(view, self.selected, &self.drawn.cache)
                    .highlighting(self.highlight)
                    .candidate_scale(self.candidate_size.scale());
                let (geometry, zoom) =
                    (dn::Geometry::from_side(view.side).unwrap_or(dn::Geometry::NINE), self.zoom);
                // Fitted to its space, or drawn larger (a zoom, or a 16×16 or 25×25 board whose
                // candidates need room) and scrolled when it does not fit.
                let board =
                    responsive(move |available| match crate::zoom::board_side(available, geometry, zoom) {
                        None => canvas(program).width(Fill).height(Fill).into(),
                        Some(side) if side <= available.width && side <= available.height => {
                            container(canvas(program).width(side).height(side)).center(Fill).into()
                        }
                        Some(side) => scrollable(canvas(program).width(side).height(side))
                            .direction(ScrollDirection::Both {
                                vertical: Scrollbar::default(),
                                horizontal: Scrollbar::default(),
                            })
                            .width(Fill)
                            .height(Fill)
                            .into(),
                    });
                column![
                    board,
                    crate::highlight::view(view.side, self.highlight),
                    crate::colour_bar::view(self.selected.is_some())
                ]
                .spacing(6)
                .width(Fill)
                .into()
            }
            _ => {
                let error = self.error().map(ToString::to_string).unwrap_or_default();
                let content = column![
                    text(format!("Cannot show {}", self.source.label())).size(22),
                    text(error),
                    text(NO_BOARD_HELP).size(13),
                ]
                .spacing(12);
                container(content).center(Fill).padding(24).into()
            }
        }
    }
}
