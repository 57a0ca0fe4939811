//! The solution path panel (HoDoKu's "Solution path"): every step a solve with patterns
//! takes from the board, numbered; clicking one replays the board at that point, with the
//! step on show, without changing the game.

use dn::SudokuDN;
use facade::{Action, BoardView, ReplayTo, SolutionPath};
use iced::Fill;
use iced::widget::{Column, button, column, row, text};

use crate::message::{Command, Message};
use crate::steps_panel::step_label;

/// The path found from a board, and that board: once the game's board is another, the list
/// says so and offers to find the path again.
#[derive(Clone, Debug, PartialEq)]
pub struct PathList {
    path: SolutionPath,
    board: SudokuDN,
    stale: bool,
}

fn replay(to: ReplayTo) -> Message {
    Message::Command(Command::Act(Action::Replay(to)))
}

impl PathList {
    /// The path `path` found from `board`.
    pub fn new(path: SolutionPath, board: SudokuDN) -> PathList {
        PathList { path, board, stale: false }
    }

    /// The path.
    pub fn path(&self) -> &SolutionPath {
        &self.path
    }

    /// Whether the game's board changed since the path was found.
    pub fn is_stale(&self) -> bool {
        self.stale
    }

    /// Notes whether `board`, the game's board now, is still the one the path starts from.
    pub fn follow(&mut self, board: &SudokuDN) {
        self.stale = board != &self.board;
    }

    /// The list: what the path reaches, Start / End / Back to my board, one button per step
    /// (the one replayed stands out), or, once the board changed, a button to find the
    /// path again.
    pub fn view<'a>(&self, view: Option<&BoardView>) -> Column<'a, Message> {
        let summary = if self.path.solved {
            format!("{} steps to the solution", self.path.len())
        } else {
            format!("{} steps, then logic alone is stuck", self.path.len())
        };
        let mut list = column![text(summary).size(13)].spacing(4);
        if self.stale {
            let again = button(text("Find the path again"))
                .on_press(Message::Command(Command::Act(Action::SolutionPath)));
            return list.push(text("The board changed since the path was found.").size(13)).push(again);
        }
        list = list.push(
            row![
                button(text("Start").size(13)).on_press(replay(ReplayTo::After(0))),
                button(text("End").size(13)).on_press(replay(ReplayTo::End)),
                button(text("Back to my board").size(13)).on_press(replay(ReplayTo::Leave)),
            ]
            .spacing(6),
        );
        let replayed = view.and_then(|v| v.replay).map(|at| at.taken);
        for (index, step) in self.path.steps.iter().enumerate() {
            let label =
                column![text(step_label(index, &step.hint)).size(14), text(step.hint.changes()).size(12)];
            let style = if replayed == Some(index) { button::primary } else { button::text };
            list = list.push(button(label).style(style).width(Fill).on_press(replay(ReplayTo::After(index))));
        }
        list
    }
}
