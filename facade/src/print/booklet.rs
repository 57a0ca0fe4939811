//! A booklet: the puzzle pages, then the solution pages, laid out once as drawing lists
//! and written as SVG or PDF.

use dn::{Grid, SolutionStatus, SudokuDN};
use ln::candidates::{compute_candidates, has_candidates};
use ln::solver::Engine;

use super::drawing::{Page, Weight};
use super::layout::{FOOTER_SIZE, footer, slots};
use super::slot::{self, Content, Slot};
use super::{PerPage, PrintOptions, pdf, svg};
use crate::PuzzleSolver;

/// Printable pages for a set of boards.
///
/// ```
/// use dn::{Geometry, SudokuDN};
/// use facade::{Booklet, PerPage, PrintOptions};
/// let boards = vec![SudokuDN::empty(Geometry::NINE); 5];
/// let options = PrintOptions { per_page: PerPage::Four, ..PrintOptions::default() };
/// let booklet = Booklet::new(&boards, &options);
/// assert_eq!(booklet.page_count(), 2);
/// assert!(booklet.to_svg()[0].starts_with("<?xml"));
/// ```
#[derive(Clone, Debug)]
pub struct Booklet {
    pages: Vec<Page>,
    boards: usize,
    unsolved: Vec<usize>,
    title: String,
}

impl Booklet {
    /// Lays out `boards` as `options` asks: puzzles `per_page` a page in reading order,
    /// then (with `solution_page`) their solutions, smaller and several a page. A board
    /// without a unique solution gets a note in place of its solution.
    pub fn new(boards: &[SudokuDN], options: &PrintOptions) -> Booklet {
        let title = options.title.as_deref();
        let total = boards.len();
        let puzzles: Vec<Slot> = boards
            .iter()
            .enumerate()
            .map(|(i, board)| Slot {
                content: Content::Board {
                    board: shown(board, options.candidates),
                    candidates: options.candidates,
                },
                caption: puzzle_caption(title, i + 1, total),
            })
            .collect();
        let mut pages = paginate(&puzzles, options.per_page);
        let mut unsolved = Vec::new();
        if options.solution_page {
            let mut solver = PuzzleSolver::new(Engine::Fast);
            let mut solutions = Vec::with_capacity(total);
            for (i, board) in boards.iter().enumerate() {
                let content = match solver.status(board) {
                    SolutionStatus::Unique(grid) => {
                        Content::Board { board: solved(board, &grid), candidates: false }
                    }
                    status => {
                        unsolved.push(i + 1);
                        Content::Note(note(&status).to_string())
                    }
                };
                solutions.push(Slot { content, caption: solution_caption(title, i + 1, total) });
            }
            pages.extend(paginate(&solutions, options.per_page.for_solutions()));
        }
        number_pages(&mut pages);
        Booklet { pages, boards: total, unsolved, title: title.unwrap_or("JADE puzzles").to_string() }
    }

    /// How many pages the booklet has.
    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// How many boards it prints.
    pub fn board_count(&self) -> usize {
        self.boards
    }

    /// The 1-based numbers of the boards whose solution page shows a note because they
    /// have no or several solutions (empty unless solutions were asked for).
    pub fn without_unique_solution(&self) -> &[usize] {
        &self.unsolved
    }

    /// One SVG document per page.
    pub fn to_svg(&self) -> Vec<String> {
        self.pages.iter().map(svg::write).collect()
    }

    /// One A4 PDF document holding every page.
    pub fn to_pdf(&self) -> Vec<u8> {
        pdf::write(&self.pages, &self.title)
    }

    /// The drawing lists, for tests of the layout.
    #[cfg(test)]
    pub(crate) fn pages(&self) -> &[Page] {
        &self.pages
    }
}

/// The board as printed: with candidates asked for, its own, or computed when it has none.
fn shown(board: &SudokuDN, candidates: bool) -> SudokuDN {
    let mut shown = board.clone();
    if candidates && !has_candidates(board) {
        compute_candidates(&mut shown);
    }
    shown
}

/// The solution as a board whose givens are the puzzle's (bold) and the rest placed.
fn solved(puzzle: &SudokuDN, solution: &Grid) -> SudokuDN {
    let mut board = SudokuDN::from_grid(solution);
    for (index, cell) in puzzle.cells() {
        board[index].given = cell.given;
    }
    board
}

/// What a solution slot says when there is no unique solution.
fn note(status: &SolutionStatus) -> &'static str {
    match status {
        SolutionStatus::None => "No solution",
        _ => "More than one solution",
    }
}

/// "Puzzle 3", or the title (numbered when there are several boards).
fn puzzle_caption(title: Option<&str>, number: usize, total: usize) -> String {
    match title {
        None => format!("Puzzle {number}"),
        Some(title) if total == 1 => title.to_string(),
        Some(title) => format!("{title} \u{2014} {number}"),
    }
}

/// "Solution 3", or the title with "solution" (numbered when there are several boards).
fn solution_caption(title: Option<&str>, number: usize, total: usize) -> String {
    match title {
        None => format!("Solution {number}"),
        Some(title) if total == 1 => format!("{title} \u{2014} solution"),
        Some(title) => format!("{title} \u{2014} solution {number}"),
    }
}

/// Pages of `per_page` slots each, filled in reading order.
fn paginate(items: &[Slot], per_page: PerPage) -> Vec<Page> {
    let areas = slots(per_page);
    items
        .chunks(per_page.count())
        .map(|chunk| {
            let mut page = Page::default();
            for (item, &area) in chunk.iter().zip(&areas) {
                slot::draw(&mut page, area, item);
            }
            page
        })
        .collect()
}

/// "Page 2 of 5" at the foot of every page of a booklet of several pages.
fn number_pages(pages: &mut [Page]) {
    let total = pages.len();
    if total < 2 {
        return;
    }
    for (k, page) in pages.iter_mut().enumerate() {
        page.text(footer(), FOOTER_SIZE, Weight::Regular, format!("Page {} of {total}", k + 1));
    }
}
