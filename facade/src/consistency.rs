//! Candidate consistency (SPEC §4.2, thesis 7.2.2): before a hint, the player's board is
//! checked against the puzzle's unique solution, so a hint is never built on a wrong value
//! or on candidates that have lost a cell's true digit.

use std::fmt;

use dn::{Conflict, Coord, Digit, Grid, SolutionStatus, SudokuDN};
use ln::PatternBoard;
use ln::candidates::has_candidates;

use crate::session::STATUS_ENGINE;
use crate::solver_calls;

/// Something on the player's board that rules out a sound hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Two cells of one unit hold the same digit.
    BrokenRule(Conflict),
    /// A cell holds a value the solution does not have there.
    WrongValue {
        /// The cell.
        cell: Coord,
        /// The value it holds.
        value: Digit,
        /// The solution's digit for it.
        solution: Digit,
    },
    /// An empty cell's noted candidates lack its true digit.
    MissingCandidate {
        /// The cell.
        cell: Coord,
        /// The digit it needs.
        digit: Digit,
    },
    /// The puzzle (its givens) has no solution. When dropping any one of some values
    /// leaves a puzzle with a unique solution, those cells are the suspects.
    NoSolution {
        /// The cells one of which probably holds a wrong value (empty when none stands out).
        suspects: Vec<Coord>,
    },
    /// The puzzle (its givens) has more than one solution.
    SeveralSolutions,
    /// The solver could not settle the puzzle's solutions within its node budget.
    Undecided {
        /// The node budget it reached.
        nodes: u64,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::BrokenRule(conflict) => write!(f, "{conflict}"),
            Problem::WrongValue { cell, value, solution } => {
                write!(f, "{cell} holds {value}, but {value} cannot go there: the solution has {solution}")
            }
            Problem::MissingCandidate { cell, digit } => {
                write!(f, "{cell} lacks candidate {digit}, which it needs")
            }
            Problem::NoSolution { suspects } if suspects.is_empty() => {
                write!(f, "the puzzle has no solution")
            }
            Problem::NoSolution { suspects } => {
                let names: Vec<String> = suspects.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "the puzzle has no solution; one of these values is probably wrong: {}",
                    names.join(", ")
                )
            }
            Problem::SeveralSolutions => write!(f, "the puzzle has more than one solution"),
            Problem::Undecided { nodes } => {
                write!(f, "the puzzle's solutions were not decided within {nodes} search nodes")
            }
        }
    }
}

/// The puzzle's unique solution, if the board's values all agree with it; otherwise what
/// is wrong. `givens` is what the solver found for the board's givens (the session keeps
/// it); placed values are checked against its solution.
pub(crate) fn reference_solution<'a>(
    board: &SudokuDN,
    givens: &'a SolutionStatus,
) -> Result<&'a Grid, Vec<Problem>> {
    let conflicts = board.conflicts();
    if !conflicts.is_empty() {
        return Err(conflicts.into_iter().map(Problem::BrokenRule).collect());
    }
    match givens {
        SolutionStatus::Unique(solution) => {
            let wrong = wrong_values(board, solution);
            if wrong.is_empty() { Ok(solution) } else { Err(wrong) }
        }
        SolutionStatus::Multiple(..) => Err(vec![Problem::SeveralSolutions]),
        SolutionStatus::Undecided { nodes } => Err(vec![Problem::Undecided { nodes: *nodes }]),
        SolutionStatus::None => Err(vec![locate_wrong_given(board)]),
    }
}

fn wrong_values(board: &SudokuDN, solution: &Grid) -> Vec<Problem> {
    board
        .cells()
        .filter_map(|(index, cell)| {
            let value = cell.value?;
            let truth = solution.digit(index.index())?;
            (value != truth).then(|| Problem::WrongValue {
                cell: board.name_of(index),
                value,
                solution: truth,
            })
        })
        .collect()
}

/// The givens have no solution: find the values whose removal alone leaves a puzzle with
/// a unique solution. One such value is named with its true digit; several are listed as
/// suspects. (A board read from a file has all its values as givens, so a wrong entry
/// shows up here.)
fn locate_wrong_given(board: &SudokuDN) -> Problem {
    let givens = board.givens();
    let mut solver =
        solver_calls::bounded(STATUS_ENGINE, board.geometry(), ln::Budget::default(), ln::NodeLimit::Default);
    let mut suspects = Vec::new();
    for (index, cell) in board.cells() {
        let Some(value) = cell.value.filter(|_| cell.given) else { continue };
        let mut values = givens.values().to_vec();
        values[index.index()] = 0;
        let without = Grid::new(board.geometry(), values).expect("same geometry");
        if let SolutionStatus::Unique(solution) = solver_calls::status_with(solver.as_mut(), &without)
            && let Some(truth) = solution.digit(index.index())
        {
            suspects.push((board.name_of(index), value, truth));
        }
    }
    match suspects.as_slice() {
        &[(cell, value, solution)] => Problem::WrongValue { cell, value, solution },
        _ => Problem::NoSolution { suspects: suspects.iter().map(|s| s.0).collect() },
    }
}

/// The empty cells whose noted candidates lack their true digit; none when the player
/// noted no candidates at all (the hint then uses computed candidates).
pub(crate) fn missing_candidates(board: &SudokuDN, solution: &Grid) -> Vec<Problem> {
    if !has_candidates(board) {
        return Vec::new();
    }
    board
        .cells()
        .filter(|(_, cell)| cell.is_empty())
        .filter_map(|(index, cell)| {
            let digit = solution.digit(index.index())?;
            (!cell.candidates.contains(digit))
                .then(|| Problem::MissingCandidate { cell: board.name_of(index), digit })
        })
        .collect()
}

/// The board the patterns read: the player's own candidates when any are noted (so every
/// hint is deducible from what the player sees), else the candidates computed from the
/// values.
pub(crate) fn pattern_board(board: &SudokuDN) -> PatternBoard {
    if has_candidates(board) {
        PatternBoard::from_dn(board)
    } else {
        PatternBoard::with_computed_candidates(&board.grid())
    }
}

/// The problems that rule out a sound hint on `board`, or the solution the board agrees
/// with. `givens` is the status of the board's givens.
pub(crate) fn check<'a>(board: &SudokuDN, givens: &'a SolutionStatus) -> Result<&'a Grid, Vec<Problem>> {
    let solution = reference_solution(board, givens)?;
    let missing = missing_candidates(board, solution);
    if missing.is_empty() { Ok(solution) } else { Err(missing) }
}
