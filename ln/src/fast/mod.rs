//! The `fast` trial-and-error engine: a 9×9-only bit-set solver for the hot loops
//! (uniqueness checks in the generator, `jade check`, `solve --method fast`).
//!
//! # Bit layout
//!
//! The board is split into three *bands* of three rows (rows 1-3, 4-6, 7-9). For each band
//! `b` (0-2) and digit `d + 1` one `u32` word, index `10·b + d`, holds the cells of the
//! band where the digit may still go: bit `9·r + c` for row `r` (0-2) of the band and
//! column `c` (0-8), so 27 bits per word. The three cells of a row inside one box are a
//! *mini-row*. A tenth word per band, index `10·b + 9`, holds the band's cells not solved
//! yet, so that placing a cell clears it from the band's nine digits and from the unsolved
//! cells in one loop over ten adjacent words. A digit is *placed* (its cell solved) when a
//! row of one of its words is left with a single cell not solved yet; the placed cell
//! leaves every other digit's word, so a word's cells that are solved are where its own
//! digit is placed, and no record of the placed rows is needed. The board is 32 words (two
//! spare), and the arrays indexed by a word or by a cell of a band are 32 long too: an
//! index masked to five bits needs no bounds check.
//!
//! # Propagation
//!
//! Every change to a word marks it dirty (bit `10·b + d` of a dirty set is the word's own
//! index, so a flag leads to its word without arithmetic), and each dirty word is
//! propagated on its own with precomputed tables:
//!
//! - its 27 bits shrink to a 9-bit pattern of the mini-rows that still hold the digit
//!   (three shifts, a mask and one multiplication that gathers the nine bits), and a table
//!   indexed by that pattern keeps only the mini-rows that some placement of the
//!   digit (once in each row and once in each box of the band) can use. This finds hidden
//!   singles in rows and boxes and locked candidates inside the band; an empty result is a
//!   contradiction;
//! - each row left with one cell places the digit there. Such a row keeps one mini-row,
//!   and that mini-row has one cell: a second table indexed by the same pattern gives the
//!   kept mini-rows alone in their row, and shifts of the word tell the mini-rows with two
//!   cells or more, computed while the lookups are in flight. The placed cell leaves the
//!   other digits' words of the band, and its column, with any other column that is the
//!   last one left to the digit in one of the band's boxes, leaves the digit's words of
//!   the other two bands (the crate `sudoku`'s JCZSolve does this at every update; here it
//!   costs nothing extra, since a placement clears those words anyway). The three words of
//!   the digit are then at hand, so a column they leave without the digit is taken as a
//!   contradiction there, some updates before a band's pairing would find one.
//!
//! When no word is dirty, cells left with one candidate (naked singles) are placed, found
//! for a whole band at once by counting candidates bit-sliced over the nine words (the
//! three bands in one loop). Then, digit by digit, the same pairing argument as in bands
//! is applied to stacks (three bands against the three columns of a stack), which finds
//! the locked candidates between boxes and columns. Hidden singles in columns need no
//! search of their own: the pairing gives such a column to the one band that has the
//! digit there, the cell is left alone in its box, and the band word's update places it.
//!
//! # Guesses
//!
//! When nothing is left to place, the search guesses on the cell with two candidates that
//! sees the most unsolved cells (the first cell with the fewest candidates if no cell has
//! two): it places the cell's first digit and searches on; coming back, it removes that
//! digit from the cell and goes on from there. A guess saves the whole state (32 words,
//! 128 bytes, copied inline) on the stack, so a search allocates nothing.
//!
//! A search that first has to guess with fewer than 48 cells open is a *quick* one (unless
//! digits are picked at random): its tree is small, so from then on it guesses on the
//! first cell with two candidates and leaves out the digit scan, whose cost at every node
//! is more than the guesses they save on such boards (multi-solution boards with many
//! givens are the typical case).

mod search;
mod tables;
#[cfg(test)]
mod tests;

use dn::{Geometry, Grid};

use crate::budget::Budget;
use crate::solver::{Search, TrialAndError};
use search::{Rng, Run};

/// The `fast` engine: a bit-set solver for 9×9 boards with singles propagation.
///
/// ```
/// use ln::fast::FastSolver;
/// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// let mut cells = [0; 81];
/// for (cell, b) in cells.iter_mut().zip(line.bytes()) {
///     *cell = b.saturating_sub(b'0');
/// }
/// let mut solver = FastSolver::new();
/// let mut solution = [0; 81];
/// assert_eq!(solver.count_solutions(&cells, 2, Some(&mut solution)), 1);
/// assert_eq!(solution[1], 1);
/// ```
#[derive(Clone, Debug, Default)]
pub struct FastSolver {
    /// Guesses made by the last search.
    work: u64,
}

impl FastSolver {
    /// A new solver; it holds no buffers, so making one costs nothing.
    pub fn new() -> FastSolver {
        FastSolver { work: 0 }
    }

    /// Counts the solutions of `cells` (row-major, `0` empty, `1..=9` digits) up to `limit`
    /// (`0` counts as 1), writing the first one into `first`. Givens that clash or values
    /// above 9 give 0.
    pub fn count_solutions(&mut self, cells: &[u8; 81], limit: u32, first: Option<&mut [u8; 81]>) -> u32 {
        match first {
            Some(first) => self.count_keeping(cells, limit, std::slice::from_mut(first)),
            None => self.count_keeping(cells, limit, &mut []),
        }
    }

    /// Counts the solutions of `cells` up to `limit` like
    /// [`count_solutions`](Self::count_solutions), writing the first ones found into
    /// `kept`, as many as it holds.
    pub fn count_keeping(&mut self, cells: &[u8; 81], limit: u32, kept: &mut [[u8; 81]]) -> u32 {
        self.run(cells, Run::new(limit, kept, None))
    }

    /// Counts, up to `limit`, the solutions of `cells` in which `cell` (0-80, row-major)
    /// does not hold `digit`: one search with the digit struck from the cell's candidates,
    /// where asking for every other digit in turn would load the board once each. A digit
    /// outside 1-9 strikes nothing; a `cell` past the board counts every solution.
    ///
    /// ```
    /// use ln::fast::FastSolver;
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// let mut cells = [0; 81];
    /// for (cell, b) in cells.iter_mut().zip(line.bytes()) {
    ///     *cell = b.saturating_sub(b'0');
    /// }
    /// let mut solver = FastSolver::new();
    /// // The one solution has a 1 in the second cell, so none is left without it.
    /// assert_eq!(solver.count_without(&cells, 1, 1, 2), 0);
    /// assert_eq!(solver.count_without(&cells, 1, 2, 2), 1);
    /// ```
    pub fn count_without(&mut self, cells: &[u8; 81], cell: usize, digit: u8, limit: u32) -> u32 {
        self.work = 0;
        let mut run = Run::new(limit, &mut [], None);
        if !run.load(cells) {
            return 0;
        }
        if cell < 81 && (1..=9).contains(&digit) {
            run.strike(cell, usize::from(digit) - 1);
        }
        run.search();
        self.work = run.guesses();
        run.count()
    }

    /// Whether `cells` has exactly one solution.
    pub fn is_unique(&mut self, cells: &[u8; 81]) -> bool {
        self.count_solutions(cells, 2, None) == 1
    }

    /// The first solution of `cells` found, if any (other solutions are not looked for).
    pub fn solve(&mut self, cells: &[u8; 81]) -> Option<[u8; 81]> {
        let mut solution = [0; 81];
        (self.count_solutions(cells, 1, Some(&mut solution)) == 1).then_some(solution)
    }

    /// A complete valid grid, drawn by guessing digits at random from `seed`; the same seed
    /// gives the same grid.
    pub fn random_grid(&mut self, seed: u64) -> [u8; 81] {
        let mut grid = [[0; 81]];
        self.run(&[0; 81], Run::new(1, &mut grid, Some(Rng::new(seed))));
        grid[0]
    }

    /// A solution of `cells` drawn by guessing digits at random from `seed` (the same seed
    /// gives the same solution), if there is any.
    pub fn random_solution(&mut self, cells: &[u8; 81], seed: u64) -> Option<[u8; 81]> {
        let mut grid = [[0; 81]];
        (self.run(cells, Run::new(1, &mut grid, Some(Rng::new(seed)))) == 1).then_some(grid[0])
    }

    /// The guesses the last search made: its work, for reports and benchmarks.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The values of `grid` as the cell array the other methods take, if it is 9×9.
    pub fn cells_of(grid: &Grid) -> Option<[u8; 81]> {
        if grid.geometry() != Geometry::NINE {
            return None;
        }
        grid.values().try_into().ok()
    }

    /// Loads `cells` into `run`, searches and returns the solutions found.
    fn run(&mut self, cells: &[u8; 81], mut run: Run<'_>) -> u32 {
        self.work = 0;
        if !run.load(cells) {
            return 0;
        }
        run.search();
        self.work = run.guesses();
        run.count()
    }
}

impl TrialAndError for FastSolver {
    fn name(&self) -> &'static str {
        "fast"
    }

    /// Searches a 9×9 `puzzle`; any other size has no solution here (an empty [`Search`]).
    fn search(&mut self, puzzle: &Grid, limit: usize) -> Search {
        let Some(cells) = FastSolver::cells_of(puzzle) else {
            return Search::default();
        };
        let mut kept = [[0; 81]; 2];
        let limit = u32::try_from(limit).unwrap_or(u32::MAX);
        let count = self.count_keeping(&cells, limit, &mut kept);
        let solutions = kept
            .iter()
            .take(count as usize)
            .filter_map(|values| Grid::new(Geometry::NINE, values.to_vec()).ok())
            .collect();
        Search { count: count as usize, solutions, work: self.work, budget_reached: None }
    }

    /// Ignored: a 9×9 search ends within milliseconds.
    fn set_budget(&mut self, _budget: Budget) {}
}
