//! Property tests: every format writes, then reads back, exactly what it promises to keep
//! (see the module doc), for random mid-solve boards of every size and for any board at
//! all; and no text makes a reader panic.

use std::sync::OnceLock;

use dn::{CandidateSet, CellDN, Digit, Geometry, Grid, SudokuDN};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::detect::read_text;
use super::{Format, Loss, SerializacionLN, Unwritable};
use crate::generator::{GeneracionLN, GeneratorOptions};
use crate::solver::Engine;

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

/// A real puzzle and its solution for every size, made once: generated for 4×4, 9×9 and
/// 16×16; for 25×25, whose generator takes seconds, the solution the solver finds from a
/// shuffled first row, with a random 40% of its cells as givens.
fn puzzles() -> &'static [(Grid, Grid)] {
    static PUZZLES: OnceLock<Vec<(Grid, Grid)>> = OnceLock::new();
    PUZZLES.get_or_init(|| {
        let mut made: Vec<(Grid, Grid)> = [Geometry::FOUR, Geometry::NINE, Geometry::SIXTEEN]
            .into_iter()
            .map(|geometry| {
                let mut generator =
                    GeneracionLN::new(GeneratorOptions { geometry, ..GeneratorOptions::default() });
                let generated = generator.generate(11).expect("the generator makes a puzzle");
                (generated.puzzle, generated.solution)
            })
            .collect();
        let geometry = Geometry::TWENTY_FIVE;
        let mut rng = StdRng::seed_from_u64(25);
        let mut first_row: Vec<u8> = (1..=25).collect();
        first_row.shuffle(&mut rng);
        first_row.resize(geometry.cell_count(), 0);
        let seed = Grid::new(geometry, first_row).expect("a first row is a grid");
        let solution = Engine::DancingLinks.solver(geometry).search(&seed, 1).solutions.remove(0);
        let givens = solution.values().iter().map(|&v| if rng.random_bool(0.4) { v } else { 0 }).collect();
        made.push((Grid::new(geometry, givens).expect("givens of a solution are a grid"), solution));
        made
    })
}

/// A board part-way through solving `puzzle`: its givens; some true values placed; in the
/// other cells random candidate sets that mostly hold the true digit, with single
/// candidates and empty sets among them. One board in four has no placed value and no
/// single candidate, so that `.ssc` can write it.
fn mid_solve(puzzle: &Grid, solution: &Grid, seed: u64) -> SudokuDN {
    let mut rng = StdRng::seed_from_u64(seed);
    let geometry = puzzle.geometry();
    let full = CandidateSet::full(geometry.side()).bits();
    let plain = rng.random_bool(0.25);
    let placed = if plain { 0.0 } else { rng.random_range(0.0..0.9) };
    let single = if plain { 0.0 } else { rng.random_range(0.0..0.3) };
    let noted = rng.random_bool(0.9);
    let mut board = SudokuDN::from_grid(puzzle);
    for (index, cell) in geometry.cells().enumerate() {
        let truth = solution.digit(index).expect("a solution is full");
        if board[cell].value.is_some() {
            continue;
        }
        if rng.random_bool(placed) {
            board[cell].value = Some(truth);
        } else if noted && rng.random_bool(single) {
            board[cell].candidates = CandidateSet::single(truth);
        } else if noted && !rng.random_bool(0.05) {
            let mut candidates = CandidateSet::from_bits(rng.random::<u32>() & full);
            if rng.random_bool(0.9) {
                candidates.insert(truth);
            }
            if candidates.len() == 1 && plain {
                candidates = CandidateSet::from_bits(full);
            }
            board[cell].candidates = candidates;
        }
    }
    board
}

/// What reading back `board` written in `format` gives, as the module doc promises:
/// `.pm` and `.ssc` keep values, givens and the candidates of empty cells; the value
/// formats keep the values, all as givens. No format keeps colours or the candidates
/// noted under a value.
fn kept(board: &SudokuDN, format: Format) -> SudokuDN {
    let full = CandidateSet::full(board.geometry().side());
    let mut back = SudokuDN::empty(board.geometry());
    for (index, cell) in board.cells() {
        back[index] = match cell.value {
            Some(digit) if format.values_only() => CellDN::given(digit),
            Some(digit) => CellDN { value: Some(digit), given: cell.given, ..CellDN::default() },
            None if format.values_only() => CellDN::default(),
            None => CellDN { candidates: cell.candidates & full, ..CellDN::default() },
        };
    }
    back
}

/// The first cell, in row order, that `.ssc` cannot say: a placed value or an empty cell
/// with exactly one candidate.
fn ssc_loss(board: &SudokuDN) -> Option<Unwritable> {
    let full = CandidateSet::full(board.geometry().side());
    board.cells().find_map(|(index, cell)| {
        let loss = match (cell.value, cell.given, (cell.candidates & full).single_digit()) {
            (Some(digit), false, _) => Loss::PlacedValue(digit),
            (None, _, Some(digit)) => Loss::SingleCandidate(digit),
            _ => return None,
        };
        Some(Unwritable { format: Format::Ssc, cell: board.name_of(index), loss })
    })
}

/// Writes `board` in `format` and reads it back: the board the format promises, detected
/// as that format; or, for `.ssc` only, a refusal naming the first cell it cannot say.
fn round_trip(board: &SudokuDN, format: Format) -> Result<(), TestCaseError> {
    let expected_refusal = if format == Format::Ssc { ssc_loss(board) } else { None };
    let text = match (SerializacionLN::write(board, format), expected_refusal) {
        (Ok(text), None) => text,
        (Err(refusal), Some(expected)) => {
            prop_assert_eq!(refusal, expected);
            return Ok(());
        }
        (written, expected) => {
            return Err(TestCaseError::fail(format!(
                ".{format}: wrote {written:?}, expected refusal {expected:?}"
            )));
        }
    };
    let reading =
        read_text(&text, None).map_err(|e| TestCaseError::fail(format!(".{format}: {e}\n{text}")))?;
    let read: Vec<&SudokuDN> = reading.boards.iter().map(|p| &p.board).collect();
    prop_assert_eq!(read, [&kept(board, format)], ".{} of\n{}", format, text);
    let full_sud = format == Format::Sud && board.empty_count() == 0;
    prop_assert_eq!(reading.format, if full_sud { Format::Sdk } else { format });
    Ok(())
}

/// The mid-solve board of `seed` for the puzzle of size number `size`, round-tripped in
/// every format.
fn mid_solve_round_trip(size: usize, seed: u64) -> Result<(), TestCaseError> {
    let (puzzle, solution) = &puzzles()[size];
    let board = mid_solve(puzzle, solution, seed);
    Format::ALL.into_iter().try_for_each(|format| round_trip(&board, format))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn mid_solve_4x4_boards_round_trip_in_every_format(seed in any::<u64>()) {
        mid_solve_round_trip(0, seed)?;
    }

    #[test]
    fn mid_solve_9x9_boards_round_trip_in_every_format(seed in any::<u64>()) {
        mid_solve_round_trip(1, seed)?;
    }

    #[test]
    fn mid_solve_16x16_boards_round_trip_in_every_format(seed in any::<u64>()) {
        mid_solve_round_trip(2, seed)?;
    }

    #[test]
    fn mid_solve_25x25_boards_round_trip_in_every_format(seed in any::<u64>()) {
        mid_solve_round_trip(3, seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn any_board_round_trips_as_promised(board in boards(), format in formats()) {
        round_trip(&board, format)?;
        if let Ok(text) = SerializacionLN::write(&board, format) {
            let dos = format!("\u{feff}{}", text.replace('\n', "\r\n"));
            prop_assert_eq!(SerializacionLN::parse(&dos), Ok(kept(&board, format)));
        }
    }

    #[test]
    fn many_boards_one_per_line_read_back_in_order(boards in proptest::collection::vec(boards(), 1..6)) {
        let text: String = boards.iter().map(|b| SerializacionLN::write(b, Format::Txt).unwrap_or_default()).collect();
        let parsed = SerializacionLN::parse_all(&text).unwrap_or_default();
        let lines: Vec<usize> = parsed.iter().map(|p| p.line).collect();
        prop_assert_eq!(lines, (1..=boards.len()).collect::<Vec<_>>());
        for (p, b) in parsed.iter().zip(&boards) {
            prop_assert_eq!(&p.board, &kept(b, Format::Txt));
        }
    }

    #[test]
    fn damaged_boards_never_panic(
        board in boards(),
        format in formats(),
        edits in proptest::collection::vec((any::<usize>(), "[1-9A-Z.0 |*+#<>:'\t\r\n-]?"), 1..4),
    ) {
        let mut text = SerializacionLN::write(&board, format).unwrap_or_else(|_| String::from("*-*\n"));
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
    fn grid_like_text_never_panics(text in "[1-9A-Ga.0 |*+#<>:'\t\r\n-]{0,400}") {
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
            for format in Format::ALL {
                let _ = SerializacionLN::write(&parsed.board, format);
            }
        }
    }
    if let Err(error) = SerializacionLN::parse_all(text) {
        assert!(error.line >= 1 && error.column.is_none_or(|c| c >= 1));
        assert!(!error.to_string().is_empty());
    }
}
