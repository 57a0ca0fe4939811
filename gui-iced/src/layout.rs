//! Where the board lies inside the canvas: pure arithmetic, no drawing, tested alone.
//!
//! The board is the largest square of whole-pixel cells that fits the canvas less a margin,
//! centred. Whole pixels keep the grid lines crisp with the software renderer.

use dn::{Coord, Digit, Geometry};
use iced::{Point, Rectangle, Size};

/// Free space kept around the board, in logical pixels: room for the row and column
/// labels.
pub const MARGIN: f32 = 20.0;

/// One grid line, as the rectangle to fill.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GridLine {
    /// The filled area of the line.
    pub rect: Rectangle,
    /// Whether the line separates blocks (drawn thick) or only cells (drawn thin).
    pub thick: bool,
}

/// The board's position and cell size inside a canvas of a given size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardLayout {
    origin: Point,
    cell: f32,
    side: usize,
    box_size: usize,
}

impl BoardLayout {
    /// The layout of a `geometry` board centred in a canvas of `size`.
    ///
    /// A canvas too small for the board gives cells of size 0: nothing is drawn and no point
    /// is inside a cell. Odd sizes (negative, NaN) are treated as 0.
    pub fn fit(size: Size, geometry: Geometry) -> BoardLayout {
        let side = geometry.side();
        let width = size.width.max(0.0);
        let height = size.height.max(0.0);
        let available = (width.min(height) - 2.0 * MARGIN).max(0.0);
        let cell = (available / side as f32).floor();
        let board = cell * side as f32;
        let origin = Point::new(((width - board) / 2.0).floor(), ((height - board) / 2.0).floor());
        BoardLayout { origin, cell, side, box_size: geometry.box_size() }
    }

    /// The side of one cell, in logical pixels.
    pub fn cell_size(&self) -> f32 {
        self.cell
    }

    /// The whole board.
    pub fn board_rect(&self) -> Rectangle {
        let side = self.cell * self.side as f32;
        Rectangle::new(self.origin, Size::new(side, side))
    }

    /// The square of the cell at `coord` (0-based row and column).
    pub fn cell_rect(&self, coord: Coord) -> Rectangle {
        Rectangle::new(
            Point::new(
                self.origin.x + f32::from(coord.col) * self.cell,
                self.origin.y + f32::from(coord.row) * self.cell,
            ),
            Size::new(self.cell, self.cell),
        )
    }

    /// The cell under `point`, if the point lies on the board.
    pub fn cell_at(&self, point: Point) -> Option<Coord> {
        if self.cell <= 0.0 {
            return None;
        }
        let x = (point.x - self.origin.x) / self.cell;
        let y = (point.y - self.origin.y) / self.cell;
        let side = self.side as f32;
        if !(0.0..side).contains(&x) || !(0.0..side).contains(&y) {
            return None;
        }
        Some(Coord::new(y as usize, x as usize))
    }

    /// The gap between a cell's edge and its candidates, so they stay clear of the lines.
    pub fn candidate_inset(&self) -> f32 {
        (self.cell * 0.05).round()
    }

    /// The small square where candidate `digit` is written inside the cell at `coord`: the
    /// cell (less [`candidate_inset`](Self::candidate_inset)) is split into a
    /// `box_size × box_size` sub-grid, digits in reading order.
    pub fn candidate_rect(&self, coord: Coord, digit: Digit) -> Rectangle {
        let cell = self.cell_rect(coord);
        let inset = self.candidate_inset();
        let small = (self.cell - 2.0 * inset) / self.box_size as f32;
        let (row, col) = (digit.index() / self.box_size, digit.index() % self.box_size);
        Rectangle::new(
            Point::new(cell.x + inset + col as f32 * small, cell.y + inset + row as f32 * small),
            Size::new(small, small),
        )
    }

    /// The cell and the candidate place under `point` (the digit written there when the
    /// cell notes it), if the point lies on a candidate's square.
    pub fn candidate_at(&self, point: Point) -> Option<(Coord, Digit)> {
        let coord = self.cell_at(point)?;
        let cell = self.cell_rect(coord);
        let inset = self.candidate_inset();
        let small = (self.cell - 2.0 * inset) / self.box_size as f32;
        let (x, y) = ((point.x - cell.x - inset) / small, (point.y - cell.y - inset) / small);
        let places = 0.0..self.box_size as f32;
        if small <= 0.0 || !places.contains(&x) || !places.contains(&y) {
            return None;
        }
        let digit = Digit::from_index(y as usize * self.box_size + x as usize)?;
        Some((coord, digit))
    }

    /// Where the label of row or column `i` (0-based) is written: the column's label
    /// centred above the board, the row's left of it, each in the middle of the margin.
    pub fn label_centres(&self, i: usize) -> (Point, Point) {
        let board = self.board_rect();
        let along = i as f32 * self.cell + self.cell / 2.0;
        (
            Point::new(board.x + along, board.y - MARGIN / 2.0),
            Point::new(board.x - MARGIN / 2.0, board.y + along),
        )
    }

    /// Width of the lines between cells.
    pub fn thin_width(&self) -> f32 {
        (self.cell / 40.0).round().max(1.0)
    }

    /// Width of the lines between blocks and around the board.
    pub fn thick_width(&self) -> f32 {
        (self.cell / 14.0).round().max(2.0)
    }

    /// Every grid line: `side + 1` vertical then `side + 1` horizontal lines; those on block
    /// edges are thick. Each line is centred on its cell edge, snapped to whole pixels.
    pub fn grid_lines(&self) -> Vec<GridLine> {
        let board = self.board_rect();
        let mut lines = Vec::with_capacity(2 * (self.side + 1));
        for vertical in [true, false] {
            for i in 0..=self.side {
                let thick = i % self.box_size == 0;
                let width = if thick { self.thick_width() } else { self.thin_width() };
                let offset = i as f32 * self.cell - (width / 2.0).floor();
                let rect = if vertical {
                    Rectangle::new(
                        Point::new(board.x + offset, board.y - (width / 2.0).floor()),
                        Size::new(width, board.height + width),
                    )
                } else {
                    Rectangle::new(
                        Point::new(board.x - (width / 2.0).floor(), board.y + offset),
                        Size::new(board.width + width, width),
                    )
                };
                lines.push(GridLine { rect, thick });
            }
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digit(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn nine_by_nine_in_a_square_canvas() {
        let layout = BoardLayout::fit(Size::new(500.0, 500.0), Geometry::NINE);
        // 500 - 2 * 20 = 460; 460 / 9 = 51.1 → 51; board 459, centred at 20.
        assert_eq!(layout.cell_size(), 51.0);
        assert_eq!(layout.board_rect(), Rectangle::new(Point::new(20.0, 20.0), Size::new(459.0, 459.0)));
        assert_eq!(
            layout.cell_rect(Coord::new(0, 0)),
            Rectangle::new(Point::new(20.0, 20.0), Size::new(51.0, 51.0))
        );
        assert_eq!(
            layout.cell_rect(Coord::new(8, 8)),
            Rectangle::new(Point::new(428.0, 428.0), Size::new(51.0, 51.0))
        );
    }

    #[test]
    fn a_point_on_a_candidate_s_square_names_it_on_every_size() {
        for geometry in [Geometry::FOUR, Geometry::NINE, Geometry::SIXTEEN] {
            let layout = BoardLayout::fit(Size::new(700.0, 700.0), geometry);
            for (coord, d) in [(Coord::new(0, 0), 1), (Coord::new(2, 3), 4), (Coord::new(3, 1), 3)] {
                let rect = layout.candidate_rect(coord, digit(d));
                assert_eq!(layout.candidate_at(rect.center()), Some((coord, digit(d))), "{geometry:?}");
            }
            let corner = layout.cell_rect(Coord::new(1, 1)).position();
            assert_eq!(layout.candidate_at(Point::new(corner.x + 0.5, corner.y + 0.5)), None, "in the inset");
            assert_eq!(layout.candidate_at(Point::new(1.0, 1.0)), None, "off the board");
        }
    }

    #[test]
    fn board_is_centred_in_a_wide_canvas() {
        let layout = BoardLayout::fit(Size::new(800.0, 400.0), Geometry::NINE);
        // 400 - 40 = 360; 360 / 9 → 40; board 360.
        assert_eq!(layout.cell_size(), 40.0);
        assert_eq!(layout.board_rect().x, 220.0);
        assert_eq!(layout.board_rect().y, 20.0);
    }

    #[test]
    fn cell_at_inverts_cell_rect_for_every_size() {
        for geometry in Geometry::ALL {
            let layout = BoardLayout::fit(Size::new(731.0, 655.0), geometry);
            for cell in geometry.cells() {
                let coord = geometry.coord(cell);
                let rect = layout.cell_rect(coord);
                assert_eq!(layout.cell_at(rect.center()), Some(coord), "{geometry} {coord}");
                assert_eq!(layout.cell_at(rect.position()), Some(coord), "{geometry} {coord}");
            }
        }
    }

    #[test]
    fn points_off_the_board_are_no_cell() {
        let layout = BoardLayout::fit(Size::new(500.0, 500.0), Geometry::NINE);
        let board = layout.board_rect();
        for point in [
            Point::new(board.x - 1.0, board.y + 10.0),
            Point::new(board.x + 10.0, board.y - 0.5),
            Point::new(board.x + board.width, board.y + 10.0),
            Point::new(board.x + 10.0, board.y + board.height),
            Point::new(f32::NAN, 100.0),
        ] {
            assert_eq!(layout.cell_at(point), None, "{point:?}");
        }
        assert_eq!(layout.cell_at(Point::new(board.x + 4.5 * 51.0, board.y + 0.5)), Some(Coord::new(0, 4)));
    }

    #[test]
    fn tiny_or_odd_canvases_do_not_panic() {
        for size in [Size::ZERO, Size::new(20.0, 20.0), Size::new(-5.0, 300.0), Size::new(f32::NAN, 1.0)] {
            let layout = BoardLayout::fit(size, Geometry::SIXTEEN);
            assert_eq!(layout.cell_size(), 0.0, "{size:?}");
            assert_eq!(layout.cell_at(Point::new(10.0, 10.0)), None);
            assert_eq!(layout.grid_lines().len(), 34);
        }
    }

    #[test]
    fn candidates_fill_a_sub_grid_of_box_size() {
        let layout = BoardLayout::fit(Size::new(528.0, 528.0), Geometry::NINE);
        assert_eq!(layout.cell_size(), 54.0);
        assert_eq!(layout.candidate_inset(), 3.0);
        let cell = layout.cell_rect(Coord::new(2, 3));
        let five = layout.candidate_rect(Coord::new(2, 3), digit(5));
        assert_eq!(five.center(), cell.center());
        assert_eq!(five.width, 16.0);
        let one = layout.candidate_rect(Coord::new(2, 3), digit(1));
        assert_eq!((one.x, one.y), (cell.x + 3.0, cell.y + 3.0));
        let nine = layout.candidate_rect(Coord::new(2, 3), digit(9));
        assert_eq!((nine.x, nine.y), (cell.x + 35.0, cell.y + 35.0));

        let layout = BoardLayout::fit(Size::new(800.0, 800.0), Geometry::SIXTEEN);
        let inset = layout.candidate_inset();
        let cell = layout.cell_rect(Coord::new(0, 0));
        let g = layout.candidate_rect(Coord::new(0, 0), digit(16));
        assert_eq!(g.x + g.width, cell.x + cell.width - inset);
        assert_eq!(g.y + g.height, cell.y + cell.height - inset);
        let four = layout.candidate_rect(Coord::new(0, 0), digit(4));
        assert_eq!((four.y, four.x + four.width), (cell.y + inset, cell.x + cell.width - inset));
    }

    #[test]
    fn labels_sit_in_the_margin_in_line_with_their_row_or_column() {
        for geometry in Geometry::ALL {
            let layout = BoardLayout::fit(Size::new(640.0, 600.0), geometry);
            let board = layout.board_rect();
            for i in 0..geometry.side() {
                let (column, row) = layout.label_centres(i);
                let cell = layout.cell_rect(Coord::new(i, i));
                assert_eq!((column.x, row.y), (cell.center().x, cell.center().y));
                assert!(column.y < board.y && column.y > board.y - MARGIN, "{geometry} column {i}");
                assert!(row.x < board.x && row.x > board.x - MARGIN && row.x > 0.0, "{geometry} row {i}");
            }
        }
    }

    #[test]
    fn block_edges_are_thick() {
        for geometry in Geometry::ALL {
            let layout = BoardLayout::fit(Size::new(600.0, 600.0), geometry);
            let lines = layout.grid_lines();
            assert_eq!(lines.len(), 2 * (geometry.side() + 1));
            assert_eq!(lines.iter().filter(|l| l.thick).count(), 2 * (geometry.box_size() + 1));
            assert!(layout.thick_width() > layout.thin_width());
            let board = layout.board_rect();
            assert!(lines.iter().all(|l| l.rect.x >= board.x - layout.thick_width()));
        }
    }
}
