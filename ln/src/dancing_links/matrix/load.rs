//! Loading a problem in one pass: the state [`reset`](MotorDancingLinks::reset) followed by
//! [`select_row`](MotorDancingLinks::select_row) of each pre-selected row would leave, built
//! directly instead of danced to.
//!
//! Covering the pre-selected rows' columns one by one unlinks every node of every row that
//! crosses them, one random access each, after a copy of the whole pristine matrix. Here the
//! columns the selection covers are marked, and only the rows that survive are linked,
//! walking them in order, so each column lists its surviving rows in the order the dance
//! would have left. On a Sudoku with many givens few rows survive, so loading costs far less
//! than the copy alone. The links of removed rows are left stale: no search reaches them,
//! and [`reset`](MotorDancingLinks::reset) rewrites them.

use super::{COVERED, MotorDancingLinks, Vertical, Work, first_row_node};

impl MotorDancingLinks {
    /// Restores the matrix as built and pre-selects `rows` (like [`reset`](Self::reset) and
    /// then [`select_row`](Self::select_row) of each, with the same searches and work
    /// counters to follow), in one pass over the rows. Says `false`, and leaves the matrix
    /// reset, when a row does not exist or two of them share a column.
    pub fn reset_selecting(&mut self, rows: &[usize]) -> bool {
        self.load::<true>(rows, 0..self.row_count())
    }

    /// Like [`reset_selecting`](Self::reset_selecting), but keeps for the search only the
    /// rows `candidates` (listed in increasing order) that do not cross a selected row; the
    /// others are removed as if selecting had removed them. When `candidates` holds every
    /// row that crosses no selected row, this is exactly `reset_selecting`; a caller that
    /// knows those rows (a Sudoku's candidates) saves walking the rest. Says `false`, and
    /// leaves the matrix reset, when a row does not exist, two selected rows share a
    /// column, or the candidates are not increasing.
    pub fn reset_restricted(&mut self, rows: &[usize], candidates: &[usize]) -> bool {
        self.load::<true>(rows, candidates.iter().copied())
    }

    /// Like [`reset_restricted`](Self::reset_restricted) for a caller that guarantees the
    /// `candidates` cross no selected row and come in increasing order (a Sudoku's
    /// candidates once its givens and singles are placed): they are linked without looking
    /// at the covered columns, which is most of the work of checking them. Debug builds
    /// still check. Says `false`, and leaves the matrix reset, when a row does not exist
    /// or two selected rows share a column.
    pub(crate) fn reset_to_candidates(&mut self, rows: &[usize], candidates: &[usize]) -> bool {
        self.load::<false>(rows, candidates.iter().copied())
    }

    /// Marks the columns `selected` covers and links the `candidates` crossing none of them
    /// (`CHECK`: skip those that cross one, and refuse candidates out of order).
    fn load<const CHECK: bool>(
        &mut self,
        selected: &[usize],
        candidates: impl Iterator<Item = usize>,
    ) -> bool {
        let loaded = self.mark_selected(selected) && self.link_candidates::<CHECK>(candidates);
        if !loaded {
            self.reset();
        }
        loaded
    }

    /// Records `rows` as selected and marks their columns covered (in `covered`, a power of
    /// two long); `false` when a row does not exist or two share a column.
    fn mark_selected(&mut self, rows: &[usize]) -> bool {
        self.selected.clear();
        self.work = Work::default();
        self.spent = false;
        self.covered.clear();
        self.covered.resize(self.columns.next_power_of_two(), false);
        self.live = self.columns as u32;
        for &row in rows {
            let Some(range) = self.row_range(row) else { return false };
            for node in range {
                let column = self.col[node as usize] as usize;
                if std::mem::replace(&mut self.covered[column], true) {
                    return false;
                }
                self.live -= 1;
            }
            self.selected.push(row as u32);
        }
        true
    }

    /// Links the rows `candidates` that cross no covered column, in order, and sets the
    /// column sizes and the updates the dance would have counted; `false` when a candidate
    /// does not exist or comes out of order. A header's `up` is its column's last node so
    /// far, and each node linked points down to the header until another follows it.
    ///
    /// The node and size arrays are indexed with `index & m` and `covered` with
    /// `index & cm`, powers of two less one (see the `dance` module): every index is in
    /// range already, and the masks spare the bounds checks.
    fn link_candidates<const CHECK: bool>(&mut self, candidates: impl Iterator<Item = usize>) -> bool {
        match self.width {
            2 => self.link_rows::<2, CHECK>(candidates),
            3 => self.link_rows::<3, CHECK>(candidates),
            4 => self.link_rows::<4, CHECK>(candidates),
            _ => self.link_rows::<0, CHECK>(candidates),
        }
    }

    /// [`link_candidates`](Self::link_candidates) for rows of width `W` (`0`: any), whose
    /// nodes are then found by arithmetic (row `r` holds nodes `first + r·W ..`, `first`
    /// from [`first_row_node`]).
    fn link_rows<const W: usize, const CHECK: bool>(
        &mut self,
        candidates: impl Iterator<Item = usize>,
    ) -> bool {
        let MotorDancingLinks { columns, links, col, size, covered, row_start, .. } = self;
        let first = first_row_node(*columns);
        let rows = row_start.len() - 1;
        let (m, cm) = (links.len() - 1, covered.len() - 1);
        let (links, col, size) = (&mut links[..=m], &col[..=m], &mut size[..=m]);
        let covered = &covered[..=cm];
        for (column, header) in links.iter_mut().take(*columns).enumerate() {
            *header = Vertical { up: column as u32, down: column as u32 };
        }
        for (size, &cover) in size.iter_mut().zip(covered).take(*columns) {
            *size = i16::from(cover) * COVERED;
        }
        let mut kept_links = 0u64;
        let mut next_row = 0;
        for row in candidates {
            if row >= rows || (CHECK && row < next_row) {
                return false;
            }
            debug_assert!(row >= next_row, "candidate rows out of order");
            next_row = row + 1;
            let (start, end) = if W > 0 {
                (first + row * W, first + row * W + W)
            } else {
                (row_start[row] as usize, row_start[row + 1] as usize)
            };
            if W > 0 {
                // The row's columns read once, into registers, for the check and the links.
                let mut cols = [0usize; W];
                for (k, column) in cols.iter_mut().enumerate() {
                    *column = col[(start + k) & m] as usize & m;
                }
                if CHECK && cols.iter().any(|&column| covered[column & cm]) {
                    continue;
                }
                debug_assert!(
                    !cols.iter().any(|&column| covered[column & cm]),
                    "candidate row {row} crosses a selected one"
                );
                for (k, &column) in cols.iter().enumerate() {
                    link(links, size, m, (start + k) & m, column);
                }
            } else {
                let crosses = (start..end).any(|node| covered[col[node & m] as usize & cm]);
                if CHECK && crosses {
                    continue;
                }
                debug_assert!(!crosses, "candidate row {row} crosses a selected one");
                for node in start..end {
                    link(links, size, m, node & m, col[node & m] as usize & m);
                }
            }
            kept_links += (end - start - 1) as u64;
        }
        // Selecting removes every row it does not keep, unlinking each of its nodes but one.
        self.work.updates = self.unlinks_to_empty - kept_links;
        true
    }
}

/// Appends node `node` to the bottom of column `column` (both already masked with `m`).
#[inline(always)]
fn link(links: &mut [Vertical], size: &mut [i16], m: usize, node: usize, column: usize) {
    let above = links[column].up as usize & m;
    links[node] = Vertical { up: above as u32, down: column as u32 };
    links[above].down = node as u32;
    links[column].up = node as u32;
    size[column] += 1;
}
