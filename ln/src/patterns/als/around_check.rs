//! The check of a pattern of sets that searches only around the changed cells
//! ([`Reads::Units`](crate::patterns::Reads::Units)): wherever it found nothing, on every
//! board with fewer candidates its search around the changed cells finds what its whole
//! search finds.

use dn::CellIndex;

use crate::patterns::{Pattern, PatternBoard, Techniques, solve_with_patterns};

/// Along the easiest-first paths of the first `puzzles` puzzles of `magictour_top1465.txt`,
/// at each position where `pattern` finds nothing: the positions one to three steps later
/// and the position with one to three candidates removed. Asserts on each that
/// [`Pattern::find_around`] the cells changed gives [`Pattern::find`]'s hint, and returns
/// how many of those boards had one.
pub(crate) fn assert_around_finds_the_whole_search(pattern: &dyn Pattern, puzzles: usize) -> usize {
    let mut found = 0;
    let mut compare = |before: &PatternBoard, now: &PatternBoard, what: &str| {
        let changed = now.lost_since(before.all_candidates()).expect("a path or a cut only loses candidates");
        let whole = pattern.find(now, false);
        found += usize::from(whole.is_some());
        assert_eq!(
            pattern.find_around(now, &changed, false),
            whole,
            "{}: {what}",
            pattern.info().id.as_str()
        );
    };
    for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", puzzles) {
        let mut board = PatternBoard::with_computed_candidates(grid);
        let mut path = vec![board.clone()];
        for step in solve_with_patterns(board.clone(), Techniques::ALL, true, false).steps {
            board.apply(&step);
            path.push(board.clone());
        }
        for (k, before) in path.iter().enumerate() {
            if pattern.find(before, false).is_some() {
                continue;
            }
            for (ahead, now) in path.iter().enumerate().skip(k + 1).take(3) {
                compare(before, now, &format!("{grid} from step {k} to {ahead}"));
            }
            for cuts in 1..=3 {
                compare(before, &cut(before, k * 7 + cuts, cuts), &format!("{grid} at step {k}, {cuts} cut"));
            }
        }
    }
    found
}

/// `board` with the first candidate of `count` cells holding two or more removed, the cells
/// drawn from `seed`.
fn cut(board: &PatternBoard, seed: usize, count: usize) -> PatternBoard {
    let open: Vec<CellIndex> = board.empty_cells().filter(|&c| board.candidates(c).len() >= 2).collect();
    let mut cut = board.clone();
    for n in 0..count.min(open.len()) {
        let cell = open[(seed * 31 + n * 17) % open.len()];
        if let Some(digit) = cut.candidates(cell).first() {
            cut.eliminate(cell, digit);
        }
    }
    cut
}
