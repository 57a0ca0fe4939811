//! Backtracking with markers (thesis 4.1): the `backtrack` trial-and-error engine.
//!
//! The thesis keeps three tables of booleans, `F[row, digit]`, `C[column, digit]` and
//! `B[block, digit]`, saying which digits each row, column and block already holds, and
//! tries the digits of each empty cell in increasing order, going back one cell when none
//! fits. Here each table row is a bit set, and the next cell to fill is the empty one the
//! markers leave the fewest digits for (the thesis takes cells in reading order, which
//! takes far too long on 17-clue puzzles). The search runs on an explicit stack, one frame
//! per filled cell, so its depth is bounded by the board's cells (625 at most).

use std::sync::atomic::Ordering;

use dn::{Geometry, Grid};

use crate::budget::Budget;
use crate::solver::{Search, TrialAndError};

/// How many solutions a search keeps as evidence.
const KEPT: usize = 2;

/// How often a search writes its node count to the budget's meter.
const METER_EVERY: u64 = 1024;

/// One filled cell on the search stack.
#[derive(Clone, Copy, Debug)]
struct Frame {
    /// The cell.
    cell: u16,
    /// The bit of the digit placed there, `0` before the first try.
    digit: u32,
    /// Digits not tried yet.
    remaining: u32,
}

/// The `backtrack` engine: backtracking with row, column and block markers, any board size.
#[derive(Clone, Debug)]
pub struct Backtracker {
    geometry: Geometry,
    /// The row, column and block of each cell.
    units: Vec<[u8; 3]>,
    /// `F`, `C` and `B`: the digits each row, column and block holds.
    rows: Vec<u32>,
    cols: Vec<u32>,
    blocks: Vec<u32>,
    values: Vec<u8>,
    /// The empty cells; the first `stack.len()` of them are filled by the search.
    empty: Vec<u16>,
    stack: Vec<Frame>,
    /// The work budget of every search.
    budget: Budget,
}

impl Backtracker {
    /// The engine for boards of `geometry`.
    pub fn new(geometry: Geometry) -> Backtracker {
        let side = geometry.side();
        let units = geometry
            .cells()
            .map(|c| [geometry.row_of(c) as u8, geometry.col_of(c) as u8, geometry.block_of(c) as u8])
            .collect();
        Backtracker {
            geometry,
            units,
            rows: vec![0; side],
            cols: vec![0; side],
            blocks: vec![0; side],
            values: vec![0; geometry.cell_count()],
            empty: Vec::with_capacity(geometry.cell_count()),
            stack: Vec::with_capacity(geometry.cell_count()),
            budget: Budget::default(),
        }
    }

    /// The geometry the engine is set up for.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// Fills the markers with `puzzle`'s givens; `false` when two givens clash.
    fn load(&mut self, puzzle: &Grid) -> bool {
        if puzzle.geometry() != self.geometry {
            let budget = std::mem::take(&mut self.budget);
            *self = Backtracker { budget, ..Backtracker::new(puzzle.geometry()) };
        }
        self.rows.fill(0);
        self.cols.fill(0);
        self.blocks.fill(0);
        self.empty.clear();
        self.stack.clear();
        self.values.copy_from_slice(puzzle.values());
        for (cell, &value) in puzzle.values().iter().enumerate() {
            if value == 0 {
                self.empty.push(cell as u16);
                continue;
            }
            let bit = 1u32 << (value - 1);
            let [r, c, b] = self.units[cell].map(usize::from);
            if (self.rows[r] | self.cols[c] | self.blocks[b]) & bit != 0 {
                return false;
            }
            self.rows[r] |= bit;
            self.cols[c] |= bit;
            self.blocks[b] |= bit;
        }
        true
    }

    /// The digits the markers allow in `cell`.
    #[inline]
    fn allowed(&self, cell: usize, full: u32) -> u32 {
        let [r, c, b] = self.units[cell].map(usize::from);
        full & !(self.rows[r] | self.cols[c] | self.blocks[b])
    }

    /// Writes (or, called again, erases) digit bit `bit` in `cell` and its markers.
    #[inline]
    fn toggle(&mut self, cell: usize, bit: u32) {
        let [r, c, b] = self.units[cell].map(usize::from);
        self.rows[r] ^= bit;
        self.cols[c] ^= bit;
        self.blocks[b] ^= bit;
        self.values[cell] = if self.values[cell] == 0 { bit.trailing_zeros() as u8 + 1 } else { 0 };
    }

    /// Moves the unfilled cell with the fewest allowed digits to position `depth` of
    /// `empty` and returns those digits.
    #[inline]
    fn choose(&mut self, depth: usize, full: u32) -> u32 {
        let mut best = depth;
        let mut best_allowed = 0;
        let mut fewest = u32::MAX;
        for (i, &cell) in self.empty.iter().enumerate().skip(depth) {
            let allowed = self.allowed(usize::from(cell), full);
            let count = allowed.count_ones();
            if count < fewest {
                (best, best_allowed, fewest) = (i, allowed, count);
                if count <= 1 {
                    break;
                }
            }
        }
        self.empty.swap(depth, best);
        best_allowed
    }

    /// Counts solutions up to `limit`, keeping the first two; `work` counts digits placed.
    fn solve(&mut self, limit: usize) -> Search {
        let full = ((1u64 << self.geometry.side()) - 1) as u32;
        let nodes = self.budget.nodes.unwrap_or(u64::MAX);
        let mut search = Search::default();
        'search: loop {
            let depth = self.stack.len();
            if depth == self.empty.len() {
                search.count += 1;
                if search.solutions.len() < KEPT {
                    let values = self.values.clone();
                    search.solutions.extend(Grid::new(self.geometry, values).ok());
                }
                if search.count >= limit {
                    break 'search;
                }
            } else {
                let remaining = self.choose(depth, full);
                self.stack.push(Frame { cell: self.empty[depth], digit: 0, remaining });
            }
            loop {
                let Some(frame) = self.stack.last_mut() else { break 'search };
                let (cell, digit) = (usize::from(frame.cell), frame.digit);
                if frame.remaining == 0 {
                    self.stack.pop();
                    if digit != 0 {
                        self.toggle(cell, digit);
                    }
                    continue;
                }
                if search.work >= nodes {
                    search.budget_reached = Some(nodes);
                    break 'search;
                }
                let next = frame.remaining & frame.remaining.wrapping_neg();
                frame.remaining ^= next;
                frame.digit = next;
                if digit != 0 {
                    self.toggle(cell, digit);
                }
                self.toggle(cell, next);
                search.work += 1;
                if search.work % METER_EVERY == 0
                    && let Some(meter) = &self.budget.meter
                {
                    meter.store(search.work, Ordering::Relaxed);
                }
                break;
            }
        }
        if let Some(meter) = &self.budget.meter {
            meter.store(search.work, Ordering::Relaxed);
        }
        search
    }
}

impl TrialAndError for Backtracker {
    fn name(&self) -> &'static str {
        "backtrack"
    }

    fn search(&mut self, puzzle: &Grid, limit: usize) -> Search {
        if !self.load(puzzle) {
            return Search::default();
        }
        self.solve(limit.max(1))
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dancing_links::{SudokuDancingLinks, test_data};

    fn grid(geometry: Geometry, line: &str) -> Grid {
        test_data::parse(geometry, line).unwrap()
    }

    #[test]
    fn solves_a_four_by_four_board() {
        let puzzle = grid(Geometry::FOUR, "1...............");
        let found = Backtracker::new(Geometry::FOUR).search(&puzzle, 1);
        assert_eq!(found.count, 1);
        assert!(found.solutions[0].is_solution_of(&puzzle));
    }

    #[test]
    fn counts_the_288_four_by_four_boards() {
        let mut engine = Backtracker::new(Geometry::FOUR);
        let found = engine.search(&Grid::empty(Geometry::FOUR), 1000);
        assert_eq!(found.count, 288);
        assert_eq!(found.solutions.len(), 2);
        assert_ne!(found.solutions[0], found.solutions[1]);
        assert_eq!(engine.search(&Grid::empty(Geometry::FOUR), 2).count, 2);
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        let puzzle = grid(Geometry::NINE, &format!("5....5{}", ".".repeat(75)));
        assert_eq!(Backtracker::new(Geometry::NINE).search(&puzzle, 2), Search::default());
    }

    #[test]
    fn an_unsolvable_board_has_no_solution() {
        // Row 1 leaves only 9 for its last cell, which column 9 already holds.
        let line = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
        let found = Backtracker::new(Geometry::NINE).search(&grid(Geometry::NINE, &line), 2);
        assert_eq!((found.count, found.solutions.len()), (0, 0));
    }

    #[test]
    fn solves_hard_puzzles_uniquely() {
        let mut engine = Backtracker::new(Geometry::NINE);
        for puzzle in test_data::puzzles("norvig_top95.txt", 20) {
            let found = engine.search(&puzzle, 2);
            assert_eq!(found.count, 1, "{puzzle}");
            assert!(found.solutions[0].is_solution_of(&puzzle));
            assert!(found.work > 0);
        }
    }

    #[test]
    fn agrees_with_dancing_links_on_boards_with_many_solutions() {
        let mut engine = Backtracker::new(Geometry::NINE);
        let mut dlx = SudokuDancingLinks::new(Geometry::NINE);
        for puzzle in test_data::puzzles("serg_benchmark_multisol.txt", 20) {
            let found = engine.search(&puzzle, 2);
            assert_eq!(found.count, dlx.search(&puzzle, 2).count, "{puzzle}");
            assert_eq!(found.count, 2, "{puzzle}");
            assert!(found.solutions.iter().all(|s| s.is_solution_of(&puzzle)));
            assert_ne!(found.solutions[0], found.solutions[1]);
        }
    }

    #[test]
    fn solves_a_twenty_five_by_twenty_five_board() {
        let puzzle = test_data::holes(Geometry::TWENTY_FIVE, 25, 4);
        let found = Backtracker::new(Geometry::TWENTY_FIVE).search(&puzzle, 2);
        assert!(found.count >= 1);
        assert!(found.solutions.iter().all(|s| s.is_solution_of(&puzzle)));
    }

    #[test]
    fn adapts_to_the_puzzle_size() {
        let mut engine = Backtracker::new(Geometry::NINE);
        let puzzle = test_data::sixteen_puzzle();
        let found = engine.search(&puzzle, 2);
        assert_eq!(engine.geometry(), Geometry::SIXTEEN);
        assert!(found.count >= 1);
        assert!(found.solutions.iter().all(|s| s.is_solution_of(&puzzle)));
    }
}
