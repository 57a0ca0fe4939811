//! The printer's layout, SVG and PDF output.

use dn::{Digit, Geometry, SudokuDN};

use super::drawing::{Mark, Page, Weight};
use super::layout::{MARGIN, PAGE_HEIGHT, PAGE_WIDTH, slots};
use super::metrics::text_width;
use super::{Booklet, PerPage, PrintOptions, print_pdf, print_svg};
use crate::read_puzzles;

const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

fn board(text: &str) -> SudokuDN {
    read_puzzles(text).unwrap().remove(0).board
}

/// The thesis board, a 4×4 and an empty (hence ambiguous) 16×16 board.
fn mixed_boards() -> Vec<SudokuDN> {
    vec![board(FIG_2_1), board("12.43.122143.321"), SudokuDN::empty(Geometry::new(4).unwrap())]
}

fn options(per_page: PerPage) -> PrintOptions {
    PrintOptions { per_page, candidates: true, solution_page: true, title: None }
}

fn texts(page: &Page) -> Vec<(&str, Weight)> {
    page.marks
        .iter()
        .filter_map(|m| match m {
            Mark::Text { text, weight, .. } => Some((text.as_str(), *weight)),
            Mark::Line { .. } => None,
        })
        .collect()
}

/// Every line end and every text's box lies inside the page, at least `inset` from its edges.
fn assert_inside(page: &Page, inset: f32) {
    let inside = |x: f32, y: f32| {
        (inset..=PAGE_WIDTH - inset).contains(&x) && (inset..=PAGE_HEIGHT - inset).contains(&y)
    };
    for mark in &page.marks {
        match mark {
            Mark::Line { from, to, width } => {
                assert!(
                    inside(from.x - width, from.y - width) && inside(to.x + width, to.y + width),
                    "{mark:?}"
                );
            }
            Mark::Text { at, size, weight, text } => {
                let half = text_width(text, *weight, *size) / 2.0;
                assert!(
                    inside(at.x - half, at.y - size) && inside(at.x + half, at.y + size / 4.0),
                    "{mark:?}"
                );
            }
        }
    }
}

#[test]
fn slots_of_every_layout_are_inside_the_margins_and_do_not_overlap() {
    for per_page in PerPage::ALL {
        let areas = slots(per_page);
        assert_eq!(areas.len(), per_page.count());
        for (i, a) in areas.iter().enumerate() {
            assert!(a.x >= MARGIN && a.y >= MARGIN, "{per_page}: {a:?}");
            assert!(a.x + a.width <= PAGE_WIDTH - MARGIN + 0.01, "{per_page}: {a:?}");
            assert!(a.y + a.height <= PAGE_HEIGHT - MARGIN, "{per_page}: {a:?}");
            for b in &areas[i + 1..] {
                let apart = a.x + a.width <= b.x
                    || b.x + b.width <= a.x
                    || a.y + a.height <= b.y
                    || b.y + b.height <= a.y;
                assert!(apart, "{per_page}: {a:?} overlaps {b:?}");
            }
        }
    }
}

#[test]
fn every_mark_of_every_layout_stays_on_the_page() {
    let boards: Vec<SudokuDN> = mixed_boards().into_iter().cycle().take(7).collect();
    for per_page in PerPage::ALL {
        let mut options = options(per_page);
        options.title = Some("A rather long booklet title that must shrink to fit its slot".into());
        let booklet = Booklet::new(&boards, &options);
        for page in booklet.pages() {
            assert_inside(page, MARGIN / 2.0);
        }
    }
}

#[test]
fn boards_fill_pages_in_order_and_solutions_follow_on_denser_pages() {
    let boards: Vec<SudokuDN> = (0..7).map(|_| board(FIG_2_1)).collect();
    let expected =
        [(PerPage::One, 7 + 2), (PerPage::Two, 4 + 2), (PerPage::Four, 2 + 2), (PerPage::Six, 2 + 2)];
    for (per_page, pages) in expected {
        assert_eq!(Booklet::new(&boards, &options(per_page)).page_count(), pages, "{per_page}");
        let plain = PrintOptions { per_page, ..PrintOptions::default() };
        assert_eq!(Booklet::new(&boards, &plain).page_count(), 7usize.div_ceil(per_page.count()));
    }
}

#[test]
fn givens_are_bold_placed_values_regular_and_captions_name_the_puzzle() {
    let mut thesis = board(FIG_2_1);
    thesis[(0, 0)].value = Digit::new(6);
    let booklet = Booklet::new(&[thesis], &PrintOptions::default());
    let texts = texts(&booklet.pages()[0]);
    let givens = FIG_2_1.chars().filter(|&c| c != '.').count();
    assert_eq!(texts.iter().filter(|(_, w)| *w == Weight::Bold).count(), givens);
    assert!(texts.contains(&("6", Weight::Regular)));
    assert_eq!(texts.last(), Some(&("Puzzle 1", Weight::Regular)));
}

#[test]
fn candidates_sit_in_a_box_size_mini_grid_inside_their_cell() {
    let empty = SudokuDN::empty(Geometry::new(4).unwrap());
    let options = PrintOptions { candidates: true, ..PrintOptions::default() };
    let booklet = Booklet::new(&[empty], &options);
    let page = &booklet.pages()[0];
    let area = slots(PerPage::One)[0];
    let cell = area.width / 16.0;
    let candidates: Vec<_> = page
        .marks
        .iter()
        .filter_map(|m| match m {
            Mark::Text { at, text, .. } if text.len() == 1 => Some((*at, text.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(candidates.len(), 256 * 16);
    let (at, text) = &candidates[15];
    assert_eq!(text, "G");
    assert!(at.x > area.x + cell * 0.75 && at.x < area.x + cell, "{at:?}");
    assert!(at.y > area.y + cell * 0.75 && at.y < area.y + cell, "{at:?}");
}

#[test]
fn boards_without_a_unique_solution_get_a_note_on_the_solution_page() {
    let booklet = Booklet::new(&mixed_boards(), &options(PerPage::Four));
    assert_eq!(booklet.without_unique_solution(), [3]);
    assert_eq!(booklet.board_count(), 3);
    let solutions = texts(&booklet.pages()[1]);
    assert!(solutions.contains(&("More than one solution", Weight::Regular)), "{solutions:?}");
    assert!(solutions.contains(&("Solution 1", Weight::Regular)));
    let broken = board(&FIG_2_1.replacen('.', "8", 1));
    let booklet = Booklet::new(&[broken], &options(PerPage::One));
    assert!(texts(&booklet.pages()[1]).contains(&("No solution", Weight::Regular)));
}

#[test]
fn a_title_replaces_the_puzzle_captions() {
    let boards = vec![board(FIG_2_1); 2];
    let options =
        PrintOptions { title: Some("Sunday".into()), solution_page: true, ..PrintOptions::default() };
    let booklet = Booklet::new(&boards, &options);
    assert!(texts(&booklet.pages()[1]).contains(&("Sunday \u{2014} 2", Weight::Regular)));
    assert!(texts(&booklet.pages()[2]).contains(&("Sunday \u{2014} solution 2", Weight::Regular)));
    assert!(texts(&booklet.pages()[2]).contains(&("Page 3 of 3", Weight::Regular)));
}

#[test]
fn every_svg_page_is_well_formed_xml_with_a_view_box() {
    let mut options = options(PerPage::Two);
    options.title = Some("Tom & Jerry's <puzzles>".into());
    let pages = print_svg(&mixed_boards(), &options);
    assert_eq!(pages.len(), 3);
    for svg in &pages {
        let document = roxmltree::Document::parse(svg).unwrap();
        let root = document.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(root.attribute("viewBox"), Some("0 0 595.28 841.89"));
        assert!(root.descendants().any(|n| n.has_tag_name("line")));
    }
    let first = roxmltree::Document::parse(&pages[0]).unwrap();
    let captions: Vec<&str> =
        first.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).collect();
    assert!(captions.contains(&"Tom & Jerry's <puzzles> \u{2014} 1"), "{captions:?}");
}

#[test]
fn the_pdf_is_complete_and_its_page_tree_counts_every_page() {
    for (per_page, pages) in [(PerPage::One, 4), (PerPage::Six, 2)] {
        let pdf = print_pdf(&mixed_boards(), &options(per_page));
        assert!(pdf.starts_with(b"%PDF-"));
        assert!(pdf.trim_ascii_end().ends_with(b"%%EOF"));
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains(&format!("/Count {pages}")), "{per_page}");
        assert_eq!(text.matches("/Type /Page\n").count(), pages, "{per_page}");
        assert!(text.contains("/BaseFont /Helvetica-Bold"));
    }
}

#[test]
fn per_page_accepts_one_two_four_or_six() {
    assert_eq!("4".parse::<PerPage>(), Ok(PerPage::Four));
    assert_eq!(PerPage::try_from(6), Ok(PerPage::Six));
    assert!("3".parse::<PerPage>().unwrap_err().contains("choose 1, 2, 4 or 6"));
    assert!("many".parse::<PerPage>().is_err());
    assert_eq!(PerPage::Two.to_string(), "2");
}

#[test]
fn svg_pages_after_the_first_get_a_number() {
    use std::path::Path;
    assert_eq!(super::svg_page_path(Path::new("out/book.svg"), 1), Path::new("out/book.svg"));
    assert_eq!(super::svg_page_path(Path::new("out/book.svg"), 3), Path::new("out/book-3.svg"));
}
