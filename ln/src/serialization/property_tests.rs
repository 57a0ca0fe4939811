//! Property tests: every format round-trips every board size, and no text makes a reader
//! panic.

use dn::{CandidateSet, CellDN, Digit, Geometry, SudokuDN};
use proptest::prelude::*;

use super::{Format, SerializacionLN};

/// One cell as generated: value (0 for none), given flag, candidate bits.
type RawCell = (u8, bool, u32);

fn board_of(geometry: Geometry, cells: Vec<RawCell>) -> SudokuDN {
    let mut board = SudokuDN::empty(geometry);
    for (cell, (value, given, bits)) in geometry.cells().zip(cells) {
        let candidates = CandidateSet::from_bits(bits) & CandidateSet::full(geometry.side());
        board[cell] = CellDN { value: Digit::new(value), given, candidates, colour: None };
    }
    board
}

/// Boards of every size with about half their cells empty, any givens and any candidates.
fn boards() -> impl Strategy<Value = SudokuDN> {
    (0..Geometry::ALL.len()).prop_flat_map(|i| {
        let geometry = Geometry::ALL[i];
        let side = geometry.side() as u8;
        let cell = (prop_oneof![Just(0u8), 1..=side], any::<bool>(), any::<u32>());
        proptest::collection::vec(cell, geometry.cell_count())
            .prop_map(move |cells| board_of(geometry, cells))
    })
}

fn formats() -> impl Strategy<Value = Format> {
    proptest::sample::select(Format::ALL.to_vec())
}

/// What reading `board` written in `format` gives back: values become givens; only `.ssc`
/// keeps candidates, and there an empty cell with one candidate reads as a given.
fn expected(board: &SudokuDN, format: Format) -> SudokuDN {
    let mut back = SudokuDN::empty(board.geometry());
    for (index, cell) in board.cells() {
        back[index] = match (cell.value, format) {
            (Some(digit), _) => CellDN::given(digit),
            (None, Format::Ssc) => match cell.candidates.single_digit() {
                Some(digit) => CellDN::given(digit),
                None => CellDN { candidates: cell.candidates, ..CellDN::default() },
            },
            (None, _) => CellDN::default(),
        };
    }
    back
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_format_round_trips_every_size(board in boards(), format in formats()) {
        let text = SerializacionLN::write(&board, format);
        prop_assert_eq!(SerializacionLN::parse(&text), Ok(expected(&board, format)));
        let full_sud = format == Format::Sud && board.empty_count() == 0;
        let detected = if full_sud { Format::Sdk } else { format };
        prop_assert_eq!(SerializacionLN::detect(&text), Some(detected));
        let dos = format!("\u{feff}{}", text.replace('\n', "\r\n"));
        prop_assert_eq!(SerializacionLN::parse(&dos), Ok(expected(&board, format)));
    }

    #[test]
    fn many_boards_one_per_line_read_back_in_order(boards in proptest::collection::vec(boards(), 1..6)) {
        let text: String = boards.iter().map(|b| SerializacionLN::write(b, Format::Txt)).collect();
        let parsed = SerializacionLN::parse_all(&text).unwrap_or_default();
        let lines: Vec<usize> = parsed.iter().map(|p| p.line).collect();
        prop_assert_eq!(lines, (1..=boards.len()).collect::<Vec<_>>());
        for (p, b) in parsed.iter().zip(&boards) {
            prop_assert_eq!(&p.board, &expected(b, Format::Txt));
        }
    }

    #[test]
    fn damaged_boards_never_panic(
        board in boards(),
        format in formats(),
        edits in proptest::collection::vec((any::<usize>(), "[1-9A-Z.0 |*+#\t\r\n-]?"), 1..4),
    ) {
        let mut text = SerializacionLN::write(&board, format);
        for (at, insert) in edits {
            let boundaries: Vec<usize> = text.char_indices().map(|(i, _)| i).chain([text.len()]).collect();
            let start = boundaries[at % boundaries.len()];
            let end = boundaries.iter().copied().find(|&b| b > start).unwrap_or(start);
            text.replace_range(start..end, &insert);
        }
        check_no_panic(&text);
    }

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        check_no_panic(&text);
    }

    #[test]
    fn grid_like_text_never_panics(text in "[1-9A-Ga.0 |*+#\t\r\n-]{0,400}") {
        check_no_panic(&text);
    }
}

/// Reads `text` every way; whatever comes back must be well formed.
fn check_no_panic(text: &str) {
    let _ = SerializacionLN::detect(text);
    let _ = SerializacionLN::parse(text);
    if let Ok(boards) = SerializacionLN::parse_all(text) {
        for parsed in boards {
            assert!(parsed.line >= 1);
            let _ = SerializacionLN::write(&parsed.board, Format::Ssc);
        }
    }
    if let Err(error) = SerializacionLN::parse_all(text) {
        assert!(error.line >= 1 && error.column.is_none_or(|c| c >= 1));
        assert!(!error.to_string().is_empty());
    }
}
