//! Facts about one position kept for the patterns that ask about it next: on the
//! easiest-first path every pattern is asked about the same board in turn until one
//! applies, so what several of them build from the candidates (the almost locked sets, the
//! chain graph) is built once per position and shared. A cache holds one position per
//! thread and is rebuilt when asked about another board (compared by values and
//! candidates, so any change to the board is seen).

use std::cell::RefCell;
use std::rc::Rc;
use std::thread::LocalKey;

use super::PatternBoard;

/// One thread's value built for the last position asked (see the module comment).
pub(crate) struct PositionCache<T>(RefCell<Option<(PatternBoard, Rc<T>)>>);

impl<T> PositionCache<T> {
    /// An empty cache, for a `thread_local!` static.
    pub(crate) const fn new() -> PositionCache<T> {
        PositionCache(RefCell::new(None))
    }
}

/// The value `cache` holds for `board`, built with `build` when it holds none for it.
pub(crate) fn cached<T: 'static>(
    cache: &'static LocalKey<PositionCache<T>>,
    board: &PatternBoard,
    build: impl FnOnce(&PatternBoard) -> T,
) -> Rc<T> {
    if let Some(value) = held(cache, board) {
        return value;
    }
    let value = Rc::new(build(board));
    cache.with(|cell| *cell.0.borrow_mut() = Some((board.clone(), Rc::clone(&value))));
    value
}

/// The value `cache` holds for `board`, if it holds one: nothing is built.
pub(crate) fn held<T: 'static>(
    cache: &'static LocalKey<PositionCache<T>>,
    board: &PatternBoard,
) -> Option<Rc<T>> {
    cache.with(|cell| match &*cell.0.borrow() {
        Some((position, value)) if position == board => Some(Rc::clone(value)),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::fixtures::board_from_line;
    use std::cell::Cell;

    thread_local! {
        static EMPTIES: PositionCache<usize> = const { PositionCache::new() };
    }

    #[test]
    fn a_position_is_built_once_and_any_change_rebuilds() {
        let builds = Cell::new(0);
        let count = |board: &PatternBoard| {
            builds.set(builds.get() + 1);
            board.empty_cells().count()
        };
        let mut board = board_from_line(
            ".8.9.2..5.7.1.5.989153.862.79.5.4.8.45.....6..2..3..5..47.9...2.39257..6.6.4...79",
        );
        let first = *cached(&EMPTIES, &board, count);
        assert_eq!((*cached(&EMPTIES, &board.clone(), count), builds.get()), (first, 1));
        let cell = board.empty_cells().next().unwrap();
        let digit = board.candidates(cell).first().unwrap();
        board.eliminate(cell, digit);
        assert_eq!((*cached(&EMPTIES, &board, count), builds.get()), (first, 2), "a removed candidate");
        board.place(cell, board.candidates(cell).first().unwrap());
        assert_eq!((*cached(&EMPTIES, &board, count), builds.get()), (first - 1, 3), "a placed value");
    }
}
