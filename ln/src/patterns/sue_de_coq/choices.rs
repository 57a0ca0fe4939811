//! The order in which Sue de Coq tries the choices of cells of a list: fewest cells first;
//! among choices of as many cells, the order of a depth-first search that lists all the
//! children of a choice (one more cell, from after its last) and then searches them, last
//! child first. It depends only on the number of cells and the most chosen, so each order
//! is made once per thread and kept.

use std::cell::RefCell;

thread_local! {
    /// The orders made on this thread, by `33 · cells + most`.
    static ORDERS: RefCell<Vec<Vec<u32>>> = const { RefCell::new(Vec::new()) };
}

/// Calls `visit` with every non-empty choice of at most `max` (at least 1) of `len` cells
/// (at most 32), as bits of the cells chosen, in the order of the module comment.
pub(super) fn with<R>(len: usize, max: usize, visit: impl FnOnce(&[u32]) -> R) -> R {
    ORDERS.with(|orders| {
        let mut orders = orders.borrow_mut();
        let at = 33 * len + max;
        if orders.len() <= at {
            orders.resize_with(at + 1, Vec::new);
        }
        if orders[at].is_empty() {
            orders[at] = made(len, max);
        }
        visit(&orders[at])
    })
}

/// The choices of [`with`], made: each is written straight to its place, the number of
/// choices of `s` cells being a binomial coefficient.
fn made(len: usize, max: usize) -> Vec<u32> {
    let mut next = [0usize; 34];
    let mut count = 1usize;
    for size in 1..=max {
        next[size + 1] = next[size] + count * (len + 1 - size) / size;
        count = next[size + 1] - next[size];
    }
    let mut sorted = vec![0; next[max + 1]];
    Writer { len, max, sorted: &mut sorted, next: &mut next }.children(0, 0, 0);
    sorted
}

/// The depth-first search of [`made`], writing each choice at the next place for its
/// number of cells.
struct Writer<'a> {
    len: usize,
    max: usize,
    /// The choices, fewest cells first.
    sorted: &'a mut [u32],
    /// `next[s]`: where the next choice of `s` cells goes.
    next: &'a mut [usize; 34],
}

impl Writer<'_> {
    /// Writes the children of `parent` (`size` cells, the last before `start`), then
    /// searches them, last child first.
    fn children(&mut self, start: usize, parent: u32, size: usize) {
        let first = self.next[size + 1];
        for k in start..self.len {
            self.sorted[self.next[size + 1]] = parent | 1 << k;
            self.next[size + 1] += 1;
        }
        if size + 1 < self.max {
            for (offset, k) in (start..self.len).enumerate().rev() {
                let child = self.sorted[first + offset];
                self.children(k + 1, child, size + 1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_comes_once_fewest_cells_first() {
        for len in 0..=9 {
            for max in 1..=len.max(1) {
                let order = with(len, max, <[u32]>::to_vec);
                let expected: usize = (1..=max.min(len)).map(|k| binomial(len, k)).sum();
                assert_eq!(order.len(), expected, "{len} cells, at most {max}");
                let mut seen = std::collections::HashSet::new();
                assert!(order.iter().all(|&choice| seen.insert(choice) && choice < 1 << len));
                assert!(order.windows(2).all(|w| w[0].count_ones() <= w[1].count_ones()));
            }
        }
    }

    fn binomial(n: usize, k: usize) -> usize {
        (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
    }
}
