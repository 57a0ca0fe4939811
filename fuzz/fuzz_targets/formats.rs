//! Every format reader and the format detector on any text: no panic, and whatever JADE
//! reads it writes in every format that can say it, and reads back unchanged: the values
//! for the value-only formats, values, givens and candidates for `.ssc` and `.pm`.

#![no_main]

use std::path::Path;

use dn::{CandidateSet, Digit, SudokuDN};
use libfuzzer_sys::fuzz_target;
use ln::serialization::{Format, SerializacionLN};

/// What a board means to a player: each cell's value, whether it is a given, and the
/// candidates of an empty cell.
fn meaning(board: &SudokuDN) -> Vec<(Option<Digit>, bool, CandidateSet)> {
    board
        .cells()
        .map(|(_, cell)| match cell.value {
            Some(_) => (cell.value, cell.given, CandidateSet::EMPTY),
            None => (None, false, cell.candidates),
        })
        .collect()
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let detected = SerializacionLN::detect(&text);
    let boards = SerializacionLN::parse_all(&text);
    assert_eq!(detected.is_some(), boards.is_ok(), "detect and parse_all disagree");
    let _ = SerializacionLN::parse(&text);
    for format in Format::ALL {
        let name = format!("fuzz.{}", format.extension());
        let Ok(boards) = SerializacionLN::parse_file_text(&text, Path::new(&name)) else { continue };
        for parsed in boards.iter().take(3) {
            for out in Format::ALL {
                let Ok(written) = SerializacionLN::write(&parsed.board, out) else {
                    assert_eq!(out, Format::Ssc, "only .ssc may refuse a board");
                    continue;
                };
                let back = SerializacionLN::parse(&written)
                    .unwrap_or_else(|e| panic!("JADE cannot read its own .{} ({e}):\n{written}", out.extension()));
                assert_eq!(back.grid(), parsed.board.grid(), "values changed through .{}", out.extension());
                if matches!(out, Format::Ssc | Format::Pm) {
                    assert_eq!(meaning(&back), meaning(&parsed.board), "board changed through .{}", out.extension());
                }
            }
        }
    }
});
