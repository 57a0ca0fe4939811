//! The tutor's operations on the session board (thesis 2.3.4-2.3.5): hint, one step,
//! singles. Each first checks the board against the puzzle's solution (see
//! [`Problem`]) so a hint is always sound and deducible from the player's own board.
//!
//! When the board notes no candidates at all, hints are computed on the candidates the
//! rules allow (and a step writes those candidates into the board); otherwise they use the
//! player's own candidates.

use std::fmt;

use dn::{Hint, PatternId};
use ln::PatternBoard;
use ln::patterns::{next_hint, solve_singles};

use crate::consistency::{self, Problem, pattern_board};
use crate::patterns::lookup;
use crate::{FacadeError, Refusal, SudokuLN};

/// The answer to "give me a hint".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintAnswer {
    /// A pattern applies: what it finds and changes.
    Hint(Hint),
    /// The selected pattern does not apply to this board.
    NotApplicable {
        /// The pattern's display name, e.g. `X-Wing`.
        pattern: &'static str,
    },
    /// No pattern applies: logic alone is stuck here.
    NothingApplies,
    /// Every cell already holds a value.
    Solved,
    /// The board cannot support a sound hint; what is wrong.
    Inconsistent(Vec<Problem>),
}

impl HintAnswer {
    /// A kebab-case name for the kind of answer: `hint`, `not-applicable`,
    /// `nothing-applies`, `solved` or `inconsistent`.
    pub fn kind(&self) -> &'static str {
        match self {
            HintAnswer::Hint(_) => "hint",
            HintAnswer::NotApplicable { .. } => "not-applicable",
            HintAnswer::NothingApplies => "nothing-applies",
            HintAnswer::Solved => "solved",
            HintAnswer::Inconsistent(_) => "inconsistent",
        }
    }
}

impl fmt::Display for HintAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HintAnswer::Hint(hint) => write!(f, "{hint}"),
            HintAnswer::NotApplicable { pattern } => write!(f, "{pattern} does not apply here"),
            HintAnswer::NothingApplies => {
                write!(f, "no pattern applies here: logic alone is stuck (trial and error can finish)")
            }
            HintAnswer::Solved => write!(f, "the board is already solved"),
            HintAnswer::Inconsistent(problems) => write!(f, "{}", Refusal::NoSoundHint(problems.clone())),
        }
    }
}

/// Why there is no board to look for hints on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum NoHintBoard {
    /// The board cannot support a sound hint: what is wrong.
    Unsound(Vec<Problem>),
    /// Every cell already holds a value.
    Solved,
}

impl SudokuLN {
    /// The easiest hint for the board, or the first application of the pattern with id
    /// `pattern` when one is given (else the session's selected pattern, if any). The
    /// board is not changed.
    pub fn hint(&self, pattern: Option<PatternId>) -> Result<HintAnswer, FacadeError> {
        Ok(self.find_hint(pattern)?.0)
    }

    /// The problems that rule out a sound hint on the board, or the solution it agrees
    /// with (from the givens' status the session keeps: no solver run).
    pub(crate) fn sound_solution(&self) -> Result<&dn::Grid, Vec<Problem>> {
        consistency::check(self.board(), self.givens_status())
    }

    /// The board hints are found on (every hint, the list of available steps and the
    /// solution path read this one), or the answer that says why there is none: the board
    /// cannot support a sound hint, or it is solved.
    pub(crate) fn hint_board(&self) -> Result<PatternBoard, NoHintBoard> {
        if let Err(problems) = self.sound_solution() {
            return Err(NoHintBoard::Unsound(problems));
        }
        if self.board().is_solved() {
            return Err(NoHintBoard::Solved);
        }
        Ok(pattern_board(self.board()))
    }

    /// The answer of [`SudokuLN::hint`], with the pattern board it was found on when it is
    /// a hint (a step applies the hint to that board).
    fn find_hint(
        &self,
        pattern: Option<PatternId>,
    ) -> Result<(HintAnswer, Option<PatternBoard>), FacadeError> {
        let only = pattern.or(self.settings().pattern).map(lookup).transpose()?;
        let board = match self.hint_board() {
            Ok(board) => board,
            Err(NoHintBoard::Unsound(problems)) => return Ok((HintAnswer::Inconsistent(problems), None)),
            Err(NoHintBoard::Solved) => return Ok((HintAnswer::Solved, None)),
        };
        let answer = match next_hint(&board, only, true) {
            Some(hint) => return Ok((HintAnswer::Hint(hint), Some(board))),
            None => match only {
                Some(pattern) => HintAnswer::NotApplicable { pattern: pattern.info().name },
                None => HintAnswer::NothingApplies,
            },
        };
        Ok((answer, None))
    }

    /// Like [`SudokuLN::hint`], and the hint stays on show (in [`SudokuLN::view`]) until
    /// the next change (a replay on show ends).
    pub fn show_hint(&mut self, pattern: Option<PatternId>) -> Result<HintAnswer, FacadeError> {
        let answer = self.hint(pattern)?;
        self.shown.reveal = crate::Reveal::Full;
        self.shown.replay = None;
        self.shown.hint = match &answer {
            HintAnswer::Hint(hint) => Some(hint.clone()),
            _ => None,
        };
        Ok(answer)
    }

    /// Finds a hint like [`SudokuLN::hint`] and applies it: placed digits become
    /// (non-given) values and leave their peers' candidates, eliminated candidates go.
    /// The system board takes the same step.
    pub fn step(&mut self, pattern: Option<PatternId>) -> Result<HintAnswer, FacadeError> {
        let (answer, board) = self.find_hint(pattern)?;
        if let (HintAnswer::Hint(hint), Some(mut board)) = (&answer, board) {
            board.apply(hint);
            board.write_into(self.board_mut());
            self.follow_on_system(std::slice::from_ref(hint));
            self.record(format!("{}: {}", hint.name, changes(hint)));
        }
        Ok(answer)
    }

    /// Applies Hidden and Naked Singles until none applies; the steps taken (none when
    /// the board is solved or no single applies). An inconsistent board is left alone.
    pub fn singles(&mut self) -> Result<Vec<Hint>, FacadeError> {
        self.sound_solution().map_err(|problems| FacadeError::Rejected(Refusal::Unsound(problems)))?;
        let mut board = pattern_board(self.board());
        let steps = solve_singles(&mut board, true);
        if !steps.is_empty() {
            board.write_into(self.board_mut());
            self.follow_on_system(&steps);
            self.record(format!("singles: {} steps", steps.len()));
        }
        Ok(steps)
    }

    /// Takes `steps` (sound: checked against the solution first) on the system board too.
    pub(crate) fn follow_on_system(&mut self, steps: &[Hint]) {
        let mut system = ln::patterns::PatternBoard::from_dn(self.system_board());
        for hint in steps {
            system.apply(hint);
        }
        system.write_into(&mut self.state.system);
    }
}

/// What a hint changes, for the memory's step label: `f1c2 = 5` or `-2 f3c2, f5c4`.
fn changes(hint: &Hint) -> String {
    let placed = hint.placements.iter().map(|p| format!("{} = {}", p.cell, p.digit));
    let removed = hint.eliminations.iter().map(|e| format!("-{} {}", e.digit, e.cell));
    placed.chain(removed).collect::<Vec<_>>().join(", ")
}
