//! The tables one board size needs for propagation, built once and shared: the cells of
//! every unit, each cell's peers and block, and the crossings of blocks with lines.

use std::sync::OnceLock;

use dn::{Geometry, Unit};

/// A block and a line (row or column) that cross, and the `n` cells they share.
#[derive(Debug)]
pub(super) struct Crossing {
    /// The block's number, `0..side`.
    pub(super) block: usize,
    /// The line's unit number: rows `0..side`, columns `side..2·side`.
    pub(super) line: usize,
    /// The cells of the crossing.
    pub(super) cells: Vec<u16>,
}

/// The precomputed shape of a board size.
#[derive(Debug)]
pub(super) struct Shape {
    /// Cells a side (= digits).
    pub(super) side: usize,
    /// Every digit's bit: `side` low bits.
    pub(super) full: u32,
    /// Cells of each unit: rows `0..side`, columns `side..2·side`, blocks `2·side..3·side`.
    pub(super) units: Vec<Vec<u16>>,
    /// The other cells each cell sees.
    pub(super) peers: Vec<Vec<u16>>,
    /// The block of each cell.
    pub(super) block_of: Vec<u8>,
    /// Every crossing of a block with a line.
    pub(super) crossings: Vec<Crossing>,
    /// For each block: the crossings with its rows, then those with its columns (`n` each).
    pub(super) block_crossings: Vec<[Vec<usize>; 2]>,
    /// For each line (rows, then columns): its crossings with the `n` blocks it passes.
    pub(super) line_crossings: Vec<Vec<usize>>,
}

impl Shape {
    /// The shape of `geometry`, built on first use.
    pub(super) fn of(geometry: Geometry) -> &'static Shape {
        static SHAPES: [OnceLock<Shape>; 4] = [const { OnceLock::new() }; 4];
        SHAPES[geometry.box_size() - 2].get_or_init(|| Shape::build(geometry))
    }

    fn build(geometry: Geometry) -> Shape {
        let side = geometry.side();
        let cells_of = |unit: Unit| geometry.cells_of(unit).map(|c| c.index() as u16).collect::<Vec<u16>>();
        let units: Vec<Vec<u16>> = geometry.units().map(cells_of).collect();
        let peers =
            geometry.cells().map(|cell| geometry.peers(cell).map(|p| p.index() as u16).collect()).collect();
        let block_of = geometry.cells().map(|cell| geometry.block_of(cell) as u8).collect::<Vec<u8>>();
        let mut crossings = Vec::new();
        let mut block_crossings = vec![[Vec::new(), Vec::new()]; side];
        let mut line_crossings = vec![Vec::new(); 2 * side];
        for line in 0..2 * side {
            for (block, crossings_of_block) in block_crossings.iter_mut().enumerate() {
                let cells: Vec<u16> = units[line]
                    .iter()
                    .copied()
                    .filter(|&c| usize::from(block_of[usize::from(c)]) == block)
                    .collect();
                if cells.is_empty() {
                    continue;
                }
                crossings_of_block[line / side].push(crossings.len());
                line_crossings[line].push(crossings.len());
                crossings.push(Crossing { block, line, cells });
            }
        }
        Shape {
            side,
            full: (1u32 << side) - 1,
            units,
            peers,
            block_of,
            crossings,
            block_crossings,
            line_crossings,
        }
    }
}
