//! The panel beside the board: the hint's explanation with a link to the pattern's help,
//! a help page, the full-solve report, or the about page.

use dn::Hint;
use facade::{Action, BoardView, PatternSolve, Reveal, RevealedHint};
use iced::widget::{Column, button, column, container, row, scrollable, text};
use iced::{Element, Fill, Padding};

use crate::markdown::Block;
use crate::message::{Command, Message};
use crate::path_panel::PathList;
use crate::steps_panel::StepsList;

/// What the side panel shows besides the hint on show.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Panel {
    /// Only the hint, if one is on show, or a short guide.
    #[default]
    Hint,
    /// A pattern's help page (by id).
    Help(dn::PatternId),
    /// The report of the last "all with patterns".
    Report(Box<PatternSolve>),
    /// Every step available now; the chosen one is on show.
    Steps(StepsList),
    /// The solution path; the step replayed is on show.
    Path(PathList),
    /// About JADE.
    About,
    /// The player's statistics.
    Statistics(Box<crate::stats_panel::StatsPanel>),
}

/// The about text.
pub const ABOUT: &str = "# JADE\n\nA Sudoku tutor: it explains the next deduction instead of \
giving the answer away.\n\nKeys: digit toggles a candidate; Ctrl+digit sets a value (while \
writing a new board a digit sets a value); Delete clears; arrows move; Ctrl+Z / Ctrl+Y undo \
and redo; F2 (or H) hint, a level more each time (where to look, the technique, all of it, \
applied); F3 (or S) step (on 25×25 boards H and S are digits: use F2 and F3); right-click \
colours a cell.";

/// The guide shown when nothing else is.
const GUIDE: &str = "Select a cell, then type a digit to note a candidate or Ctrl+digit to \
place it. Press F2 (H on boards up to 16×16, or the Hint button) for a hint: first where to \
look, then the technique, then all of it; a fourth press applies it.";

fn bold(content: String, size: f32) -> iced::widget::Text<'static> {
    text(content).size(size).font(crate::BOLD)
}

/// A help page as text: headings bold and larger, paragraphs, bulleted items.
pub fn markdown_text<'a>(page: &str) -> Column<'a, Message> {
    let mut out = column![].spacing(8);
    for block in crate::markdown::blocks(page) {
        out = match block {
            Block::Heading(1, title) => out.push(bold(title, 22.0)),
            Block::Heading(_, title) => out.push(bold(title, 17.0)),
            Block::Paragraph(paragraph) => out.push(text(paragraph).size(14)),
            Block::Item(item) => out.push(row![text("•").size(14), text(item).size(14)].spacing(6)),
        };
    }
    out
}

/// The hint on show at its reveal level, the step just taken, or a short guide.
fn hint_view<'a>(view: Option<&BoardView>) -> Element<'a, Message> {
    let Some(view) = view else { return text(GUIDE).size(14).into() };
    match (&view.revealed, &view.hint) {
        (Some(revealed), Some(full)) => revealed_view(revealed, hint_details(full)).into(),
        (Some(revealed), None) => revealed_view(revealed, partial_details(revealed)).into(),
        (None, Some(taken)) => column![text("Step taken").size(13), hint_details(taken)].spacing(8).into(),
        (None, None) => text(GUIDE).size(14).into(),
    }
}

/// What a partly revealed hint says: where to look (and the technique from level 2), and the
/// link to the technique's help once it is named.
fn partial_details<'a>(revealed: &RevealedHint) -> Column<'a, Message> {
    let title = revealed.name.clone().unwrap_or_else(|| format!("Where to look: {}", revealed.family.name()));
    let mut content = column![bold(title, 20.0), text(revealed.text.clone()).size(15)].spacing(8);
    if let Some(Ok(pattern)) = revealed.pattern.map(facade::pattern) {
        content = content.push(
            button(text(format!("About {}", pattern.name)))
                .on_press(Message::Command(Command::Help(pattern.id))),
        );
    }
    content
}

/// A hint at its reveal level: which level it is, what it says (`details`), and a button
/// for one level more (the F2 key).
fn revealed_view<'a>(revealed: &RevealedHint, details: Column<'a, Message>) -> Column<'a, Message> {
    let level = revealed.reveal;
    let more = match level {
        Reveal::Area => "Name the technique (F2)",
        Reveal::Technique => "Show all of it (F2)",
        Reveal::Full | Reveal::Apply => "Apply it (F2)",
    };
    column![
        text(format!("Hint level {} of 4: {}", level.number(), level_name(level))).size(13),
        details,
        button(text(more)).on_press(Message::Command(Command::Act(Action::HintMore))),
    ]
    .spacing(8)
}

/// What a reveal level shows, in a few words.
pub fn level_name(level: Reveal) -> &'static str {
    match level {
        Reveal::Area => "where to look",
        Reveal::Technique => "the technique",
        Reveal::Full => "the whole hint",
        Reveal::Apply => "applied",
    }
}

/// A hint's pattern, level and explanation, and the link to its pattern's help page.
fn hint_details<'a>(hint: &Hint) -> Column<'a, Message> {
    column![
        bold(hint.name.to_string(), 20.0),
        text(format!("Level: {}", hint.level.label())).size(13),
        text(hint.explanation.clone()).size(15),
        crate::legend::view(!hint.links.is_empty()),
        button(text(format!("About {}", hint.name))).on_press(Message::Command(Command::Help(hint.pattern))),
    ]
    .spacing(8)
}

/// The solution path, and the replayed step's details beneath it.
fn path_view<'a>(path: &PathList, view: Option<&BoardView>) -> Element<'a, Message> {
    let mut content = column![bold("Solution path".into(), 18.0), path.view(view)].spacing(10);
    if let Some(hint) = view.filter(|v| v.replay.is_some()).and_then(|v| v.hint.as_ref()) {
        content = content.push(hint_details(hint));
    }
    content.into()
}

/// The list of steps, and the chosen one's details beneath it.
fn steps_view<'a>(steps: &StepsList, view: Option<&BoardView>) -> Element<'a, Message> {
    let mut content = column![bold("All steps".into(), 18.0), steps.view(view)].spacing(10);
    if let Some(hint) = view.and_then(|v| v.hint.as_ref()).filter(|_| steps.chosen(view).is_some()) {
        content = content.push(hint_details(hint));
    }
    content.into()
}

fn report_view<'a>(report: &PatternSolve) -> Element<'a, Message> {
    let outcome = if report.solved { "Solved with patterns" } else { "Stuck: patterns alone cannot finish" };
    let mut table =
        column![row![bold("Pattern".into(), 14.0).width(Fill), bold("Uses".into(), 14.0)]].spacing(3);
    for used in &report.counts {
        table = table.push(row![text(used.name).size(14).width(Fill), text(used.count.to_string()).size(14)]);
    }
    column![
        bold(outcome.into(), 18.0),
        text(format!("Level: {}", report.difficulty.label)),
        text(explainer_line(report)).size(13),
        text(format!("{} steps", report.steps.len())).size(13),
        table,
    ]
    .spacing(8)
    .into()
}

/// The rating on Sudoku Explainer's scale and the pattern that set it, or why there is none.
fn explainer_line(report: &PatternSolve) -> String {
    match report.difficulty.explainer {
        Some(step) => format!("Rating (Sudoku Explainer's scale): {} — {}", step.rating, step.name),
        None => "Rating (Sudoku Explainer's scale): none, the patterns did not finish".into(),
    }
}

fn closable<'a>(content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    let content = container(content).padding(Padding { right: 16.0, ..Padding::ZERO });
    column![scrollable(content).height(Fill), button(text("Close")).on_press(Message::ClosePanel)]
        .spacing(8)
        .into()
}

/// The panel's content.
pub fn view<'a>(panel: &Panel, board: Option<&BoardView>) -> Element<'a, Message> {
    match panel {
        Panel::Hint => hint_view(board),
        Panel::Help(id) => match facade::help_page(*id) {
            Some(page) => closable(markdown_text(page)),
            None => closable(text(format!("No help page for {id}"))),
        },
        Panel::Report(report) => closable(report_view(report)),
        Panel::Steps(steps) => closable(steps_view(steps, board)),
        Panel::Path(path) => closable(path_view(path, board)),
        Panel::About => closable(markdown_text(ABOUT)),
        Panel::Statistics(stats) => closable(stats.view()),
    }
}
