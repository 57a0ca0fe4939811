//! Every format reader and the format detector on any text: no panic, and whatever JADE
//! reads it can write in every format and read back as the same values.

#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use ln::serialization::{Format, SerializacionLN};

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
                let written = SerializacionLN::write(&parsed.board, out);
                let back = SerializacionLN::parse(&written)
                    .unwrap_or_else(|e| panic!("JADE cannot read its own .{} ({e}):\n{written}", out.extension()));
                assert_eq!(back.grid(), parsed.board.grid(), "values changed through .{}", out.extension());
            }
        }
    }
});
