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
//! of the state graph ([`Components`]), each with the nodes whose true states it
//! reaches as bits, made in the order the components close, each after those it leads to.

use std::cell::RefCell;

use dn::CandidateSet;

use super::super::bits::has_bit;
use super::super::components::Components;
use super::{CANDIDATES, GROUPED, Graph, ONE_DIGIT, WITH_SETS};

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

/// What each component of the states of one part of a net reaches.
struct Reach {
    components: Components,
    /// By component, `words` words: the nodes whose true state it reaches.
    reaches: Vec<u64>,
    /// By digit index, `words` words: its nodes, the ends a start of the digit may
    /// conclude with on that digit.
    of_digit: Vec<u64>,
    /// `words` words: the candidates (numbered first), the only ends of another digit a
    /// candidate may conclude with (none in a single-digit part).
    candidates: Vec<u64>,
    words: usize,
}

impl Reach {
    const fn new() -> Reach {
        Reach {
            components: Components::new(),
            reaches: Vec::new(),
            of_digit: Vec::new(),
            candidates: Vec::new(),
            words: 0,
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
        self.words = net.nodes.len().div_ceil(64);
        self.components.reset(2 * net.nodes.len());
        self.reaches.clear();
        self.mark_ends(graph);
        for start in 0..net.nodes.len() as u32 {
            if !graph.walks_from(&part.leads_on, start, digits) {
                continue;
            }
            let Reach { components, reaches, words, .. } = self;
            let words = *words;
            components.visit(
                2 * start,
                |state| net.links_from::<PART>(state),
                |state, m| net.step::<PART>(part, state, m),
                |c, members, led| {
                    // It reaches its true nodes and what the components it leads to reach.
                    reaches.resize((c + 1) * words, 0);
                    let (done, this) = reaches.split_at_mut(c * words);
                    for &state in members.iter().filter(|&&state| state % 2 == 1) {
                        let node = (state / 2) as usize;
                        this[node / 64] |= 1 << (node % 64);
                    }
                    for &other in led {
                        let other = other as usize;
                        for (word, &more) in this.iter_mut().zip(&done[other * words..(other + 1) * words]) {
                            *word |= more;
                        }
                    }
                },
            );
            let c = self.components.of(2 * start);
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
        // From the nodes' words where the net has them, the start's part of the test once.
        let ends = Ends::of(graph, start);
        let concludes_with = |end: u32| match &ends {
            Some(ends) => ends.with(net, end),
            None => graph.sees_some_common(start, end),
        };
        for (w, (&word, &mine)) in reached.iter().zip(own).enumerate() {
            let mut bits = word & (mine | others.get(w).copied().unwrap_or(0));
            while bits != 0 {
                let end = (64 * w) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                if end != start && concludes_with(end) {
                    return true;
                }
            }
        }
        false
    }
}

/// What a start concludes with, in words (boards with node words): the test of
/// [`Graph::sees_some_common`] made once for the start, then a few operations per end.
struct Ends {
    digit: u8,
    /// Whether ends of other digits count: the start is a candidate, in a search linking
    /// digits.
    across: bool,
    /// The cells the start sees ([`Node::seen`](super::net::Node::seen)).
    seen: u128,
    /// For a candidate start of a search linking digits: its cell's peers, its cell's
    /// digits (bits of indices), and its cell again when that holds three digits or more
    /// (zero, zero and zero otherwise).
    peers: u128,
    holds: u32,
    wide: u128,
}

impl Ends {
    /// The ends of `start`, a node of `graph`, when the net has node words.
    fn of(graph: &Graph<'_>, start: u32) -> Option<Ends> {
        let net = &*graph.net;
        let (cell, seen) = *net.words.get(start as usize)?;
        let across = start < net.candidate_count && !graph.single_digit;
        let digit = net.digits[start as usize];
        let mut ends = Ends { digit, across, seen, peers: 0, holds: 0, wide: 0 };
        if across {
            let index = dn::CellIndex::new(cell.trailing_zeros() as usize);
            let digits = graph.board.candidates(index);
            ends.peers = graph.board.peer_set(index).to_u128().unwrap_or(0);
            ends.holds = digits.bits();
            ends.wide = if digits.len() > 2 { cell } else { 0 };
        }
        Some(ends)
    }

    /// [`Graph::sees_some_common`] of the start and `end`, another node.
    #[inline]
    fn with(&self, net: &super::net::Net, end: u32) -> bool {
        let (cells, seen) = net.words[end as usize];
        let digit = net.digits[end as usize];
        match digit == self.digit {
            true => seen & self.seen != 0,
            false => {
                self.across
                    && end < net.candidate_count
                    && (cells & (self.seen | self.wide) != 0
                        || (self.holds >> digit & 1 == 1 && cells & self.peers != 0))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Form, LONGEST, READABLE, Search, WALKER, shortest_with};
    use super::*;
    use crate::patterns::{PATTERNS, PatternBoard};

    /// The words' test of what a start concludes with is [`Graph::sees_some_common`], for
    /// every pair of nodes of nets with sets, grouped nets and single-digit graphs, along
    /// the easiest paths of real puzzles and boards a few removed candidates away.
    #[test]
    fn the_ends_in_words_are_the_pairs_that_see_a_common_candidate() {
        let searches = [
            Search { single_digit: true, grouped: true, als: false, form: Form::Chain, max_links: READABLE },
            Search { single_digit: false, grouped: true, als: true, form: Form::Chain, max_links: READABLE },
        ];
        let (mut pairs, mut across, mut seeing) = (0, 0, 0);
        for grid in &crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 4) {
            let mut board = PatternBoard::with_computed_candidates(grid);
            for step in 0..24 {
                for &search in &searches {
                    let graph = Graph::new(&board, search);
                    let nodes = graph.net.nodes.len() as u32;
                    for start in 0..nodes {
                        let ends = Ends::of(&graph, start).expect("a 9x9 net has node words");
                        for end in (0..nodes).filter(|&end| end != start) {
                            let expected = graph.sees_some_common(start, end);
                            assert_eq!(ends.with(&graph.net, end), expected, "{start} {end} at step {step}");
                            pairs += 1;
                            seeing += usize::from(expected);
                            across += usize::from(
                                expected
                                    && graph.net.digits[start as usize] != graph.net.digits[end as usize],
                            );
                        }
                    }
                }
                let next = PATTERNS.iter().find_map(|p| p.find(&board, false));
                match next {
                    Some(hint) if step % 3 != 2 => {
                        board.apply(&hint);
                    }
                    _ if crate::patterns::fixtures::step_along(&mut board, false) => {}
                    _ => break,
                }
            }
        }
        assert!(
            pairs == 0 || (seeing > 1000 && across > 100),
            "{pairs} pairs, {seeing} seeing, {across} across"
        );
    }

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
