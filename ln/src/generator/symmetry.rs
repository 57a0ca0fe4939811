//! Symmetries of the givens: which cells must be filled or emptied together.

use std::fmt;
use std::str::FromStr;

use dn::Geometry;

/// A symmetry the pattern of givens keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No constraint.
    #[default]
    None,
    /// Half-turn rotation about the centre (the classic newspaper style).
    Rotate180,
    /// Quarter-turn rotation: the givens look the same after turning the board 90°.
    Rotate90,
    /// Mirror across the vertical middle line (left-right).
    MirrorVertical,
    /// Mirror across the horizontal middle line (top-bottom).
    MirrorHorizontal,
    /// Mirror across the main diagonal (f1c1 to f9c9).
    Diagonal,
    /// Mirror across the anti-diagonal (f1c9 to f9c1).
    AntiDiagonal,
}

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 7] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::MirrorVertical,
        Symmetry::MirrorHorizontal,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
    ];

    /// The CLI name: `none`, `rotate180`, `rotate90`, `mirror` (vertical line),
    /// `mirror-horizontal`, `diagonal`, `anti-diagonal`.
    pub fn id(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::MirrorVertical => "mirror",
            Symmetry::MirrorHorizontal => "mirror-horizontal",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
        }
    }

    /// The cell a cell maps to (row, column, 0-based, on a board of `side`).
    fn image(self, side: usize, row: usize, col: usize) -> (usize, usize) {
        let last = side - 1;
        match self {
            Symmetry::None => (row, col),
            Symmetry::Rotate180 => (last - row, last - col),
            Symmetry::Rotate90 => (col, last - row),
            Symmetry::MirrorVertical => (row, last - col),
            Symmetry::MirrorHorizontal => (last - row, col),
            Symmetry::Diagonal => (col, row),
            Symmetry::AntiDiagonal => (last - col, last - row),
        }
    }

    /// The orbits of the board's cells: each is a set of cell indexes the symmetry maps
    /// onto each other (one cell each for [`Symmetry::None`]), in order of their first cell.
    pub fn orbits(self, geometry: Geometry) -> Vec<Vec<usize>> {
        let side = geometry.side();
        let mut seen = vec![false; side * side];
        let mut orbits = Vec::new();
        for start in 0..side * side {
            if seen[start] {
                continue;
            }
            let mut orbit = Vec::new();
            let mut cell = start;
            while !seen[cell] {
                seen[cell] = true;
                orbit.push(cell);
                let (r, c) = self.image(side, cell / side, cell % side);
                cell = r * side + c;
            }
            orbits.push(orbit);
        }
        orbits
    }

    /// Whether the givens of `values` (0 = empty) keep this symmetry.
    pub fn holds(self, geometry: Geometry, values: &[u8]) -> bool {
        let side = geometry.side();
        (0..values.len()).all(|cell| {
            let (r, c) = self.image(side, cell / side, cell % side);
            (values[cell] == 0) == (values[r * side + c] == 0)
        })
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Symmetry {
    type Err = String;

    fn from_str(text: &str) -> Result<Symmetry, String> {
        let wanted = text.trim().to_ascii_lowercase();
        Symmetry::ALL.into_iter().find(|s| s.id() == wanted).ok_or_else(|| {
            let names: Vec<_> = Symmetry::ALL.iter().map(|s| s.id()).collect();
            format!("unknown symmetry '{text}': expected one of {}", names.join(", "))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_board() {
        for symmetry in Symmetry::ALL {
            for geometry in [Geometry::FOUR, Geometry::NINE, Geometry::SIXTEEN] {
                let orbits = symmetry.orbits(geometry);
                let mut cells: Vec<usize> = orbits.iter().flatten().copied().collect();
                cells.sort_unstable();
                assert_eq!(cells, (0..geometry.cell_count()).collect::<Vec<_>>(), "{symmetry} on {geometry}");
                let mut values = vec![0u8; geometry.cell_count()];
                for &cell in &orbits[orbits.len() / 3] {
                    values[cell] = 1;
                }
                assert!(symmetry.holds(geometry, &values), "{symmetry}");
            }
            assert_eq!(symmetry.id().parse::<Symmetry>().unwrap(), symmetry);
        }
        assert_eq!(Symmetry::Rotate180.orbits(Geometry::NINE).len(), 41);
        assert_eq!(Symmetry::Rotate90.orbits(Geometry::NINE).len(), 21);
        assert!("spiral".parse::<Symmetry>().is_err());
    }
}
