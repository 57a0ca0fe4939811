//! The Sudoku exact-cover matrix (thesis 4.2.2) for any board size, and the `dlx` engine.
//!
//! For a board of side `s = n²` and `N = s²` cells there are `4·N` columns — one per cell
//! (it holds a digit), per row and digit, per column and digit and per block and digit —
//! and `s·N` rows, one per (cell, digit) move; row `cell·s + digit index` has a 1 in the
//! four columns the move fills.

use dn::{Geometry, Grid};
use rand::Rng;

use super::MotorDancingLinks;
use super::forced::ForcedMoves;
use crate::budget::Budget;
use crate::solver::{Search, TrialAndError};

/// How many solutions a search keeps as evidence.
const KEPT: usize = 2;

/// The `dlx` trial-and-error engine: a [`MotorDancingLinks`] holding the Sudoku matrix of
/// one geometry, built once and reused for every puzzle.
#[derive(Clone, Debug)]
pub struct SudokuDancingLinks {
    geometry: Geometry,
    matrix: MotorDancingLinks,
    /// The node budget of every search, if bounded.
    budget: Option<u64>,
    /// What each puzzle loads: givens, forced singles and candidate moves.
    forced: ForcedMoves,
    /// The cell and value of each row, for writing solutions.
    moves: Vec<(u16, u8)>,
}

impl SudokuDancingLinks {
    /// The engine for boards of `geometry`.
    pub fn new(geometry: Geometry) -> SudokuDancingLinks {
        SudokuDancingLinks {
            geometry,
            matrix: sudoku_matrix(geometry),
            budget: None,
            forced: ForcedMoves::new(geometry),
            moves: row_moves(geometry),
        }
    }

    /// The geometry whose matrix the engine holds.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The exact-cover engine under the board, for callers that need its work counters.
    pub fn matrix(&self) -> &MotorDancingLinks {
        &self.matrix
    }

    /// A random full board of the engine's geometry, drawn from `rng` (same seed, same
    /// board): the seed of puzzle generation.
    pub fn fill_random<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Grid {
        let empty = Grid::empty(self.geometry);
        self.solve_random(&empty, rng).unwrap_or(empty)
    }

    /// A random solution of `puzzle`, drawn from `rng`, or `None` when it has none.
    pub fn solve_random<R: Rng + ?Sized>(&mut self, puzzle: &Grid, rng: &mut R) -> Option<Grid> {
        self.search_random(puzzle, 1, rng).solutions.pop()
    }

    /// Like [`TrialAndError::search`], trying digits in an order drawn from `rng`.
    pub fn search_random<R: Rng + ?Sized>(&mut self, puzzle: &Grid, limit: usize, rng: &mut R) -> Search {
        self.run(puzzle, limit, Some(rng), &mut |_| {})
    }

    /// Like [`TrialAndError::search`], calling `found` with the number of solutions found so
    /// far after each one (for a count that shows its progress).
    pub fn search_counting(&mut self, puzzle: &Grid, limit: usize, found: &mut dyn FnMut(usize)) -> Search {
        self.run::<rand::rngs::StdRng>(puzzle, limit, None, found)
    }

    /// Counts `puzzle`'s solutions up to `limit` trying at most `budget` rows; `None` when
    /// the budget ran out before the count was settled.
    pub fn count_bounded(&mut self, puzzle: &Grid, limit: usize, budget: u64) -> Option<usize> {
        let kept = self.budget.replace(budget);
        let search = self.run::<rand::rngs::StdRng>(puzzle, limit, None, &mut |_| {});
        self.budget = kept;
        search.budget_reached.is_none().then_some(search.count)
    }

    /// Loads `puzzle`'s givens and searches, deterministically or in `rng`'s order.
    /// `found` hears the running count after each solution.
    fn run<R: Rng + ?Sized>(
        &mut self,
        puzzle: &Grid,
        limit: usize,
        rng: Option<&mut R>,
        found: &mut dyn FnMut(usize),
    ) -> Search {
        if puzzle.geometry() != self.geometry {
            *self = SudokuDancingLinks { budget: self.budget, ..SudokuDancingLinks::new(puzzle.geometry()) };
        }
        self.matrix.set_node_budget(self.budget);
        if !self.load(puzzle) {
            return Search { work: self.matrix.work().updates, ..Search::default() };
        }
        let geometry = self.geometry;
        // Every cover starts with the selected rows, already written on the loaded board.
        let (loaded, preselected, moves) = (self.forced.board(), self.forced.selected.len(), &self.moves);
        let mut solutions = Vec::new();
        let mut so_far = 0;
        let mut keep = |rows: &[usize]| {
            if solutions.len() < KEPT {
                solutions.push(grid_of(geometry, moves, loaded, &rows[preselected.min(rows.len())..]));
            }
            so_far += 1;
            found(so_far);
        };
        let limit = limit.max(1);
        // The next puzzle loads over whatever covers the search leaves.
        let count = self.matrix.search_once_with(limit, rng, &mut keep);
        let budget_reached = self.budget.filter(|_| self.matrix.budget_exhausted());
        Search { count, solutions, work: self.matrix.work().updates, budget_reached }
    }

    /// Loads `puzzle` into the matrix: its givens and the singles they force selected, and
    /// only the moves that still fit kept as candidates, which are exactly the rows
    /// selecting them would leave (see the `forced` module). `false` when two givens clash.
    fn load(&mut self, puzzle: &Grid) -> bool {
        self.forced.prepare(puzzle);
        self.matrix.reset_to_candidates(&self.forced.selected, self.forced.candidates())
    }
}

impl TrialAndError for SudokuDancingLinks {
    fn name(&self) -> &'static str {
        "dlx"
    }

    /// Counts solutions up to `limit`, keeping the first two; `work` counts link updates,
    /// the givens' included.
    fn search(&mut self, puzzle: &Grid, limit: usize) -> Search {
        self.run::<rand::rngs::StdRng>(puzzle, limit, None, &mut |_| {})
    }

    /// Bounds later searches to `budget.nodes` tried rows; Dancing Links keeps no meter.
    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget.nodes;
    }
}

/// The move of each row of the Sudoku matrix of `geometry` (row `cell·side + digit index`):
/// the cell and the value it writes, looked up rather than divided out for every solution.
pub(super) fn row_moves(geometry: Geometry) -> Vec<(u16, u8)> {
    let side = geometry.side();
    (0..geometry.cell_count() * side).map(|row| ((row / side) as u16, (row % side + 1) as u8)).collect()
}

/// The grid `board` (values, 0 = empty) becomes with the moves `rows` made, each read
/// from `moves` (see [`row_moves`]).
pub(super) fn grid_of(geometry: Geometry, moves: &[(u16, u8)], board: &[u8], rows: &[usize]) -> Grid {
    let mut values = board.to_vec();
    for &row in rows {
        let (cell, value) = moves[row];
        values[usize::from(cell)] = value;
    }
    Grid::new(geometry, values).unwrap_or_else(|_| Grid::empty(geometry))
}

/// The exact-cover matrix of thesis 4.2.2 for `geometry`.
fn sudoku_matrix(geometry: Geometry) -> MotorDancingLinks {
    let side = geometry.side();
    let cells = geometry.cell_count();
    let rows = geometry.cells().flat_map(|cell| {
        let (row, col, block) = (geometry.row_of(cell), geometry.col_of(cell), geometry.block_of(cell));
        (0..side).map(move |digit| {
            [
                cell.index(),
                cells + row * side + digit,
                2 * cells + col * side + digit,
                3 * cells + block * side + digit,
            ]
        })
    });
    match MotorDancingLinks::new(4 * cells, rows) {
        Ok(matrix) => matrix,
        Err(error) => unreachable!("the Sudoku matrix is well formed: {error}"),
    }
}
