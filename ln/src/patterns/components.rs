//! The strongly connected components of a graph of walk states (Tarjan's algorithm,
//! without recursion), for the checks that tell at once what every start of a walk can
//! reach: the chain engine's ([`chain_engine`](super::chain_engine)) and ALS Chain's.
//!
//! Components close in an order where each comes after every component it leads to, so a
//! check can make what a component reaches, as it closes, from its own states and from what
//! those components reach.

/// A state not visited yet.
const UNSEEN: u32 = u32::MAX;

/// The bit of a [`Components`] mark telling a closed state (its component in the other
/// bits) from an open one (the order it was first visited in).
const CLOSED: u32 = 1 << 31;

/// The search for the components of one graph, its arrays kept from one graph to the next.
pub(crate) struct Components {
    /// By state, one word read once per link: [`UNSEEN`]; while its component is open,
    /// the order the search first visited it in; once closed, its component and
    /// [`CLOSED`].
    mark: Vec<u32>,
    /// By state: the lowest order reachable from it inside its open component.
    low: Vec<u32>,
    /// The visited states whose component is not closed yet.
    stack: Vec<u32>,
    /// The depth-first search's path: each state with the position of its next link and
    /// its place on `stack`.
    calls: Vec<(u32, u32, u32)>,
    /// The closed components the states on `stack` lead to, as (place on `stack`,
    /// component), in the order the links were met.
    leads: Vec<(u32, u32)>,
    /// By component: the last component that listed it among those it leads to.
    taken_by: Vec<u32>,
    /// The components the closing one leads to, each once.
    led: Vec<u32>,
    visited: u32,
}

impl Components {
    /// A search with nothing visited yet.
    pub(crate) const fn new() -> Components {
        Components {
            mark: Vec::new(),
            low: Vec::new(),
            stack: Vec::new(),
            calls: Vec::new(),
            leads: Vec::new(),
            taken_by: Vec::new(),
            led: Vec::new(),
            visited: 0,
        }
    }

    /// Forgets the last graph, for one of `states` states (numbered from 0, fewer than
    /// 2^31).
    pub(crate) fn reset(&mut self, states: usize) {
        self.mark.clear();
        self.mark.resize(states, UNSEEN);
        self.low.resize(states, 0);
        self.stack.clear();
        self.calls.clear();
        self.leads.clear();
        self.taken_by.clear();
        self.visited = 0;
    }

    /// Whether `state` has been visited (and so its component closed).
    #[inline]
    pub(crate) fn seen(&self, state: u32) -> bool {
        self.mark[state as usize] != UNSEEN
    }

    /// The component of `state`, a visited state: components are numbered in the order
    /// they close.
    #[inline]
    pub(crate) fn of(&self, state: u32) -> usize {
        (self.mark[state as usize] & !CLOSED) as usize
    }

    /// Visits every state reachable from `root` not visited yet and closes their
    /// components. The links of a state are `links(state)`, each leading where
    /// `step(state, link)` says (nowhere for `None`). As each component closes, `close`
    /// is told its number, its states and the components it leads to (each once, all
    /// closed before it).
    #[inline]
    pub(crate) fn visit<'a>(
        &mut self,
        root: u32,
        links: impl Fn(u32) -> &'a [u32],
        step: impl Fn(u32, u32) -> Option<u32>,
        mut close: impl FnMut(usize, &[u32], &[u32]),
    ) {
        if self.seen(root) {
            return;
        }
        self.open(root);
        'calls: while let Some(&(state, at, place)) = self.calls.last() {
            let links = links(state);
            let (mut at, mut low) = (at as usize, self.low[state as usize]);
            while let Some(&link) = links.get(at) {
                at += 1;
                let Some(target) = step(state, link) else { continue };
                match self.mark[target as usize] {
                    UNSEEN => {
                        self.low[state as usize] = low;
                        if let Some(call) = self.calls.last_mut() {
                            call.1 = at as u32;
                        }
                        self.open(target);
                        continue 'calls;
                    }
                    order if order & CLOSED == 0 => low = low.min(order),
                    closed => self.lead(place, closed & !CLOSED),
                }
            }
            self.low[state as usize] = low;
            self.calls.pop();
            if low == self.mark[state as usize] {
                self.close(place, &mut close);
            }
            if let Some(&(caller, _, from)) = self.calls.last() {
                match self.mark[state as usize] {
                    closed if closed & CLOSED != 0 => self.lead(from, closed & !CLOSED),
                    _ => {
                        let low = self.low[caller as usize].min(low);
                        self.low[caller as usize] = low;
                    }
                }
            }
        }
    }

    /// Notes that the state at `place` on the stack leads to the closed `component`
    /// (once for consecutive links to the same one).
    #[inline]
    fn lead(&mut self, place: u32, component: u32) {
        if self.leads.last() != Some(&(place, component)) {
            self.leads.push((place, component));
        }
    }

    /// Starts visiting `state`.
    #[inline]
    fn open(&mut self, state: u32) {
        self.mark[state as usize] = self.visited;
        self.low[state as usize] = self.visited;
        self.visited += 1;
        self.calls.push((state, 0, self.stack.len() as u32));
        self.stack.push(state);
    }

    /// Closes the component whose first state is at `first` on the stack: its states
    /// leave the stack, and `close` is told of it.
    #[inline]
    fn close(&mut self, first: u32, close: &mut impl FnMut(usize, &[u32], &[u32])) {
        let c = self.taken_by.len() as u32;
        self.taken_by.push(UNSEEN);
        for &state in &self.stack[first as usize..] {
            self.mark[state as usize] = c | CLOSED;
        }
        self.led.clear();
        while let Some(&(place, other)) = self.leads.last() {
            if place < first {
                break;
            }
            self.leads.pop();
            if self.taken_by[other as usize] != c {
                self.taken_by[other as usize] = c;
                self.led.push(other);
            }
        }
        close(c as usize, &self.stack[first as usize..], &self.led);
        self.stack.truncate(first as usize);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_component_closes_after_those_it_leads_to_and_reaches_what_a_search_reaches() {
        // 300 states with pseudo-random links (cycles, chains, dead ends); odd links
        // are not taken.
        let states = 300u32;
        let mut lists: Vec<Vec<u32>> = Vec::new();
        let mut seed = 7u64;
        for s in 0..states {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let count = if s % 7 == 0 { 0 } else { seed >> 61 };
            lists.push(
                (0..count)
                    .map(|k| 2 * ((seed >> (8 * k + 3)) as u32 % states) + u32::from(k % 3 == 2))
                    .collect(),
            );
        }
        let step = |_: u32, link: u32| link.is_multiple_of(2).then_some(link / 2);
        let mut components = Components::new();
        components.reset(states as usize);
        let mut reached: Vec<Vec<bool>> = Vec::new();
        for root in (0..states).rev() {
            components.visit(
                root,
                |s| &lists[s as usize],
                step,
                |c, members, led| {
                    assert_eq!(c, reached.len(), "numbered in the order they close");
                    let mut row = vec![false; states as usize];
                    for &m in members {
                        row[m as usize] = true;
                    }
                    for &other in led {
                        for (mine, &theirs) in row.iter_mut().zip(&reached[other as usize]) {
                            *mine |= theirs;
                        }
                    }
                    reached.push(row);
                },
            );
        }
        let mut sizes = std::collections::BTreeSet::new();
        for from in 0..states {
            let mut seen = vec![false; states as usize];
            let mut todo = vec![from];
            seen[from as usize] = true;
            while let Some(s) = todo.pop() {
                for &link in &lists[s as usize] {
                    if let Some(t) = step(s, link)
                        && !seen[t as usize]
                    {
                        seen[t as usize] = true;
                        todo.push(t);
                    }
                }
            }
            assert_eq!(reached[components.of(from)], seen, "from {from}");
            sizes.insert(seen.iter().filter(|&&r| r).count());
        }
        assert!(sizes.len() > 5, "reaches of many sizes: {sizes:?}");
    }
}
