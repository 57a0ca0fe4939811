//! The chain engine of X-Chain, AIC, Nice Loop, their grouped forms and the AIC with ALS
//! nodes: Alternating Inference Chains over candidates, found shortest first.
//!
//! A node is a digit in one cell (a candidate) or, in grouped searches, in the two or three
//! cells of one box∩line that still have it (a grouped node, true when the digit is in one
//! of them), or, in searches with almost locked sets, a digit in the cells of an almost
//! locked set of two or more cells that hold it (an ALS node, true when the set holds the
//! digit). Two nodes are linked
//! - **strongly** when at least one of them is true: the only two digits of a cell, the
//!   places of a digit in a unit split into the two nodes, or two digits of one almost
//!   locked set (without one it places all the others);
//! - **weakly** when at most one of them is true: two digits of one cell, or two nodes of a
//!   digit whose cells all see each other (every strong link on one digit is weak too).
//!
//! A chain starts at a node supposed false and alternates: a strong link makes the next node
//! true, a weak link the next one false. Arriving at a true node `Y` from the false start
//! `X` proves "`X` or `Y`": a candidate weakly linked to both ends is false (an AIC; on one
//! digit an X-Chain). A loop closes when `Y` is weakly linked back to `X`: each weak link of
//! such a continuous nice loop then holds exactly one true node, so a candidate weakly linked
//! to both of its nodes is false. When the chain from "`X` is false" arrives at "`X` is true",
//! `X` is true (a discontinuous nice loop places it).
//!
//! Each start is walked breadth first over (node, true/false) states, so the first chain a
//! walk concludes with is its shortest; the search keeps the shortest over every start (the
//! first in board order among equals) and never walks further than that. Each pattern caps
//! the length: all at [`READABLE`] links but the Grouped AIC, which comes last of the
//! chains without ALS nodes and searches every form of chain up to [`LONGEST`] links, so a
//! chain longer than [`READABLE`] is offered only when no shorter AIC exists.

use std::cell::RefCell;
use std::fmt::Write;
use std::rc::Rc;

use dn::{CandidateSet, CellIndex, CellSet, ChainNode, Digit, Hint, LinkKind, NodeKind, Role};

use super::bits::has_bit;
use super::draft::Draft;
use super::position_cache::{PositionCache, cached, held};
use super::{PatternBoard, PatternInfo};

mod net;
mod new_links;
mod reach;
mod unit_parts;

use net::Net;

/// The most links the Grouped AIC may use: enough for the chains the hardest shared sets
/// need, few enough to keep the search time bounded.
pub(crate) const LONGEST: usize = 20;

/// The most links of a chain or loop a player still reads comfortably: the cap of every
/// chain pattern but the Grouped AIC.
pub(crate) const READABLE: usize = 12;

/// "No state": the predecessor of a walk's start.
const NONE: u32 = u32::MAX;

/// The parts of a net a walk may use (a [`Graph`]'s, fixed at compile time for the walk):
/// candidates only, with links between digits.
const CANDIDATES: u8 = 0;
/// Candidates and grouped nodes of one digit (no link between digits).
const ONE_DIGIT: u8 = 1;
/// Candidates and grouped nodes, with links between digits.
const GROUPED: u8 = 2;
/// Every node, ALS nodes too; a chain must pass through one.
const WITH_SETS: u8 = 3;

/// What a pattern asks the engine for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Search {
    /// Links on one digit only (X-Chain): no link inside a cell.
    pub(crate) single_digit: bool,
    /// Grouped nodes (box∩line) besides single candidates.
    pub(crate) grouped: bool,
    /// ALS nodes besides those: a chain must then pass through one, and starts at a
    /// candidate or a group.
    pub(crate) als: bool,
    /// Which conclusions count.
    pub(crate) form: Form,
    /// The most links a chain may have (a loop's closing link included).
    pub(crate) max_links: usize,
}

/// The conclusions a search looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// An open chain: candidates weakly linked to both ends are removed.
    Chain,
    /// A nice loop: a continuous loop's eliminations along its weak links, or the start
    /// candidate placed by a discontinuous one.
    Loop,
}

/// The part of a position's [`Net`] one search allows: without grouped nodes unless it
/// asks for them, without links between digits for a single-digit search.
struct Graph<'b> {
    board: &'b PatternBoard,
    net: Rc<Net>,
    single_digit: bool,
    grouped: bool,
    /// Whether a chain must pass through an ALS node.
    needs_set: bool,
    /// The part of the net a walk uses ([`CANDIDATES`] … [`WITH_SETS`]), the same as
    /// [`allows`](Graph::allows) says link by link.
    part: u8,
}

impl<'b> Graph<'b> {
    /// The graph of `board` for `search`.
    fn new(board: &'b PatternBoard, search: Search) -> Graph<'b> {
        let net = Net::of(board, search.als);
        let part = match (search.single_digit, search.grouped, search.als) {
            (_, _, true) => WITH_SETS,
            (true, _, _) => ONE_DIGIT,
            (false, true, _) => GROUPED,
            (false, false, _) => CANDIDATES,
        };
        Graph {
            board,
            net,
            single_digit: search.single_digit,
            grouped: search.grouped,
            needs_set: search.als,
            part,
        }
    }

    /// By node: whether it leads on in the graph's part (see [`net::Part::leads_on`]).
    fn leads_on(&self) -> &[bool] {
        &self.net.part(self.part).leads_on
    }

    /// Whether a walk of the graph starts at `node` when the search starts at nodes of
    /// `digits`: a start it allows ([`starts_at`](Graph::starts_at)) that leads on (by
    /// `leads_on`, the graph's [`leads_on`](Graph::leads_on)): a start without a strong link
    /// goes nowhere, its walk would find nothing.
    #[inline]
    fn walks_from(&self, leads_on: &[bool], node: u32, digits: CandidateSet) -> bool {
        leads_on[node as usize]
            && self.starts_at(node)
            && digits.contains(self.net.nodes[node as usize].digit)
    }

    /// Whether the search may go from node `from` to its linked node `to` (what the
    /// parts of [`Net::weak_in`] and [`Net::strong_in`] say for whole lists).
    #[cfg(test)]
    fn allows(&self, from: u32, to: u32) -> bool {
        (self.grouped || to < self.net.candidate_count)
            && (!self.single_digit || self.net.digits[from as usize] == self.net.digits[to as usize])
    }

    /// Whether a walk may start at `node`: not an ALS node, nor a group unless grouped.
    fn starts_at(&self, node: u32) -> bool {
        self.net.nodes[node as usize].set.is_none() && (self.grouped || node < self.net.candidate_count)
    }

    /// Whether some candidate is in [`seen_by_both`](Graph::seen_by_both): the same
    /// answer, without listing them.
    #[inline(always)]
    fn sees_some_common(&self, a: u32, b: u32) -> bool {
        let net = &*self.net;
        // The digits and words first: most pairs are told from them alone.
        if net.digits[a as usize] == net.digits[b as usize] {
            return match (net.words.get(a as usize), net.words.get(b as usize)) {
                (Some(wa), Some(wb)) => wa.1 & wb.1 != 0,
                _ => !(net.nodes[a as usize].seen & net.nodes[b as usize].seen).is_empty(),
            };
        }
        // Candidates are numbered first.
        if a >= net.candidate_count || b >= net.candidate_count || self.single_digit {
            return false;
        }
        let (na, nb) = (&net.nodes[a as usize], &net.nodes[b as usize]);
        let (Some(ca), Some(cb)) = (na.cells.first(), nb.cells.first()) else { return false };
        let board = self.board;
        match ca == cb {
            true => board.candidates(ca).len() > 2,
            false => board.sees(ca, cb) && (board.has(ca, nb.digit) || board.has(cb, na.digit)),
        }
    }

    /// The candidates (other than the nodes' own) weakly linked to both `a` and `b`.
    fn seen_by_both(&self, a: u32, b: u32) -> Vec<(CellIndex, Digit)> {
        let (na, nb) = (&self.net.nodes[a as usize], &self.net.nodes[b as usize]);
        if na.digit == nb.digit {
            return (na.seen & nb.seen).iter().map(|cell| (cell, na.digit)).collect();
        }
        if !na.is_candidate() || !nb.is_candidate() || self.single_digit {
            return Vec::new();
        }
        let (Some(ca), Some(cb)) = (na.cells.first(), nb.cells.first()) else { return Vec::new() };
        let board = self.board;
        if ca == cb {
            return board
                .candidates(ca)
                .iter()
                .filter(|&d| d != na.digit && d != nb.digit)
                .map(|d| (ca, d))
                .collect();
        }
        let mut found = Vec::new();
        if board.sees(ca, cb) {
            if board.has(ca, nb.digit) {
                found.push((ca, nb.digit));
            }
            if board.has(cb, na.digit) {
                found.push((cb, na.digit));
            }
        }
        found
    }
}

/// A chain found: its states from the false start to the last true node, and what it
/// changes.
#[derive(Clone)]
struct Found {
    /// (node, whether the chain makes it true), from the start.
    path: Vec<(u32, bool)>,
    /// Whether the last node links back to the start (a continuous loop).
    closed: bool,
    /// The candidate placed (a discontinuous loop).
    placement: Option<(CellIndex, Digit)>,
    /// The candidates removed.
    eliminations: Vec<(CellIndex, Digit)>,
}

impl Found {
    /// The number of links, a loop's closing link included.
    fn links(&self) -> usize {
        self.path.len() - 1 + usize::from(self.closed)
    }
}

/// What one walk looks for: chains of `form` with fewer links than `limit`.
struct Goal {
    form: Form,
    limit: usize,
    /// Whether the walk still looks for it.
    open: bool,
    /// The chain the walk found for it.
    found: Option<Found>,
}

/// Breadth-first walks over (node, truth) states, reused from start to start.
struct Walker {
    /// By state: the walk that last visited it and the state it was reached from.
    seen: Vec<(u32, u32)>,
    /// By state, in a search that needs a set: whether the walk's path to it holds one.
    through_set: Vec<bool>,
    /// By node: the walk whose start it is weakly linked to (a loop can close from it).
    closing: Vec<u32>,
    stamp: u32,
    queue: Vec<u32>,
}

impl Walker {
    /// A walker for no node yet ([`fit`](Walker::fit) makes room).
    const fn new() -> Walker {
        Walker { seen: Vec::new(), through_set: Vec::new(), closing: Vec::new(), stamp: 0, queue: Vec::new() }
    }

    /// Makes room for the walks of a graph of `nodes` nodes; the marks of earlier walks
    /// stay, told apart by their stamps.
    fn fit(&mut self, nodes: usize) {
        if self.seen.len() < 2 * nodes {
            self.seen.resize(2 * nodes, (0, NONE));
            self.through_set.resize(2 * nodes, false);
            self.closing.resize(nodes, 0);
            self.queue.reserve(2 * nodes);
        }
    }

    /// The stamp of a new walk: never one an earlier walk left in the marks (when the
    /// count runs out, the marks are cleared and it starts again).
    fn next_stamp(&mut self) -> u32 {
        if self.stamp == u32::MAX {
            self.seen.fill((0, NONE));
            self.closing.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        self.stamp
    }

    /// The states from the start to `state`, or `None` when a node repeats (or an ALS
    /// node says what another node of the path says: the same digit in the same cells).
    fn path(&self, graph: &Graph<'_>, mut state: u32) -> Option<Vec<(u32, bool)>> {
        let mut path = Vec::new();
        while state != NONE {
            let node = state / 2;
            let same = |n: u32| {
                let (a, b) = (&graph.net.nodes[n as usize], &graph.net.nodes[node as usize]);
                n == node || (a.digit == b.digit && a.cells == b.cells)
            };
            if path.iter().any(|&(n, _)| same(n)) {
                return None;
            }
            path.push((node, state % 2 == 1));
            state = self.seen[state as usize].1;
        }
        path.reverse();
        Some(path)
    }

    /// Walks from `start` (supposed false) and gives each goal the first productive chain
    /// of its form with fewer links than its limit. The goals share one breadth-first walk:
    /// the states are visited in the same order whatever the goals, so each gets the chain
    /// a walk for it alone would find.
    /// `PART` is the graph's [`part`](Graph::part): the walk takes the links of that part
    /// of the net as they are listed, without asking link by link.
    fn walk<const PART: u8>(&mut self, graph: &Graph<'_>, start: u32, goals: &mut [Goal]) {
        for goal in goals.iter_mut() {
            goal.found = None;
            goal.open = true;
        }
        let stamp = self.next_stamp();
        self.queue.clear();
        let first = 2 * start;
        self.seen[first as usize] = (stamp, NONE);
        self.through_set[first as usize] = false;
        self.queue.push(first);
        let net = &*graph.net;
        let part = net.part(PART);
        if goals.iter().any(|goal| goal.form == Form::Loop) {
            for &m in net.weak_in::<PART>(start) {
                self.closing[m as usize] = stamp;
            }
        }
        let (mut head, mut level_end, mut links) = (0, 0, 0);
        while head < self.queue.len() {
            if head == level_end {
                // The states `links` links from the start are queued: go one link further.
                level_end = self.queue.len();
                links += 1;
                let mut open = false;
                for goal in goals.iter_mut() {
                    goal.open &= links < goal.limit;
                    open |= goal.open;
                }
                if !open {
                    return;
                }
            }
            let state = self.queue[head];
            head += 1;
            let on = state % 2 == 1;
            for &m in net.links_from::<PART>(state) {
                let Some(target) = net.step::<PART>(part, state, m) else { continue };
                let seen = &mut self.seen[target as usize];
                if seen.0 == stamp {
                    continue;
                }
                *seen = (stamp, state);
                self.queue.push(target);
                if PART == WITH_SETS {
                    let through = self.through_set[state as usize] || net.nodes[m as usize].set.is_some();
                    self.through_set[target as usize] = through;
                }
                if on {
                    continue;
                }
                let mut open = false;
                for goal in goals.iter_mut().filter(|goal| goal.open) {
                    let blind =
                        PART == WITH_SETS && goal.form == Form::Chain && !self.through_set[target as usize];
                    // What `conclude` asks before it looks at the path: the walk reaches a
                    // node that sees a candidate with the start, or closes a loop.
                    let may = match goal.form {
                        Form::Chain => m != start && graph.sees_some_common(start, m),
                        Form::Loop => {
                            m == start
                                || (links >= 3 && links + 1 < goal.limit && self.closing[m as usize] == stamp)
                        }
                    };
                    if !blind && may {
                        goal.found = self.conclude(graph, goal.form, start, target, links, goal.limit);
                        goal.open = goal.found.is_none();
                    }
                    open |= goal.open;
                }
                if !open {
                    return;
                }
            }
        }
    }

    /// What the chain from `start` to the true node of `state` (`links` long) proves, if it
    /// changes something.
    fn conclude(
        &self,
        graph: &Graph<'_>,
        form: Form,
        start: u32,
        state: u32,
        links: usize,
        limit: usize,
    ) -> Option<Found> {
        let end = state / 2;
        match form {
            Form::Chain => {
                if end == start {
                    return None;
                }
                let eliminations = graph.seen_by_both(start, end);
                if eliminations.is_empty() {
                    return None;
                }
                let path = self.path(graph, state)?;
                if graph.needs_set && !path.iter().any(|&(n, _)| graph.net.nodes[n as usize].set.is_some()) {
                    return None;
                }
                Some(Found { path, closed: false, placement: None, eliminations })
            }
            Form::Loop if end == start => {
                let node = &graph.net.nodes[start as usize];
                if !node.is_candidate() {
                    return None;
                }
                let placement = Some((node.cells.first()?, node.digit));
                let mut path = self.path(graph, self.seen[state as usize].1)?;
                path.push((start, true));
                Some(Found { path, closed: false, placement, eliminations: Vec::new() })
            }
            Form::Loop => {
                if links < 3 || links + 1 >= limit || self.closing[end as usize] != self.stamp {
                    return None;
                }
                let path = self.path(graph, state)?;
                let mut eliminations: Vec<(CellIndex, Digit)> = Vec::new();
                let weak_pairs = path.windows(2).filter(|w| w[0].1).map(|w| (w[0].0, w[1].0));
                for (a, b) in weak_pairs.chain([(end, start)]) {
                    for candidate in graph.seen_by_both(a, b) {
                        if !eliminations.contains(&candidate) {
                            eliminations.push(candidate);
                        }
                    }
                }
                (!eliminations.is_empty()).then_some(Found {
                    path,
                    closed: true,
                    placement: None,
                    eliminations,
                })
            }
        }
    }
}

thread_local! {
    /// A search's shortest chain found beside another search's on the same position
    /// ([`find_keeping`]), for when that search is asked about it next.
    static KEPT: RefCell<Option<(PatternBoard, Search, Option<Found>)>> = const { RefCell::new(None) };
}

/// The hint of `info` for the shortest chain `search` finds on `board`.
pub(crate) fn find(
    info: &'static PatternInfo,
    board: &PatternBoard,
    search: Search,
    explain: bool,
) -> Option<Hint> {
    let kept = KEPT.with(|kept| match &*kept.borrow() {
        Some((position, kept, found)) if *kept == search && position == board => Some(found.clone()),
        _ => None,
    });
    match kept {
        Some(found) => {
            let found = found?;
            build(info, &Graph::new(board, search), &found, explain)
        }
        None => find_in_digits(info, board, search, CandidateSet::full(board.side()), explain),
    }
}

/// [`find`] for `search`, finding on the same walks the shortest chain of `next` (a search
/// of the same graph, the same nodes and links, in the other form or another length) and
/// keeping it for when `next` is asked about `board`: Nice Loop and AIC, and their grouped
/// forms, follow each other in the registry and walk the same graph.
pub(crate) fn find_keeping(
    info: &'static PatternInfo,
    board: &PatternBoard,
    search: Search,
    next: Search,
    explain: bool,
) -> Option<Hint> {
    let same_graph = Search { form: next.form, max_links: next.max_links, ..search } == next;
    if !same_graph {
        return find(info, board, search, explain);
    }
    if !search.als && !grouped_may_conclude(board) {
        return None;
    }
    let graph = Graph::new(board, search);
    let [found, kept] = shortest(&graph, [search, next], CandidateSet::full(board.side()));
    KEPT.with(|cell| *cell.borrow_mut() = Some((board.clone(), next, kept)));
    build(info, &graph, &found?, explain)
}

/// [`find`] with walks starting only at nodes of `digits`: for a single-digit search, the
/// shortest chain on those digits, on the net of the whole board (shared with the other
/// chain patterns asked about the position).
pub(crate) fn find_in_digits(
    info: &'static PatternInfo,
    board: &PatternBoard,
    search: Search,
    digits: CandidateSet,
    explain: bool,
) -> Option<Hint> {
    if !search.als && !grouped_may_conclude(board) {
        return None;
    }
    let graph = Graph::new(board, search);
    let [found] = shortest(&graph, [search], digits);
    build(info, &graph, &found?, explain)
}

/// The shortest chain of each of `searches` (searches of `graph`, in any form and length)
/// from the starts of `digits`, the first start's among equals.
fn shortest<const N: usize>(
    graph: &Graph<'_>,
    searches: [Search; N],
    digits: CandidateSet,
) -> [Option<Found>; N] {
    // Most positions have no chain at all: told without walking from every start. Every
    // chain without sets is a chain of the grouped part of the net, so one check of that
    // part, made when the first of them is asked, serves them all at the position, and
    // tells the starts whose walks may find one.
    let starts = match graph.part {
        WITH_SETS => {
            let loops = searches.iter().any(|search| search.form == Form::Loop);
            Rc::new(reach::starts_that_may_conclude(graph, digits, loops))
        }
        _ => grouped_starts(graph.board),
    };
    if starts.is_empty() {
        return std::array::from_fn(|_| None);
    }
    WALKER.with(|walker| shortest_with(&mut walker.borrow_mut(), graph, searches, digits, Some(&starts)))
}

thread_local! {
    /// The starts from which a search without sets may find a chain on the position last
    /// asked ([`grouped_starts`]).
    static GROUPED_STARTS: PositionCache<Vec<u64>> = const { PositionCache::new() };
    /// The candidates (cell by cell) of the last position where no search without sets
    /// could find a chain (empty before the first).
    static NO_CHAIN_AT: RefCell<Vec<CandidateSet>> = const { RefCell::new(Vec::new()) };
}

/// Whether the position of `board` is already known to have no chain without sets (any
/// form, any digits): no AIC over bivalue cells either, an XY-Chain among them. Nothing is
/// built to tell.
pub(crate) fn known_to_have_no_chain(board: &PatternBoard) -> bool {
    held(&GROUPED_STARTS, board).is_some_and(|starts| starts.is_empty())
}

/// By candidate (at `cell · side + digit index`), whether a walk of a chain search without
/// sets supposing it false may find a chain on `board`, when the position's check has been
/// made ([`grouped_starts`]); `None` when it has not: nothing is built to tell.
pub(crate) fn candidates_that_may_start(board: &PatternBoard) -> Option<Vec<bool>> {
    let starts = held(&GROUPED_STARTS, board)?;
    let side = board.side();
    let mut may = vec![false; board.geometry().cell_count() * side];
    if starts.is_empty() {
        return Some(may);
    }
    let net = Net::held(board)?;
    for (n, node) in net.nodes.iter().enumerate().take(net.candidate_count as usize) {
        if let Some(cell) = node.cells.first() {
            may[cell.index() * side + node.digit.index()] = has_bit(&starts, n as u32);
        }
    }
    Some(may)
}

/// Whether some chain search without sets (any form, any digits) may find a chain on
/// `board` (see [`grouped_starts`]).
fn grouped_may_conclude(board: &PatternBoard) -> bool {
    !grouped_starts(board).is_empty()
}

/// The starts (bits by node number of the position's grouped net) from which a chain
/// search without sets (any form, any digits, any part of that net) may find a chain on
/// `board`: [`reach::starts_that_may_conclude`] for the grouped part, once per position;
/// empty when there is none. A position reached from one without any by steps that made
/// no new strong link has none either ([`new_links`]): told without building its net.
fn grouped_starts(board: &PatternBoard) -> Rc<Vec<u64>> {
    let all = Search { single_digit: false, grouped: true, als: false, form: Form::Loop, max_links: LONGEST };
    cached(&GROUPED_STARTS, board, |board| {
        NO_CHAIN_AT.with(|at| {
            let at = &mut *at.borrow_mut();
            if !at.is_empty() && !new_links::may_have_new_strong_link(board, at) {
                return Vec::new();
            }
            let graph = Graph::new(board, all);
            let starts = reach::starts_that_may_conclude(&graph, CandidateSet::full(board.side()), true);
            if starts.is_empty() {
                at.clear();
                at.extend_from_slice(board.all_candidates());
            }
            starts
        })
    })
}

thread_local! {
    /// The walker of the searches made on this thread, its arrays kept from one to the next.
    static WALKER: RefCell<Walker> = const { RefCell::new(Walker::new()) };
}

/// [`shortest`] with `walker`, walking only from the starts of `only` (bits by node
/// number) when given.
fn shortest_with<const N: usize>(
    walker: &mut Walker,
    graph: &Graph<'_>,
    searches: [Search; N],
    digits: CandidateSet,
    only: Option<&[u64]>,
) -> [Option<Found>; N] {
    walker.fit(graph.net.nodes.len());
    let leads_on = graph.leads_on();
    let mut best: [Option<Found>; N] = std::array::from_fn(|_| None);
    let mut goals = searches.map(|search| Goal { form: search.form, limit: 0, open: false, found: None });
    for start in 0..graph.net.nodes.len() as u32 {
        let left_out = only.is_some_and(|only| !has_bit(only, start));
        if left_out || !graph.walks_from(leads_on, start, digits) {
            continue;
        }
        for ((goal, search), best) in goals.iter_mut().zip(&searches).zip(&best) {
            goal.limit = best.as_ref().map_or(search.max_links + 1, Found::links);
        }
        match graph.part {
            CANDIDATES => walker.walk::<CANDIDATES>(graph, start, &mut goals),
            ONE_DIGIT => walker.walk::<ONE_DIGIT>(graph, start, &mut goals),
            GROUPED => walker.walk::<GROUPED>(graph, start, &mut goals),
            _ => walker.walk::<WITH_SETS>(graph, start, &mut goals),
        }
        for (goal, best) in goals.iter_mut().zip(best.iter_mut()) {
            if let Some(found) = goal.found.take() {
                *best = Some(found);
            }
        }
    }
    best
}

/// The chain node of `node` for drawing.
fn chain_node(graph: &Graph<'_>, node: u32) -> ChainNode {
    let n = &graph.net.nodes[node as usize];
    let cells = n.cells.iter().map(|c| graph.board.coord(c)).collect();
    let kind = match (n.group, n.set) {
        (_, Some(_)) => NodeKind::Als,
        (true, None) => NodeKind::Group,
        (false, None) => NodeKind::Candidate,
    };
    ChainNode { cells, digit: n.digit, kind }
}

fn build(info: &'static PatternInfo, graph: &Graph<'_>, found: &Found, explain: bool) -> Option<Hint> {
    let board = graph.board;
    let mut draft = Draft::new(info, board);
    let (&(start, _), &(end, _)) = (found.path.first()?, found.path.last()?);
    for node in [start, end] {
        draft.cells(graph.net.nodes[node as usize].cells.iter(), Role::Start);
    }
    for &(node, _) in &found.path {
        let n = &graph.net.nodes[node as usize];
        draft.cells(n.cells.iter(), Role::Chain);
        if let Some(set) = n.set {
            draft.cells(graph.net.set(set).cells.iter().copied(), Role::Chain);
        }
    }
    for pair in found.path.windows(2) {
        let kind = if pair[0].1 { LinkKind::Weak } else { LinkKind::Strong };
        draft.link(chain_node(graph, pair[0].0), chain_node(graph, pair[1].0), kind);
    }
    if found.closed {
        draft.link(chain_node(graph, end), chain_node(graph, start), LinkKind::Weak);
    }
    for &(cell, digit) in &found.eliminations {
        draft.eliminate(cell, digit);
    }
    if let Some((cell, digit)) = found.placement {
        draft.place(cell, digit);
    }
    draft.finish(explain, |hint| explanation(graph, found, hint))
}

/// "f2c5 is 3", "3 is in f1c4 or f1c5", and their negations.
fn statement(graph: &Graph<'_>, node: u32, on: bool) -> String {
    let n = &graph.net.nodes[node as usize];
    let cells: Vec<String> = n.cells.iter().map(|c| graph.board.coord(c).to_string()).collect();
    let d = n.digit;
    match (cells.as_slice(), on) {
        ([cell], true) => format!("{cell} is {d}"),
        ([cell], false) => format!("{cell} is not {d}"),
        ([a, b], true) => format!("{d} is in {a} or {b}"),
        ([a, b], false) => format!("{d} is in neither {a} nor {b}"),
        (_, true) => format!("{d} is in one of {}", cells.join(", ")),
        (_, false) => format!("{d} is in none of {}", cells.join(", ")),
    }
}

/// Why the strong link from `a` (false) makes `b` true.
fn strong_reason(graph: &Graph<'_>, a: u32, b: u32) -> String {
    let (na, nb) = (&graph.net.nodes[a as usize], &graph.net.nodes[b as usize]);
    let board = graph.board;
    if let (Some(set), true) = (na.set, na.set == nb.set) {
        let als = graph.net.set(set);
        let cells: Vec<String> = als.cells.iter().map(|&c| board.coord(c).to_string()).collect();
        return format!(
            "{} hold {} in {}, an almost locked set: without {} they place all their other digits",
            super::subsets::and_list(cells),
            super::text::digits(als.digits),
            als.unit,
            na.digit
        );
    }
    if na.digit != nb.digit {
        return "its only other candidate".to_string();
    }
    let both = na.cells | nb.cells;
    let unit = na.cells.first().and_then(|cell| {
        board.units_of(cell).into_iter().find(|&unit| {
            let cells: CellSet = board.cells_of(unit).iter().copied().collect();
            (both - cells).is_empty() && board.cells_with(unit, na.digit).all(|c| both.contains(c))
        })
    });
    match unit {
        Some(unit) => format!("the only other place for {} in {unit}", na.digit),
        None => "a strong link".to_string(),
    }
}

fn explanation(graph: &Graph<'_>, found: &Found, hint: &Hint) -> String {
    let path = &found.path;
    let (start, end) = (path[0].0, path[path.len() - 1].0);
    let mut text = format!("If {}", statement(graph, start, false));
    for (k, pair) in path.windows(2).enumerate() {
        let ((a, _), (b, on)) = (pair[0], pair[1]);
        let _ = write!(text, "{} {}", if k == 0 { ", then" } else { ", so" }, statement(graph, b, on));
        if on {
            let _ = write!(text, " ({})", strong_reason(graph, a, b));
        }
    }
    let removed = dn::removals_by_digit(&hint.eliminations);
    if let Some((cell, digit)) = found.placement {
        let cell = graph.board.coord(cell);
        let _ = write!(text, ". Supposing {cell} is not {digit} makes it {digit}, so {cell} = {digit}.");
    } else if found.closed {
        let _ = write!(
            text,
            ", and then {}: the loop closes, so in each weak link of the loop exactly one side is true \
             (whichever way the start goes); candidates that see both sides of a weak link are false: \
             remove {removed}.",
            statement(graph, start, false)
        );
    } else {
        let _ = write!(
            text,
            ". So {} or {}: a candidate that sees both ends is false; remove {removed}.",
            statement(graph, start, true),
            statement(graph, end, true)
        );
    }
    text
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::patterns::PATTERNS;
    use crate::patterns::fixtures::board_from_marks;

    /// Line 61 of magictour_top1465.txt after 12 steps (the board as `jade` prints it).
    pub(crate) const TOP1465_61_STEP12: &str = "
.-----------------------.--------------------.--------------------.
| 46     2456    2456   | *3*   *8*   *9*    | 245   *7*    *1*   |
| *8*    2579    23579  | *4*   567   *1*    | 2359  23569  2356  |
| *1*    4579    34579  | 26    567   2567   | 3459  35689  34568 |
:-----------------------+--------------------+--------------------:
| *2*    4789    4789   | *5*   3479  3478   | *6*   *1*    38    |
| 679    *3*     *1*    | 2689  679   2678   | 2579  *4*    258   |
| 4679   456789  456789 | 2689  *1*   234678 | 2379  2389   238   |
:-----------------------+--------------------+--------------------:
| *5*    24679   24679  | *1*   3469  346    | *8*   236    23467 |
| 34679  46789   46789  | 689   *2*   34568  | *1*   356    34567 |
| 346    *1*     2468   | *7*   3456  34568  | 2345  2356   *9*   |
'-----------------------'--------------------'--------------------'
";

    /// Line 12 of magictour_top1465.txt after 54 steps (the board as `jade` prints it).
    pub(crate) const TOP1465_12_STEP54: &str = "
.---------------.---------------.---------------.
| *8*  *1*  *9* | *4*  26   26  | *3*  *7*  *5* |
| 246  *3*  246 | *7*  *5*  *1* | 24   *8*  *9* |
| *5*  24   *7* | *8*  *3*  *9* | 246  16   12  |
:---------------+---------------+---------------:
| 19   *7*  *8* | *5*  *4*  *3* | 19   *2*  *6* |
| *3*  24   124 | *6*  *9*  27  | 17   *5*  *8* |
| 269  *5*  26  | *1*  27   *8* | 79   *4*  *3* |
:---------------+---------------+---------------:
| *7*  *6*  *3* | *2*  *1*  *5* | *8*  *9*  *4* |
| 24   *9*  124 | *3*  *8*  467 | *5*  16   127 |
| 124  *8*  *5* | *9*  67   467 | 26   *3*  127 |
'---------------'---------------'---------------'
";

    /// Line 21 of magictour_top1465.txt after 26 steps (the board as `jade` prints it).
    pub(crate) const TOP1465_21_STEP26: &str = "
.-----------------.-----------------.------------------.
| 3569  5689  68  | 79   *2*   379  | 69    *4*   *1*  |
| 39    *7*   24  | 489  *1*   *6*  | 289   235   259  |
| 369   *1*   24  | *5*  348   3489 | 2689  2367  2679 |
:-----------------+-----------------+------------------:
| *2*   356   *7* | 49   56    *1*  | 3469  *8*   4569 |
| 156   568   168 | *3*  4568  2489 | *7*   256   49   |
| *4*   3568  *9* | 278  5678  278  | 236   *1*   256  |
:-----------------+-----------------+------------------:
| 79    249   *5* | *6*  478   2478 | *1*   29    *3*  |
| *8*   26    *3* | *1*  *9*   *5*  | 246   267   2467 |
| 1679  2469  16  | 247  347   2347 | *5*   69    *8*  |
'-----------------'-----------------'------------------'
";

    /// Line 13 of magictour_top1465.txt after 21 steps (the board as `jade` prints it).
    pub(crate) const TOP1465_13_STEP21: &str = "
.---------------.--------------------.----------------------.
| *6*  57   *9* | 234    2345  2345  | 1347   1245    *8*   |
| 23   58   23  | *7*    458   *1*   | 469    4569    569   |
| *4*  578  *1* | 69     2358  69    | 37     25      2357  |
:---------------+--------------------+----------------------:
| 157  *9*  *8* | 123    *6*   2357  | 17     12      *4*   |
| 157  *2*  46  | 1489   1457  45789 | 16789  *3*     1679  |
| 17   *3*  46  | 12489  1247  2479  | *5*    12689   12679 |
:---------------+--------------------+----------------------:
| 239  *1*  23  | *5*    34    3468  | 34689  *7*     369   |
| *8*  46   57  | 12346  *9*   23467 | 1346   1456    1356  |
| 39   46   57  | 13468  1347  34678 | *2*    145689  13569 |
'---------------'--------------------'----------------------'
";

    /// Line 13 of magictour_top1465.txt after 23 steps (the board as `jade` prints it).
    pub(crate) const TOP1465_13_STEP23: &str = "
.---------------.--------------------.----------------------.
| *6*  57   *9* | 234    2345  2345  | 1347   1245    *8*   |
| 23   58   23  | *7*    458   *1*   | 469    4569    569   |
| *4*  578  *1* | 69     2358  69    | 37     25      257   |
:---------------+--------------------+----------------------:
| 157  *9*  *8* | 123    *6*   2357  | 17     12      *4*   |
| 157  *2*  46  | 1489   1457  45789 | 16789  *3*     1679  |
| 17   *3*  46  | 12489  1247  2479  | *5*    12689   12679 |
:---------------+--------------------+----------------------:
| 239  *1*  23  | *5*    34    3468  | 4689   *7*     369   |
| *8*  46   57  | 12346  *9*   23467 | 146    1456    1356  |
| 39   46   57  | 13468  1347  34678 | *2*    145689  13569 |
'---------------'--------------------'----------------------'
";

    /// Line 7 of magictour_top1465.txt after 7 steps (the board as `jade` prints it).
    pub(crate) const TOP1465_7_STEP7: &str = "
.----------------------.--------------------.-----------------------.
| 356    *4*    79     | 3578  *1*    367   | *2*    3689   35689   |
| 2356   23568  2368   | 35    2456   *9*   | 145    *7*    13456   |
| 2356   *1*    79     | 3578  24567  23467 | 4589   34689  345689  |
:----------------------+--------------------+-----------------------:
| 125    2579   12     | *4*   *3*    157   | *6*    1289   12789   |
| *8*    2367   12346  | 179   679    167   | 147    *5*    12347   |
| 13456  35679  1346   | *2*   *8*    1567  | 1479   1349   13479   |
:----------------------+--------------------+-----------------------:
| *7*    236    *5*    | 139   249    *8*   | 149    12469  12469   |
| 124    28     1248   | *6*   24579  1247  | *3*    12489  1245789 |
| *9*    2368   123468 | 1357  2457   12347 | 14578  12468  1245678 |
'----------------------'--------------------'-----------------------'
";

    fn hint(id: &str, board: &str) -> Hint {
        let pattern = PATTERNS.iter().find(|p| p.info().id.as_str() == id).expect("a registered pattern");
        pattern.find(&board_from_marks(board), true).expect("the pattern applies")
    }

    #[test]
    fn an_aic_is_explained_link_by_link_and_drawn_alternating() {
        let hint = hint("aic", TOP1465_13_STEP21);
        assert_eq!(
            hint.explanation,
            "If f3c7 is not 3, then f3c7 is 7 (its only other candidate), so f4c7 is not 7, so f4c7 is 1 \
             (its only other candidate), so f4c8 is not 1, so f4c8 is 2 (its only other candidate), so f6c9 is \
             not 2, so f3c9 is 2 (the only other place for 2 in column 9). So f3c7 is 3 or f3c9 is 2: a \
             candidate that sees both ends is false; remove 3 from f3c9."
        );
        let kinds: Vec<LinkKind> = hint.links.iter().map(|l| l.kind).collect();
        assert_eq!(kinds.len(), 7);
        assert!(kinds.iter().enumerate().all(|(k, &kind)| (kind == LinkKind::Strong) == (k % 2 == 0)));
        assert!(
            hint.links.windows(2).all(|w| w[0].to == w[1].from),
            "each link leaves where the last arrived"
        );
    }

    #[test]
    fn a_continuous_loop_closes_with_a_weak_link_and_removes_along_its_weak_links() {
        let hint = hint("nice-loop", TOP1465_12_STEP54);
        let (first, last) = (hint.links.first().unwrap(), hint.links.last().unwrap());
        assert_eq!(last.to, first.from, "the loop closes");
        assert_eq!((first.kind, last.kind), (LinkKind::Strong, LinkKind::Weak));
        assert!(hint.explanation.contains("the loop closes"), "{}", hint.explanation);
    }

    #[test]
    fn a_discontinuous_loop_places_its_start() {
        let hint = hint("nice-loop", TOP1465_21_STEP26);
        assert_eq!(hint.placements.len(), 1);
        let start = &hint.links[0].from;
        assert_eq!((start.cells[0], start.digit), (hint.placements[0].cell, hint.placements[0].digit));
        assert!(hint.explanation.ends_with("so f9c5 = 3."), "{}", hint.explanation);
    }

    #[test]
    fn grouped_nodes_are_drawn_as_groups_and_named_in_words() {
        let hint = hint("x-chain", TOP1465_61_STEP12);
        let group = hint.links.iter().find(|l| l.to.kind == NodeKind::Group).expect("a grouped node");
        assert_eq!(group.to.cells.len(), 2);
        assert!(hint.explanation.contains("9 is in f4c2 or f4c3"), "{}", hint.explanation);
        assert!(hint.explanation.contains("9 is in neither f5c1 nor f6c1"), "{}", hint.explanation);
    }

    #[test]
    fn a_single_digit_search_links_no_two_digits() {
        let hint = hint("x-chain", TOP1465_61_STEP12);
        assert!(hint.links.iter().all(|l| l.from.digit == l.to.digit));
    }

    #[test]
    fn a_walk_never_takes_a_stamp_left_in_the_marks() {
        let mut walker = Walker::new();
        walker.fit(3);
        walker.stamp = u32::MAX - 1;
        let last = walker.next_stamp();
        walker.seen[1] = (last, 0);
        walker.closing[2] = last;
        assert_eq!(last, u32::MAX);
        let wrapped = walker.next_stamp();
        assert_eq!(wrapped, 1, "the count starts again");
        assert!(walker.seen.iter().all(|&(stamp, _)| stamp != wrapped && stamp != last), "marks cleared");
        assert!(walker.closing.iter().all(|&stamp| stamp == 0));
        walker.fit(5);
        assert_eq!((walker.seen.len(), walker.closing.len()), (10, 5), "room for a bigger graph");
    }

    #[test]
    fn a_node_leads_on_when_the_search_allows_one_of_its_strong_links() {
        let board = board_from_marks(TOP1465_13_STEP21);
        let searches = [
            crate::patterns::aic::SEARCH,
            crate::patterns::grouped_aic::SEARCH,
            Search { single_digit: true, grouped: true, als: false, form: Form::Chain, max_links: READABLE },
            Search { single_digit: false, grouped: true, als: true, form: Form::Chain, max_links: READABLE },
        ];
        for search in searches {
            let graph = Graph::new(&board, search);
            let mut dead = 0;
            for n in 0..graph.net.nodes.len() as u32 {
                let leads = graph.net.strong(n).iter().any(|&m| graph.allows(n, m));
                assert_eq!(graph.leads_on()[n as usize], leads, "node {n} in {search:?}");
                dead += usize::from(!leads);
            }
            // The net keeps only nodes with a strong link: a dead end there is a node whose
            // links the search leaves out (to groups, or to other digits).
            let narrower = !search.grouped || search.single_digit;
            assert_eq!(dead > 0, narrower, "{dead} dead ends in {search:?}");
        }
    }

    #[test]
    fn the_quick_test_of_common_candidates_agrees_with_the_list() {
        let board = board_from_marks(TOP1465_7_STEP7);
        let with_sets =
            Search { single_digit: false, grouped: true, als: true, form: Form::Chain, max_links: READABLE };
        for search in [with_sets, crate::patterns::aic::SEARCH] {
            let graph = Graph::new(&board, search);
            let nodes = graph.net.nodes.len() as u32;
            let mut common = 0;
            for a in 0..nodes {
                for b in 0..nodes {
                    let listed = !graph.seen_by_both(a, b).is_empty();
                    assert_eq!(graph.sees_some_common(a, b), listed, "nodes {a} and {b}");
                    common += usize::from(listed);
                }
            }
            assert!(common > 1000, "pairs with common candidates: {common}");
        }
    }

    #[test]
    fn a_chain_kept_from_shared_walks_is_the_one_a_search_of_its_own_finds() {
        let pattern = |id: &str| PATTERNS.iter().find(|p| p.info().id.as_str() == id).unwrap();
        let boards =
            [TOP1465_61_STEP12, TOP1465_12_STEP54, TOP1465_21_STEP26, TOP1465_13_STEP21, TOP1465_7_STEP7];
        for (first, next) in [("nice-loop", "aic"), ("grouped-nice-loop", "grouped-aic")] {
            for marks in boards {
                let board = board_from_marks(marks);
                KEPT.with(|kept| *kept.borrow_mut() = None);
                let alone = pattern(next).find(&board, true);
                pattern(first).find(&board, true);
                assert!(KEPT.with(|kept| kept.borrow().is_some()), "{first} keeps {next}'s chain");
                assert_eq!(pattern(next).find(&board, true), alone, "{next} after {first}");
                let mut other = board.clone();
                let cell = other.empty_cells().find(|&c| other.candidates(c).len() > 2).unwrap();
                other.eliminate(cell, other.candidates(cell).first().unwrap());
                KEPT.with(|kept| *kept.borrow_mut() = None);
                let fresh = pattern(next).find(&other, true);
                pattern(first).find(&board, true);
                assert_eq!(pattern(next).find(&other, true), fresh, "nothing kept for another position");
            }
        }
    }
}
