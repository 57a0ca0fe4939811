//! The exact-cover matrix held as index arrays.
//!
//! Layout: nodes `0..columns` are the column headers, followed by unused nodes up to a
//! multiple of 4; the nodes of each row follow as one contiguous run, walked by index
//! rather than along left/right links, so the loads of a row's nodes do not wait on each
//! other. When every row has the same number of nodes `W` (4 for Sudoku), the run of a
//! node is found by arithmetic and the walk is compiled for that `W`; otherwise it is read
//! from `run`. Rows of 2 or 4 nodes then start at a multiple of their width, so the other
//! nodes of node `p`'s row are `p ^ 1`, `p ^ 2`, `p ^ 3`: one instruction each. Only the vertical links and the column sizes
//! change while searching; a pristine copy of them makes [`MotorDancingLinks::reset`] a
//! plain copy.
//!
//! Columns are not kept in a ring of left/right links: covering a column adds `COVERED`
//! to its size. The size of a covered column never changes until it is uncovered (no live
//! row crosses it), so the mark is exact, and finding the smallest live column becomes a
//! scan of one dense array of 16-bit sizes, which the compiler vectorises, instead of a
//! chase along a list. That caps a column at [`MAX_COLUMN_ROWS`] rows.
//!
//! The node and size arrays are padded to one power of two, so the hot loops index them all
//! with `index & mask`, which the compiler knows is in range: no bounds checks, no `unsafe`.

mod build;
mod dance;
mod load;
mod search;

pub use build::MatrixError;
use dance::Dance;

/// The up and down links of one node.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Vertical {
    up: u32,
    down: u32,
}

/// The run of nodes `start..end` of a node's row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Run {
    start: u32,
    end: u32,
}

/// What covering a column adds to its size; more than any live column's size.
const COVERED: i16 = 1 << 14;

/// The size of the padding at the end of the size array: never the smallest.
const PADDING: i16 = i16::MAX;

/// The node and size arrays hold at least this many entries (a power of two), so that the
/// column choice can read the sizes in whole chunks.
const MIN_SIZES: usize = 64;

/// The first node of the first row in a matrix of `columns` columns: past the headers, at a
/// multiple of 4.
fn first_row_node(columns: usize) -> usize {
    columns.next_multiple_of(4)
}

/// The most rows one column may have.
pub const MAX_COLUMN_ROWS: usize = COVERED as usize - 1;

/// How much work the engine did since it was built or last [reset](MotorDancingLinks::reset).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Rows tried during searches (search-tree nodes).
    pub nodes: u64,
    /// Nodes unlinked from their column (Knuth's "updates"), pre-selections included.
    pub updates: u64,
}

/// Knuth's Algorithm X with Dancing Links on a generic exact-cover matrix.
///
/// Build it once, then for each problem: [`reset`](Self::reset), pre-select rows that must
/// be part of the answer with [`select_row`](Self::select_row), and
/// [`search`](Self::search); or load the pre-selected rows in one pass with
/// [`reset_selecting`](Self::reset_selecting) (or
/// [`reset_restricted`](Self::reset_restricted) when the surviving rows are known), which
/// costs far less when they are many. Every column is primary: a solution is a set of rows that
/// covers each column exactly once.
#[derive(Clone, Debug)]
pub struct MotorDancingLinks {
    columns: usize,
    /// Headers and row nodes, before padding.
    nodes: usize,
    /// The number of nodes of every row when they all have the same, else 0.
    width: u32,
    links: Vec<Vertical>,
    /// The column of each node (a header's own).
    col: Vec<u32>,
    /// The run of each node's row, read only when rows differ in width.
    run: Vec<Run>,
    /// The row of each node.
    row_of: Vec<u32>,
    /// Column sizes, padded with `PADDING`.
    size: Vec<i16>,
    live: u32,
    row_start: Vec<u32>,
    pristine_links: Vec<Vertical>,
    pristine_size: Vec<i16>,
    selected: Vec<u32>,
    work: Work,
    search: search::SearchState,
    /// The updates selecting would count if it removed every row: the nodes of each row
    /// but one, summed.
    unlinks_to_empty: u64,
    /// Loading's scratch: which columns the selected rows cover.
    covered: Vec<bool>,
    /// Whether a [`search_once_with`](Self::search_once_with) left covers in place, so the
    /// matrix must be reset before anything but a load.
    spent: bool,
}

impl MotorDancingLinks {
    /// How many columns the matrix has.
    pub fn column_count(&self) -> usize {
        self.columns
    }

    /// How many rows the matrix has.
    pub fn row_count(&self) -> usize {
        self.row_start.len() - 1
    }

    /// The work done since the matrix was built or last reset.
    pub fn work(&self) -> Work {
        self.work
    }

    /// The rows pre-selected with [`select_row`](Self::select_row) since the last reset.
    pub fn selected_rows(&self) -> impl Iterator<Item = usize> + '_ {
        self.selected.iter().map(|&r| r as usize)
    }

    /// Restores the matrix as built: no row selected, every column uncovered, work zeroed.
    pub fn reset(&mut self) {
        let nodes = self.nodes;
        self.links[..nodes].copy_from_slice(&self.pristine_links[..nodes]);
        // Only column sizes change; the padding after them never does.
        let columns = self.columns;
        self.size[..columns].copy_from_slice(&self.pristine_size[..columns]);
        self.live = self.columns as u32;
        self.selected.clear();
        self.work = Work::default();
        self.spent = false;
    }

    /// Puts row `row` into every solution to come: covers its columns. Says `false`, and
    /// changes nothing, when the row does not exist or shares a column with a row selected
    /// before.
    pub fn select_row(&mut self, row: usize) -> bool {
        if self.spent {
            self.reset();
        }
        let Some(range) = self.row_range(row) else { return false };
        if !range.clone().all(|node| self.size[self.col[node as usize] as usize] < COVERED) {
            return false;
        }
        match self.width {
            2 => self.cover_row::<2>(range),
            3 => self.cover_row::<3>(range),
            4 => self.cover_row::<4>(range),
            _ => self.cover_row::<0>(range),
        }
        self.selected.push(row as u32);
        true
    }

    /// Covers the columns of the nodes `range`, with the walk for rows of width `W`.
    fn cover_row<const W: u32>(&mut self, range: std::ops::Range<u32>) {
        let mut dance = self.dance::<W>();
        for node in range {
            let col = dance.col(node);
            dance.cover(col);
        }
        let (live, updates) = dance.finish();
        self.live = live;
        self.work.updates += updates;
    }

    /// A view of the arrays the search changes, walking rows of width `W` (`0`: any).
    #[inline(always)]
    fn dance<const W: u32>(&mut self) -> Dance<'_, W> {
        Dance::new(&mut self.links, &self.col, &self.run, &mut self.size, self.columns, self.live)
    }

    /// The nodes of row `row`, if it exists.
    fn row_range(&self, row: usize) -> Option<std::ops::Range<u32>> {
        let start = *self.row_start.get(row)?;
        let end = *self.row_start.get(row.checked_add(1)?)?;
        Some(start..end)
    }
}
