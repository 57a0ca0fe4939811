//! Algorithm X as an explicit-stack loop: choose a column to branch on (see
//! `dance::choice`), try its rows one by one, and count the covers found up to a limit.
//! One stack level per chosen column, so deep searches (625 levels on a 25×25 board) need
//! no recursion.

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use super::{Dance, MotorDancingLinks};

/// One level of the search: the column being branched on and the row tried there.
#[derive(Clone, Copy, Debug)]
struct Level {
    /// The covered column.
    col: u32,
    /// The node of the row being tried, or `col` before the first try.
    node: u32,
    /// Random order only: where this level's rows start in `SearchState::order` and the
    /// position of the next one to try.
    start: u32,
    next: u32,
}

/// Buffers the search reuses from one call to the next, so searching allocates nothing
/// once they have grown.
#[derive(Clone, Debug, Default)]
pub(super) struct SearchState {
    stack: Vec<Level>,
    order: Vec<u32>,
    rows: Vec<usize>,
    /// The most rows one search may try, if bounded.
    budget: Option<u64>,
    /// Whether the last search stopped because it used up its budget.
    exhausted: bool,
}

impl MotorDancingLinks {
    /// Bounds every later search to `budget` tried rows (search-tree nodes); `None` lifts
    /// the bound. A search that reaches it stops early, leaves the matrix as it found it,
    /// and [`budget_exhausted`](Self::budget_exhausted) says so: its count is then only a
    /// lower bound.
    pub fn set_node_budget(&mut self, budget: Option<u64>) {
        self.search.budget = budget;
        self.search.exhausted = false;
    }

    /// Whether the last search stopped at its node budget before finishing.
    pub fn budget_exhausted(&self) -> bool {
        self.search.exhausted
    }

    /// Counts exact covers of the columns left uncovered by the selected rows, stopping
    /// after `limit` of them. The matrix is left as it was before the call.
    pub fn search(&mut self, limit: usize) -> usize {
        self.search_with(limit, |_| {})
    }

    /// Like [`search`](Self::search), and calls `on_solution` with the rows of each cover
    /// found (the selected rows first, then the rows the search chose).
    pub fn search_with<F: FnMut(&[usize])>(&mut self, limit: usize, on_solution: F) -> usize {
        self.dispatch::<StdRng, F>(limit, None, true, on_solution)
    }

    /// Like [`search_with`](Self::search_with), but tries the rows of each chosen column in
    /// an order drawn from `rng`, so that the first covers found are random ones. The same
    /// seed gives the same covers.
    pub fn search_random_with<R, F>(&mut self, limit: usize, rng: &mut R, on_solution: F) -> usize
    where
        R: Rng + ?Sized,
        F: FnMut(&[usize]),
    {
        self.dispatch(limit, Some(rng), true, on_solution)
    }

    /// Like [`search_with`](Self::search_with), or [`search_random_with`](Self::search_random_with)
    /// when `rng` is given, but for a matrix about to load its next problem: the covers the
    /// search still holds when it stops are not undone, which saves about as much work as
    /// reaching them took. The matrix then holds no problem until the next
    /// [`reset`](Self::reset), [`reset_selecting`](Self::reset_selecting) or
    /// [`reset_restricted`](Self::reset_restricted); a selection or search before that
    /// starts from the matrix as built.
    pub fn search_once_with<R, F>(&mut self, limit: usize, rng: Option<&mut R>, on_solution: F) -> usize
    where
        R: Rng + ?Sized,
        F: FnMut(&[usize]),
    {
        self.dispatch(limit, rng, false, on_solution)
    }

    /// Runs the search compiled for the matrix's row width; `restore`: undo the covers left
    /// when it stops.
    fn dispatch<R, F>(&mut self, limit: usize, rng: Option<&mut R>, restore: bool, on_solution: F) -> usize
    where
        R: Rng + ?Sized,
        F: FnMut(&[usize]),
    {
        if self.spent {
            self.reset();
        }
        self.spent = !restore;
        match self.width {
            2 => self.run::<2, R, F>(limit, rng, restore, on_solution),
            3 => self.run::<3, R, F>(limit, rng, restore, on_solution),
            4 => self.run::<4, R, F>(limit, rng, restore, on_solution),
            _ => self.run::<0, R, F>(limit, rng, restore, on_solution),
        }
    }

    /// The search loop, walking rows of width `W` (`0`: any).
    fn run<const W: u32, R, F>(
        &mut self,
        limit: usize,
        mut rng: Option<&mut R>,
        restore: bool,
        mut on_solution: F,
    ) -> usize
    where
        R: Rng + ?Sized,
        F: FnMut(&[usize]),
    {
        let MotorDancingLinks {
            links, col, run, row_of, size, columns, live, selected, work, search, ..
        } = self;
        let SearchState { stack, order, rows, budget, exhausted } = search;
        stack.clear();
        order.clear();
        *exhausted = false;
        let node_limit = budget.map_or(u64::MAX, |b| work.nodes.saturating_add(b));
        let mut dance = Dance::<W>::new(links, col, run, size, *columns, *live);
        let mut found = 0;
        'search: while found < limit {
            match dance.choose_column() {
                None => {
                    found += 1;
                    rows.clear();
                    rows.extend(selected.iter().map(|&r| r as usize));
                    rows.extend(stack.iter().map(|level| row_of[level.node as usize] as usize));
                    on_solution(rows);
                    if found == limit {
                        break 'search;
                    }
                }
                Some(c) if dance.size(c) > 0 => {
                    dance.cover(c);
                    let start = order.len() as u32;
                    if let Some(rng) = rng.as_deref_mut() {
                        let mut p = dance.down(c);
                        while p != c {
                            order.push(p);
                            p = dance.down(p);
                        }
                        order[start as usize..].shuffle(rng);
                    }
                    stack.push(Level { col: c, node: c, start, next: start });
                }
                Some(_) => {}
            }
            loop {
                let Some(level) = stack.last_mut() else { break 'search };
                if level.node != level.col {
                    dance.leave_row(level.node);
                }
                let next = if rng.is_some() {
                    match order.get(level.next as usize) {
                        Some(&p) => {
                            level.next += 1;
                            p
                        }
                        None => level.col,
                    }
                } else {
                    dance.down(level.node)
                };
                if next == level.col {
                    let Level { col, start, .. } = *level;
                    order.truncate(start as usize);
                    stack.pop();
                    dance.uncover(col);
                } else if work.nodes >= node_limit {
                    // The previous row of this level is already left; mark none entered.
                    level.node = level.col;
                    *exhausted = true;
                    break 'search;
                } else {
                    level.node = next;
                    work.nodes += 1;
                    dance.enter_row(next);
                    break;
                }
            }
        }
        if restore {
            while let Some(level) = stack.pop() {
                if level.node != level.col {
                    dance.leave_row(level.node);
                }
                dance.uncover(level.col);
            }
        }
        stack.clear();
        rows.clear();
        let (now_live, updates) = dance.finish();
        *live = now_live;
        work.updates += updates;
        found
    }
}
