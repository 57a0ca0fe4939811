use super::*;

/// The cells of an 81-character line, `.` or `0` for empty.
fn cells(line: &str) -> [u8; 81] {
    let mut cells = [0; 81];
    for (cell, b) in cells.iter_mut().zip(line.bytes()) {
        *cell = if b.is_ascii_digit() { b - b'0' } else { 0 };
    }
    cells
}

/// The 9×9 grid of `cells`.
fn grid(cells: &[u8; 81]) -> Grid {
    Grid::new(Geometry::NINE, cells.to_vec()).unwrap()
}

/// The first `n` puzzles of a file of the shared collection, or `None` (with a note) if it
/// is absent.
fn puzzles(file: &str, n: usize) -> Option<Vec<[u8; 81]>> {
    let path = format!("{}/../../shared/data/{file}", env!("CARGO_MANIFEST_DIR"));
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text.lines().map(str::trim).filter(|l| l.len() == 81).take(n).map(cells).collect()),
        Err(e) => {
            eprintln!("skipping: cannot read {path}: {e}");
            None
        }
    }
}

/// Every puzzle of `file` (the first `n`) has one solution, which keeps its givens.
fn solves_uniquely(file: &str, n: usize) {
    let Some(puzzles) = puzzles(file, n) else { return };
    let mut solver = FastSolver::new();
    for puzzle in &puzzles {
        let mut solution = [0; 81];
        assert_eq!(solver.count_solutions(puzzle, 2, Some(&mut solution)), 1, "{}", grid(puzzle));
        assert!(grid(&solution).is_solution_of(&grid(puzzle)), "{}", grid(puzzle));
        assert!(solver.is_unique(puzzle));
    }
}

#[test]
fn solves_norvig_top95() {
    solves_uniquely("norvig_top95.txt", usize::MAX);
}

#[test]
fn solves_seventeen_clue_puzzles() {
    solves_uniquely("17clue_49158.txt", 500);
}

#[test]
fn solves_the_forum_hardest() {
    solves_uniquely("forum_hardest_1106.txt", usize::MAX);
}

#[test]
fn solves_magictour_top1465() {
    solves_uniquely("magictour_top1465.txt", usize::MAX);
}

#[test]
fn finds_two_different_solutions_of_multiple_puzzles() {
    let Some(puzzles) = puzzles("serg_benchmark_multisol.txt", 500) else { return };
    let mut solver = FastSolver::new();
    for puzzle in &puzzles {
        let mut kept = [[0; 81]; 2];
        assert_eq!(solver.count_keeping(puzzle, 2, &mut kept), 2, "{}", grid(puzzle));
        assert_ne!(kept[0], kept[1]);
        for solution in &kept {
            assert!(grid(solution).is_solution_of(&grid(puzzle)), "{}", grid(puzzle));
        }
    }
}

/// Counts solutions up to `limit` the plain way: row, column and box masks, fewest
/// candidates first.
fn reference_count(cells: &mut [u8; 81], limit: u32) -> u32 {
    let mut seen = [0u16; 27];
    for (p, &v) in cells.iter().enumerate() {
        if v != 0 {
            let units = [p / 9, 9 + p % 9, 18 + p / 27 * 3 + p % 9 / 3];
            if units.iter().any(|&u| seen[u] & 1 << v != 0) {
                return 0;
            }
            units.iter().for_each(|&u| seen[u] |= 1 << v);
        }
    }
    let mut best: Option<(usize, u16)> = None;
    for p in (0..81).filter(|&p| cells[p] == 0) {
        let free = !(seen[p / 9] | seen[9 + p % 9] | seen[18 + p / 27 * 3 + p % 9 / 3]) & 0x3FE;
        if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
            best = Some((p, free));
        }
    }
    let Some((p, free)) = best else { return 1 };
    let mut count = 0;
    for v in (1..=9).filter(|v| free & 1 << v != 0) {
        cells[p] = v;
        count += reference_count(cells, limit - count);
        cells[p] = 0;
        if count >= limit {
            break;
        }
    }
    count
}

#[test]
fn counts_agree_with_plain_backtracking() {
    let mut all = puzzles("serg_benchmark_multisol.txt", 60).unwrap_or_default();
    all.extend(puzzles("tdoku_test_puzzles_kaggle_mixed.txt", usize::MAX).unwrap_or_default());
    let mut solver = FastSolver::new();
    for puzzle in &all {
        for limit in [1, 2, 300] {
            let expected = reference_count(&mut puzzle.clone(), limit);
            assert_eq!(
                solver.count_solutions(puzzle, limit, None),
                expected,
                "{} up to {limit}",
                grid(puzzle)
            );
        }
    }
}

/// Searches `cells` for up to `limit` solutions with no digit picked at random; the count
/// and whether the search turned quick at its first guess.
fn counted(cells: &[u8; 81], limit: u32) -> (u32, bool) {
    let mut run = Run::new(limit, &mut [], None);
    assert!(run.load(cells));
    run.search();
    (run.count(), run.is_quick())
}

#[test]
fn searches_from_narrow_boards_turn_quick_and_count_right() {
    let multiple = cells("8.........95.......76.........426798...571243...893165......916....3.487....1.532");
    // A grid's first band emptied but for its first cell, and every fifth cell below.
    let mut open = FastSolver::new().random_grid(11);
    (1..27).chain((27..81).step_by(5)).for_each(|p| open[p] = 0);
    for puzzle in [multiple, open] {
        let expected = reference_count(&mut puzzle.clone(), 300);
        assert!(expected > 2, "{}", grid(&puzzle));
        assert_eq!(counted(&puzzle, 300), (expected, true), "{}", grid(&puzzle));
    }
    // Seventeen givens leave a wide board: the search guesses on the busiest cell.
    let wide = cells("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    assert_eq!(counted(&wide, 2), (1, false));
}

#[test]
fn keeps_as_many_different_solutions_as_asked() {
    let mut solver = FastSolver::new();
    let mut kept = [[0; 81]; 5];
    assert_eq!(solver.count_keeping(&[0; 81], 10, &mut kept), 10);
    let empty = grid(&[0; 81]);
    for (i, solution) in kept.iter().enumerate() {
        assert!(grid(solution).is_solution_of(&empty));
        assert!(kept[..i].iter().all(|other| other != solution));
    }
}

#[test]
fn the_trait_reports_both_solutions_and_work() {
    let puzzle =
        grid(&cells("8.........95.......76.........426798...571243...893165......916....3.487....1.532"));
    let found = FastSolver::new().search(&puzzle, 2);
    assert_eq!((found.count, found.solutions.len()), (2, 2));
    assert!(found.solutions.iter().all(|s| s.is_solution_of(&puzzle)));
    assert!(found.work > 0);
    let found = FastSolver::new().search(&puzzle, 1);
    assert_eq!((found.count, found.solutions.len()), (1, 1));
}

#[test]
fn clashing_givens_have_no_solution() {
    let mut solver = FastSolver::new();
    let row = cells(&format!("5....5{}", ".".repeat(75)));
    let column = cells(&format!("5{}5{}", ".".repeat(44), ".".repeat(35)));
    let block = cells(&format!("5{}5{}", ".".repeat(9), ".".repeat(70)));
    for puzzle in [row, column, block] {
        assert_eq!(solver.count_solutions(&puzzle, 2, None), 0);
        assert_eq!(solver.search(&grid(&puzzle), 2), Search::default());
    }
}

#[test]
fn an_unsolvable_board_has_no_solution() {
    // Row 1 leaves only 9 for its last cell, which column 9 already holds.
    let puzzle = cells(&format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63)));
    assert_eq!(FastSolver::new().count_solutions(&puzzle, 2, None), 0);
}

#[test]
fn out_of_range_values_have_no_solution() {
    let mut puzzle = [0; 81];
    puzzle[40] = 10;
    assert_eq!(FastSolver::new().count_solutions(&puzzle, 2, None), 0);
}

#[test]
fn the_empty_grid_reaches_the_limit() {
    let mut solver = FastSolver::new();
    let empty = [0; 81];
    assert_eq!(solver.count_solutions(&empty, 2, None), 2);
    assert_eq!(solver.count_solutions(&empty, 1000, None), 1000);
    assert_eq!(solver.count_solutions(&empty, 0, None), 1);
    assert!(!solver.is_unique(&empty));
    let solution = solver.solve(&empty).unwrap();
    assert!(grid(&solution).is_solution_of(&grid(&empty)));
}

#[test]
fn a_solved_grid_is_its_own_solution() {
    let mut solver = FastSolver::new();
    let full = solver.random_grid(7);
    assert_eq!(solver.solve(&full), Some(full));
    assert_eq!(solver.work(), 0);
}

#[test]
fn random_grids_are_valid_and_follow_the_seed() {
    let mut solver = FastSolver::new();
    let empty = grid(&[0; 81]);
    let grids: Vec<_> = (0..20).map(|seed| solver.random_grid(seed)).collect();
    assert!(grids.iter().all(|g| grid(g).is_solution_of(&empty)));
    assert_eq!(solver.random_grid(3), grids[3]);
    assert!(grids.windows(2).all(|w| w[0] != w[1]));
}

#[test]
fn other_sizes_have_no_solution_here() {
    let found = FastSolver::new().search(&Grid::empty(Geometry::FOUR), 2);
    assert_eq!(found, Search::default());
    assert_eq!(FastSolver::cells_of(&Grid::empty(Geometry::SIXTEEN)), None);
}

#[test]
fn the_mini_row_pattern_marks_every_mini_row_that_holds_a_cell() {
    use super::tables::mini_row_pattern;
    // Every set of mini-rows, each holding one, two or three of its cells in turn.
    for set in 0..512u32 {
        for held in [0b001, 0b110, 0b101, 0b111] {
            let mut word = 0;
            let mut expected = 0;
            for (r, x) in (0..3).flat_map(|r| (0..3).map(move |x| (r, x))) {
                if set >> (3 * r + x) & 1 != 0 {
                    word |= held << (9 * r + 3 * x);
                    expected |= 1 << (3 * x + r);
                }
            }
            assert_eq!(mini_row_pattern(word), expected, "mini-rows {set:09b}, cells {held:03b}");
        }
    }
}

#[test]
fn the_tables_agree_with_the_layout() {
    use super::tables::{
        BAND, BAND_OF, BOXES, BY_STACK, COLUMN, KEEP, LONE_CELLS, MINI_ROWS_KEPT, OTHERS, POINTED,
        STACK_KEPT, UNITS, mini_row_pattern,
    };
    // The cells of the mini-rows (row, box) listed.
    let minis = |list: &[(u32, u32)]| list.iter().fold(0u32, |w, &(r, x)| w | 7 << (9 * r + 3 * x));
    // Row 0 in boxes 1 and 2, row 1 in boxes 1 and 2, row 2 in box 0: rows 0 and 1 keep
    // boxes 1 and 2 between them, so row 2 keeps box 0 alone.
    let pattern = mini_row_pattern(minis(&[(0, 1), (0, 2), (1, 1), (1, 2), (2, 0)]));
    assert_eq!(LONE_CELLS[pattern], minis(&[(2, 0)]));
    // With row 0 held to box 1, row 1 keeps box 2 alone as well.
    let pattern = mini_row_pattern(minis(&[(0, 1), (1, 1), (1, 2), (2, 0)]));
    assert_eq!(LONE_CELLS[pattern], minis(&[(0, 1), (1, 2), (2, 0)]));
    // Rows 1 and 2 both only in box 0: no placement, nothing kept.
    let crowded = minis(&[(0, 0), (0, 1), (0, 2), (1, 0), (2, 0)]);
    assert_eq!(LONE_CELLS[mini_row_pattern(crowded)], 0);
    assert_eq!(MINI_ROWS_KEPT[mini_row_pattern(crowded)], 0);
    let diagonal = minis(&[(0, 0), (1, 1), (2, 2)]);
    assert_eq!(MINI_ROWS_KEPT[mini_row_pattern(diagonal)], diagonal);
    // A single cell marks its mini-row: r2c8 (row 1, column 7) is in mini-row (1, 2).
    assert_eq!(mini_row_pattern(1 << 16), 1 << (3 * 2 + 1));
    // Word 10·b + d: digit 5 (d = 4) in band 1 is word 14; the same digit in bands 2 and 0.
    assert_eq!(BAND_OF[14], 1);
    assert_eq!(OTHERS[14], [24, 4]);
    assert_eq!(MINI_ROWS_KEPT[0b100_010_001], 0b111_000_000_000_111_000_000_000_111);
    assert_eq!(MINI_ROWS_KEPT[0b001_001_111], 0);
    // Band 0 may use columns 0 and 1, bands 1 and 2 only column 1 or 2: band 0 takes 0.
    assert_eq!(STACK_KEPT[0b110_110_011], 1 | 0b110 << 3 | 0b110 << 6);
    // Columns 1 and 5 (from 0): column 1 of stack 0, column 2 of stack 1.
    assert_eq!(BY_STACK[1 << 1 | 1 << 5], 1 << 1 | 1 << (9 + 2));
    // Columns 0 and 1 in box 0, 4 alone in box 1, all three in box 2: column 4 is taken.
    assert_eq!(POINTED[0b111_010_000 | 0b011], BAND & !(COLUMN << 4));
    assert_eq!(KEEP[0].count_ones(), 27 - 15 + 1);
    assert_eq!(BOXES[0b101], 0b111_000_111 * COLUMN);
    // Cell f4c6 (row 3, column 5 from 0): row 3, column 5, box 4.
    assert_eq!(UNITS[3 * 9 + 5], 1 << 3 | 1 << (9 + 5) | 1 << (18 + 4));
}
