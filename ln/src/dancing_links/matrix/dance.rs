//! The dance itself: covering and uncovering columns on a borrowed view of the arrays.
//!
//! The view slices the node arrays and the size array to `mask + 1` entries, a power of
//! two, and indexes them with `index & mask`. Every index the matrix holds is already in
//! range, so masking changes nothing, but it lets the compiler drop the bounds checks from
//! the inner loops, and one mask for every array keeps a register free for them.
//!
//! The view is compiled for a row width `W`: with `W > 0` every row has `W` nodes and the
//! rest of a node's row is found by arithmetic in a loop of known length; with `W = 0` the
//! row's run is read from `run`.
//!
//! Within a row the order in which nodes leave and rejoin their columns does not matter
//! (each is in a different column), so hiding and unhiding a row walk it the same way;
//! across rows and columns, uncovering undoes covering in reverse.

use super::{COVERED, Run, Vertical, first_row_node};

mod choice;

/// The arrays a search changes, borrowed from the matrix, with the counters it keeps,
/// walking rows of width `W` (`0`: rows of any width).
pub(super) struct Dance<'a, const W: u32> {
    links: &'a mut [Vertical],
    col: &'a [u32],
    run: &'a [Run],
    size: &'a mut [i16],
    node_mask: usize,
    columns: usize,
    live: u32,
    updates: u64,
    /// The column most recently brought down to one row or fewer.
    hint: u32,
    /// The column most recently emptied.
    zero: u32,
}

impl<'a, const W: u32> Dance<'a, W> {
    /// A view of `links`, `col`, `run` and `size` (one power-of-two length, a multiple of
    /// `MIN_SIZES` at least `columns`) with `live` columns uncovered.
    #[inline(always)]
    pub(super) fn new(
        links: &'a mut [Vertical],
        col: &'a [u32],
        run: &'a [Run],
        size: &'a mut [i16],
        columns: usize,
        live: u32,
    ) -> Dance<'a, W> {
        let node_mask = links.len().saturating_sub(1);
        Dance {
            links: &mut links[..=node_mask],
            col: &col[..=node_mask],
            run: &run[..=node_mask],
            size: &mut size[..=node_mask],
            node_mask,
            columns,
            live,
            updates: 0,
            hint: 0,
            zero: 0,
        }
    }

    /// The live column count and the link updates done, for the matrix to keep.
    #[inline(always)]
    pub(super) fn finish(self) -> (u32, u64) {
        (self.live, self.updates)
    }

    /// The column of node `node`.
    #[inline(always)]
    pub(super) fn col(&self, node: u32) -> u32 {
        self.col[node as usize & self.node_mask]
    }

    /// The node below `node` in its column.
    #[inline(always)]
    pub(super) fn down(&self, node: u32) -> u32 {
        self.links[node as usize & self.node_mask].down
    }

    /// How many rows column `col` has left.
    #[inline(always)]
    pub(super) fn size(&self, col: u32) -> i16 {
        self.size[col as usize & self.node_mask]
    }

    /// Marks column `c` covered and removes every row crossing it from the other columns.
    #[inline(always)]
    pub(super) fn cover(&mut self, c: u32) {
        self.size[c as usize & self.node_mask] += COVERED;
        self.live -= 1;
        let mut p = self.down(c);
        while p != c {
            if W == 0 {
                let Run { start, end } = self.run[p as usize & self.node_mask];
                for q in start..p {
                    self.unlink(q);
                }
                for q in p + 1..end {
                    self.unlink(q);
                }
                self.updates += u64::from(end - start - 1);
            } else {
                for step in 1..W {
                    self.unlink(self.other(p, step));
                }
                self.updates += u64::from(W - 1);
            }
            p = self.down(p);
        }
    }

    /// Undoes [`cover`](Self::cover) of column `c`, in the reverse order.
    #[inline(always)]
    pub(super) fn uncover(&mut self, c: u32) {
        let mut p = self.links[c as usize & self.node_mask].up;
        while p != c {
            if W == 0 {
                let Run { start, end } = self.run[p as usize & self.node_mask];
                for q in start..p {
                    self.relink(q);
                }
                for q in p + 1..end {
                    self.relink(q);
                }
            } else {
                for step in 1..W {
                    self.relink(self.other(p, step));
                }
            }
            p = self.links[p as usize & self.node_mask].up;
        }
        self.size[c as usize & self.node_mask] -= COVERED;
        self.live += 1;
    }

    /// Covers the columns of `node`'s row other than `node`'s own.
    #[inline(always)]
    pub(super) fn enter_row(&mut self, node: u32) {
        if W == 0 {
            let Run { start, end } = self.run[node as usize & self.node_mask];
            for q in start..node {
                self.cover(self.col(q));
            }
            for q in node + 1..end {
                self.cover(self.col(q));
            }
        } else {
            for step in 1..W {
                self.cover(self.col(self.other(node, step)));
            }
        }
    }

    /// Undoes [`enter_row`](Self::enter_row), in the reverse order.
    #[inline(always)]
    pub(super) fn leave_row(&mut self, node: u32) {
        if W == 0 {
            let Run { start, end } = self.run[node as usize & self.node_mask];
            for q in (node + 1..end).rev() {
                self.uncover(self.col(q));
            }
            for q in (start..node).rev() {
                self.uncover(self.col(q));
            }
        } else {
            for step in (1..W).rev() {
                self.uncover(self.col(self.other(node, step)));
            }
        }
    }

    /// For rows of width `W > 0`: another node of node `p`'s row, a different one for each
    /// `step` in `1..W`. A row of 2 or 4 nodes starts at a multiple of its width, so that is
    /// `p ^ step`; otherwise the node `step` places right of `p`, wrapping around (row `r`
    /// holds nodes `first + r·W ..`, `first` from `first_row_node`).
    #[inline(always)]
    fn other(&self, p: u32, step: u32) -> u32 {
        if W.is_power_of_two() && W <= 4 {
            return p ^ step;
        }
        let at = (p - first_row_node(self.columns) as u32) % W;
        let to = if at + step < W { at + step } else { at + step - W };
        p - at + to
    }

    /// Takes node `q` out of its column.
    ///
    /// The links written are the masked ones (the same values), so that the compiler masks
    /// each in place instead of keeping a copy of the raw value to store.
    #[inline(always)]
    fn unlink(&mut self, q: u32) {
        let m = self.node_mask;
        let q = q as usize & m;
        let Vertical { up, down } = self.links[q];
        let (up, down) = (up as usize & m, down as usize & m);
        self.links[up].down = down as u32;
        self.links[down].up = up as u32;
        let col = self.col[q] as usize & m;
        let size = &mut self.size[col];
        *size -= 1;
        if *size <= 1 {
            self.hint = col as u32;
        }
        if *size == 0 {
            self.zero = col as u32;
        }
    }

    /// Puts node `q` back into its column, where [`unlink`](Self::unlink) took it from.
    #[inline(always)]
    fn relink(&mut self, q: u32) {
        let m = self.node_mask;
        let Vertical { up, down } = self.links[q as usize & m];
        self.links[up as usize & m].down = q;
        self.links[down as usize & m].up = q;
        let col = self.col[q as usize & m];
        self.size[col as usize & self.node_mask] += 1;
    }
}
