//! One vocabulary for what a player can do (thesis 2.2-2.3), whatever the front end: an
//! [`Action`] goes in through [`SudokuLN::apply`] and a typed [`Outcome`] comes out. `jade
//! play` parses its lines into actions, the desktop program's messages carry them, and the
//! outcome's text (its `Display`) is written here once.

use std::fmt;

use dn::{
    CandidateSet, Colour, Conflict, Coord, Digit, Geometry, Hint, InputMode, PatternId, SolutionStatus,
};

use crate::{
    Deviations, FacadeError, HintAnswer, PatternSolve, Refusal, ReplayPosition, ReplayTo, Reveal,
    RevealAnswer, RevealedHint, SolutionPath, StepsAnswer, SudokuLN,
};

/// Something a player does to the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Place the digit in the cell (a given while writing a new board).
    SetValue(Coord, Digit),
    /// Empty the cell.
    ClearValue(Coord),
    /// Toggle each of these candidates of the cell, as one step of the memory.
    ToggleCandidates(Coord, Vec<Digit>),
    /// Paint the cell, or remove its colour with `None`.
    Colour(Coord, Option<Colour>),
    /// Paint candidate `digit` of the cell (HoDoKu's candidate colouring), or remove its
    /// colour with `None`.
    CandidateColour(Coord, Digit, Option<Colour>),
    /// Remove one colour from every cell and candidate, or every colour with `None`.
    ClearColour(Option<Colour>),
    /// Draw the colours (`true`) or hide them.
    ShowColours(bool),
    /// Show only these candidates (empty: every candidate).
    Filter(CandidateSet),
    /// Normal or auto-eliminate input.
    Mode(InputMode),
    /// Restrict hints and steps to one pattern, or to none (`None`).
    SelectPattern(Option<PatternId>),
    /// Let hints, steps and solves use the uniqueness techniques (`true`) or not.
    Uniqueness(bool),
    /// Show a hint in full (of this pattern, else of the selected one, else the easiest).
    Hint(Option<PatternId>),
    /// Show a hint (found like [`Action::Hint`], or the one on show) at a reveal level;
    /// [`Reveal::Apply`] applies it.
    HintAt(Option<PatternId>, Reveal),
    /// One level more of the hint on show (level 1 of a new one when none is on show; the
    /// fourth time applies it): the H key, `play`'s `hint`.
    HintMore,
    /// Apply a hint found like [`Action::Hint`].
    Step(Option<PatternId>),
    /// List every step available now, easiest first ([`SudokuLN::steps`]).
    Steps,
    /// Show step N (counted from 0) of that list as the hint ([`SudokuLN::show_step`]).
    ShowStep(usize),
    /// Apply Hidden and Naked Singles until none applies.
    Singles,
    /// The solution path from the board ([`SudokuLN::solution_path`]); nothing changes.
    SolutionPath,
    /// Replay the solution path: show the board at a point of it, or leave the replay
    /// ([`SudokuLN::replay`]). Every other action leaves the replay first.
    Replay(ReplayTo),
    /// Solve with patterns all the way, or as far as logic goes.
    SolveWithPatterns,
    /// Fill in the solution found by trial and error.
    SolveTrialAndError,
    /// Undo the last step.
    Undo,
    /// Redo the last undone step.
    Redo,
    /// Back to the start (itself a step).
    Reset,
    /// Mark the broken rules.
    CheckRules,
    /// Write every candidate the rules allow.
    ComputeCandidates,
    /// Remove the candidates that placed values rule out.
    CleanCandidates,
    /// Note in these empty cells (those that note none) the candidates the values allow:
    /// what a hint answered [`HintAnswer::NoteFirst`] asks for.
    NoteCandidates(Vec<Coord>),
    /// Show the cells whose value is wrong or whose candidates lost the true digit,
    /// without saying any digit (HoDoKu's "show deviations").
    ShowDeviations,
    /// Remove every candidate.
    ClearCandidates,
    /// Start writing a new empty board of this size.
    WriteNew(Geometry),
    /// Finish writing: play starts when the board has one solution.
    FinishWriting,
}

/// What an action did, as data; its `Display` is the one line (or lines) a front end says.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// A change recorded as one step of the memory, and its label (`set f4c6 to 7`).
    Changed(String),
    /// The last step was undone; the label of the step now current.
    Undone(String),
    /// A step was redone; its label.
    Redone(String),
    /// The hint now on show, or why there is none.
    Hint(HintAnswer),
    /// The hint now on show at reveal level 1, 2 or 3.
    Revealed(RevealedHint),
    /// The hint applied, or why there was none to apply.
    Stepped(HintAnswer),
    /// The steps available now, or why there are none.
    Steps(StepsAnswer),
    /// The singles applied (none when no single applies).
    Singles(Vec<Hint>),
    /// The solution path from the board.
    Path(Box<SolutionPath>),
    /// Where the replay now stands, or `None`: back to the game's board.
    Replay(Option<ReplayPosition>),
    /// The solve with patterns: steps, pattern uses, difficulty.
    Solved(Box<PatternSolve>),
    /// The board was filled in by trial and error.
    SolvedByTrialAndError,
    /// The broken rules, now marked (none: no rule is broken).
    Rules(Vec<Conflict>),
    /// The cells that deviate from the solution, now marked (none: the board agrees).
    Deviations(Deviations),
    /// A new board is being written.
    Writing,
    /// Writing finished: play started on a board with one solution; otherwise writing
    /// goes on and the status says why.
    Written(SolutionStatus),
}

impl Outcome {
    /// Whether the outcome is bad news a front end may show as a failure: broken rules
    /// found, a board written without exactly one solution.
    pub fn is_setback(&self) -> bool {
        match self {
            Outcome::Rules(conflicts) => !conflicts.is_empty(),
            Outcome::Deviations(deviations) => !deviations.is_empty(),
            Outcome::Written(status) => !matches!(status, SolutionStatus::Unique(_)),
            _ => false,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Changed(step) => write!(f, "{step}"),
            Outcome::Undone(step) => write!(f, "undone; now at: {step}"),
            Outcome::Redone(step) => write!(f, "redone; now at: {step}"),
            Outcome::Hint(answer) | Outcome::Stepped(answer) => write!(f, "{answer}"),
            Outcome::Steps(answer) => write!(f, "{answer}"),
            Outcome::Revealed(hint) => write!(f, "{hint}"),
            Outcome::Singles(steps) if steps.is_empty() => write!(f, "no single applies"),
            Outcome::Singles(steps) => write!(f, "{} steps by singles", steps.len()),
            Outcome::Path(path) if path.solved => {
                write!(f, "solution path: {} steps to the solution", path.len())
            }
            Outcome::Path(path) => {
                write!(f, "solution path: {} steps, then logic alone is stuck", path.len())
            }
            Outcome::Replay(None) => write!(f, "back to your board"),
            Outcome::Replay(Some(at)) if at.taken < at.steps => {
                write!(f, "replay: step {} of {}, on the board where it is taken", at.taken + 1, at.steps)
            }
            Outcome::Replay(Some(at)) if at.solved => {
                write!(f, "replay: the end of the path, solved after {} steps", at.steps)
            }
            Outcome::Replay(Some(at)) => {
                write!(f, "replay: the end of the path, where logic alone is stuck after {} steps", at.steps)
            }
            Outcome::Solved(solve) => {
                write!(f, "{} steps; level {}", solve.steps.len(), solve.difficulty.label)
            }
            Outcome::SolvedByTrialAndError => write!(f, "solved by trial and error"),
            Outcome::Rules(conflicts) if conflicts.is_empty() => write!(f, "no broken rules"),
            Outcome::Rules(conflicts) => {
                let lines: Vec<String> = conflicts.iter().map(|c| format!("broken rule: {c}")).collect();
                write!(f, "{}", lines.join("\n"))
            }
            Outcome::Deviations(deviations) => write!(f, "{deviations}"),
            Outcome::Writing => {
                write!(f, "writing a new board: values placed now are givens; finish writing to play it")
            }
            Outcome::Written(SolutionStatus::Unique(_)) => {
                write!(f, "the board has one solution: play starts")
            }
            Outcome::Written(SolutionStatus::None) => write!(f, "the board has no solution: keep writing"),
            Outcome::Written(SolutionStatus::Multiple(a, b)) => {
                write!(f, "the board has several solutions, for example {a} and {b}: keep writing")
            }
            Outcome::Written(SolutionStatus::Undecided { nodes }) => {
                write!(f, "the board's solutions were not decided within {nodes} search nodes: keep writing")
            }
        }
    }
}

impl SudokuLN {
    /// Applies `action`: every change is one step of the memory, every action but the
    /// solution path and replay leaves a replay on show, and a refused action changes
    /// nothing else (a given, a cell off the board, a board that cannot support a sound
    /// hint, nothing to undo…).
    pub fn apply(&mut self, action: Action) -> Result<Outcome, FacadeError> {
        if !matches!(action, Action::SolutionPath | Action::Replay(_)) {
            self.shown.replay = None;
        }
        let empty_before = match action {
            Action::SolveTrialAndError => self.board().empty_count(),
            _ => 0,
        };
        let outcome = match action {
            Action::SetValue(cell, digit) => self.set_value(cell, digit).map(|()| self.changed())?,
            Action::ClearValue(cell) => self.clear_value(cell).map(|()| self.changed())?,
            Action::ToggleCandidates(cell, digits) => {
                self.toggle_candidates(cell, &digits).map(|()| self.changed())?
            }
            Action::Colour(cell, colour) => self.set_colour(cell, colour).map(|()| self.changed())?,
            Action::CandidateColour(cell, digit, colour) => {
                self.set_candidate_colour(cell, digit, colour).map(|()| self.changed())?
            }
            Action::ClearColour(colour) => {
                match colour {
                    Some(colour) => self.clear_colour(colour),
                    None => self.clear_colours(),
                }
                self.changed()
            }
            Action::ShowColours(show) => {
                self.show_colours(show);
                self.changed()
            }
            Action::Filter(digits) => self.filter(digits).map(|()| self.changed())?,
            Action::Mode(mode) => {
                self.set_mode(mode);
                self.changed()
            }
            Action::SelectPattern(id) => {
                self.select_pattern(id);
                self.changed()
            }
            Action::Uniqueness(on) => {
                self.set_uniqueness(on);
                self.changed()
            }
            Action::Hint(id) => Outcome::Hint(sound(self.show_hint(id)?)?),
            Action::HintAt(id, reveal) => revealed(self.reveal_hint(id, reveal)?)?,
            Action::HintMore => revealed(self.hint_more()?)?,
            Action::Step(id) => Outcome::Stepped(sound(self.step(id)?)?),
            Action::Steps => match self.steps() {
                StepsAnswer::Inconsistent(problems) => {
                    return Err(FacadeError::Rejected(Refusal::NoSoundHint(problems)));
                }
                answer => Outcome::Steps(answer),
            },
            Action::ShowStep(index) => Outcome::Hint(HintAnswer::Hint(self.show_step(index)?)),
            Action::Singles => Outcome::Singles(self.singles()?),
            Action::SolutionPath => Outcome::Path(Box::new(self.solution_path()?)),
            Action::Replay(to) => Outcome::Replay(self.replay(to)?),
            Action::SolveWithPatterns => Outcome::Solved(Box::new(self.solve_with_patterns()?)),
            Action::SolveTrialAndError => {
                self.solve_trial_and_error()?;
                Outcome::SolvedByTrialAndError
            }
            Action::Undo if self.undo() => Outcome::Undone(self.last_step().to_string()),
            Action::Undo => return Err(FacadeError::Rejected(Refusal::NothingToUndo)),
            Action::Redo if self.redo() => Outcome::Redone(self.last_step().to_string()),
            Action::Redo => return Err(FacadeError::Rejected(Refusal::NothingToRedo)),
            Action::Reset => {
                self.reset();
                self.changed()
            }
            Action::CheckRules => Outcome::Rules(self.check_rules()),
            Action::ComputeCandidates => {
                self.compute_candidates();
                self.changed()
            }
            Action::CleanCandidates => {
                self.clean_candidates();
                self.changed()
            }
            Action::NoteCandidates(cells) => self.note_candidates(&cells).map(|()| self.changed())?,
            Action::ShowDeviations => Outcome::Deviations(self.show_deviations()?),
            Action::ClearCandidates => {
                self.clear_candidates();
                self.changed()
            }
            Action::WriteNew(geometry) => {
                self.write_new(geometry);
                Outcome::Writing
            }
            Action::FinishWriting => Outcome::Written(self.finish_writing()?),
        };
        let shown = self.shown.hint.as_ref().map(|hint| hint.pattern);
        let filled = u32::try_from(empty_before).unwrap_or(u32::MAX);
        let board = &self.state.board;
        let given = |cell| board.geometry().cell_of(cell).is_some_and(|index| board[index].given);
        self.tally.count(&outcome, shown, filled, given);
        Ok(outcome)
    }

    /// The outcome of a change: the step just recorded.
    fn changed(&self) -> Outcome {
        Outcome::Changed(self.last_step().to_string())
    }

    /// Shows only the candidates of `digits`, when they are all digits of this board.
    fn filter(&mut self, digits: CandidateSet) -> Result<(), FacadeError> {
        for digit in digits.iter() {
            self.board_digit(digit)?;
        }
        self.set_filter(digits);
        Ok(())
    }
}

/// A hint answer, or a refusal when the board cannot support a sound hint.
fn sound(answer: HintAnswer) -> Result<HintAnswer, FacadeError> {
    match answer {
        HintAnswer::Inconsistent(problems) => Err(FacadeError::Rejected(Refusal::NoSoundHint(problems))),
        other => Ok(other),
    }
}

/// The outcome of a reveal: the hint at its level, the step that applied it, or why there
/// is none (a refusal when the board cannot support a sound hint).
fn revealed(answer: RevealAnswer) -> Result<Outcome, FacadeError> {
    Ok(match answer {
        RevealAnswer::Revealed(hint) => Outcome::Revealed(hint),
        RevealAnswer::Applied(answer) => Outcome::Stepped(sound(answer)?),
        RevealAnswer::NoHint(answer) => Outcome::Hint(sound(answer)?),
    })
}
