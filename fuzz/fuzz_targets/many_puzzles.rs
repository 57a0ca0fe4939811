//! Files of many puzzles (one per line, with comments, blank and broken lines): the
//! streaming reader answers every line without a panic and agrees with the whole-text
//! reader, and every answer can be rated (levels only for one-solution puzzles).

#![no_main]

use std::num::NonZeroUsize;

use facade::{PuzzleStream, rate_stream, read_puzzles};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let answers: Vec<_> = PuzzleStream::from_text(&text).collect();
    // The stream may refuse the whole input (binary data: a NUL byte, even in a comment);
    // otherwise it must read what the whole-text reader reads.
    let refused = answers.iter().any(Result::is_err);
    if let (false, Ok(whole)) = (refused, read_puzzles(&text)) {
        let streamed: Vec<_> = answers.iter().filter_map(|a| a.as_ref().ok()?.as_ref().ok()).collect();
        assert_eq!(streamed.len(), whole.len(), "the stream and the whole-text reader disagree");
        for (one, other) in streamed.iter().zip(&whole) {
            assert_eq!((one.line, &one.board), (other.line, &other.board));
        }
    }
    // Rating 16×16 and 25×25 puzzles takes too long for a fuzzer; their reading is tested.
    let small = PuzzleStream::from_text(&text)
        .filter(|answer| !matches!(answer, Ok(Ok(puzzle)) if puzzle.board.geometry().side() > 9))
        .take(8);
    let mut rated = 0;
    rate_stream(small, NonZeroUsize::new(1), facade::Techniques::ALL, |_| {
        rated += 1;
        true
    });
    assert!(rated <= 8);
});
