//! What the menu bar holds: the thesis' menus, their items with the keys that do the same
//! (Ctrl+O, F2, …) and whether each can act now. [`crate::menu_view`] draws them.

use std::fmt;
use std::sync::LazyLock;

use dn::{Colour, Digit, Geometry, InputMode};
use facade::{Action, BoardView, PatternSummary, Reveal};

use crate::file_panel::FilePurpose;
use crate::message::{Command, Shortcut};
use crate::zoom::{CandidateSize, ZoomStep};

/// One menu item: the command it sends, its label, the key that does the same, and
/// whether it can act now (a disabled item is drawn grey and cannot be clicked).
#[derive(Clone, Debug, PartialEq)]
pub struct MenuItem {
    /// What choosing the item asks for.
    pub command: Command,
    /// What the item says.
    pub label: String,
    /// The key that does the same, shown at the right ("Ctrl+Z", "F2").
    pub keys: Option<String>,
    /// Whether the item can be chosen now.
    pub enabled: bool,
}

impl MenuItem {
    /// The item is greyed unless `enabled`.
    fn enabled_if(mut self, enabled: bool) -> MenuItem {
        self.enabled = enabled;
        self
    }
}

impl fmt::Display for MenuItem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// One menu: its title in the bar and its items.
#[derive(Clone, Debug, PartialEq)]
pub struct Menu {
    /// What the bar shows.
    pub title: String,
    /// The entries, in order.
    pub items: Vec<MenuItem>,
}

impl Menu {
    /// The item lit after an arrow key in the open menu: the next enabled item below
    /// (`down`) or above `from`, round the ends; from none lit, the first (or last) one.
    pub fn step_cursor(&self, from: Option<usize>, down: bool) -> Option<usize> {
        let n = self.items.len();
        let start = match (from, down) {
            (Some(at), true) => at + 1,
            (Some(at), false) => at + n - 1,
            (None, true) => 0,
            (None, false) => n.checked_sub(1)?,
        };
        (0..n)
            .map(|k| if down { (start + k) % n } else { (start + n - k) % n })
            .find(|&i| self.items[i].enabled)
    }
}

/// What the menus need to know about the game: the view, and the window's own settings.
#[derive(Clone, Copy, Debug)]
pub struct MenuState<'a> {
    /// The board as drawn, when a game is loaded.
    pub view: Option<&'a BoardView>,
    /// Whether cell colours are shown.
    pub show_colours: bool,
    /// Whether fresh boards show all their candidates.
    pub all_candidates: bool,
    /// Whether the window is dark.
    pub dark: bool,
    /// The candidates' text size.
    pub candidate_size: CandidateSize,
}

/// The Ctrl + letter keys of the menus, and the command each sends (F2 and F3 are the
/// board's own keys, [`Shortcut`]).
pub fn ctrl_keys() -> [(char, Command); 11] {
    [
        ('n', Command::Generate),
        ('o', Command::File(FilePurpose::Open)),
        ('s', Command::File(FilePurpose::SaveSession)),
        ('z', Command::Act(Action::Undo)),
        ('y', Command::Act(Action::Redo)),
        ('c', Command::Copy(false)),
        ('v', Command::Paste),
        ('+', Command::Zoom(ZoomStep::In)),
        ('=', Command::Zoom(ZoomStep::In)),
        ('-', Command::Zoom(ZoomStep::Out)),
        ('0', Command::Zoom(ZoomStep::Reset)),
    ]
}

/// The command Ctrl + `key` sends, if any.
pub fn ctrl_command(key: char) -> Option<Command> {
    ctrl_keys().into_iter().find(|(k, _)| *k == key).map(|(_, command)| command)
}

/// The patterns in increasing difficulty, read from the façade once.
static MENU_PATTERNS: LazyLock<Vec<PatternSummary>> = LazyLock::new(facade::patterns);

/// The patterns in increasing difficulty, the order hints search them (thesis 2.3.3): the
/// Pattern and Help menus and the pattern-example list.
pub fn menu_patterns() -> &'static [PatternSummary] {
    &MENU_PATTERNS
}

/// An enabled item, showing its Ctrl key when it has one.
fn item(command: Command, label: impl Into<String>) -> MenuItem {
    let keys = ctrl_keys()
        .into_iter()
        .find(|(_, c)| *c == command)
        .map(|(key, _)| format!("Ctrl+{}", key.to_ascii_uppercase()));
    MenuItem { command, label: label.into(), keys, enabled: true }
}

/// An item with one of the board's function keys.
fn shortcut_item(command: Command, label: &str, shortcut: Shortcut) -> MenuItem {
    MenuItem { keys: Some(shortcut.key().to_string()), ..item(command, label) }
}

/// A ticked or unticked switch.
fn tick(command: Command, label: &str, on: bool) -> MenuItem {
    item(command, format!("{}{label}", if on { "✓ " } else { "" }))
}

fn file_menu(view: Option<&BoardView>) -> Menu {
    let loaded = view.is_some();
    let mut items =
        vec![item(Command::Generate, "Generate…"), item(Command::PatternExample, "Pattern example…")];
    for geometry in Geometry::ALL {
        items.push(item(Command::Act(Action::WriteNew(geometry)), format!("Write new {geometry}")));
    }
    items.push(
        item(Command::Act(Action::FinishWriting), "Finish writing")
            .enabled_if(view.is_some_and(|v| v.writing)),
    );
    items.push(item(Command::PreviousGame, "Previous game"));
    for purpose in [
        FilePurpose::Open,
        FilePurpose::SaveBoard,
        FilePurpose::SaveSession,
        FilePurpose::ExportPdf,
        FilePurpose::ExportSvg,
    ] {
        let needs_board = purpose != FilePurpose::Open;
        items.push(item(Command::File(purpose), purpose.to_string()).enabled_if(loaded || !needs_board));
    }
    Menu { title: "File".into(), items }
}

fn edit_menu(view: Option<&BoardView>) -> Menu {
    let loaded = view.is_some();
    Menu {
        title: "Edit".into(),
        items: vec![
            item(Command::Act(Action::Undo), "Undo").enabled_if(view.is_some_and(|v| v.can_undo)),
            item(Command::Act(Action::Redo), "Redo").enabled_if(view.is_some_and(|v| v.can_redo)),
            item(Command::Act(Action::Reset), "Back to start").enabled_if(view.is_some_and(|v| v.can_undo)),
            item(Command::Copy(false), "Copy the givens").enabled_if(loaded),
            item(Command::Copy(true), "Copy the board with marks").enabled_if(loaded),
            item(Command::Paste, "Paste a puzzle"),
        ],
    }
}

fn pattern_menu(view: Option<&BoardView>) -> Menu {
    let selected = view.and_then(|v| v.pattern);
    let mut items = vec![tick(Command::Act(Action::SelectPattern(None)), "Any", selected.is_none())];
    let mut title = "Pattern".to_string();
    for pattern in menu_patterns() {
        if selected == Some(pattern.id) {
            title = format!("Pattern: {}", pattern.name);
        }
        items.push(tick(
            Command::Act(Action::SelectPattern(Some(pattern.id))),
            pattern.name,
            selected == Some(pattern.id),
        ));
    }
    let loaded = view.is_some();
    Menu { title, items: items.into_iter().map(|i| i.enabled_if(loaded)).collect() }
}

fn solve_menu(view: Option<&BoardView>) -> Menu {
    let loaded = view.is_some();
    let items = vec![
        shortcut_item(Command::Act(Action::Step(None)), "One step", Shortcut::Step),
        item(Command::Act(Action::Steps), "All steps"),
        item(Command::Act(Action::SolutionPath), "Solution path (replay)"),
        item(Command::Act(Action::Singles), "Singles"),
        item(Command::Act(Action::SolveWithPatterns), "All with patterns"),
        item(Command::Act(Action::SolveTrialAndError), "All by trial and error"),
        uniqueness_item(view.is_none_or(|v| v.uniqueness)),
    ];
    Menu { title: "Solve".into(), items: items.into_iter().map(|i| i.enabled_if(loaded)).collect() }
}

/// The switch of the uniqueness techniques (Unique Rectangles, Hidden Rectangle, BUG+1),
/// ticked while hints and solves may use them.
fn uniqueness_item(on: bool) -> MenuItem {
    tick(Command::Act(Action::Uniqueness(!on)), "Uniqueness techniques", on)
}

fn hints_menu(view: Option<&BoardView>) -> Menu {
    let loaded = view.is_some();
    let items = vec![
        shortcut_item(Command::Act(Action::HintMore), "Hint, a level more", Shortcut::Hint),
        item(Command::Act(Action::HintAt(None, Reveal::Full)), "Whole hint"),
        item(Command::Act(Action::CleanCandidates), "Clean candidates"),
        item(Command::Act(Action::ClearCandidates), "Clear candidates"),
        item(Command::Act(Action::ComputeCandidates), "Compute candidates"),
        item(Command::Act(Action::CheckRules), "Check rules"),
        item(Command::Act(Action::ShowDeviations), "Show deviations"),
    ];
    Menu { title: "Hints".into(), items: items.into_iter().map(|i| i.enabled_if(loaded)).collect() }
}

fn filter_menu(view: Option<&BoardView>) -> Menu {
    let side = view.map_or(9, |v| v.side);
    let filter = view.map(|v| v.filter).unwrap_or_default();
    let mut items = Vec::new();
    for digit in (1..=side).filter_map(|n| u8::try_from(n).ok().and_then(Digit::new)) {
        let verb = if filter.contains(digit) { "Hide" } else { "Show" };
        items.push(item(Command::ToggleFilter(digit), format!("{verb} {digit}")).enabled_if(view.is_some()));
    }
    items.push(
        item(Command::Act(Action::Filter(dn::CandidateSet::EMPTY)), "Clear the filter")
            .enabled_if(!filter.is_empty()),
    );
    let title = if filter.is_empty() {
        "Filter".to_string()
    } else {
        format!("Filter: {}", filter.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(","))
    };
    Menu { title, items }
}

fn colours_menu(view: Option<&BoardView>, show: bool) -> Menu {
    let mut items: Vec<_> = Colour::ALL
        .iter()
        .map(|&c| match c {
            Colour::Wrong => item(Command::Act(Action::ClearColour(Some(c))), "Clear marked wrong"),
            _ => item(Command::Act(Action::ClearColour(Some(c))), format!("Clear colour {}", c.number())),
        })
        .collect();
    items.push(item(Command::Act(Action::ClearColour(None)), "Clear all colours"));
    items.push(if show {
        item(Command::Act(Action::ShowColours(false)), "Hide colours")
    } else {
        item(Command::Act(Action::ShowColours(true)), "Show colours")
    });
    let loaded = view.is_some();
    Menu { title: "Colours".into(), items: items.into_iter().map(|i| i.enabled_if(loaded)).collect() }
}

fn modes_menu(view: Option<&BoardView>, all_candidates: bool, dark: bool) -> Menu {
    let mode = view.map(|v| v.mode).unwrap_or_default();
    let loaded = view.is_some();
    Menu {
        title: "Modes".into(),
        items: vec![
            tick(Command::Act(Action::Mode(InputMode::Normal)), "Normal", mode == InputMode::Normal)
                .enabled_if(loaded),
            tick(
                Command::Act(Action::Mode(InputMode::AutoEliminate)),
                "Auto-eliminate",
                mode == InputMode::AutoEliminate,
            )
            .enabled_if(loaded),
            tick(Command::AllCandidates(!all_candidates), "Show all candidates", all_candidates),
            tick(Command::DarkTheme(!dark), "Dark theme", dark),
        ],
    }
}

fn view_menu(size: CandidateSize) -> Menu {
    let mut items = vec![
        item(Command::Zoom(ZoomStep::In), "Zoom in"),
        item(Command::Zoom(ZoomStep::Out), "Zoom out"),
        item(Command::Zoom(ZoomStep::Reset), "Fit the window"),
    ];
    items.extend(CandidateSize::ALL.map(|s| tick(Command::CandidateSize(s), s.label(), s == size)));
    Menu { title: "View".into(), items }
}

fn help_menu() -> Menu {
    let mut items = vec![item(Command::About, "About JADE"), item(Command::Statistics, "Your statistics")];
    items.extend(menu_patterns().iter().map(|p| item(Command::Help(p.id), p.name)));
    Menu { title: "Help".into(), items }
}

/// Every menu in the thesis' order: File, Edit, Pattern, Solve, Hints, Filter, Colours,
/// Modes, then View (zoom, candidate size) and Help.
pub fn menus(state: MenuState<'_>) -> Vec<Menu> {
    let view = state.view;
    vec![
        file_menu(view),
        edit_menu(view),
        pattern_menu(view),
        solve_menu(view),
        hints_menu(view),
        filter_menu(view),
        colours_menu(view, state.show_colours),
        modes_menu(view, state.all_candidates, state.dark),
        view_menu(state.candidate_size),
        help_menu(),
    ]
}
