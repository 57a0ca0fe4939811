//! Printable boards: puzzles (and their solutions) laid out on A4 pages, written as SVG or
//! PDF, for the thesis' "Imprimir tablero" and for booklets.
//!
//! The layout is computed once into a drawing list of lines and texts per page
//! ([`Booklet`]); the SVG and PDF writers only translate that list.

mod booklet;
mod drawing;
mod encoding;
mod layout;
mod metrics;
mod options;
mod pdf;
mod slot;
mod svg;

#[cfg(test)]
mod tests;

pub use booklet::Booklet;
pub use options::{PerPage, PrintOptions};

use dn::SudokuDN;

/// One SVG document per page: the puzzles, then (if asked) their solutions.
pub fn print_svg(boards: &[SudokuDN], options: &PrintOptions) -> Vec<String> {
    Booklet::new(boards, options).to_svg()
}

/// One A4 PDF holding every page: the puzzles, then (if asked) their solutions.
pub fn print_pdf(boards: &[SudokuDN], options: &PrintOptions) -> Vec<u8> {
    Booklet::new(boards, options).to_pdf()
}
