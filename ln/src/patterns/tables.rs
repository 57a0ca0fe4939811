//! Lookup tables of one board size, built once and shared: the cells of every unit, the
//! units of every cell (as numbers and as bits) and every cell's peers (as a list and as a
//! set).

use std::sync::OnceLock;

use dn::{CellIndex, CellSet, Geometry, Unit};

/// The precomputed shape of a board size.
#[derive(Debug)]
pub(crate) struct Tables {
    /// Cells of each unit: rows `0..side`, columns `side..2·side`, blocks `2·side..3·side`.
    pub(crate) unit_cells: Vec<Vec<CellIndex>>,
    /// The row, column and block unit numbers of each cell.
    pub(crate) cell_units: Vec<[usize; 3]>,
    /// The peers of each cell, in row order.
    pub(crate) peers: Vec<Vec<CellIndex>>,
    /// The peers of each cell as a set.
    pub(crate) peer_sets: Vec<CellSet>,
    /// The row, column and block of each cell as bits of their unit numbers.
    pub(crate) unit_bits: Vec<u128>,
}

impl Tables {
    /// The tables of `geometry`, built on first use.
    pub(crate) fn of(geometry: Geometry) -> &'static Tables {
        static TABLES: [OnceLock<Tables>; 4] = [const { OnceLock::new() }; 4];
        TABLES[geometry.box_size() - 2].get_or_init(|| Tables::build(geometry))
    }

    fn build(geometry: Geometry) -> Tables {
        let side = geometry.side();
        let unit_cells = geometry.units().map(|unit| geometry.cells_of(unit).collect()).collect();
        let cell_units: Vec<[usize; 3]> = geometry
            .cells()
            .map(|cell| geometry.units_of(cell).map(|unit| unit_number(side, unit)))
            .collect();
        let peers: Vec<Vec<CellIndex>> =
            geometry.cells().map(|cell| geometry.peers(cell).collect()).collect();
        let peer_sets = peers.iter().map(|cells| cells.iter().collect()).collect();
        let unit_bits = cell_units.iter().map(|units| units.iter().map(|&n| 1u128 << n).sum()).collect();
        Tables { unit_cells, cell_units, peers, peer_sets, unit_bits }
    }
}

/// The position of `unit` in the table order (rows, then columns, then blocks).
#[inline]
pub(crate) fn unit_number(side: usize, unit: Unit) -> usize {
    match unit {
        Unit::Row(i) => i as usize,
        Unit::Column(i) => side + i as usize,
        Unit::Block(i) => 2 * side + i as usize,
    }
}

/// The unit at position `number` of the table order.
#[inline]
pub(crate) fn unit_at(side: usize, number: usize) -> Unit {
    match number / side {
        0 => Unit::Row(number as u8),
        1 => Unit::Column((number - side) as u8),
        _ => Unit::Block((number - 2 * side) as u8),
    }
}
