//! The tutor's operations on the session board (thesis 2.3.4-2.3.5): hint, one step,
//! singles. Each first checks the board against the puzzle's solution (see
//! [`Problem`]) so a hint is always sound and deducible from the player's own board.
//!
//! Hints are found on the board the player sees ([`PlayerView`]): the noted candidates,
//! and in a cell with none noted the candidates the values allow.

use std::fmt;

use dn::{Coord, Hint, PatternId};
use ln::PatternBoard;
use ln::patterns::{Pattern, Techniques, next_hint, solve_singles};

use crate::consistency::{self, Problem};
use crate::patterns::lookup;
use crate::player_view::{PlayerView, stale_cells};
use crate::{Action, FacadeError, Refusal, SudokuLN};

/// The answer to "give me a hint".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintAnswer {
    /// A pattern applies on the board the player sees: what it finds and changes.
    Hint(Hint),
    /// A pattern applies, but some of its own cells note no candidates: the player notes
    /// theirs (the action [`Action::NoteCandidates`]) to see it. A step notes them too.
    NoteFirst {
        /// The hint.
        hint: Hint,
        /// The hint's empty cells that note no candidates, in board order.
        cells: Vec<Coord>,
    },
    /// Some noted candidates are digits a value in the same row, column or block already
    /// rules out: clean them first ([`Action::CleanCandidates`]; a step cleans them).
    StaleCandidates(Vec<Coord>),
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
    /// A kebab-case name for the kind of answer: `hint` (also when candidates must be
    /// noted first), `stale-candidates`, `not-applicable`, `nothing-applies`, `solved` or
    /// `inconsistent`.
    pub fn kind(&self) -> &'static str {
        match self {
            HintAnswer::Hint(_) | HintAnswer::NoteFirst { .. } => "hint",
            HintAnswer::StaleCandidates(_) => "stale-candidates",
            HintAnswer::NotApplicable { .. } => "not-applicable",
            HintAnswer::NothingApplies => "nothing-applies",
            HintAnswer::Solved => "solved",
            HintAnswer::Inconsistent(_) => "inconsistent",
        }
    }

    /// The hint, when the answer has one (with or without candidates to note first).
    pub fn hint(&self) -> Option<&Hint> {
        match self {
            HintAnswer::Hint(hint) | HintAnswer::NoteFirst { hint, .. } => Some(hint),
            _ => None,
        }
    }

    /// The empty cells of the hint where the player must note candidates to see it (none
    /// for most answers).
    pub fn cells_to_note(&self) -> &[Coord] {
        match self {
            HintAnswer::NoteFirst { cells, .. } => cells,
            _ => &[],
        }
    }

    /// What the player can do about an answer that is not a plain hint: note the
    /// candidates the hint needs, clean stale candidates, or show the deviations from the
    /// solution.
    pub fn remedy(&self) -> Option<Action> {
        match self {
            HintAnswer::NoteFirst { cells, .. } => Some(Action::NoteCandidates(cells.clone())),
            HintAnswer::StaleCandidates(_) => Some(Action::CleanCandidates),
            HintAnswer::Inconsistent(problems)
                if problems.iter().any(|p| matches!(p, Problem::Deviations { .. })) =>
            {
                Some(Action::ShowDeviations)
            }
            _ => None,
        }
    }
}

impl fmt::Display for HintAnswer {
    /// A hint as `Name: explanation`; every other answer as one sentence.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HintAnswer::Hint(hint) => write!(f, "{hint}"),
            HintAnswer::NoteFirst { hint, cells } => {
                write!(f, "to see this {}, note the candidates of {}", hint.name, and_list(cells))
            }
            HintAnswer::StaleCandidates(cells) => {
                let (who, verb, whose) = match cells.as_slice() {
                    [one] => (one.to_string(), "notes", "its"),
                    few if few.len() <= 3 => (and_list(few), "note", "their"),
                    many => (format!("{} cells", many.len()), "note", "their"),
                };
                write!(
                    f,
                    "{who} {verb} a digit already placed in {whose} row, column or block: clean the candidates first"
                )
            }
            HintAnswer::NotApplicable { pattern } => write!(f, "{pattern} does not apply here"),
            HintAnswer::NothingApplies => {
                write!(
                    f,
                    "no pattern applies here: logic alone is stuck; the next step would take {} (trial and \
                     error can finish)",
                    crate::patterns::beyond_the_patterns()
                )
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

/// `f2c1`, `f2c1 and f2c5`, `f2c1, f2c5 and f2c7`.
fn and_list(cells: &[Coord]) -> String {
    let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

impl SudokuLN {
    /// The easiest hint for the board, or the first application of the pattern with id
    /// `pattern` when one is given (else the session's selected pattern, if any). The
    /// board is not changed.
    pub fn hint(&self, pattern: Option<PatternId>) -> Result<HintAnswer, FacadeError> {
        Ok(self.find_hint(pattern)?.0)
    }

    /// The patterns hints, steps, the steps list, the solution path and solves may use: all
    /// of them when the setting allows the uniqueness techniques and the givens are known
    /// to have exactly one solution; otherwise every pattern but those (they would reason
    /// from a uniqueness the puzzle does not have).
    pub fn techniques(&self) -> Techniques {
        let unique = matches!(self.givens_status(), dn::SolutionStatus::Unique(_));
        Techniques { uniqueness: self.settings().uniqueness && unique }
    }

    /// The problems that rule out a sound hint on the board, or the solution it agrees
    /// with (from the givens' status the session keeps: no solver run).
    pub(crate) fn sound_solution(&self) -> Result<&dn::Grid, Vec<Problem>> {
        consistency::check(self.board(), self.givens_status())
    }

    /// The board hints are found on, the board the player sees (every hint, the list of
    /// available steps and the solution path read this one), or the answer that says why
    /// there is none: the board cannot support a sound hint, or it is solved.
    pub(crate) fn hint_board(&self) -> Result<PatternBoard, NoHintBoard> {
        self.player_view().map(|view| view.board)
    }

    /// The board the player sees with its unmarked cells, when it can support a sound
    /// hint; see [`SudokuLN::hint_board`].
    fn player_view(&self) -> Result<PlayerView, NoHintBoard> {
        if let Err(problems) = self.sound_solution() {
            return Err(NoHintBoard::Unsound(problems));
        }
        if self.board().is_solved() {
            return Err(NoHintBoard::Solved);
        }
        Ok(PlayerView::of(self.board()))
    }

    /// The answer of [`SudokuLN::hint`], with the player's view it was found on when it
    /// is a hint (a step applies the hint there).
    fn find_hint(&self, pattern: Option<PatternId>) -> Result<(HintAnswer, Option<PlayerView>), FacadeError> {
        let only = pattern.or(self.settings().pattern).map(lookup).transpose()?;
        let view = match self.player_view() {
            Ok(view) => view,
            Err(NoHintBoard::Unsound(problems)) => return Ok((HintAnswer::Inconsistent(problems), None)),
            Err(NoHintBoard::Solved) => return Ok((HintAnswer::Solved, None)),
        };
        let stale = stale_cells(self.board());
        if !stale.is_empty() {
            return Ok((HintAnswer::StaleCandidates(stale), None));
        }
        let answer = match choose(&view, only, self.techniques()) {
            Some((hint, cells)) if cells.is_empty() => HintAnswer::Hint(hint),
            Some((hint, cells)) => HintAnswer::NoteFirst { hint, cells },
            None => match only {
                Some(pattern) => HintAnswer::NotApplicable { pattern: pattern.info().name },
                None => HintAnswer::NothingApplies,
            },
        };
        Ok((answer, Some(view)))
    }

    /// Like [`SudokuLN::hint`], and the hint stays on show (in [`SudokuLN::view`]) until
    /// the next change (a replay on show ends).
    pub fn show_hint(&mut self, pattern: Option<PatternId>) -> Result<HintAnswer, FacadeError> {
        let answer = self.hint(pattern)?;
        self.shown.reveal = crate::Reveal::Full;
        self.shown.replay = None;
        self.shown.hint = answer.hint().cloned();
        Ok(answer)
    }

    /// Finds a hint like [`SudokuLN::hint`] and applies it, changing only what the hint
    /// says: the cells it needs noted get the candidates the values allow, placed digits
    /// become (non-given) values and leave their peers' candidates, eliminated candidates
    /// go. Stale candidates are cleaned instead. The system board takes the same step.
    pub fn step(&mut self, pattern: Option<PatternId>) -> Result<HintAnswer, FacadeError> {
        let (answer, view) = self.find_hint(pattern)?;
        match (&answer, view) {
            (HintAnswer::StaleCandidates(_), _) => self.clean_candidates(),
            (HintAnswer::Hint(hint) | HintAnswer::NoteFirst { hint, .. }, Some(view)) => {
                let cells = answer.cells_to_note();
                view.apply(self.board_mut(), hint, cells);
                self.follow_on_system(std::slice::from_ref(hint));
                let noted = match cells {
                    [] => String::new(),
                    cells => format!(" (noted {})", and_list(cells)),
                };
                self.record(format!("{}: {}{noted}", hint.name, changes(hint)));
            }
            _ => {}
        }
        Ok(answer)
    }

    /// Applies Hidden and Naked Singles until none applies; the steps taken (none when
    /// the board is solved or no single applies). After a single, the board holds every
    /// candidate of the board the player sees (what is left to think about). An
    /// inconsistent board is left alone.
    pub fn singles(&mut self) -> Result<Vec<Hint>, FacadeError> {
        self.sound_solution().map_err(|problems| FacadeError::Rejected(Refusal::Unsound(problems)))?;
        let mut board = PlayerView::of(self.board()).board;
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

/// The hint to give on `view`: the first application of `only`, or else the easiest hint;
/// when that one needs candidates the player has not noted, a hint of the same level that
/// needs none, if there is one (a hint on the player's own marks beats one that asks for
/// more); and the cells the chosen hint needs noted.
fn choose(
    view: &PlayerView,
    only: Option<&dyn Pattern>,
    techniques: Techniques,
) -> Option<(Hint, Vec<Coord>)> {
    let easiest = next_hint(&view.board, only, techniques, true)?;
    let cells = view.cells_to_note(&easiest);
    if cells.is_empty() || only.is_some() || !view.has_marks() {
        return Some((easiest, cells));
    }
    let seen = techniques
        .patterns()
        .map(|(_, pattern)| pattern)
        .filter(|pattern| pattern.info().level == easiest.level && pattern.info().id != easiest.pattern)
        .filter_map(|pattern| pattern.find(&view.board, true))
        .find(|hint| view.cells_to_note(hint).is_empty());
    match seen {
        Some(hint) => Some((hint, Vec::new())),
        None => Some((easiest, cells)),
    }
}

/// What a hint changes, for the memory's step label: `f1c2 = 5` or `-2 f3c2, f5c4`.
fn changes(hint: &Hint) -> String {
    let placed = hint.placements.iter().map(|p| format!("{} = {}", p.cell, p.digit));
    let removed = hint.eliminations.iter().map(|e| format!("-{} {}", e.digit, e.cell));
    placed.chain(removed).collect::<Vec<_>>().join(", ")
}
