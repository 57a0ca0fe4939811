//! Candidate consistency (SPEC §4.2, thesis 7.2.2): before a hint, the player's board is
//! checked against the puzzle's unique solution, so a hint is never built on a wrong value
//! or on candidates that have lost a cell's true digit. What is wrong is said without
//! giving a digit away: how many values or cells deviate, and that "show deviations"
//! ([`SudokuLN::deviations`](crate::SudokuLN::deviations)) says where.

use std::fmt;

use dn::{Conflict, Coord, Grid, SolutionStatus, SudokuDN};

use crate::session::STATUS_ENGINE;
use crate::solver_calls;

/// Something on the player's board that rules out a sound hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Two cells of one unit hold the same digit.
    BrokenRule(Conflict),
    /// Placed values or noted candidates disagree with the solution, counted but not
    /// located (the cells are [`SudokuLN::deviations`](crate::SudokuLN::deviations)).
    Deviations {
        /// How many cells hold a value the solution does not have there.
        wrong_values: usize,
        /// How many empty cells note candidates that lack the cell's true digit.
        lost_digits: usize,
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
            Problem::Deviations { wrong_values, lost_digits } => {
                let values = match wrong_values {
                    0 => None,
                    1 => Some("1 of your values is wrong".to_string()),
                    n => Some(format!("{n} of your values are wrong")),
                };
                let digits = match lost_digits {
                    0 => None,
                    1 => Some("a cell has lost its true digit from its candidates".to_string()),
                    n => Some(format!("{n} cells have lost their true digit from their candidates")),
                };
                let said: Vec<String> = values.into_iter().chain(digits).collect();
                write!(f, "{}: show the deviations to see where", said.join(" and "))
            }
            Problem::NoSolution { suspects } => match suspects.as_slice() {
                [] => write!(f, "the puzzle has no solution"),
                [cell] => write!(f, "the puzzle has no solution; the value in {cell} is probably wrong"),
                _ => {
                    let names: Vec<String> = suspects.iter().map(ToString::to_string).collect();
                    write!(
                        f,
                        "the puzzle has no solution; one of these values is probably wrong: {}",
                        names.join(", ")
                    )
                }
            },
            Problem::SeveralSolutions => write!(f, "the puzzle has more than one solution"),
            Problem::Undecided { nodes } => {
                write!(f, "the puzzle's solutions were not decided within {nodes} search nodes")
            }
        }
    }
}

/// The puzzle's unique solution, if the givens have one; otherwise why not (broken rules,
/// no solution with the suspect values, several solutions). `givens` is what the solver
/// found for the board's givens (the session keeps it).
pub(crate) fn givens_solution<'a>(
    board: &SudokuDN,
    givens: &'a SolutionStatus,
) -> Result<&'a Grid, Vec<Problem>> {
    let conflicts = board.conflicts();
    if !conflicts.is_empty() {
        return Err(conflicts.into_iter().map(Problem::BrokenRule).collect());
    }
    match givens {
        SolutionStatus::Unique(solution) => Ok(solution),
        SolutionStatus::Multiple(..) => Err(vec![Problem::SeveralSolutions]),
        SolutionStatus::Undecided { nodes } => Err(vec![Problem::Undecided { nodes: *nodes }]),
        SolutionStatus::None => Err(vec![locate_wrong_given(board)]),
    }
}

/// The puzzle's unique solution, if the board's values all agree with it; otherwise what
/// is wrong (see [`givens_solution`]; wrong values are counted, not named).
pub(crate) fn reference_solution<'a>(
    board: &SudokuDN,
    givens: &'a SolutionStatus,
) -> Result<&'a Grid, Vec<Problem>> {
    let solution = givens_solution(board, givens)?;
    match wrong_values(board, solution).len() {
        0 => Ok(solution),
        wrong_values => Err(vec![Problem::Deviations { wrong_values, lost_digits: 0 }]),
    }
}

/// The cells holding a value the solution does not have there.
pub(crate) fn wrong_values(board: &SudokuDN, solution: &Grid) -> Vec<Coord> {
    board
        .cells()
        .filter(|(index, cell)| cell.value.is_some() && cell.value != solution.digit(index.index()))
        .map(|(index, _)| board.name_of(index))
        .collect()
}

/// The empty cells with noted candidates that lack their true digit (a cell with no
/// candidates noted is read as every candidate the values allow, so it lacks nothing).
pub(crate) fn lost_digits(board: &SudokuDN, solution: &Grid) -> Vec<Coord> {
    board
        .cells()
        .filter(|(_, cell)| cell.is_empty() && !cell.candidates.is_empty())
        .filter(|(index, cell)| solution.digit(index.index()).is_some_and(|d| !cell.candidates.contains(d)))
        .map(|(index, _)| board.name_of(index))
        .collect()
}

/// The givens have no solution: find the values whose removal alone leaves a puzzle with
/// a unique solution; they are the suspects. (A board read from a file has all its values
/// as givens, so a wrong entry shows up here.)
fn locate_wrong_given(board: &SudokuDN) -> Problem {
    let givens = board.givens();
    let mut solver =
        solver_calls::bounded(STATUS_ENGINE, board.geometry(), ln::Budget::default(), ln::NodeLimit::Default);
    let mut suspects = Vec::new();
    for (index, cell) in board.cells() {
        if cell.value.is_none() || !cell.given {
            continue;
        }
        let mut values = givens.values().to_vec();
        values[index.index()] = 0;
        let without = Grid::new(board.geometry(), values).expect("same geometry");
        if let SolutionStatus::Unique(_) = solver_calls::status_with(solver.as_mut(), &without) {
            suspects.push(board.name_of(index));
        }
    }
    Problem::NoSolution { suspects }
}

/// The problems that rule out a sound hint on `board`, or the solution the board agrees
/// with: every value right, and every cell with noted candidates keeping its true digit.
/// `givens` is the status of the board's givens.
pub(crate) fn check<'a>(board: &SudokuDN, givens: &'a SolutionStatus) -> Result<&'a Grid, Vec<Problem>> {
    let solution = givens_solution(board, givens)?;
    let wrong_values = wrong_values(board, solution).len();
    let lost_digits = lost_digits(board, solution).len();
    if wrong_values + lost_digits == 0 {
        Ok(solution)
    } else {
        Err(vec![Problem::Deviations { wrong_values, lost_digits }])
    }
}
