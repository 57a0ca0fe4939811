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

use std::path::{Path, PathBuf};

use dn::SudokuDN;

use crate::FacadeError;

/// One SVG document per page: the puzzles, then (if asked) their solutions.
pub fn print_svg(boards: &[SudokuDN], options: &PrintOptions) -> Vec<String> {
    Booklet::new(boards, options).to_svg()
}

/// One A4 PDF holding every page: the puzzles, then (if asked) their solutions.
pub fn print_pdf(boards: &[SudokuDN], options: &PrintOptions) -> Vec<u8> {
    Booklet::new(boards, options).to_pdf()
}

/// Where page `page` (1-based) of an SVG export goes: page 1 to `output` itself, page `k`
/// to `OUT-k.svg` beside it.
pub fn svg_page_path(output: &Path, page: usize) -> PathBuf {
    if page == 1 {
        return output.to_path_buf();
    }
    let stem = output.file_stem().map(|s| s.to_string_lossy()).unwrap_or_default();
    let extension = output.extension().map(|e| e.to_string_lossy()).unwrap_or_default();
    output.with_file_name(format!("{stem}-{page}.{extension}"))
}

/// Saves SVG `pages` at `output` and the numbered paths after it (each atomically); the
/// paths written, in page order.
pub fn save_svg_pages(output: &Path, pages: &[String]) -> Result<Vec<PathBuf>, FacadeError> {
    let mut written = Vec::with_capacity(pages.len());
    for (k, page) in pages.iter().enumerate() {
        let path = svg_page_path(output, k + 1);
        crate::save_text(&path, page)?;
        written.push(path);
    }
    Ok(written)
}
