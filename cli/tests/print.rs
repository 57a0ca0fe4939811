//! `jade print` end to end: PDF and SVG files, solution pages, exit codes, and a PDF that
//! a real renderer (poppler's `pdftoppm`) turns into a non-blank page when it is installed.

mod common;

use common::{jade, stderr, stdout};

use std::path::Path;
use std::process::Command;

const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";
const SMALL: &str = "12.43.122143.321";

/// A directory with `puzzles.txt` holding three puzzles, one per line.
fn three_puzzles() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("puzzles.txt"), format!("{FIG_2_1}\n{SMALL}\n{FIG_2_1}\n")).unwrap();
    dir
}

fn path(dir: &tempfile::TempDir, name: &str) -> String {
    dir.path().join(name).display().to_string()
}

/// The `/Count` of the PDF's page tree.
fn pdf_page_count(file: &Path) -> usize {
    let bytes = std::fs::read(file).unwrap();
    assert!(bytes.starts_with(b"%PDF-") && bytes.trim_ascii_end().ends_with(b"%%EOF"));
    let text = String::from_utf8_lossy(&bytes);
    let count = text.split("/Type /Pages").nth(1).and_then(|tree| tree.split("/Count ").nth(1)).unwrap();
    count.split_whitespace().next().unwrap().parse().unwrap()
}

#[test]
fn three_puzzles_print_to_a_pdf_one_a_page() {
    let dir = three_puzzles();
    let out = path(&dir, "book.pdf");
    let run = jade(&["print", &path(&dir, "puzzles.txt"), "-o", &out]);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    assert_eq!(stdout(&run), format!("3 puzzles on 3 pages: {out}\n"));
    assert_eq!(pdf_page_count(Path::new(&out)), 3);
}

#[test]
fn solutions_add_pages_after_the_puzzles() {
    let dir = three_puzzles();
    let out = path(&dir, "book.pdf");
    let run = jade(&["print", &path(&dir, "puzzles.txt"), "-o", &out, "--solutions", "--format", "json"]);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let report: serde_json::Value = serde_json::from_str(stdout(&run).trim()).unwrap();
    assert_eq!(report, serde_json::json!({ "output": [out], "pages": 4, "boards": 3 }));
    assert_eq!(pdf_page_count(Path::new(&out)), 4);
}

#[test]
fn files_and_literal_puzzles_mix_and_svg_pages_are_numbered_files() {
    let dir = three_puzzles();
    let out = path(&dir, "book.svg");
    let run = jade(&[
        "print",
        &path(&dir, "puzzles.txt"),
        FIG_2_1,
        "-o",
        &out,
        "--per-page",
        "2",
        "--candidates",
        "--title",
        "Tom & Jerry",
        "--format",
        "json",
    ]);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let report: serde_json::Value = serde_json::from_str(stdout(&run).trim()).unwrap();
    assert_eq!(report["output"], serde_json::json!([out, path(&dir, "book-2.svg")]));
    assert_eq!((report["pages"].as_u64(), report["boards"].as_u64()), (Some(2), Some(4)));
    for name in ["book.svg", "book-2.svg"] {
        let svg = std::fs::read_to_string(dir.path().join(name)).unwrap();
        assert!(svg.starts_with("<?xml") && svg.trim_end().ends_with("</svg>"), "{name}");
        assert!(svg.contains("viewBox=\"0 0 595.28 841.89\"") && svg.contains("Tom &amp; Jerry"), "{name}");
    }
    assert!(!dir.path().join("book-3.svg").exists());
}

#[test]
fn a_puzzle_without_a_unique_solution_gets_a_note_and_exit_code_one() {
    let dir = tempfile::tempdir().unwrap();
    let out = path(&dir, "book.pdf");
    let run = jade(&["print", FIG_2_1, &"0".repeat(16), "-o", &out, "--solutions"]);
    assert_eq!(run.status.code(), Some(1));
    assert!(stderr(&run).contains("puzzle 2 has no unique solution"), "{}", stderr(&run));
    assert_eq!(pdf_page_count(Path::new(&out)), 3);
}

#[test]
fn an_output_that_is_neither_pdf_nor_svg_is_a_usage_error() {
    let dir = three_puzzles();
    let out = path(&dir, "book.png");
    let run = jade(&["print", &path(&dir, "puzzles.txt"), "-o", &out]);
    assert_eq!(run.status.code(), Some(2));
    assert!(stderr(&run).contains("name the output OUT.pdf or OUT.svg"), "{}", stderr(&run));
    assert!(!Path::new(&out).exists());
}

#[test]
fn a_missing_input_file_is_an_io_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = path(&dir, "book.pdf");
    let run = jade(&["print", &path(&dir, "no-such-file.txt"), "-o", &out]);
    assert_eq!(run.status.code(), Some(2));
    assert!(stderr(&run).contains("no-such-file.txt"), "{}", stderr(&run));
    assert!(!Path::new(&out).exists());
}

#[test]
fn three_boards_a_page_is_refused_by_the_argument_parser() {
    let run = jade(&["print", FIG_2_1, "-o", "never.pdf", "--per-page", "3"]);
    assert_eq!(run.status.code(), Some(2));
    assert!(stderr(&run).contains("choose 1, 2, 4 or 6"), "{}", stderr(&run));
    assert!(!Path::new("never.pdf").exists());
}

#[test]
fn an_unreadable_puzzle_is_a_puzzle_problem() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.sdk"), "123\nabc\n").unwrap();
    let run = jade(&["print", &path(&dir, "bad.sdk"), "-o", &path(&dir, "book.pdf")]);
    assert_eq!(run.status.code(), Some(1), "{}", stderr(&run));
}

#[test]
fn the_pdf_renders_to_a_non_blank_page_with_pdftoppm() {
    let found = Command::new("which").arg("pdftoppm").output().is_ok_and(|o| o.status.success());
    if !found {
        eprintln!("skipped: pdftoppm not installed (apt-get install poppler-utils to run this check)");
        return;
    }
    let dir = three_puzzles();
    let out = path(&dir, "book.pdf");
    let run = jade(&["print", &path(&dir, "puzzles.txt"), "-o", &out, "--per-page", "4", "--candidates"]);
    assert_eq!(run.status.code(), Some(0), "{}", stderr(&run));
    let prefix = path(&dir, "page");
    let render =
        Command::new("pdftoppm").args(["-r", "30", "-png", "-f", "1", "-l", "1", &out, &prefix]).output();
    let render = render.unwrap();
    assert!(render.status.success(), "{}", stderr(&render));
    let png = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "png"))
        .expect("pdftoppm wrote a PNG page");
    let bytes = std::fs::read(&png).unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n") && bytes.len() > 1000, "{} bytes", bytes.len());
    let grey =
        Command::new("pdftoppm").args(["-r", "30", "-gray", "-f", "1", "-l", "1", &out]).output().unwrap();
    assert!(dark_pixels(&grey.stdout) > 500, "the rendered page is blank");
}

/// How many pixels of a binary PGM image (`P5`, 8-bit) are dark.
fn dark_pixels(pgm: &[u8]) -> usize {
    let mut fields = 0;
    let mut start = 0;
    let mut in_field = false;
    for (i, &b) in pgm.iter().enumerate() {
        if b.is_ascii_whitespace() {
            if in_field {
                fields += 1;
                in_field = false;
                if fields == 4 {
                    start = i + 1;
                    break;
                }
            }
        } else {
            in_field = true;
        }
    }
    assert!(pgm.starts_with(b"P5") && start > 0, "not a PGM image");
    pgm[start..].iter().filter(|&&v| v < 128).count()
}
