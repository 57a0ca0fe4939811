//! "All steps" (HoDoKu's list of what applies now): every pattern that applies to the
//! session board, each with its first application, easiest first. The steps are found on
//! the same board a hint reads ([`SudokuLN::hint`]), so each one is a hint the player could
//! have asked for with its pattern.
//!
//! One step per pattern: a pattern reports its first application only, so a board where
//! Naked Pairs applies in three places lists one Naked Pair (the one `hint --pattern
//! naked-pairs` gives).

use std::fmt;

use dn::Hint;
use ln::patterns::available_steps;

use crate::tutor::NoHintBoard;
use crate::{FacadeError, HintAnswer, Problem, Refusal, SudokuLN};

/// The answer to "which steps are available now?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepsAnswer {
    /// The steps available, easiest first (one per pattern that applies; never empty).
    Steps(Vec<Hint>),
    /// No pattern applies: logic alone is stuck here.
    NothingApplies,
    /// Every cell already holds a value.
    Solved,
    /// The board cannot support a sound step; what is wrong.
    Inconsistent(Vec<Problem>),
}

impl StepsAnswer {
    /// A kebab-case name for the kind of answer: `steps`, `nothing-applies`, `solved` or
    /// `inconsistent`.
    pub fn kind(&self) -> &'static str {
        match self {
            StepsAnswer::Steps(_) => "steps",
            StepsAnswer::NothingApplies => "nothing-applies",
            StepsAnswer::Solved => "solved",
            StepsAnswer::Inconsistent(_) => "inconsistent",
        }
    }

    /// The steps listed (none unless the answer is [`StepsAnswer::Steps`]).
    pub fn steps(&self) -> &[Hint] {
        match self {
            StepsAnswer::Steps(steps) => steps,
            _ => &[],
        }
    }
}

impl fmt::Display for StepsAnswer {
    /// One line: how many steps, or why there are none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepsAnswer::Steps(steps) if steps.len() == 1 => write!(f, "1 step available"),
            StepsAnswer::Steps(steps) => write!(f, "{} steps available, easiest first", steps.len()),
            StepsAnswer::NothingApplies => write!(f, "{}", HintAnswer::NothingApplies),
            StepsAnswer::Solved => write!(f, "{}", HintAnswer::Solved),
            StepsAnswer::Inconsistent(problems) => {
                write!(f, "{}", HintAnswer::Inconsistent(problems.clone()))
            }
        }
    }
}

impl SudokuLN {
    /// Every step available on the board now, easiest first: the first application of
    /// each pattern that applies, found on the board a hint reads. The selected pattern
    /// does not narrow the list. The board is not changed.
    pub fn steps(&self) -> StepsAnswer {
        let board = match self.hint_board() {
            Ok(board) => board,
            Err(NoHintBoard::Unsound(problems)) => return StepsAnswer::Inconsistent(problems),
            Err(NoHintBoard::Solved) => return StepsAnswer::Solved,
        };
        let steps = available_steps(&board, self.techniques(), true);
        if steps.is_empty() { StepsAnswer::NothingApplies } else { StepsAnswer::Steps(steps) }
    }

    /// Puts step `index` (counted from 0) of [`SudokuLN::steps`] on show, like a hint (a
    /// replay on show ends), and returns it; refused when the list has no such step or the board cannot support a
    /// sound step.
    pub fn show_step(&mut self, index: usize) -> Result<Hint, FacadeError> {
        let steps = match self.steps() {
            StepsAnswer::Inconsistent(problems) => {
                return Err(FacadeError::Rejected(Refusal::NoSoundHint(problems)));
            }
            answer => answer.steps().to_vec(),
        };
        let count = steps.len();
        let hint = steps
            .into_iter()
            .nth(index)
            .ok_or(FacadeError::Rejected(Refusal::NoSuchStep { number: index + 1, count }))?;
        self.shown.replay = None;
        self.shown.hint = Some(hint.clone());
        self.shown.reveal = crate::Reveal::Full;
        Ok(hint)
    }
}
