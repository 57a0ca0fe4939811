//! The "All steps" panel (HoDoKu's list of what applies now): every step available on the
//! board, easiest first; choosing one puts it on show on the board like a hint, with its
//! explanation and a link to its pattern's help beneath the list.

use dn::SudokuDN;
use facade::{BoardView, StepsAnswer, SudokuLN};
use iced::Fill;
use iced::widget::{Column, button, column, text};

use crate::message::{GameMessage, Message};

/// The steps found on a board, and that board: when the game's board is no longer it, the
/// list is found again.
#[derive(Clone, Debug, PartialEq)]
pub struct StepsList {
    answer: StepsAnswer,
    board: SudokuDN,
}

impl StepsList {
    /// The list `answer` found on `board`.
    pub fn new(answer: StepsAnswer, board: SudokuDN) -> StepsList {
        StepsList { answer, board }
    }

    /// The steps, or why there are none.
    pub fn answer(&self) -> &StepsAnswer {
        &self.answer
    }

    /// Finds the steps again if `game`'s board changed since they were found.
    pub fn follow(&mut self, game: &SudokuLN) {
        if game.board() != &self.board {
            *self = StepsList::new(game.steps(), game.board().clone());
        }
    }

    /// The number (from 0) of the step on show as the hint, if one of the list is.
    pub fn chosen(&self, view: Option<&BoardView>) -> Option<usize> {
        let shown = view?.hint.as_ref()?;
        self.answer.steps().iter().position(|step| step == shown)
    }

    /// The list: a line saying how many steps there are, then one button per step (its
    /// number, pattern, level and what it changes); the chosen one stands out.
    pub fn view<'a>(&self, view: Option<&BoardView>) -> Column<'a, Message> {
        let chosen = self.chosen(view);
        let mut list = column![text(self.answer.to_string()).size(13)].spacing(4);
        for (index, step) in self.answer.steps().iter().enumerate() {
            let label = column![text(step_label(index, step)).size(14), text(step.changes()).size(12),];
            let style = if chosen == Some(index) { button::primary } else { button::text };
            list = list.push(
                button(label)
                    .style(style)
                    .width(Fill)
                    .on_press(Message::Game(GameMessage::ChooseStep(index))),
            );
        }
        list
    }
}

/// A step's line as the panel labels it, to find it in tests: `2. Naked Pairs (medium)`.
pub fn step_label(index: usize, step: &dn::Hint) -> String {
    format!("{}. {} ({})", index + 1, step.name, step.level.label())
}
