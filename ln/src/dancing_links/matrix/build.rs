//! Building the matrix from a list of rows.

use std::fmt;

use super::{
    MAX_COLUMN_ROWS, MIN_SIZES, MotorDancingLinks, PADDING, Run, Vertical, Work, first_row_node, search,
};

/// A row list that does not describe an exact-cover matrix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatrixError {
    /// A row names a column that does not exist.
    ColumnOutOfRange {
        /// The row, counted from 0.
        row: usize,
        /// The column it names.
        column: usize,
    },
    /// A row names the same column twice.
    DuplicateColumn {
        /// The row, counted from 0.
        row: usize,
        /// The repeated column.
        column: usize,
    },
    /// A row covers no column.
    EmptyRow {
        /// The row, counted from 0.
        row: usize,
    },
    /// The matrix has more nodes than 32-bit indices can address, or a column has more
    /// than [`MAX_COLUMN_ROWS`] rows.
    TooLarge,
}

impl fmt::Display for MatrixError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatrixError::ColumnOutOfRange { row, column } => {
                write!(f, "row {row} names column {column}, which does not exist")
            }
            MatrixError::DuplicateColumn { row, column } => {
                write!(f, "row {row} names column {column} twice")
            }
            MatrixError::EmptyRow { row } => write!(f, "row {row} covers no column"),
            MatrixError::TooLarge => {
                write!(f, "the matrix needs more than 32-bit indices or {MAX_COLUMN_ROWS} rows in a column")
            }
        }
    }
}

impl std::error::Error for MatrixError {}

/// Converts a count or index to the matrix's 32-bit indices.
fn index(value: usize) -> Result<u32, MatrixError> {
    u32::try_from(value).map_err(|_| MatrixError::TooLarge)
}

impl MotorDancingLinks {
    /// A matrix with `columns` columns and one row per item of `rows`, each listing the
    /// columns (`0..columns`) where that row has a 1. Row `i` is the `i`-th item.
    pub fn new<I, R>(columns: usize, rows: I) -> Result<MotorDancingLinks, MatrixError>
    where
        I: IntoIterator<Item = R>,
        R: AsRef<[usize]>,
    {
        let column_count = index(columns)?;
        let mut links: Vec<Vertical> = (0..column_count).map(|c| Vertical { up: c, down: c }).collect();
        let mut col: Vec<u32> = (0..column_count).collect();
        let mut run: Vec<Run> = (0..column_count).map(|c| Run { start: c, end: c + 1 }).collect();
        // Unused nodes after the headers, so that rows of 2 or 4 nodes start at a multiple
        // of their width (see `first_row_node`).
        for pad in column_count..index(first_row_node(columns))? {
            links.push(Vertical { up: pad, down: pad });
            col.push(0);
            run.push(Run { start: pad, end: pad + 1 });
        }
        let mut row_of = vec![u32::MAX; links.len()];
        let mut size = vec![0usize; columns];
        let mut row_start = Vec::new();
        let mut widths = (usize::MAX, 0);
        let mut seen = vec![usize::MAX; columns];
        for (row, items) in rows.into_iter().enumerate() {
            let items = items.as_ref();
            if items.is_empty() {
                return Err(MatrixError::EmptyRow { row });
            }
            widths = (widths.0.min(items.len()), widths.1.max(items.len()));
            let row_id = index(row)?;
            let start = index(links.len())?;
            let end = index(links.len() + items.len())?;
            row_start.push(start);
            for (node, &column) in (start..).zip(items) {
                match seen.get_mut(column) {
                    None => return Err(MatrixError::ColumnOutOfRange { row, column }),
                    Some(at) if *at == row => return Err(MatrixError::DuplicateColumn { row, column }),
                    Some(at) => *at = row,
                }
                let up = links[column].up;
                links.push(Vertical { up, down: column as u32 });
                links[up as usize].down = node;
                links[column].up = node;
                size[column] += 1;
                col.push(column as u32);
                run.push(Run { start, end });
                row_of.push(row_id);
            }
        }
        row_start.push(index(links.len())?);
        let nodes = links.len();
        // Node and size arrays share one power-of-two length, so the dance masks every index
        // with one mask.
        let padded = nodes.next_power_of_two().max(MIN_SIZES);
        links.resize(padded, Vertical::default());
        col.resize(padded, 0);
        run.resize(padded, Run::default());
        row_of.resize(padded, u32::MAX);
        let mut size = size
            .into_iter()
            .map(|s| if s <= MAX_COLUMN_ROWS { Ok(s as i16) } else { Err(MatrixError::TooLarge) })
            .collect::<Result<Vec<i16>, _>>()?;
        size.resize(padded, PADDING);
        let rows = row_start.len() - 1;
        Ok(MotorDancingLinks {
            unlinks_to_empty: (nodes - first_row_node(columns) - rows) as u64,
            covered: Vec::new(),
            spent: false,
            columns,
            nodes,
            width: if widths.0 == widths.1 { index(widths.0)? } else { 0 },
            pristine_links: links.clone(),
            pristine_size: size.clone(),
            links,
            col,
            run,
            row_of,
            size,
            live: column_count,
            row_start,
            selected: Vec::new(),
            work: Work::default(),
            search: search::SearchState::default(),
        })
    }
}
