//! Unavoidable sets of a full grid: groups of cells at least one of which every puzzle
//! with that solution must give, or a second solution appears. A given that is the only
//! one of such a set on the board is necessary, so the generator keeps it without a search.
//!
//! The sets are those of two digits: the cells holding `a` or `b` are linked when they
//! share a row, column or box, and swapping `a` and `b` over one connected group leaves
//! every unit with one of each, a valid grid that differs from the solution only there.
//! Only groups of at most [`MOST_ROWS`] rows are kept: a larger one seldom holds a single
//! given.

use dn::Geometry;

/// The most rows a kept set spans (two cells in each).
const MOST_ROWS: u32 = 6;

/// The small unavoidable sets of two digits of one full grid of at most 128 cells, as
/// cell masks.
#[derive(Clone, Debug, Default)]
pub(crate) struct UnavoidableSets {
    sets: Vec<u128>,
    /// The sets holding cell `c` are `sets[by_cell[i]]` for `i` in `starts[c]..starts[c + 1]`.
    starts: Vec<usize>,
    by_cell: Vec<usize>,
}

impl UnavoidableSets {
    /// Replaces the sets with those of `grid`, a full grid of `geometry`; none when the
    /// board has more than 128 cells (so at most 11 rows).
    pub(crate) fn build(&mut self, geometry: Geometry, grid: &[u8]) {
        self.sets.clear();
        let (side, size) = (geometry.side(), geometry.box_size());
        if geometry.cell_count() > 128 {
            return;
        }
        // Per digit: the column and box it takes in each row, the row it takes in each
        // column and in each box.
        let mut column_in_row = [0usize; 128];
        let mut box_in_row = [0usize; 128];
        let mut row_in_column = [0usize; 128];
        let mut row_in_box = [0usize; 128];
        for (cell, &value) in grid.iter().enumerate() {
            let (d, row, column) = (usize::from(value) - 1, cell / side, cell % side);
            let in_box = row / size * size + column / size;
            column_in_row[d * side + row] = column;
            box_in_row[d * side + row] = in_box;
            row_in_column[d * side + column] = row;
            row_in_box[d * side + in_box] = row;
        }
        for a in 0..side {
            for b in a + 1..side {
                // The two cells of a row always go together (they share the row), so the
                // groups are groups of rows: row r is linked to the rows where b shares a
                // column or a box with a's cell in row r.
                let mut linked = [0u32; 16];
                for row in 0..side {
                    for other in [
                        row_in_column[b * side + column_in_row[a * side + row]],
                        row_in_box[b * side + box_in_row[a * side + row]],
                    ] {
                        linked[row] |= 1 << other;
                        linked[other] |= 1 << row;
                    }
                }
                let mut left = (1u32 << side) - 1;
                while left != 0 {
                    let mut group = left & left.wrapping_neg();
                    loop {
                        let mut grown = group;
                        let mut rows = group;
                        while rows != 0 {
                            grown |= linked[rows.trailing_zeros() as usize];
                            rows &= rows - 1;
                        }
                        if grown == group {
                            break;
                        }
                        group = grown;
                    }
                    left &= !group;
                    if group.count_ones() > MOST_ROWS {
                        continue;
                    }
                    let mut set = 0u128;
                    let mut rows = group;
                    while rows != 0 {
                        let row = rows.trailing_zeros() as usize;
                        rows &= rows - 1;
                        set |= 1 << (row * side + column_in_row[a * side + row]);
                        set |= 1 << (row * side + column_in_row[b * side + row]);
                    }
                    self.sets.push(set);
                }
            }
        }
        self.index(geometry.cell_count());
    }

    /// Lists the sets by cell.
    fn index(&mut self, cells: usize) {
        self.starts.clear();
        self.starts.resize(cells + 1, 0);
        for &set in &self.sets {
            for_each_cell(set, |cell| self.starts[cell + 1] += 1);
        }
        for cell in 0..cells {
            self.starts[cell + 1] += self.starts[cell];
        }
        self.by_cell.clear();
        self.by_cell.resize(self.starts[cells], 0);
        let mut next = self.starts.clone();
        for (id, &set) in self.sets.iter().enumerate() {
            for_each_cell(set, |cell| {
                self.by_cell[next[cell]] = id;
                next[cell] += 1;
            });
        }
    }

    /// Whether some set's givens in `givens` (a cell mask) all lie in `group`: then
    /// emptying `group` leaves a second solution.
    pub(crate) fn hit_only_in(&self, givens: u128, group: u128) -> bool {
        // Such a set holds a given of `group`, so only the sets of its cells are looked at.
        let mut found = false;
        for_each_cell(group & givens, |cell| {
            let Some(ids) = self.by_cell.get(self.starts[cell]..self.starts[cell + 1]) else {
                return;
            };
            found |= ids.iter().any(|&id| self.sets[id] & givens & !group == 0);
        });
        found
    }
}

/// Calls `f` with each cell of the mask `cells`.
fn for_each_cell(mut cells: u128, mut f: impl FnMut(usize)) {
    while cells != 0 {
        f(cells.trailing_zeros() as usize);
        cells &= cells - 1;
    }
}

/// The cells of `cells` as a mask; empty when the board has more than 128 cells.
pub(crate) fn mask(cells: impl IntoIterator<Item = usize>, geometry: Geometry) -> u128 {
    if geometry.cell_count() > 128 {
        return 0;
    }
    cells.into_iter().fold(0, |mask, cell| mask | 1 << cell)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fast::FastSolver;

    /// Whether `values` is a full valid 9×9 grid.
    fn valid(values: &[u8]) -> bool {
        (0..81).all(|cell| {
            let (row, column) = (cell / 9, cell % 9);
            (0..81).filter(|&other| other != cell).all(|other| {
                let (r, c) = (other / 9, other % 9);
                let shares = r == row || c == column || (r / 3 == row / 3 && c / 3 == column / 3);
                !shares || values[other] != values[cell]
            })
        })
    }

    #[test]
    fn every_set_swaps_two_digits_into_another_valid_grid() {
        let mut sets = UnavoidableSets::default();
        let mut kept = 0;
        for seed in 0..20 {
            let grid = FastSolver::new().random_grid(seed);
            sets.build(Geometry::NINE, &grid);
            for &set in &sets.sets {
                let cells: Vec<usize> = (0..81).filter(|&cell| set >> cell & 1 == 1).collect();
                let mut digits: Vec<u8> = cells.iter().map(|&cell| grid[cell]).collect();
                digits.sort_unstable();
                digits.dedup();
                assert_eq!(digits.len(), 2, "seed {seed}: {cells:?}");
                assert!(cells.len() >= 4 && cells.len() <= 2 * MOST_ROWS as usize, "seed {seed}: {cells:?}");
                let mut swapped = grid;
                for &cell in &cells {
                    swapped[cell] = if grid[cell] == digits[0] { digits[1] } else { digits[0] };
                }
                assert!(valid(&swapped), "seed {seed}: {cells:?}");
                kept += 1;
            }
        }
        assert!(kept > 20, "only {kept} sets in 20 grids");
    }

    #[test]
    fn a_rectangle_of_two_digits_is_found_and_a_lone_given_in_it_is_necessary() {
        // Rows 1 and 4 hold 1 and 2 in columns 1 and 2 crosswise: a rectangle over two boxes.
        let line = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
        let grid: Vec<u8> = line.bytes().map(|b| b - b'0').collect();
        let mut sets = UnavoidableSets::default();
        sets.build(Geometry::NINE, &grid);
        let rectangle = mask([0, 1, 9 * 3, 9 * 3 + 1], Geometry::NINE);
        assert!(sets.sets.contains(&rectangle), "{:x?}", sets.sets);
        let every = mask(0..81, Geometry::NINE);
        let first = mask([0], Geometry::NINE);
        assert!(!sets.hit_only_in(every, first));
        assert!(sets.hit_only_in(every & !rectangle | first, first));
    }
}
