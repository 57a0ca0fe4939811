//! Tests of the exact-cover engine and of the Sudoku engine built on it.

use dn::{Geometry, Grid};
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::{MAX_COLUMN_ROWS, MatrixError, MotorDancingLinks, SudokuDancingLinks, test_data};
use crate::solver::{Search, TrialAndError};

/// Knuth's example from "Dancing Links": columns A-G, one exact cover {0, 3, 4}.
fn knuth() -> MotorDancingLinks {
    let rows = [vec![2, 4, 5], vec![0, 3, 6], vec![1, 2, 5], vec![0, 3], vec![1, 6], vec![3, 4, 6]];
    MotorDancingLinks::new(7, rows).unwrap()
}

fn covers(matrix: &mut MotorDancingLinks, limit: usize) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    matrix.search_with(limit, |rows| {
        let mut rows = rows.to_vec();
        rows.sort_unstable();
        found.push(rows);
    });
    found
}

/// Every non-empty subset of `0..columns` as a row: the covers are the set partitions.
fn all_subsets(columns: usize) -> MotorDancingLinks {
    let rows =
        (1..1usize << columns).map(|set| (0..columns).filter(|&c| set >> c & 1 == 1).collect::<Vec<_>>());
    MotorDancingLinks::new(columns, rows).unwrap()
}

#[test]
fn finds_knuths_unique_cover() {
    let mut matrix = knuth();
    assert_eq!(covers(&mut matrix, 10), [vec![0, 3, 4]]);
    assert!(matrix.work().nodes > 0 && matrix.work().updates > 0);
}

#[test]
fn finds_the_thesis_cover() {
    let rows = [vec![0, 3, 6], vec![0, 3], vec![3, 4, 6], vec![2, 4, 5], vec![1, 2, 5, 6], vec![1, 6]];
    let mut matrix = MotorDancingLinks::new(7, rows).unwrap();
    assert_eq!(covers(&mut matrix, 10), [vec![1, 3, 5]]);
}

#[test]
fn a_matrix_without_cover_has_none() {
    let mut matrix = MotorDancingLinks::new(3, [vec![0, 1], vec![1, 2]]).unwrap();
    assert_eq!(matrix.search(10), 0);
    let mut empty_column = MotorDancingLinks::new(2, [vec![0]]).unwrap();
    assert_eq!(empty_column.search(10), 0);
}

#[test]
fn counts_every_cover_up_to_the_limit() {
    // Bell numbers: 15 partitions of a 4-set, 52 of a 5-set.
    assert_eq!(all_subsets(4).search(usize::MAX), 15);
    let mut five = all_subsets(5);
    assert_eq!(five.search(usize::MAX), 52);
    assert_eq!(five.search(7), 7);
    assert_eq!(five.search(0), 0);
    let distinct: std::collections::HashSet<_> = covers(&mut five, 100).into_iter().collect();
    assert_eq!(distinct.len(), 52);
}

/// Every `size`-subset of `0..columns` as a row: rows of equal width.
fn all_of_size(columns: usize, size: usize) -> MotorDancingLinks {
    let rows = (0..1usize << columns)
        .filter(|set| set.count_ones() as usize == size)
        .map(|set| (0..columns).filter(|&c| set >> c & 1 == 1).collect::<Vec<_>>());
    MotorDancingLinks::new(columns, rows).unwrap()
}

#[test]
fn rows_of_equal_width_are_counted_alike() {
    // Ways to split 2k points into pairs / 6 into triples / 8 into two quadruples / 10 into
    // two quintuples: the search compiled for widths 2, 3 and 4, and the general one.
    assert_eq!(all_of_size(4, 2).search(usize::MAX), 3);
    assert_eq!(all_of_size(6, 2).search(usize::MAX), 15);
    assert_eq!(all_of_size(6, 3).search(usize::MAX), 10);
    assert_eq!(all_of_size(8, 4).search(usize::MAX), 35);
    assert_eq!(all_of_size(10, 5).search(usize::MAX), 126);
    let mut pairs = all_of_size(6, 2);
    assert!(pairs.select_row(0));
    let found = covers(&mut pairs, usize::MAX);
    assert_eq!(found.len(), 3);
    assert!(found.iter().all(|rows| rows.contains(&0) && rows.len() == 3));
}

#[test]
fn selected_rows_join_every_cover_and_reset_forgets_them() {
    let mut matrix = all_subsets(4);
    let pair = (1..16).position(|set| set == 0b0011).unwrap();
    assert!(matrix.select_row(pair));
    assert_eq!(matrix.selected_rows().collect::<Vec<_>>(), [pair]);
    // The remaining columns {2, 3} split in two ways.
    let found = covers(&mut matrix, 10);
    assert_eq!(found.len(), 2);
    assert!(found.iter().all(|rows| rows.contains(&pair)));
    let overlapping = (1..16).position(|set| set == 0b0110).unwrap();
    assert!(!matrix.select_row(overlapping));
    assert!(!matrix.select_row(15));
    assert!(!matrix.select_row(usize::MAX));
    matrix.reset();
    assert_eq!(matrix.selected_rows().count(), 0);
    assert_eq!(matrix.work(), Default::default());
    assert_eq!(matrix.search(usize::MAX), 15);
}

#[test]
fn searching_leaves_the_matrix_as_it_was() {
    let mut matrix = knuth();
    let pristine = format!("{matrix:?}");
    matrix.search(1);
    matrix.search(usize::MAX);
    matrix.reset();
    assert_eq!(format!("{matrix:?}"), pristine);
    assert_eq!((matrix.column_count(), matrix.row_count()), (7, 6));
}

#[test]
fn rejects_malformed_rows() {
    assert_eq!(
        MotorDancingLinks::new(2, [vec![0], vec![2]]).unwrap_err(),
        MatrixError::ColumnOutOfRange { row: 1, column: 2 }
    );
    assert_eq!(
        MotorDancingLinks::new(2, [vec![1, 1]]).unwrap_err(),
        MatrixError::DuplicateColumn { row: 0, column: 1 }
    );
    assert_eq!(MotorDancingLinks::new(2, [Vec::new()]).unwrap_err(), MatrixError::EmptyRow { row: 0 });
    let crowded = vec![vec![0]; MAX_COLUMN_ROWS + 1];
    assert_eq!(MotorDancingLinks::new(1, crowded).unwrap_err(), MatrixError::TooLarge);
    assert_eq!(
        MotorDancingLinks::new(1, vec![vec![0]; MAX_COLUMN_ROWS]).unwrap().search(usize::MAX),
        MAX_COLUMN_ROWS
    );
}

#[test]
fn random_order_depends_only_on_the_seed() {
    let order = |seed: u64| {
        let mut matrix = all_subsets(6);
        let mut found = Vec::new();
        let mut rng = StdRng::seed_from_u64(seed);
        let count = matrix.search_random_with(usize::MAX, &mut rng, |rows| found.push(rows.to_vec()));
        (count, found)
    };
    let (count, first) = order(1);
    assert_eq!(count, 203);
    assert_eq!(order(1).1, first);
    assert_ne!(order(2).1, first);
}

fn nine(line: &str) -> Grid {
    test_data::parse(Geometry::NINE, line).unwrap()
}

#[test]
fn the_empty_four_by_four_board_has_288_solutions() {
    let mut engine = SudokuDancingLinks::new(Geometry::FOUR);
    let found = engine.search(&Grid::empty(Geometry::FOUR), 1000);
    assert_eq!(found.count, 288);
    assert_eq!(found.solutions.len(), 2);
    assert!(found.solutions.iter().all(|s| s.is_solution_of(&Grid::empty(Geometry::FOUR))));
    assert_ne!(found.solutions[0], found.solutions[1]);
    assert_eq!(engine.search(&Grid::empty(Geometry::FOUR), 2).count, 2);
}

#[test]
fn solves_hard_nine_by_nine_puzzles() {
    let mut engine = SudokuDancingLinks::new(Geometry::NINE);
    assert_eq!(engine.name(), "dlx");
    for puzzle in test_data::puzzles("norvig_top95.txt", 95) {
        let found = engine.search(&puzzle, 2);
        assert_eq!((found.count, found.solutions.len()), (1, 1), "{puzzle}");
        assert!(found.solutions[0].is_solution_of(&puzzle), "{puzzle}");
        assert!(found.work > 0);
    }
}

#[test]
fn the_singles_an_easy_puzzle_needs_are_loaded_without_searching() {
    let mut engine = SudokuDancingLinks::new(Geometry::NINE);
    // Three easy puzzles (kaggle) that naked and hidden singles solve: Algorithm X on its
    // own tries one row per empty cell; loaded with their singles, the search confirms
    // the solution without trying any.
    for line in [
        ".7.....43.4...961.8..6349...94.52...35846..2....8..53..8..7..919.21....5..7.4.8.2",
        "3.1.865.4.46521.7.5.......14..8....2.8.3479....9.5..38..4.9.2....8734.9...72.81.3",
        ".483.156.36...8.9.91.67...3.2....9355.9.1.2..67..2..1...4..21.7.9.1....815.834.29",
    ] {
        let puzzle = nine(line);
        let found = engine.search(&puzzle, 2);
        assert_eq!((found.count, found.solutions.len()), (1, 1), "{puzzle}");
        assert!(found.solutions[0].is_solution_of(&puzzle), "{puzzle}");
        assert_eq!(engine.matrix().work().nodes, 0, "{puzzle}");
    }
    // f1c8 and f1c9 both need the 8 once 9 is taken from columns 8 and 9: the singles
    // clash, and the search finds no solution.
    let clash = nine(&format!("1234567..{0}.......9.........9{0}", ".".repeat(27)));
    assert_eq!(engine.search(&clash, 2).count, 0);
}

#[test]
fn clashing_givens_have_no_solution() {
    let mut engine = SudokuDancingLinks::new(Geometry::NINE);
    let same_row = nine(&format!("5....5{}", ".".repeat(75)));
    let same_block = nine(&format!("5.........5{}", ".".repeat(70)));
    for puzzle in [same_row, same_block] {
        let found = engine.search(&puzzle, 2);
        assert_eq!((found.count, found.solutions.len()), (0, 0));
    }
    let fine = nine(&format!("5{}", ".".repeat(80)));
    assert_eq!(engine.search(&fine, 2).count, 2);
}

#[test]
fn a_full_board_is_its_own_solution() {
    let line = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let board = nine(line);
    let found = SudokuDancingLinks::new(Geometry::NINE).search(&board, 2);
    assert_eq!(
        found,
        Search { count: 1, solutions: vec![board.clone()], work: found.work, budget_reached: None }
    );
}

#[test]
fn solves_sixteen_by_sixteen_boards() {
    let puzzle = test_data::sixteen_puzzle();
    let mut engine = SudokuDancingLinks::new(Geometry::SIXTEEN);
    let found = engine.search(&puzzle, 2);
    assert!(found.count >= 1);
    assert!(found.solutions.iter().all(|s| s.is_solution_of(&puzzle)));
}

#[test]
fn solves_twenty_five_by_twenty_five_boards() {
    let puzzle = test_data::holes(Geometry::TWENTY_FIVE, 5, 3);
    let found = SudokuDancingLinks::new(Geometry::TWENTY_FIVE).search(&puzzle, 2);
    assert!(found.count >= 1);
    assert!(found.solutions.iter().all(|s| s.is_solution_of(&puzzle)));
}

#[test]
fn random_fill_depends_only_on_the_seed() {
    let mut engine = SudokuDancingLinks::new(Geometry::NINE);
    let fill = |engine: &mut SudokuDancingLinks, seed| engine.fill_random(&mut StdRng::seed_from_u64(seed));
    let first = fill(&mut engine, 7);
    assert!(first.is_solution_of(&Grid::empty(Geometry::NINE)));
    assert_eq!(fill(&mut engine, 7), first);
    let others: Vec<Grid> = (8..12).map(|seed| fill(&mut engine, seed)).collect();
    assert!(others.iter().any(|g| *g != first));
}

#[test]
fn fills_every_board_size() {
    for geometry in Geometry::ALL {
        let mut engine = SudokuDancingLinks::new(geometry);
        let full = engine.fill_random(&mut StdRng::seed_from_u64(3));
        assert!(full.is_solution_of(&Grid::empty(geometry)), "{geometry}");
    }
}

#[test]
fn random_solutions_keep_the_givens() {
    let mut engine = SudokuDancingLinks::new(Geometry::NINE);
    let puzzle = nine(&format!("12{}", ".".repeat(79)));
    let mut rng = StdRng::seed_from_u64(5);
    let solution = engine.solve_random(&puzzle, &mut rng).unwrap();
    assert!(solution.is_solution_of(&puzzle));
    let clash = nine(&format!("11{}", ".".repeat(79)));
    assert_eq!(engine.solve_random(&clash, &mut rng), None);
}

#[test]
fn adapts_to_the_puzzle_size() {
    let mut engine = SudokuDancingLinks::new(Geometry::NINE);
    let found = engine.search(&Grid::empty(Geometry::FOUR), 1000);
    assert_eq!((engine.geometry(), found.count), (Geometry::FOUR, 288));
}

#[test]
fn a_count_reports_each_solution_as_it_is_found() {
    let mut engine = SudokuDancingLinks::new(Geometry::FOUR);
    let mut heard = Vec::new();
    let found = engine.search_counting(&Grid::empty(Geometry::FOUR), 300, &mut |n| heard.push(n));
    assert_eq!(found.count, 288);
    assert_eq!(heard, (1..=288).collect::<Vec<_>>());
    assert_eq!(found.solutions.len(), 2, "two solutions are kept as evidence");
}

/// The covers, the selection and the work that `load` leaves `matrix` ready for.
fn after(
    matrix: &mut MotorDancingLinks,
    load: impl FnOnce(&mut MotorDancingLinks) -> bool,
) -> Option<Outcome> {
    load(matrix).then(|| {
        let selected: Vec<usize> = matrix.selected_rows().collect();
        let loaded = matrix.work();
        let found = covers(matrix, usize::MAX);
        Outcome { selected, loaded, found, searched: matrix.work() }
    })
}

/// What [`after`] compares.
#[derive(Debug, PartialEq)]
struct Outcome {
    selected: Vec<usize>,
    loaded: crate::dancing_links::Work,
    found: Vec<Vec<usize>>,
    searched: crate::dancing_links::Work,
}

/// Selects `rows` one by one after a reset: the reference loading.
fn select_each(matrix: &mut MotorDancingLinks, rows: &[usize]) -> bool {
    matrix.reset();
    rows.iter().all(|&row| matrix.select_row(row))
}

#[test]
fn loading_in_one_pass_equals_selecting_row_by_row() {
    let mut matrix = all_subsets(6);
    let rows = matrix.row_count();
    let selections: Vec<Vec<usize>> =
        vec![vec![], vec![0], vec![0, 1], vec![2, 4], vec![62], vec![0, 61], vec![5, 8], vec![rows]];
    for rows in &selections {
        let expected = after(&mut matrix, |m| select_each(m, rows));
        assert_eq!(after(&mut matrix, |m| m.reset_selecting(rows)), expected, "{rows:?}");
        let all: Vec<usize> = (0..matrix.row_count()).collect();
        assert_eq!(after(&mut matrix, |m| m.reset_restricted(rows, &all)), expected, "{rows:?}");
    }
    // Rows that clash, or candidates out of order, leave the matrix reset.
    assert!(!matrix.reset_selecting(&[0, 2]));
    assert_eq!((matrix.selected_rows().count(), matrix.search(usize::MAX)), (0, 203));
    assert!(!matrix.reset_restricted(&[], &[3, 2]));
    assert_eq!(matrix.search(usize::MAX), 203);
}

#[test]
fn restricting_the_candidates_drops_the_others() {
    let mut matrix = all_subsets(4);
    // Rows of {0, 1}, {2} and {3}: one cover left; without {3}, none.
    let row = |set: usize| set - 1;
    assert!(matrix.reset_restricted(&[], &[row(0b0011), row(0b0100), row(0b1000)]));
    assert_eq!(covers(&mut matrix, 10), [vec![row(0b0011), row(0b0100), row(0b1000)]]);
    assert!(matrix.reset_restricted(&[row(0b0011)], &[row(0b0100), row(0b1100)]));
    assert_eq!(covers(&mut matrix, 10), [vec![row(0b0011), row(0b1100)]]);
    assert!(matrix.reset_restricted(&[], &[row(0b0011), row(0b0100)]));
    assert_eq!(matrix.search(10), 0);
    // A later selection and a reset still work from a loaded matrix.
    assert!(matrix.select_row(row(0b0011)));
    assert_eq!(matrix.search(10), 0);
    matrix.reset();
    assert_eq!(matrix.search(usize::MAX), 15);
}

#[test]
fn the_sudoku_engine_agrees_with_selecting_the_givens_one_by_one() {
    let mut engine = SudokuDancingLinks::new(Geometry::NINE);
    let mut reference = engine.matrix().clone();
    let mut puzzles = test_data::puzzles("tdoku_test_puzzles_kaggle_mixed.txt", 43);
    puzzles.extend(test_data::puzzles("serg_benchmark_multisol.txt", 300));
    puzzles.extend(test_data::puzzles("kaggle_rohanrao_20k_easy.txt", 300));
    puzzles.extend(test_data::puzzles("norvig_top95.txt", 95));
    let moves = super::sudoku::row_moves(Geometry::NINE);
    for puzzle in &puzzles {
        let givens: Vec<usize> = (puzzle.values().iter().enumerate())
            .filter(|&(_, &v)| v != 0)
            .map(|(cell, &v)| cell * 9 + usize::from(v) - 1)
            .collect();
        let mut solutions = Vec::new();
        let found = engine.search(puzzle, 2);
        if select_each(&mut reference, &givens) {
            let count = reference.search_with(2, |rows| {
                solutions.push(super::sudoku::grid_of(Geometry::NINE, &moves, &[0; 81], rows))
            });
            assert_eq!((found.count, &found.solutions), (count, &solutions), "{puzzle}");
            assert_eq!(found.work, reference.work().updates, "{puzzle}");
        } else {
            assert_eq!((found.count, found.solutions.len()), (0, 0), "{puzzle}");
        }
    }
}

#[test]
fn a_search_that_keeps_its_covers_is_followed_by_a_clean_load() {
    let mut matrix = all_subsets(4);
    let row = |set: usize| set - 1;
    // Stopping at the first of the 15 covers leaves the search's covers in place.
    assert_eq!(matrix.search_once_with(1, None::<&mut StdRng>, |_| {}), 1);
    assert!(matrix.reset_restricted(&[row(0b0011)], &[row(0b0100), row(0b1100)]));
    assert_eq!(covers(&mut matrix, 10), [vec![row(0b0011), row(0b1100)]]);
    // Without a load in between, a selection or a search starts from the matrix as built.
    assert_eq!(matrix.search_once_with(1, None::<&mut StdRng>, |_| {}), 1);
    assert_eq!(matrix.search(usize::MAX), 15);
    assert_eq!(matrix.search_once_with(1, None::<&mut StdRng>, |_| {}), 1);
    assert!(matrix.select_row(row(0b1111)));
    assert_eq!(matrix.search(usize::MAX), 1);
}
