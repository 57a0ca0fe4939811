//! 4×4 and 16×16 (and 25×25) boards read, check and solve like 9×9 ones.

use dn::{Geometry, Grid, SolutionStatus};
use facade::{Engine, Format, SudokuLN};
use ln::solver::TrialAndError;

/// A full valid grid by the shifted-rows construction: row `r` starts `n·(r mod n) + r/n`
/// places further along.
fn full_grid(geometry: Geometry) -> Grid {
    let (n, side) = (geometry.box_size(), geometry.side());
    let values = (0..side * side)
        .map(|i| ((n * ((i / side) % n) + (i / side) / n + i % side) % side + 1) as u8)
        .collect();
    Grid::new(geometry, values).unwrap()
}

/// Removes values one by one (in a fixed scattered order) while the puzzle stays unique,
/// trying at most `attempts` cells so a 16×16 puzzle stays easy enough for plain backtracking.
fn unique_puzzle(geometry: Geometry, solver: &mut dyn TrialAndError, attempts: usize) -> Grid {
    let mut values = full_grid(geometry).values().to_vec();
    let cells = values.len();
    for k in 0..attempts.min(cells) {
        let cell = (k * 7 + 3) % cells;
        let kept = values[cell];
        values[cell] = 0;
        if solver.search(&Grid::new(geometry, values.clone()).unwrap(), 2).count != 1 {
            values[cell] = kept;
        }
    }
    Grid::new(geometry, values).unwrap()
}

fn check_size(geometry: Geometry, attempts: usize) {
    let mut dlx = Engine::DancingLinks.solver(geometry);
    let puzzle = unique_puzzle(geometry, dlx.as_mut(), attempts);
    assert!(puzzle.filled() < geometry.cell_count(), "some cells were removed");
    for format in [Format::Txt, Format::Sdk, Format::Ss, Format::Sud] {
        let text = SudokuLN::from_text(&puzzle.to_string()).unwrap().export(format).unwrap();
        let game = SudokuLN::from_text(&text).unwrap_or_else(|e| panic!("{geometry} .{format:?}: {e}"));
        assert_eq!(game.board().givens(), puzzle, "{geometry} {format:?} round trip");
    }
    let game = SudokuLN::from_text(&puzzle.to_string()).unwrap();
    for engine in Engine::ALL {
        match game.check(engine).status {
            SolutionStatus::Unique(solution) => assert_eq!(solution, full_grid(geometry)),
            other => panic!("{geometry} with {}: {}", engine.name(), other.name()),
        }
    }
    let empty = SudokuLN::from_text(&Grid::empty(geometry).to_string()).unwrap();
    assert_eq!(empty.check(Engine::DancingLinks).status.name(), "multiple");
}

#[test]
fn four_by_four_boards_solve_and_check() {
    check_size(Geometry::FOUR, usize::MAX);
}

#[test]
fn sixteen_by_sixteen_boards_solve_and_check() {
    check_size(Geometry::SIXTEEN, 160);
}
