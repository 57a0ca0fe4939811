//! The thesis menus as a row of drop-down lists (iced has no native menu bar), and a
//! toolbar with the commands used most.

use std::sync::LazyLock;

use dn::{Colour, Digit, Geometry, InputMode};
use facade::{Action, BoardView, PatternSummary, Reveal};
use iced::widget::{button, pick_list, row, text};

use iced::{Element, Fill};

use crate::choice::Choice;
use crate::file_panel::FilePurpose;
use crate::message::{Command, Message, Shortcut};

/// One menu: its title and its items.
#[derive(Clone, Debug)]
pub struct Menu {
    /// What the closed list shows.
    pub title: String,
    /// The entries, in order.
    pub items: Vec<Choice<Command>>,
}

/// What the menus need to know about the game: the view, and whether colours show.
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
}

/// The patterns in increasing difficulty, read from the façade once.
static MENU_PATTERNS: LazyLock<Vec<PatternSummary>> = LazyLock::new(facade::patterns);

/// The patterns in increasing difficulty, the order hints search them (thesis 2.3.3): the
/// Pattern and Help menus and the pattern-example list.
pub fn menu_patterns() -> &'static [PatternSummary] {
    &MENU_PATTERNS
}

fn item(command: Command, label: impl Into<String>) -> Choice<Command> {
    Choice::new(command, label)
}

fn file_menu(writing: bool) -> Menu {
    let mut items =
        vec![item(Command::Generate, "Generate…"), item(Command::PatternExample, "Pattern example…")];
    for geometry in Geometry::ALL {
        items.push(item(Command::Act(Action::WriteNew(geometry)), format!("Write new {geometry}")));
    }
    items.push(item(Command::PreviousGame, "Previous game"));
    if writing {
        items.push(item(Command::Act(Action::FinishWriting), "Finish writing"));
    }
    for purpose in [
        FilePurpose::Open,
        FilePurpose::SaveBoard,
        FilePurpose::SaveSession,
        FilePurpose::ExportPdf,
        FilePurpose::ExportSvg,
    ] {
        items.push(item(Command::File(purpose), purpose.to_string()));
    }
    Menu { title: "File".into(), items }
}

fn pattern_menu(selected: Option<dn::PatternId>) -> Menu {
    let mut items = vec![item(Command::Act(Action::SelectPattern(None)), "Any")];
    let mut title = "Pattern: Any".to_string();
    for pattern in menu_patterns() {
        let mark = if selected == Some(pattern.id) { "✓ " } else { "" };
        if selected == Some(pattern.id) {
            title = format!("Pattern: {}", pattern.name);
        }
        items.push(item(
            Command::Act(Action::SelectPattern(Some(pattern.id))),
            format!("{mark}{}", pattern.name),
        ));
    }
    Menu { title, items }
}

fn filter_menu(view: Option<&BoardView>) -> Menu {
    let side = view.map_or(9, |v| v.side);
    let filter = view.map(|v| v.filter).unwrap_or_default();
    let mut items = Vec::new();
    for digit in (1..=side).filter_map(|n| u8::try_from(n).ok().and_then(Digit::new)) {
        let verb = if filter.contains(digit) { "Hide" } else { "Show" };
        items.push(item(Command::ToggleFilter(digit), format!("{verb} {digit}")));
    }
    items.push(item(Command::Act(Action::Filter(dn::CandidateSet::EMPTY)), "Clear the filter"));
    let title = if filter.is_empty() {
        "Filter".to_string()
    } else {
        format!("Filter: {}", filter.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(","))
    };
    Menu { title, items }
}

fn colours_menu(show: bool) -> Menu {
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
    Menu { title: "Colours".into(), items }
}

fn modes_menu(mode: InputMode, all_candidates: bool, dark: bool) -> Menu {
    let mark = |m: InputMode| if m == mode { "✓ " } else { "" };
    let all = if all_candidates { "✓ " } else { "" };
    Menu {
        title: if mode == InputMode::AutoEliminate { "Mode: auto" } else { "Mode: normal" }.into(),
        items: vec![
            item(Command::Act(Action::Mode(InputMode::Normal)), format!("{}Normal", mark(InputMode::Normal))),
            item(
                Command::Act(Action::Mode(InputMode::AutoEliminate)),
                format!("{}Auto-eliminate", mark(InputMode::AutoEliminate)),
            ),
            item(Command::AllCandidates(!all_candidates), format!("{all}Show all candidates")),
            item(Command::DarkTheme(!dark), format!("{}Dark theme", if dark { "✓ " } else { "" })),
        ],
    }
}

/// The switch of the uniqueness techniques (Unique Rectangles, Hidden Rectangle, BUG+1),
/// ticked while hints and solves may use them.
fn uniqueness_item(on: bool) -> Choice<Command> {
    if on {
        item(Command::Act(Action::Uniqueness(false)), "✓ Uniqueness techniques")
    } else {
        item(Command::Act(Action::Uniqueness(true)), "Uniqueness techniques")
    }
}

fn help_menu() -> Menu {
    let mut items = vec![item(Command::About, "About JADE"), item(Command::Statistics, "Your statistics")];
    items.extend(menu_patterns().iter().map(|p| item(Command::Help(p.id), p.name)));
    Menu { title: "Help".into(), items }
}

/// Every menu in the thesis' order: File, Edit, Pattern, Solve, Hints, Filter, Colours,
/// Modes, Help.
pub fn menus(state: MenuState<'_>) -> Vec<Menu> {
    let view = state.view;
    vec![
        file_menu(view.is_some_and(|v| v.writing)),
        Menu {
            title: "Edit".into(),
            items: vec![
                item(Command::Act(Action::Undo), "Undo (Ctrl+Z)"),
                item(Command::Act(Action::Redo), "Redo (Ctrl+Y)"),
                item(Command::Act(Action::Reset), "Back to start"),
                item(Command::Copy(false), "Copy the givens"),
                item(Command::Copy(true), "Copy the board with marks"),
                item(Command::Paste, "Paste a puzzle"),
            ],
        },
        pattern_menu(view.and_then(|v| v.pattern)),
        Menu {
            title: "Solve".into(),
            items: vec![
                item(Command::Act(Action::Step(None)), format!("One step ({})", Shortcut::Step.key())),
                item(Command::Act(Action::Steps), "All steps"),
                item(Command::Act(Action::SolutionPath), "Solution path (replay)"),
                item(Command::Act(Action::Singles), "Singles"),
                item(Command::Act(Action::SolveWithPatterns), "All with patterns"),
                item(Command::Act(Action::SolveTrialAndError), "All by trial and error"),
                uniqueness_item(view.is_none_or(|v| v.uniqueness)),
            ],
        },
        Menu {
            title: "Hints".into(),
            items: vec![
                item(
                    Command::Act(Action::HintMore),
                    format!("Hint, a level more ({})", Shortcut::Hint.key()),
                ),
                item(Command::Act(Action::HintAt(None, Reveal::Full)), "Whole hint"),
                item(Command::Act(Action::CleanCandidates), "Clean candidates"),
                item(Command::Act(Action::ClearCandidates), "Clear candidates"),
                item(Command::Act(Action::ComputeCandidates), "Compute candidates"),
                item(Command::Act(Action::CheckRules), "Check rules"),
                item(Command::Act(Action::ShowDeviations), "Show deviations"),
            ],
        },
        filter_menu(view),
        colours_menu(state.show_colours),
        modes_menu(view.map(|v| v.mode).unwrap_or_default(), state.all_candidates, state.dark),
        help_menu(),
    ]
}

/// The menu row, drawn from menus built when the game last changed.
pub fn view(menus: &[Menu]) -> Element<'_, Message> {
    let lists = menus.iter().map(|menu| {
        pick_list(menu.items.as_slice(), None::<Choice<Command>>, |c| Message::Command(c.value))
            .placeholder(menu.title.as_str())
            .on_open(Message::MenuOpened)
            .on_close(Message::MenuClosed)
            .text_size(13)
            .padding([3, 8])
            .style(|theme, status| {
                let style = pick_list::default(theme, status);
                pick_list::Style { placeholder_color: style.text_color, ..style }
            })
            .into()
    });
    row(lists).spacing(4).wrap().into()
}

/// The toolbar: Undo, Redo, Hint, Step (with their keys), Steps, Check (disabled when
/// they cannot act).
pub fn toolbar<'a>(view: Option<&BoardView>) -> Element<'a, Message> {
    let tool = |label: &str, command: Command, enabled: bool| {
        button(text(label.to_string()).size(14)).on_press_maybe(enabled.then_some(Message::Command(command)))
    };
    let loaded = view.is_some();
    row![
        tool("Undo", Command::Act(Action::Undo), view.is_some_and(|v| v.can_undo)),
        tool("Redo", Command::Act(Action::Redo), view.is_some_and(|v| v.can_redo)),
        tool(&format!("Hint ({})", Shortcut::Hint.key()), Command::Act(Action::HintMore), loaded),
        tool(&format!("Step ({})", Shortcut::Step.key()), Command::Act(Action::Step(None)), loaded),
        tool("Steps", Command::Act(Action::Steps), loaded),
        tool("Check", Command::Act(Action::CheckRules), loaded),
        tool("Generate…", Command::Generate, true),
        tool("Open…", Command::File(FilePurpose::Open), true),
    ]
    .spacing(6)
    .width(Fill)
    .into()
}
