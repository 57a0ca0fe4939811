//! Whether a chain search can conclude anything at all on a position, decided without
//! walking: at most positions where the chain patterns are asked there is no chain, and
//! telling so from what the starts reach costs less than walking from each of them.
//!
//! A walk goes over (node, truth) states: from a false node along its strong links to true
//! nodes, from a true node along its weak links to false nodes. Every chain a search finds
//! is such a path from a start's false state to a true state:
//! - an open chain ends at a node other than the start with a candidate weakly linked to
//!   both ends;
//! - a discontinuous loop ends at the start itself;
//! - a continuous loop removes what is weakly linked to both nodes of one of its weak
//!   links `a`–`b`, and going round the loop the other way is a path from "`b` false" to
//!   "`a` true" (and from "`a` false" to "`b` true"), with `a` and `b` both starts of the
//!   search.
//!
//! So a start whose false state reaches no true state of one of these kinds has no walk
//! that finds anything, whatever its length cap and whichever state it reaches first: the
//! searches walk only from the others, and not at all when there is none. What each start
//! reaches is found for all starts at once: the strongly connected components
//! of the state graph (Tarjan's algorithm), each with the nodes whose true states it
//! reaches as bits, made in the order the components close, each after those it leads to.

use std::cell::RefCell;

use dn::CandidateSet;

use super::super::bits::has_bit;
use super::net::{Net, Part};
use super::{CANDIDATES, GROUPED, Graph, NONE, ONE_DIGIT, WITH_SETS};

/// The starts of `digits` from which a walk of `graph` may conclude (see the module
/// comment; with `loops`, the conclusions of nice loops count too), as bits by node number:
/// a walk from any other start finds nothing, whatever its length cap, in `graph`'s part of
/// the net or in any part inside it. Empty when there is none: no search of the graph
/// finds a chain there.
pub(super) fn starts_that_may_conclude(graph: &Graph<'_>, digits: CandidateSet, loops: bool) -> Vec<u64> {
    let mut starts = vec![0; graph.net.nodes.len().div_ceil(64)];
    REACH.with(|reach| {
        let reach = &mut *reach.borrow_mut();
        match graph.part {
            CANDIDATES => reach.run::<CANDIDATES>(graph, digits, loops, &mut starts),
            ONE_DIGIT => reach.run::<ONE_DIGIT>(graph, digits, loops, &mut starts),
            GROUPED => reach.run::<GROUPED>(graph, digits, loops, &mut starts),
            _ => reach.run::<WITH_SETS>(graph, digits, loops, &mut starts),
        }
    });
    if starts.iter().all(|&word| word == 0) {
        starts.clear();
    }
    starts
}

thread_local! {
    /// The arrays of the checks made on this thread, kept from one to the next.
    static REACH: RefCell<Reach> = const { RefCell::new(Reach::new()) };
}

/// A state not visited yet.
const UNSEEN: u32 = u32::MAX;

/// Tarjan's algorithm over the states of one part of a net, and what each component
/// reaches.
struct Reach {
    /// By state: the order the search first visited it in, or [`UNSEEN`].
    index: Vec<u32>,
    /// By state: the lowest order reachable from it inside its open component.
    low: Vec<u32>,
    /// By state: its component, or [`NONE`] while it is still open (on `stack`).
    component: Vec<u32>,
    /// The visited states whose component is not closed yet.
    stack: Vec<u32>,
    /// The depth-first search's path: each state with the position of its next link and
    /// its place on `stack`.
    calls: Vec<(u32, u32, u32)>,
    /// The closed components the states on `stack` lead to, as (place on `stack`,
    /// component), in the order the links were met: those of a component's states are the
    /// last ones when it closes.
    leads: Vec<(u32, u32)>,
    /// By component: the last component that took in its row (each is taken in once).
    taken_by: Vec<u32>,
    /// By component, `words` words: the nodes whose true state it reaches.
    reaches: Vec<u64>,
    /// By digit index, `words` words: its nodes, the ends a start of the digit may
    /// conclude with on that digit.
    of_digit: Vec<u64>,
    /// `words` words: the candidates (numbered first), the only ends of another digit a
    /// candidate may conclude with (none in a single-digit part).
    candidates: Vec<u64>,
    words: usize,
    visited: u32,
}

impl Reach {
    const fn new() -> Reach {
        Reach {
            index: Vec::new(),
            low: Vec::new(),
            component: Vec::new(),
            stack: Vec::new(),
            calls: Vec::new(),
            leads: Vec::new(),
            taken_by: Vec::new(),
            reaches: Vec::new(),
            of_digit: Vec::new(),
            candidates: Vec::new(),
            words: 0,
            visited: 0,
        }
    }

    /// [`starts_that_may_conclude`] for part `PART`, marked in `starts`.
    fn run<const PART: u8>(
        &mut self,
        graph: &Graph<'_>,
        digits: CandidateSet,
        loops: bool,
        starts: &mut [u64],
    ) {
        let net = &*graph.net;
        let part = net.part(PART);
        let states = 2 * net.nodes.len();
        self.words = net.nodes.len().div_ceil(64);
        self.index.clear();
        self.index.resize(states, UNSEEN);
        self.low.resize(states, 0);
        self.component.clear();
        self.component.resize(states, NONE);
        self.reaches.clear();
        self.stack.clear();
        self.calls.clear();
        self.leads.clear();
        self.taken_by.clear();
        self.visited = 0;
        self.mark_ends(graph);
        for start in 0..net.nodes.len() as u32 {
            if !graph.walks_from(&part.leads_on, start, digits) {
                continue;
            }
            if self.index[2 * start as usize] == UNSEEN {
                self.visit::<PART>(net, part, 2 * start);
            }
            let c = self.component[2 * start as usize] as usize;
            if self.concludes(graph, start, c, loops) {
                starts[start as usize / 64] |= 1 << (start % 64);
            }
        }
    }

    /// Fills [`of_digit`](Reach::of_digit) and [`candidates`](Reach::candidates) for
    /// `graph`.
    fn mark_ends(&mut self, graph: &Graph<'_>) {
        let (net, words) = (&*graph.net, self.words);
        self.of_digit.clear();
        self.of_digit.resize(graph.board.side() * words, 0);
        for (n, &digit) in net.digits.iter().enumerate() {
            self.of_digit[usize::from(digit) * words + n / 64] |= 1 << (n % 64);
        }
        let count = if graph.single_digit { 0 } else { net.candidate_count as usize };
        self.candidates.clear();
        self.candidates.extend((0..words).map(|w| match count.saturating_sub(64 * w) {
            0 => 0,
            n if n >= 64 => u64::MAX,
            n => (1 << n) - 1,
        }));
    }

    /// Whether a walk from `start`, whose false state is in component `c`, may conclude:
    /// it reaches itself (a loop, with `loops`) or a node with a candidate weakly linked to
    /// both (looked for among the nodes of its digit and, for a candidate, the candidates).
    fn concludes(&self, graph: &Graph<'_>, start: u32, c: usize, loops: bool) -> bool {
        let words = self.words;
        let reached = &self.reaches[c * words..(c + 1) * words];
        if loops && has_bit(reached, start) {
            return true;
        }
        let net = &*graph.net;
        let digit = usize::from(net.digits[start as usize]);
        let own = &self.of_digit[digit * words..(digit + 1) * words];
        let others = if start < net.candidate_count { &self.candidates[..] } else { &[][..] };
        for (w, (&word, &mine)) in reached.iter().zip(own).enumerate() {
            let mut bits = word & (mine | others.get(w).copied().unwrap_or(0));
            while bits != 0 {
                let end = (64 * w) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                if end != start && graph.sees_some_common(start, end) {
                    return true;
                }
            }
        }
        false
    }

    /// Visits every state reachable from `root` and closes their components.
    fn visit<const PART: u8>(&mut self, net: &Net, part: &Part, root: u32) {
        self.open(root);
        'calls: while let Some(&(state, at, place)) = self.calls.last() {
            // The state's links from the next one on, its lowest order kept at hand.
            let links = net.links_from::<PART>(part, state);
            let (mut at, mut low) = (at as usize, self.low[state as usize]);
            while let Some(&m) = links.get(at) {
                at += 1;
                let Some(target) = net.step::<PART>(state, m) else { continue };
                if self.index[target as usize] == UNSEEN {
                    self.low[state as usize] = low;
                    if let Some(call) = self.calls.last_mut() {
                        call.1 = at as u32;
                    }
                    self.open(target);
                    continue 'calls;
                } else if self.component[target as usize] == NONE {
                    low = low.min(self.index[target as usize]);
                } else {
                    self.lead(place, self.component[target as usize]);
                }
            }
            self.low[state as usize] = low;
            self.calls.pop();
            if self.low[state as usize] == self.index[state as usize] {
                self.close(place);
            }
            if let Some(&(caller, _, from)) = self.calls.last() {
                match self.component[state as usize] {
                    NONE => {
                        let low = self.low[caller as usize].min(self.low[state as usize]);
                        self.low[caller as usize] = low;
                    }
                    closed => self.lead(from, closed),
                }
            }
        }
    }

    /// Notes that the state at `place` on the stack leads to the closed `component`
    /// (once for consecutive links to the same one).
    fn lead(&mut self, place: u32, component: u32) {
        if self.leads.last() != Some(&(place, component)) {
            self.leads.push((place, component));
        }
    }

    /// Starts visiting `state`.
    fn open(&mut self, state: u32) {
        self.index[state as usize] = self.visited;
        self.low[state as usize] = self.visited;
        self.visited += 1;
        self.calls.push((state, 0, self.stack.len() as u32));
        self.stack.push(state);
    }

    /// Closes the component whose first state is at `first` on the stack: its states
    /// leave the stack, and it reaches their true nodes and what the components they lead
    /// to reach.
    fn close(&mut self, first: u32) {
        let words = self.words;
        let c = self.reaches.len() / words;
        self.reaches.resize((c + 1) * words, 0);
        self.taken_by.push(NONE);
        let members = &self.stack[first as usize..];
        let (done, this) = self.reaches.split_at_mut(c * words);
        for &state in members {
            self.component[state as usize] = c as u32;
            if state % 2 == 1 {
                let node = (state / 2) as usize;
                this[node / 64] |= 1 << (node % 64);
            }
        }
        while let Some(&(place, other)) = self.leads.last() {
            if place < first {
                break;
            }
            self.leads.pop();
            let other = other as usize;
            if self.taken_by[other] == c as u32 {
                continue;
            }
            self.taken_by[other] = c as u32;
            for (word, &more) in this.iter_mut().zip(&done[other * words..(other + 1) * words]) {
                *word |= more;
            }
        }
        self.stack.truncate(first as usize);
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Form, LONGEST, READABLE, Search, WALKER, shortest_with};
    use super::*;
    use crate::patterns::{PATTERNS, PatternBoard};

    /// Along the easiest paths of real puzzles, in every part of the net: wherever a walk
    /// finds a chain the check says one may be found, and so does the one check of the
    /// grouped part that serves every search without sets; the check tells "none" at many
    /// of the positions where there is none.
    #[test]
    fn the_check_never_hides_a_chain_and_often_tells_there_is_none() {
        let searches = [
            Search { single_digit: true, grouped: true, als: false, form: Form::Chain, max_links: READABLE },
            Search { single_digit: false, grouped: false, als: false, form: Form::Loop, max_links: READABLE },
            Search {
                single_digit: false,
                grouped: false,
                als: false,
                form: Form::Chain,
                max_links: READABLE,
            },
            Search { single_digit: false, grouped: true, als: false, form: Form::Loop, max_links: READABLE },
            Search { single_digit: false, grouped: true, als: false, form: Form::Chain, max_links: LONGEST },
            Search { single_digit: false, grouped: true, als: true, form: Form::Chain, max_links: READABLE },
        ];
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 12);
        let (mut found, mut none_told, mut none_missed) = ([0; 6], [0; 6], [0; 6]);
        let (mut grouped_none, mut left_out) = (0, [0; 6]);
        let xy_chain = crate::patterns::registry::by_id(dn::PatternId::new("xy-chain")).expect("registered");
        for grid in &grids {
            let mut board = PatternBoard::with_computed_candidates(grid);
            for _ in 0..80 {
                for (k, &search) in searches.iter().enumerate() {
                    let graph = Graph::new(&board, search);
                    let digits = CandidateSet::full(board.side());
                    let [walked] = WALKER.with(|walker| {
                        shortest_with(&mut walker.borrow_mut(), &graph, [search], digits, None)
                    });
                    let own = starts_that_may_conclude(&graph, digits, search.form == Form::Loop);
                    let may = !own.is_empty();
                    assert!(may || walked.is_none(), "a chain hidden in {search:?}");
                    let grouped = super::super::grouped_may_conclude(&board);
                    assert!(search.als || grouped || walked.is_none(), "a chain hidden by the grouped check");
                    // Walking only from the starts a check keeps (the search's own, and for a
                    // search without sets the grouped one) finds what walking from all finds.
                    let grouped_starts = super::super::grouped_starts(&board);
                    let kept_by = if search.als { vec![&own] } else { vec![&own, &*grouped_starts] };
                    for starts in kept_by {
                        let [kept] = WALKER.with(|walker| {
                            shortest_with(&mut walker.borrow_mut(), &graph, [search], digits, Some(starts))
                        });
                        let chain = |found: &Option<super::super::Found>| {
                            found
                                .as_ref()
                                .map(|f| (f.path.clone(), f.eliminations.clone(), f.placement, f.closed))
                        };
                        assert_eq!(chain(&kept), chain(&walked), "{search:?}");
                        if !starts.is_empty() {
                            let walkable = |n: u32| graph.walks_from(graph.leads_on(), n, digits);
                            left_out[k] += (0..graph.net.nodes.len() as u32)
                                .filter(|&n| walkable(n) && !has_bit(starts, n))
                                .count();
                        }
                    }
                    assert!(grouped || xy_chain.find(&board, false).is_none(), "an XY-Chain hidden");
                    grouped_none += usize::from(!grouped);
                    found[k] += usize::from(walked.is_some());
                    none_told[k] += usize::from(!may);
                    none_missed[k] += usize::from(may && walked.is_none());
                }
                let Some(step) = PATTERNS.iter().find_map(|p| p.find(&board, false)) else { break };
                board.apply(&step);
            }
        }
        if !grids.is_empty() {
            assert!(grouped_none > 0, "the grouped check never told there is no chain");
            assert!(
                left_out.iter().all(|&n| n > 0),
                "where a chain may be, a check kept every start: {left_out:?}"
            );
            for k in 0..searches.len() {
                assert!(
                    found[k] > 0 && none_told[k] > none_missed[k],
                    "{:?}",
                    (k, found, none_told, none_missed)
                );
            }
        }
    }
}
