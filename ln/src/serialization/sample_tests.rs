//! The thesis' figure-2.1 board in every format (`shared/formats`), the lenient inputs
//! SPEC §3 asks for, and the error messages, line by line.

use std::path::{Path, PathBuf};

use dn::{Geometry, Grid, SudokuDN};

use super::{Format, SerializacionLN, SerializationError};
use crate::candidates::compute_candidates;

const SAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/formats");

const FIG_2_1: &str = ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79";

/// The formats SPEC §3 gives a sample of in `shared/formats` (all but JADE's `.pm`).
fn sampled() -> impl Iterator<Item = Format> {
    Format::ALL.into_iter().filter(|&f| f != Format::Pm)
}

fn sample_path(format: Format) -> PathBuf {
    Path::new(SAMPLES).join(format!("thesis-fig2.1.{format}"))
}

/// The sample file of `format`, or `None` (with a note) when `shared/` is not beside us.
fn sample(format: Format) -> Option<String> {
    match std::fs::read_to_string(sample_path(format)) {
        Ok(text) => Some(text),
        Err(e) => {
            eprintln!("skipping: cannot read {} ({e}); shared/formats is not beside the repository", SAMPLES);
            None
        }
    }
}

/// Figure 2.1 with its givens, and the candidates "compute candidates" gives when `with_candidates`.
fn fig_2_1(with_candidates: bool) -> SudokuDN {
    let values = FIG_2_1.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
    let mut board = SudokuDN::from_grid(&Grid::new(Geometry::NINE, values).unwrap());
    if with_candidates {
        compute_candidates(&mut board);
    }
    board
}

fn parse(text: &str) -> Result<SudokuDN, String> {
    SerializacionLN::parse(text).map_err(|e| e.to_string())
}

fn error(text: &str) -> String {
    SerializacionLN::parse(text).map(|_| ()).unwrap_err().to_string()
}

#[test]
fn every_sample_reads_to_the_board_and_writes_back_byte_for_byte() {
    for format in sampled() {
        let Some(text) = sample(format) else { return };
        let expected = fig_2_1(format == Format::Ssc);
        let board = SerializacionLN::parse(&text).unwrap_or_else(|e| panic!(".{format}: {e}"));
        assert_eq!(board, expected, ".{format} reads to figure 2.1");
        assert_eq!(
            SerializacionLN::write(&expected, format).unwrap(),
            text,
            ".{format} is written byte for byte"
        );
        assert_eq!(SerializacionLN::detect(&text), Some(format), ".{format} is detected");
        let loaded = SerializacionLN::load(&sample_path(format)).unwrap();
        assert_eq!(loaded, [super::Parsed { line: 1, board }]);
    }
}

#[test]
fn the_ssc_sample_keeps_its_candidates() {
    let Some(text) = sample(Format::Ssc) else { return };
    let board = SerializacionLN::parse(&text).unwrap();
    assert_eq!(board.cell_by_name("f5c7").unwrap().candidates.to_string(), "12379");
    assert_eq!(board.cell_by_name("f1c2").unwrap().number(), 8);
    assert!(board.cell_by_name("f1c2").unwrap().given);
    assert_eq!(SerializacionLN::write(&board, Format::Ssc).unwrap(), text);
}

#[test]
fn crlf_line_ends_and_a_byte_order_mark_are_accepted() {
    for format in sampled() {
        let Some(text) = sample(format) else { return };
        let dos = format!("\u{feff}{}", text.replace('\n', "\r\n"));
        assert_eq!(parse(&dos), parse(&text), ".{format} with CRLF and BOM");
        assert_eq!(parse(text.trim_end()), parse(&text), ".{format} without the last line end");
    }
}

#[test]
fn zeros_dots_and_padding_are_interchangeable() {
    let plain = fig_2_1(false);
    let sdk: Vec<String> = (0..9).map(|r| FIG_2_1[r * 9..r * 9 + 9].to_string()).collect();
    assert_eq!(parse(&FIG_2_1.replace('.', "0")), Ok(plain.clone()));
    let spaced: Vec<String> = sdk
        .iter()
        .map(|row| format!("  {} {} {}  ", &row[..3], &row[3..6], row[6..].replace('.', "0")))
        .collect();
    assert_eq!(parse(&spaced.join("\n")), Ok(plain.clone()));
    let tabbed: Vec<String> =
        sdk.iter().map(|row| row.chars().map(String::from).collect::<Vec<_>>().join("\t")).collect();
    assert_eq!(parse(&tabbed.join("\n")), Ok(plain.clone()));
    let loose_ss = "*---*\n".to_string()
        + &sdk
            .iter()
            .map(|row| format!("| {} | {} | {} |\n", &row[..3], &row[3..6], &row[6..]))
            .collect::<String>();
    assert_eq!(parse(&loose_ss), Ok(plain));
}

#[test]
fn a_grid_with_spaces_for_empty_cells_reads_like_the_course_exercise() {
    let text =
        " 63 8 4  \n 9   4  7\n4   2    \n  72 3 58\n 5  4    \n  8   2 4\n6     7  \n  5 36   \n 3 87  26\n";
    let expected = parse(".63.8.4...9...4..74...2......72.3.58.5..4......8...2.46.....7....5.36....3.87..26");
    assert_eq!(parse(text), expected);
    let trimmed: String = text.lines().map(|l| format!("{}\n", l.trim_end())).collect();
    assert_eq!(parse(&trimmed), expected);
    assert_eq!(SerializacionLN::detect(&trimmed), Some(Format::Sdk));
}

#[test]
fn batch_files_hold_many_boards_with_comments_ratings_and_blank_lines() {
    let text = format!(
        "# collection\n\n{FIG_2_1}\n{}  rating 4.5\n   \n# a 4×4\n1..2..1..2..3..4\n",
        FIG_2_1.replace('.', "0")
    );
    let boards = SerializacionLN::parse_all(&text).unwrap();
    let lines: Vec<usize> = boards.iter().map(|p| p.line).collect();
    assert_eq!(lines, [3, 4, 7]);
    assert_eq!(boards[0].board, fig_2_1(false));
    assert_eq!(boards[1].board, fig_2_1(false));
    assert_eq!(boards[2].board.geometry(), Geometry::FOUR);
    assert_eq!(error(&text), "line 4: expected one board, found 3 (the second starts here)");
    assert_eq!(SerializacionLN::detect(&text), Some(Format::Txt));
}

#[test]
fn ssc_reads_other_paddings_and_empty_cells_without_candidates() {
    let Some(text) = sample(Format::Ssc) else { return };
    let squeezed: String =
        text.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ") + "\n").collect();
    assert_eq!(parse(&squeezed), parse(&text));
    let mut board = fig_2_1(true);
    let f1c1 = board.index_of_name("f1c1").unwrap();
    board[f1c1].candidates = dn::CandidateSet::EMPTY;
    let written = SerializacionLN::write(&board, Format::Ssc).unwrap();
    assert!(written.contains("\n| .    8 346  |"), "{written}");
    assert_eq!(parse(&written), Ok(board.clone()));
    assert_eq!(parse(&written.replace("| .  ", "| 0  ")), Ok(board));
}

#[test]
fn parse_errors_give_line_column_expectation_and_finding() {
    let Some(ss) = sample(Format::Ss) else { return };
    assert_eq!(
        error(&ss.replace("|79.|5.4|.8.|", "|79.|5x4|.8.|")),
        "line 6, column 7: expected a digit 1-9, '.' or '0', found 'x'"
    );
    assert_eq!(
        error(&ss.replace("|45.|...|.6.|", "|45.|..|.6.|")),
        "line 7: expected 9 cells in a row (9×9), found 8"
    );
    let Some(ssc) = sample(Format::Ssc) else { return };
    assert_eq!(
        error(&ssc.replace("12379", "12x79")),
        "line 7, column 34: expected a candidate digit 1-9, found 'x'"
    );
    assert_eq!(
        error(&ssc.replace("| 4    5 138  |", "| 4    5      |")),
        "line 7: expected 9 cells in a row (9×9), found 8"
    );
    assert_eq!(error(&FIG_2_1[..80]), "line 1: expected 81 cells (9×9), found 80");
    assert_eq!(error("\n\n# nothing\n"), "line 1: expected a board, found only blank lines and comments");
    assert_eq!(
        error(&FIG_2_1.replace("..47", "..4G")),
        "line 1, column 57: expected a digit 1-9, '.' or '0', found 'G'"
    );
}

#[test]
fn load_and_save_name_the_file() {
    let dir = std::env::temp_dir().join(format!("jade-serialization-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("puzzles.txt");
    SerializacionLN::save_text(&path, &format!("{FIG_2_1}\n{}\n", FIG_2_1.replacen('.', "x", 1))).unwrap();
    let message = SerializacionLN::load(&path).unwrap_err().to_string();
    assert_eq!(
        message,
        format!("{}: line 2, column 1: expected a digit 1-9, '.' or '0', found 'x'", path.display())
    );
    SerializacionLN::save(&path, &fig_2_1(true), Format::Ssc).unwrap();
    assert_eq!(SerializacionLN::load(&path).unwrap()[0].board, fig_2_1(true));
    let missing = dir.join("missing.sdk");
    let error = SerializacionLN::load(&missing).unwrap_err();
    assert!(matches!(error, SerializationError::Io { action: "read the file", .. }));
    assert!(error.to_string().starts_with(&format!("{}: cannot read the file: ", missing.display())));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_size_writes_with_its_alphabet() {
    let sixteen = Geometry::SIXTEEN;
    let mut board = SudokuDN::empty(sixteen);
    board[(0, 15)] = dn::CellDN::given(dn::Digit::new(16).unwrap());
    board[(1, 0)].candidates = [10, 16].into_iter().filter_map(dn::Digit::new).collect();
    let txt = SerializacionLN::write(&board, Format::Txt).unwrap();
    assert_eq!(txt.len(), 257);
    assert_eq!(&txt[..16], "...............G");
    let ss = SerializacionLN::write(&board, Format::Ss).unwrap();
    assert_eq!(ss.lines().next(), Some("*-------------------*"));
    assert_eq!(ss.lines().nth(1), Some("|....|....|....|...G|"));
    assert_eq!(ss.lines().nth(5), Some("|----+----+----+----|"));
    let ssc = SerializacionLN::write(&board, Format::Ssc).unwrap();
    assert_eq!(ssc.lines().nth(2).map(|l| &l[..8]), Some("| AG . ."));
    for format in Format::ALL {
        let expected = if !format.values_only() { board.clone() } else { SudokuDN::from_grid(&board.grid()) };
        assert_eq!(parse(&SerializacionLN::write(&board, format).unwrap()), Ok(expected), ".{format}");
    }
    let four = SerializacionLN::write(&SudokuDN::empty(Geometry::FOUR), Format::Ss).unwrap();
    assert_eq!(four, "*-----*\n|..|..|\n|..|..|\n|--+--|\n|..|..|\n|..|..|\n*-----*\n");
}

/// Figure 2.1 with its computed candidates after placing 6 in f1c1 and noting 4 alone in
/// f1c3, as `.pm` writes it.
const FIG_2_1_PM: &str = "\
# pencil marks: <d> given, *d* placed, other digits candidates, . none
.-----------------.----------------.-----------------.
| *6*   <8>  4    | <9>  467   <2> | 1347   134  <5> |
| 236   <7>  2346 | <1>  46    <5> | 34     <9>  <8> |
| <9>   <1>  <5>  | <3>  47    <8> | <6>    <2>  47  |
:-----------------+----------------+-----------------:
| <7>   <9>  136  | <5>  126   <4> | 123    <8>  13  |
| <4>   <5>  138  | 78   1278  19  | 12379  <6>  137 |
| 168   <2>  168  | 678  <3>   169 | 1479   <5>  147 |
:-----------------+----------------+-----------------:
| 158   <4>  <7>  | 68   <9>   136 | 1358   13   <2> |
| 18    <3>  <9>  | <2>  <5>   <7> | 148    14   <6> |
| 1258  <6>  128  | <4>  18    13  | 1358   <7>  <9> |
'-----------------'----------------'-----------------'
";

#[test]
fn the_pencil_mark_grid_keeps_placed_values_and_single_candidates_where_ssc_cannot() {
    let mut board = fig_2_1(true);
    let f1c1 = board.index_of_name("f1c1").unwrap();
    board[f1c1] = dn::CellDN { value: dn::Digit::new(6), ..dn::CellDN::default() };
    let f1c3 = board.index_of_name("f1c3").unwrap();
    board[f1c3].candidates = [4].into_iter().filter_map(dn::Digit::new).collect();
    assert_eq!(SerializacionLN::write(&board, Format::Pm).unwrap(), FIG_2_1_PM);
    assert_eq!(parse(FIG_2_1_PM), Ok(board.clone()));
    assert_eq!(SerializacionLN::detect(FIG_2_1_PM), Some(Format::Pm));
    let squeezed: String =
        FIG_2_1_PM.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ") + "\r\n").collect();
    assert_eq!(parse(&squeezed), Ok(board.clone()));
    assert_eq!(
        SerializacionLN::write(&board, Format::Ssc).unwrap_err().to_string(),
        "cannot write the board as .ssc: f1c1 holds the placed value 6, which .ssc reads back as a given; \
         write it as .pm, which keeps it"
    );
    board[f1c1] =
        dn::CellDN { candidates: [6, 3].into_iter().filter_map(dn::Digit::new).collect(), ..board[f1c1] };
    board[f1c1].value = None;
    assert_eq!(
        SerializacionLN::write(&board, Format::Ssc).unwrap_err().to_string(),
        "cannot write the board as .ssc: f1c3 has the single candidate 4, which .ssc reads back as a given; \
         write it as .pm, which keeps it"
    );
    let dir = std::env::temp_dir().join(format!("jade-pm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("board.ssc");
    std::fs::write(&path, "old").unwrap();
    let refused = SerializacionLN::save(&path, &board, Format::Ssc).unwrap_err();
    assert!(matches!(refused, SerializationError::Unwritable { .. }), "{refused}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
    std::fs::remove_dir_all(&dir).unwrap();
}
