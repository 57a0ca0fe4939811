//! The net of one position: every node a chain may use and every link between them, built
//! once per position and shared by the chain patterns asked about it in turn.
//!
//! The nodes are numbered candidates first (by cell, then digit), then the grouped nodes
//! (block by block, each digit's row groups then its column groups), then, when asked for,
//! one node per digit of each almost locked set. On boards up to 9×9, whose strong links a
//! table tells before any node is made, a candidate or group without a strong link is left
//! out (no walk starts at it, reaches it or lists it): about three nodes in five on hard
//! boards. Each node's links are listed in a fixed
//! order (strong: within units, unit by unit, then a bivalue cell's other digit, then the
//! other digits of its set; weak: the other digits of its cell, then the nodes of its digit
//! it sees, by number), so the walks, which take the links in that order, find the same
//! chain first however the net is built. Weak links are listed only between nodes that have
//! a strong link: a walk reads them from true nodes only, which it reached by a strong link,
//! towards nodes it can go on from. The construction works on per-unit arrays and flat
//! lists rather than hashing cell sets: it runs at every position the chain patterns reach.

use std::cell::OnceCell;
use std::rc::Rc;

use dn::{CandidateSet, CellIndex, CellSet, Digit, Unit};

use super::super::PatternBoard;
use super::super::als::{Als, AlsTable};
use super::super::bits::ones;
use super::super::buckets::Buckets;
use super::super::position_cache::{PositionCache, cached, held};
use super::unit_parts::{COLUMN, Places, ROW, UnitParts};
use super::{CANDIDATES, GROUPED, NONE, ONE_DIGIT, WITH_SETS};

/// A node of the net.
#[derive(Clone)]
pub(super) struct Node {
    /// Its cells (one for a candidate).
    pub(super) cells: CellSet,
    /// The digit.
    pub(super) digit: Digit,
    /// Whether it is a grouped node.
    pub(super) group: bool,
    /// The almost locked set of an ALS node (an index into [`Net::sets`]).
    pub(super) set: Option<u32>,
    /// The other cells with the digit that see every cell of the node: the candidates of
    /// the digit it is weakly linked to.
    pub(super) seen: CellSet,
}

impl Node {
    /// Whether it is a single candidate (not a group, not a set).
    pub(super) fn is_candidate(&self) -> bool {
        !self.group && self.set.is_none()
    }
}

/// Every node and link of a position: the candidates, then the grouped nodes, then (when
/// built with sets) the ALS nodes, with every kind of link between them. Each search sees
/// the part it allows through a [`Graph`](super::Graph). Because a search's own nodes come
/// first and the links are listed in the same order whatever else the net holds, leaving
/// out the nodes and links a search does not allow leaves exactly the graph built for it
/// alone.
pub(super) struct Net {
    pub(super) nodes: Vec<Node>,
    /// The digit index of each node (what a single-digit search compares).
    pub(super) digits: Vec<u8>,
    /// The number of candidate nodes (numbered first).
    pub(super) candidate_count: u32,
    /// The strong links between candidates and grouped nodes in the order found, while
    /// the net is built (then listed per node in `strong_list`).
    strong_pairs: Vec<(u32, u32)>,
    /// The strongly linked nodes of node `n`: `strong_list[strong_start[n]..strong_start[n + 1]]`.
    strong_start: Vec<u32>,
    strong_list: Vec<u32>,
    /// Where the links of node `n` to nodes of other digits begin in `strong_list` (they
    /// come last: a bivalue cell's other digit, a set's other digits).
    strong_others: Vec<u32>,
    /// The weakly linked nodes of node `n`: `weak_list[weak_start[n]..weak_start[n + 1]]`.
    weak_start: Vec<u32>,
    weak_list: Vec<u32>,
    /// Where the weak links of node `n` to nodes of its own digit begin in `weak_list`
    /// (after the other digits of its cell).
    weak_own: Vec<u32>,
    /// Where the weak links of node `n` to grouped and set nodes begin in `weak_list`
    /// (after every candidate).
    weak_groups: Vec<u32>,
    /// On boards of at most 128 cells, each node's cells and the cells it sees
    /// ([`Node::seen`]) as 128-bit words (empty on bigger boards).
    pub(super) words: Vec<(u128, u128)>,
    /// The cells with each digit (by digit index) as a candidate.
    places: Vec<CellSet>,
    /// Node number of each candidate, at `cell · side + digit index` ([`NONE`] for none).
    candidates: Vec<u32>,
    /// The grouped nodes whose first cell and digit are at `cell · side + digit index`: a
    /// row group and a column group at most.
    groups: Vec<[u32; 2]>,
    /// The position's almost locked sets, when built with ALS nodes.
    table: Option<Rc<AlsTable>>,
    /// The sets of the ALS nodes (those of two cells or more), by their number in `table`.
    sets: Vec<u32>,
    side: usize,
    /// Each part's [`Part`] ([`CANDIDATES`] … [`WITH_SETS`]), made when a walk first asks.
    parts: [OnceCell<Part>; 4],
}

/// What the walks of one part of a net need beyond its lists, made once per net and part:
/// the nodes that lead on.
pub(super) struct Part {
    /// By node: whether it has a strong link in the part, so that a walk supposing it false
    /// can go on from it (a node without is a dead end there, and a walk leaves it out).
    pub(super) leads_on: Vec<bool>,
}

impl Part {
    /// Part `PART` of `net`.
    fn of<const PART: u8>(net: &Net) -> Part {
        let nodes = 0..net.nodes.len() as u32;
        let leads_on: Vec<bool> = match PART {
            CANDIDATES => nodes
                .map(|n| net.strong_in::<CANDIDATES>(n).iter().any(|&m| m < net.candidate_count))
                .collect(),
            ONE_DIGIT => nodes.map(|n| !net.strong_in::<ONE_DIGIT>(n).is_empty()).collect(),
            _ => nodes.map(|n| !net.strong_in::<GROUPED>(n).is_empty()).collect(),
        };
        Part { leads_on }
    }
}

/// A copy of `list` with room for `more` items after it.
fn with_room<T: Clone>(list: &[T], more: usize) -> Vec<T> {
    let mut copy = Vec::with_capacity(list.len() + more);
    copy.extend_from_slice(list);
    copy
}

thread_local! {
    /// The net of candidates and groups of the last position asked.
    static GROUPED_NET: PositionCache<Net> = const { PositionCache::new() };
    /// The net with ALS nodes too of the last position asked.
    static WITH_SETS_NET: PositionCache<Net> = const { PositionCache::new() };
}

impl Net {
    /// The net of `board` (grouped nodes always, ALS nodes when `als`), from the
    /// position's cache.
    pub(super) fn of(board: &PatternBoard, als: bool) -> Rc<Net> {
        match als {
            false => cached(&GROUPED_NET, board, |board| Net::new(board, false)),
            true => cached(&WITH_SETS_NET, board, |board| Net::of(board, false).with_sets(board)),
        }
    }

    /// The net of candidates and groups of `board`, if the position's cache holds it:
    /// nothing is built.
    pub(super) fn held(board: &PatternBoard) -> Option<Rc<Net>> {
        held(&GROUPED_NET, board)
    }

    /// This net (of `board`, without ALS nodes) with the ALS nodes of `board` added: the
    /// same as [`Net::new`] with them, the nodes and links it has already copied. The set
    /// nodes come last, so each node's links gain only set nodes, at their ends.
    fn with_sets(&self, board: &PatternBoard) -> Net {
        // Room for the set nodes and their links from the start: the copied lists would
        // otherwise be copied again as they grow.
        let table = AlsTable::of(board);
        let (nodes, links) = room_for_sets(&table);
        let mut net = Net {
            nodes: with_room(&self.nodes, nodes),
            digits: Vec::new(),
            candidate_count: self.candidate_count,
            strong_pairs: Vec::new(),
            strong_start: with_room(&self.strong_start, nodes),
            strong_list: with_room(&self.strong_list, links),
            strong_others: with_room(&self.strong_others, nodes),
            weak_start: Vec::new(),
            weak_list: Vec::new(),
            weak_own: Vec::new(),
            weak_groups: Vec::new(),
            words: Vec::new(),
            places: self.places.clone(),
            candidates: self.candidates.clone(),
            groups: self.groups.clone(),
            table: None,
            sets: Vec::new(),
            side: self.side,
            parts: Default::default(),
        };
        let first_set = net.nodes.len();
        net.add_sets(board);
        net.digits = net.nodes.iter().map(|n| n.digit.index() as u8).collect();
        net.link_sets(first_set);
        net.link_weakly(board, Some(self));
        net
    }

    /// The net of `board`, with ALS nodes when `als`.
    pub(super) fn new(board: &PatternBoard, als: bool) -> Net {
        Net::built(board, als, UnitParts::of(board))
    }

    /// [`Net::new`], its groups and links inside units read from `table` when given, else
    /// worked out place by place.
    fn built(board: &PatternBoard, als: bool, table: Option<&UnitParts>) -> Net {
        let side = board.side();
        let cell_count = board.geometry().cell_count();
        let mut empty: Vec<CellIndex> = Vec::with_capacity(cell_count);
        empty.extend(board.empty_cells());
        let mut places = vec![CellSet::EMPTY; side];
        for &cell in &empty {
            for digit in board.candidates(cell) {
                places[digit.index()].insert(cell);
            }
        }
        let mut net = Net {
            // Room for the candidates and as many grouped nodes, a generous bound.
            nodes: Vec::with_capacity(2 * places.iter().map(CellSet::len).sum::<usize>()),
            digits: Vec::new(),
            candidate_count: 0,
            strong_pairs: Vec::new(),
            strong_start: Vec::new(),
            strong_list: Vec::new(),
            strong_others: Vec::new(),
            weak_start: Vec::new(),
            weak_list: Vec::new(),
            weak_own: Vec::new(),
            weak_groups: Vec::new(),
            words: Vec::new(),
            places,
            candidates: vec![NONE; cell_count * side],
            groups: vec![[NONE; 2]; cell_count * side],
            table: None,
            sets: Vec::new(),
            side,
            parts: Default::default(),
        };
        let masks = table.map(|table| unit_masks(board, table, &empty));
        // Where the table tells the strong links before any node is made, the nodes without
        // one are left out: such a node is never a walk's start, never reached (a walk
        // reaches a true node by a strong link) and in no list of weak links; the others
        // keep their order, so every walk and check goes as it would with them all.
        let linked = table.zip(masks.as_ref()).map(|(table, masks)| Linked::of(board, table, masks, &empty));
        for &cell in &empty {
            let peers = *board.peer_set(cell);
            for digit in board.candidates(cell) {
                if linked.as_ref().is_some_and(|linked| !linked.candidate(cell, digit)) {
                    continue;
                }
                net.candidates[cell.index() * side + digit.index()] = net.nodes.len() as u32;
                // A candidate sees the other places of its digit among its peers.
                let seen = net.places[digit.index()] & peers;
                net.nodes.push(Node { cells: CellSet::single(cell), digit, group: false, set: None, seen });
            }
        }
        net.candidate_count = net.nodes.len() as u32;
        match (table, &masks) {
            (Some(table), Some(masks)) => net.add_groups_by_table(board, table, masks, linked.as_ref()),
            _ => net.add_groups(board),
        }
        if als {
            net.add_sets(board);
        }
        net.digits = net.nodes.iter().map(|n| n.digit.index() as u8).collect();
        let first_set = net.nodes.iter().position(|n| n.set.is_some()).unwrap_or(net.nodes.len());
        // About two strong links a node on hard boards: room for them at once.
        net.strong_pairs.reserve(2 * net.nodes.len());
        match (table, &masks) {
            (Some(table), Some(masks)) => net.link_units_by_table(board, table, masks),
            _ => net.link_units(board),
        }
        net.link_bivalue_cells(board, &empty);
        net.flatten_strong(first_set);
        net.link_sets(first_set);
        net.link_weakly(board, None);
        net
    }

    /// The nodes strongly linked to `node`.
    #[cfg(test)]
    pub(super) fn strong(&self, node: u32) -> &[u32] {
        let node = node as usize;
        &self.strong_list[self.strong_start[node] as usize..self.strong_start[node + 1] as usize]
    }

    /// The nodes weakly linked to `node`.
    #[inline]
    pub(super) fn weak(&self, node: u32) -> &[u32] {
        let node = node as usize;
        &self.weak_list[self.weak_start[node] as usize..self.weak_start[node + 1] as usize]
    }

    /// The nodes of `part` strongly linked to `node`, a node of `part`; for [`CANDIDATES`]
    /// the grouped nodes among them are still to be skipped.
    #[inline]
    pub(super) fn strong_in<const PART: u8>(&self, node: u32) -> &[u32] {
        let n = node as usize;
        let end = if PART == ONE_DIGIT { self.strong_others[n] } else { self.strong_start[n + 1] };
        &self.strong_list[self.strong_start[n] as usize..end as usize]
    }

    /// The nodes a walk goes to from `state` (node `state / 2`, true when `state` is odd)
    /// in part `PART`: strong links from a false node, weak links from a true one. Each is
    /// taken as [`step`](Net::step) says.
    #[inline(always)]
    pub(super) fn links_from<const PART: u8>(&self, state: u32) -> &[u32] {
        let node = state / 2;
        if state % 2 == 1 { self.weak_in::<PART>(node) } else { self.strong_in::<PART>(node) }
    }

    /// The state a walk reaches from `state` through its link to node `m` (one of
    /// [`links_from`](Net::links_from)), if part `PART`, whose [`Part`] is `part`, takes
    /// that link: [`CANDIDATES`] leaves out the strong links to grouped nodes its lists
    /// still hold, and the parts without groups the weak links to nodes that do not lead on
    /// there (a walk could not go on from them; in [`GROUPED`] and [`WITH_SETS`] the net's
    /// lists hold none, see [`Net::link_weakly`]).
    #[inline(always)]
    pub(super) fn step<const PART: u8>(&self, part: &Part, state: u32, m: u32) -> Option<u32> {
        let on = state % 2 == 1;
        if PART == CANDIDATES && !on && m >= self.candidate_count {
            return None;
        }
        if PART < GROUPED && on && !part.leads_on[m as usize] {
            return None;
        }
        Some(2 * m + u32::from(!on))
    }

    /// The nodes of `part` weakly linked to `node`, a node of `part`.
    #[inline]
    pub(super) fn weak_in<const PART: u8>(&self, node: u32) -> &[u32] {
        let n = node as usize;
        let (from, to) = match PART {
            CANDIDATES => (self.weak_start[n], self.weak_groups[n]),
            ONE_DIGIT => (self.weak_own[n], self.weak_start[n + 1]),
            _ => (self.weak_start[n], self.weak_start[n + 1]),
        };
        &self.weak_list[from as usize..to as usize]
    }

    /// The walks' view of part `part` ([`CANDIDATES`] … [`WITH_SETS`]) of this net.
    pub(super) fn part(&self, part: u8) -> &Part {
        self.parts[usize::from(part)].get_or_init(|| match part {
            CANDIDATES => Part::of::<CANDIDATES>(self),
            ONE_DIGIT => Part::of::<ONE_DIGIT>(self),
            GROUPED => Part::of::<GROUPED>(self),
            _ => Part::of::<WITH_SETS>(self),
        })
    }

    /// Appends the candidate or grouped node of `digit` in `cells`.
    fn push_node(&mut self, board: &PatternBoard, cells: CellSet, digit: Digit, group: bool) {
        let mut seen = self.places[digit.index()] - cells;
        for cell in cells.iter() {
            seen &= *board.peer_set(cell);
        }
        self.nodes.push(Node { cells, digit, group, set: None, seen });
    }

    /// The almost locked set of ALS node set number `set` ([`Node::set`]).
    pub(super) fn set(&self, set: u32) -> &Als {
        let table = self.table.as_ref().expect("a net with ALS nodes has its table");
        &table.sets[self.sets[set as usize] as usize]
    }

    /// An ALS node for each digit of each almost locked set of two or more cells (a set of
    /// one cell is a bivalue cell, whose candidates are nodes already) that some candidate
    /// outside the set sees, when the set has two such digits.
    ///
    /// The others could not be on a chain: a chain reaches a set's node through a weak
    /// link and leaves it through a strong link to another of the set's nodes, and that one
    /// through a weak link; a node no candidate sees has no weak link (the links of a digit
    /// are the cells that see each other both ways) and concludes nothing (it sees nothing
    /// to remove), and a set with one node left has no strong link to leave by. Such nodes
    /// would only be dead ends of the walks, so leaving them out changes no chain found.
    fn add_sets(&mut self, board: &PatternBoard) {
        let table = AlsTable::of(board);
        self.nodes.reserve(room_for_sets(&table).0);
        // The places of each digit in words, where the sets have theirs.
        let places: Option<Vec<u128>> = self.places.iter().map(CellSet::to_u128).collect();
        for (number, als) in table.sets.iter().enumerate().filter(|(_, als)| als.size() >= 2) {
            let set = Some(self.sets.len() as u32);
            let nodes = self.nodes.len();
            match (&als.words, &places) {
                (Some(words), Some(places)) => {
                    for digit in als.digits {
                        let (holders, seeing) = words.by_digit[digit.index()];
                        let seen = places[digit.index()] & seeing;
                        if seen != 0 {
                            let (cells, seen) = (CellSet::from_u128(holders), CellSet::from_u128(seen));
                            self.nodes.push(Node { cells, digit, group: false, set, seen });
                        }
                    }
                }
                _ => {
                    for digit in als.digits {
                        let seen = self.places[digit.index()] & als.seen_by_all(digit);
                        if !seen.is_empty() {
                            self.nodes.push(Node {
                                cells: als.holders(digit),
                                digit,
                                group: false,
                                set,
                                seen,
                            });
                        }
                    }
                }
            }
            // A set with one node seen would be a dead end: it is left out.
            if self.nodes.len() < nodes + 2 {
                self.nodes.truncate(nodes);
                continue;
            }
            self.sets.push(number as u32);
        }
        self.table = Some(table);
    }

    /// A grouped node for each digit with two or more places in a box∩line: block by
    /// block, digit by digit, the row groups then the column groups.
    fn add_groups(&mut self, board: &PatternBoard) {
        let mut places = Places::new();
        for unit in board.units().filter(|u| matches!(u, Unit::Block(_))) {
            for digit in CandidateSet::full(board.side()) {
                places.fill(board, unit, digit);
                let parts = places.parts_by(ROW).chain(places.parts_by(COLUMN));
                for group in parts.map(|m| places.of_mask(m).collect::<CellSet>()) {
                    let Some(first) = group.first() else { continue };
                    let slot = &mut self.groups[first.index() * self.side + digit.index()];
                    slot[usize::from(slot[0] != NONE)] = self.nodes.len() as u32;
                    self.push_node(board, group, digit, true);
                }
            }
        }
    }

    /// [`add_groups`](Net::add_groups) read from `table`, `masks` being the places of each
    /// digit in each unit ([`unit_masks`]).
    fn add_groups_by_table(
        &mut self,
        board: &PatternBoard,
        table: &UnitParts,
        masks: &[u16],
        linked: Option<&Linked>,
    ) {
        let side = self.side;
        // The places of each digit as words (boards up to 9×9 fit).
        let places: Vec<u128> = self.places.iter().map(|cells| cells.to_u128().unwrap_or(0)).collect();
        for block in 0..side {
            let cells = board.cells_of(Unit::Block(block as u8));
            for digit in CandidateSet::full(side) {
                for &group in table.groups(masks[(2 * side + block) * side + digit.index()]) {
                    let mut members = ones16(group).map(|k| cells[k]);
                    let (Some(first), Some(second)) = (members.next(), members.next()) else { continue };
                    // The cells seeing two cells of a box∩line see all of it: the rest of
                    // its line and of its block.
                    let word = |cell: CellIndex| board.peer_set(cell).to_u128().unwrap_or(0);
                    if linked.is_some_and(|linked| !linked.group(board, first, second, digit)) {
                        continue;
                    }
                    let within = ones16(group).fold(0u128, |w, k| w | 1 << cells[k].index());
                    let slot = &mut self.groups[first.index() * side + digit.index()];
                    slot[usize::from(slot[0] != NONE)] = self.nodes.len() as u32;
                    let seen = places[digit.index()] & word(first) & word(second) & !within;
                    let node = Node {
                        cells: CellSet::from_u128(within),
                        digit,
                        group: true,
                        set: None,
                        seen: CellSet::from_u128(seen),
                    };
                    self.nodes.push(node);
                }
            }
        }
    }

    /// [`link_units`](Net::link_units) read from `table`, `masks` being the places of each
    /// digit in each unit ([`unit_masks`]).
    fn link_units_by_table(&mut self, board: &PatternBoard, table: &UnitParts, masks: &[u16]) {
        let side = self.side;
        for (number, unit) in board.units().enumerate() {
            let cells = board.cells_of(unit);
            let block = matches!(unit, Unit::Block(_));
            for digit in 0..side {
                for &(a, b) in table.links(block, masks[number * side + digit]) {
                    if let (Some(a), Some(b)) = (self.node_at(cells, a, digit), self.node_at(cells, b, digit))
                    {
                        self.add_strong(a, b);
                    }
                }
            }
        }
    }

    /// The node of digit index `digit` in the cells `mask` of `cells` (a unit's), which
    /// [`UnitParts`] says is a node: a candidate, or a grouped node.
    fn node_at(&self, cells: &[CellIndex], mask: u16, digit: usize) -> Option<u32> {
        let first = cells[mask.trailing_zeros() as usize];
        let at = first.index() * self.side + digit;
        let rest = mask & mask.wrapping_sub(1);
        if rest == 0 {
            return Some(self.candidates[at]).filter(|&n| n != NONE);
        }
        let second = cells[rest.trailing_zeros() as usize];
        self.groups[at].into_iter().find(|&n| n != NONE && self.nodes[n as usize].cells.contains(second))
    }

    /// The candidate or grouped node of `digit` in exactly the places of `mask`, if there
    /// is one: a place alone, or all the places of a box∩line (a grouped node holds every
    /// place of its digit there, so places inside one box∩line are its node when they are
    /// as many).
    fn node_of(&self, places: &Places, mask: u32, digit: Digit) -> Option<u32> {
        if mask == 0 {
            return None;
        }
        let (k, rest) = (mask.trailing_zeros() as usize, mask & (mask - 1));
        let at = places.cells[k].index() * self.side + digit.index();
        if rest == 0 {
            return Some(self.candidates[at]).filter(|&n| n != NONE);
        }
        let second = places.cells[rest.trailing_zeros() as usize];
        if !places.in_one_box_line(mask) {
            return None;
        }
        let count = dn::count_ones(mask) as usize;
        self.groups[at].into_iter().find(|&n| {
            n != NONE
                && self.nodes[n as usize].cells.contains(second)
                && self.nodes[n as usize].cells.len() == count
        })
    }

    fn add_strong(&mut self, a: u32, b: u32) {
        self.strong_pairs.push((a, b));
    }

    /// Strong links inside units: the places of a digit split into two nodes (a place
    /// alone, or the places sharing a row or column of a block, or a block of a line, and
    /// the rest).
    fn link_units(&mut self, board: &PatternBoard) {
        let most = board.geometry().box_size();
        let mut places = Places::new();
        for unit in board.units() {
            for digit in CandidateSet::full(board.side()) {
                places.fill(board, unit, digit);
                for (part, rest) in places.splits(matches!(unit, Unit::Block(_)), most) {
                    let a = self.node_of(&places, part, digit);
                    let b = self.node_of(&places, rest, digit);
                    if let (Some(a), Some(b)) = (a, b) {
                        self.add_strong(a, b);
                    }
                }
            }
        }
    }

    /// The two digits of a bivalue cell are strongly linked.
    fn link_bivalue_cells(&mut self, board: &PatternBoard, empty: &[CellIndex]) {
        for &cell in empty {
            let candidates = board.candidates(cell);
            if candidates.len() != 2 {
                continue;
            }
            let mut digits = candidates.iter();
            let (Some(a), Some(b)) = (digits.next(), digits.next()) else { continue };
            let at = |d: Digit| self.candidates[cell.index() * self.side + d.index()];
            let (a, b) = (at(a), at(b));
            self.add_strong(a, b);
        }
    }

    /// Lists the strong links found so far per node (of the first `linked`, those before
    /// the set nodes) in one flat list: each node's partners in the order the links were
    /// found, each once (two places of a digit in one box∩line are linked by the line and
    /// by the box).
    fn flatten_strong(&mut self, linked: usize) {
        let pairs = std::mem::take(&mut self.strong_pairs);
        let by_node = Buckets::of_both_ends(linked, &pairs);
        self.strong_start = Vec::with_capacity(self.nodes.len() + 1);
        self.strong_list = Vec::with_capacity(2 * pairs.len() + 4 * (self.nodes.len() - linked));
        self.strong_others = Vec::with_capacity(self.nodes.len());
        self.strong_start.push(0);
        for n in 0..linked {
            let start = self.strong_list.len();
            for &m in by_node.at(n) {
                if !self.strong_list[start..].contains(&m) {
                    self.strong_list.push(m);
                }
            }
            let list = &self.strong_list[start..];
            let others =
                list.iter().rev().take_while(|&&m| self.digits[m as usize] != self.digits[n]).count();
            self.strong_others.push((self.strong_list.len() - others) as u32);
            self.strong_start.push(self.strong_list.len() as u32);
        }
    }

    /// Strong links inside almost locked sets: any two digits of one set (if it holds no
    /// `d`, it places all its other digits, `e` among them), appended to the flat list for
    /// the set nodes, numbered from `first_set`.
    fn link_sets(&mut self, first_set: usize) {
        let mut start = first_set;
        while start < self.nodes.len() {
            let set = self.nodes[start].set;
            let end =
                (start..self.nodes.len()).find(|&n| self.nodes[n].set != set).unwrap_or(self.nodes.len());
            for a in start..end {
                self.strong_others.push(self.strong_list.len() as u32);
                self.strong_list.extend((start..end).filter(|&b| b != a).map(|b| b as u32));
                self.strong_start.push(self.strong_list.len() as u32);
            }
            start = end;
        }
    }

    /// Weak links: a candidate's other digits in its cell (digit order), then the nodes of
    /// its digit whose cells all see each other's (by number: the candidates it sees, the
    /// grouped nodes inside what it sees, then the set nodes, found by their first cell).
    /// With `before`, this net's nodes up to its set nodes are `before`'s, whose lists are
    /// taken whole and extended with the set nodes. Nodes without a strong link get no list
    /// and are in none.
    fn link_weakly(&mut self, board: &PatternBoard, before: Option<&Net>) {
        let (side, nodes) = (self.side, &self.nodes);
        let candidates = self.candidate_count as usize;
        let first_set = nodes.iter().position(|n| n.set.is_some()).unwrap_or(nodes.len());
        let groups =
            Buckets::of(side, || (candidates..first_set).map(|n| (nodes[n].digit.index(), n as u32)));
        // On boards of at most 128 cells, each node's cells and the cells it sees as words.
        let words: Vec<(u128, u128)> = match board.geometry().cell_count() <= 128 {
            true => {
                // The nodes `before` has keep their words.
                let mut words = Vec::with_capacity(nodes.len());
                words.extend_from_slice(before.map_or(&[][..], |net| &net.words[..]));
                let more = nodes[words.len()..].iter();
                words.extend(more.map(|n| (n.cells.to_u128().unwrap_or(0), n.seen.to_u128().unwrap_or(0))));
                words
            }
            false => Vec::new(),
        };
        // Where the sets are in words, the set nodes a node sees whole are read from the
        // table's rows (the sets whose holders of its digit all see its cells): by digit
        // index, `with_node` has a row of the sets with a node of the digit, and
        // `set_nodes` that node at `set index · side + digit`.
        let table = self.table.as_deref();
        let width = table.filter(|_| !words.is_empty()).and_then(AlsTable::row_width).unwrap_or(0);
        let (mut with_node, mut set_nodes) = (vec![0u64; width * side], Vec::new());
        if width > 0 {
            set_nodes.resize(table.map_or(0, |table| table.sets.len()) * side, NONE);
            for (n, node) in nodes.iter().enumerate().skip(first_set) {
                if let Some(set) = node.set {
                    let (set, x) = (self.sets[set as usize] as usize, node.digit.index());
                    set_nodes[set * side + x] = n as u32;
                    with_node[x * width + set / 64] |= 1 << (set % 64);
                }
            }
        }
        // Elsewhere the set nodes are found by their first cell (all of them, or none).
        let by_first = first_set..if width == 0 { nodes.len() } else { first_set };
        // Those set nodes by their first cell and digit, at `cell · side + digit`.
        let sets = Buckets::of(self.candidates.len(), || {
            let first =
                |n: usize| Some((nodes[n].cells.first()?.index() * side + nodes[n].digit.index(), n as u32));
            by_first.clone().filter_map(first)
        });
        // Per digit, the first cells of its grouped nodes and of those set nodes, as words.
        let (mut group_firsts, mut set_firsts) = (vec![0u128; side], vec![0u128; side]);
        if !words.is_empty() {
            for (n, node) in nodes.iter().enumerate().take(by_first.end).skip(candidates) {
                let firsts = if n < first_set { &mut group_firsts } else { &mut set_firsts };
                firsts[node.digit.index()] |= words[n].0 & words[n].0.wrapping_neg();
            }
        }
        // Whether every cell of node `b` sees node `n`'s.
        let inside = |b: u32, n: usize| match words.get(n) {
            Some(&(_, seen)) => words[b as usize].0 & !seen == 0,
            None => (nodes[b as usize].cells - nodes[n].seen).is_empty(),
        };
        // Only a node with a strong link can be true on a walk (it is reached by one), and a
        // walk reads the weak links of true nodes only, leading to nodes it can go on from:
        // the lists of the others, and the links to them, are never read and are left out.
        let linked: Vec<bool> =
            (0..nodes.len()).map(|n| self.strong_start[n] != self.strong_start[n + 1]).collect();
        // On boards with words, by digit index: the cells whose candidate of the digit is
        // linked, so that the candidates a node sees are read without the others.
        let mut linked_cells = vec![0u128; if words.is_empty() { 0 } else { side }];
        for (n, _) in linked[..candidates].iter().enumerate().filter(|(_, on)| **on) {
            if let Some(words) = words.get(n) {
                linked_cells[nodes[n].digit.index()] |= words.0;
            }
        }
        let (kept, reused) = before.map_or((0, 0), |net| (net.nodes.len(), net.weak_list.len()));
        let mut start = Vec::with_capacity(nodes.len() + 1);
        let mut own = Vec::with_capacity(nodes.len());
        let mut grouped = Vec::with_capacity(nodes.len());
        let mut list = Vec::with_capacity(reused + (nodes.len() - kept) * 12);
        start.push(0);
        let mut seen: Vec<usize> = Vec::new();
        for (n, node) in nodes.iter().enumerate() {
            if !linked[n] {
                let end = list.len() as u32;
                own.push(end);
                grouped.push(end);
                start.push(end);
                continue;
            }
            let digit = node.digit.index();
            // The cells the node sees, listed only on boards without words.
            seen.clear();
            if words.is_empty() {
                seen.extend(node.seen.iter().map(CellIndex::index));
            }
            match before {
                Some(net) if n < kept => {
                    let (base, from) = (list.len() as u32, net.weak_start[n]);
                    own.push(base + net.weak_own[n] - from);
                    grouped.push(base + net.weak_groups[n] - from);
                    list.extend_from_slice(net.weak(n as u32));
                }
                _ => {
                    if node.is_candidate()
                        && let Some(cell) = node.cells.first()
                    {
                        let mates = board.candidates(cell).iter().filter(|&d| d != node.digit);
                        let mates = mates.map(|d| self.candidates[cell.index() * side + d.index()]);
                        list.extend(mates.filter(|&m| m != NONE && linked[m as usize]));
                    }
                    own.push(list.len() as u32);
                    match words.get(n) {
                        Some(&(_, bits)) => list.extend(
                            ones(bits & linked_cells[digit]).map(|cell| self.candidates[cell * side + digit]),
                        ),
                        None => {
                            let own = seen.iter().map(|&cell| self.candidates[cell * side + digit]);
                            list.extend(own.filter(|&m| linked[m as usize]))
                        }
                    }
                    grouped.push(list.len() as u32);
                    match words.get(n) {
                        // A group inside what the node sees has its first cell there.
                        Some(&(_, bits)) => {
                            let from = list.len();
                            for cell in ones(bits & group_firsts[digit]) {
                                let slots = self.groups[cell * side + digit];
                                let inner = slots.into_iter().filter(|&g| g != NONE && inside(g, n));
                                list.extend(inner.filter(|&g| linked[g as usize]));
                            }
                            sort_tail(&mut list, from);
                        }
                        None => list
                            .extend(groups.at(digit).iter().filter(|&&g| linked[g as usize] && inside(g, n))),
                    }
                }
            }
            if first_set < nodes.len() {
                let from = list.len();
                match (table, words.get(n)) {
                    // In set order, so in the order of their numbers.
                    (Some(table), Some(&(cells, _))) if width > 0 => {
                        let among = &with_node[digit * width..(digit + 1) * width];
                        table.each_seeing_all(digit, cells, among, |set| {
                            list.push(set_nodes[set * side + digit])
                        });
                    }
                    (_, Some(&(_, bits))) => {
                        for cell in ones(bits & set_firsts[digit]) {
                            list.extend(sets.at(cell * side + digit).iter().filter(|&&b| inside(b, n)));
                        }
                        sort_tail(&mut list, from);
                    }
                    (_, None) => {
                        for &cell in &seen {
                            list.extend(sets.at(cell * side + digit).iter().filter(|&&b| inside(b, n)));
                        }
                        sort_tail(&mut list, from);
                    }
                }
            }
            start.push(list.len() as u32);
        }
        (self.weak_start, self.weak_own, self.weak_groups, self.weak_list) = (start, own, grouped, list);
        self.words = words;
    }
}

/// The most set nodes the sets of `table` make, and the most strong links among them: a
/// node per digit of each set of two cells or more, each linked to the set's others. Room
/// made for them at once spares copying the nodes as the lists grow.
fn room_for_sets(table: &AlsTable) -> (usize, usize) {
    let most = |als: &Als| if als.size() >= 2 { als.digits.len() } else { 0 };
    let nodes = table.sets.iter().map(|als| most(als)).sum();
    let links = table.sets.iter().map(|als| most(als) * most(als).saturating_sub(1)).sum();
    (nodes, links)
}

/// The candidates and grouped nodes of a board that have a strong link, read from a
/// [`UnitParts`] table before the net makes its nodes.
struct Linked {
    /// By `cell index · side + digit index`: whether the candidate has one.
    candidates: Vec<bool>,
    /// The grouped nodes with one, as bits by [`Linked::group_number`].
    groups: Vec<u64>,
    side: usize,
    box_size: usize,
}

impl Linked {
    /// The linked nodes of `board`, whose places of each digit in each unit are `masks`
    /// ([`unit_masks`]) and whose empty cells are `empty`: the parts of every strong link
    /// in a unit, and both candidates of every bivalue cell.
    fn of(board: &PatternBoard, table: &UnitParts, masks: &[u16], empty: &[CellIndex]) -> Linked {
        let (side, box_size) = (board.side(), board.geometry().box_size());
        let groups = (side * side * 2 * box_size).div_ceil(64);
        let mut linked = Linked {
            candidates: vec![false; board.geometry().cell_count() * side],
            groups: vec![0; groups],
            side,
            box_size,
        };
        for (number, unit) in board.units().enumerate() {
            let cells = board.cells_of(unit);
            let block = matches!(unit, Unit::Block(_));
            for digit in 0..side {
                for &(a, b) in table.links(block, masks[number * side + digit]) {
                    for part in [a, b] {
                        let first = cells[part.trailing_zeros() as usize];
                        if part.is_power_of_two() {
                            linked.candidates[first.index() * side + digit] = true;
                            continue;
                        }
                        let second = cells[(part & (part - 1)).trailing_zeros() as usize];
                        let n = linked.group_number(board, first, second, digit);
                        linked.groups[n / 64] |= 1 << (n % 64);
                    }
                }
            }
        }
        for &cell in empty.iter().filter(|&&cell| board.candidates(cell).len() == 2) {
            for digit in board.candidates(cell) {
                linked.candidates[cell.index() * side + digit.index()] = true;
            }
        }
        linked
    }

    /// The number of the grouped node of digit index `digit` holding the cells `first`
    /// and `second` (of one box∩line): by block and digit, its row groups then its column
    /// groups.
    fn group_number(&self, board: &PatternBoard, first: CellIndex, second: CellIndex, digit: usize) -> usize {
        let geometry = board.geometry();
        let (row, col) = (geometry.row_of(first), geometry.col_of(first));
        let line = match row == geometry.row_of(second) {
            true => row % self.box_size,
            false => self.box_size + col % self.box_size,
        };
        (geometry.block_of(first) * self.side + digit) * 2 * self.box_size + line
    }

    /// Whether the candidate `digit` of `cell` has a strong link.
    fn candidate(&self, cell: CellIndex, digit: Digit) -> bool {
        self.candidates[cell.index() * self.side + digit.index()]
    }

    /// Whether the grouped node of `digit` holding the cells `first` and `second` has a
    /// strong link.
    fn group(&self, board: &PatternBoard, first: CellIndex, second: CellIndex, digit: Digit) -> bool {
        let n = self.group_number(board, first, second, digit.index());
        self.groups[n / 64] >> (n % 64) & 1 == 1
    }
}

/// The places of each digit in each unit as masks of the unit's cells (bit `k`: its
/// `k`-th cell), at `unit number · side + digit index`, from the candidates of `empty`.
fn unit_masks(board: &PatternBoard, table: &UnitParts, empty: &[CellIndex]) -> Vec<u16> {
    let side = board.side();
    let mut masks = vec![0u16; 3 * side * side];
    for &cell in empty {
        let (units, positions) = (board.unit_numbers(cell), table.positions[cell.index()]);
        for digit in board.candidates(cell) {
            for (unit, position) in units.into_iter().zip(positions) {
                masks[unit * side + digit.index()] |= 1 << position;
            }
        }
    }
    masks
}

/// Sorts `list` from `from` on (the nodes found by their first cell, into number order).
#[inline]
fn sort_tail(list: &mut [u32], from: usize) {
    if list.len() > from + 1 {
        list[from..].sort_unstable();
    }
}

/// The bits set in `word`, lowest first.
fn ones16(word: u16) -> impl Iterator<Item = usize> {
    ones(u128::from(word))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{TOP1465_7_STEP7, TOP1465_13_STEP21};
    use super::*;
    use crate::patterns::fixtures::{board_from_marks, step_along};

    #[test]
    fn every_set_node_is_seen_and_has_a_sibling() {
        for marks in [TOP1465_7_STEP7, TOP1465_13_STEP21] {
            let net = Net::new(&board_from_marks(marks), true);
            let set_nodes: Vec<&Node> = net.nodes.iter().filter(|n| n.set.is_some()).collect();
            assert!(!set_nodes.is_empty(), "the position has almost locked sets");
            for node in &set_nodes {
                assert!(!node.seen.is_empty(), "a set's node some candidate sees");
                assert!(set_nodes.iter().filter(|n| n.set == node.set).count() >= 2, "a set with two nodes");
            }
        }
    }

    /// `net` without its nodes that have no strong link, the others renumbered in their
    /// order: the net a table builds, which leaves them out from the start.
    fn linked_only(net: &Net) -> Net {
        let kept: Vec<u32> = (0..net.nodes.len() as u32).filter(|&n| !net.strong(n).is_empty()).collect();
        let mut number = vec![NONE; net.nodes.len()];
        for (new, &old) in kept.iter().enumerate() {
            number[old as usize] = new as u32;
        }
        let renumber = |list: &[u32]| -> Vec<u32> { list.iter().map(|&m| number[m as usize]).collect() };
        let (mut strong_start, mut strong_list, mut strong_others) = (vec![0], Vec::new(), Vec::new());
        let (mut weak_start, mut weak_list, mut weak_own, mut weak_groups) =
            (vec![0], Vec::new(), Vec::new(), Vec::new());
        for &old in &kept {
            let n = old as usize;
            let base = strong_list.len() as u32;
            strong_others.push(base + net.strong_others[n] - net.strong_start[n]);
            strong_list.extend(renumber(net.strong(old)));
            strong_start.push(strong_list.len() as u32);
            let base = weak_list.len() as u32;
            weak_own.push(base + net.weak_own[n] - net.weak_start[n]);
            weak_groups.push(base + net.weak_groups[n] - net.weak_start[n]);
            weak_list.extend(renumber(net.weak(old)));
            weak_start.push(weak_list.len() as u32);
        }
        let slot = |n: u32| if n == NONE { NONE } else { number[n as usize] };
        let candidates = net.candidates.iter().map(|&n| slot(n)).collect::<Vec<u32>>();
        let groups = net.groups.iter().map(|pair| {
            let mut kept = pair.iter().map(|&g| slot(g)).filter(|&g| g != NONE);
            [kept.next().unwrap_or(NONE), kept.next().unwrap_or(NONE)]
        });
        Net {
            nodes: kept.iter().map(|&n| net.nodes[n as usize].clone()).collect(),
            digits: kept.iter().map(|&n| net.digits[n as usize]).collect(),
            candidate_count: kept.iter().filter(|&&n| n < net.candidate_count).count() as u32,
            strong_pairs: Vec::new(),
            strong_start,
            strong_list,
            strong_others,
            weak_start,
            weak_list,
            weak_own,
            weak_groups,
            words: kept.iter().filter_map(|&n| net.words.get(n as usize).copied()).collect(),
            places: net.places.clone(),
            candidates,
            groups: groups.collect(),
            table: None,
            sets: Vec::new(),
            side: net.side,
            parts: Default::default(),
        }
    }

    /// Asserts that `a` and `b` have the same nodes and the same lists.
    fn assert_same_net(a: &Net, b: &Net, context: &str) {
        assert_eq!(a.nodes.len(), b.nodes.len(), "{context}: node count");
        for n in 0..a.nodes.len() {
            let (x, y) = (&a.nodes[n], &b.nodes[n]);
            assert_eq!(
                (x.cells, x.digit, x.group, x.set, x.seen),
                (y.cells, y.digit, y.group, y.set, y.seen)
            );
            assert_eq!(a.strong(n as u32), b.strong(n as u32), "{context}: strong links of {n}");
            assert_eq!(a.weak(n as u32), b.weak(n as u32), "{context}: weak links of {n}");
        }
        assert_eq!(a.strong_others, b.strong_others, "{context}: links to other digits");
        assert_eq!((&a.weak_own, &a.weak_groups), (&b.weak_own, &b.weak_groups), "{context}: list parts");
        assert_eq!(a.groups, b.groups, "{context}: groups by first cell");
    }

    /// The positions of `board` after each of up to `steps` steps, a step removing a
    /// cell's first candidate (every fifth one placing it instead).
    fn positions(mut board: PatternBoard, steps: usize) -> Vec<PatternBoard> {
        let mut seen = vec![board.clone()];
        for step in 0..steps {
            if !step_along(&mut board, step % 5 == 4) {
                break;
            }
            seen.push(board.clone());
        }
        seen
    }

    #[test]
    fn the_table_of_unit_parts_builds_the_net_built_place_by_place() {
        let four = dn::Grid::new(dn::Geometry::FOUR, vec![1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2]);
        let mut boards = vec![board_from_marks(TOP1465_7_STEP7), board_from_marks(TOP1465_13_STEP21)];
        boards.push(PatternBoard::with_computed_candidates(&four.expect("a 4×4 board")));
        let grids = crate::dancing_links::test_data::puzzles("magictour_top1465.txt", 20);
        boards.extend(grids.iter().map(PatternBoard::with_computed_candidates));
        let mut compared = 0;
        for board in boards {
            let table = UnitParts::of(&board).expect("a table up to 9×9");
            for position in positions(board, 40) {
                for als in [false, true] {
                    let (read, worked_out) =
                        (Net::built(&position, als, Some(table)), Net::built(&position, als, None));
                    let context = format!("{position:?} with sets: {als}");
                    assert_same_net(&read, &linked_only(&worked_out), &context);
                    compared += 1;
                }
            }
        }
        assert!(compared >= 2 * 3 * 20, "positions compared: {compared}");
    }

    #[test]
    fn every_node_sees_the_other_places_of_its_digit_that_see_all_its_cells() {
        for marks in [TOP1465_7_STEP7, TOP1465_13_STEP21] {
            let board = board_from_marks(marks);
            let net = Net::of(&board, true);
            for node in &net.nodes {
                let places: CellSet = board.empty_cells().filter(|&c| board.has(c, node.digit)).collect();
                let seeing =
                    node.cells.iter().fold(places - node.cells, |seen, cell| seen & *board.peer_set(cell));
                assert_eq!(node.seen, seeing, "{:?} of {}", node.cells, node.digit);
                assert!(node.set.is_none() || node.cells.iter().all(|c| board.has(c, node.digit)));
            }
        }
    }

    #[test]
    fn sets_added_to_a_net_make_the_net_built_with_them() {
        for marks in [TOP1465_7_STEP7, TOP1465_13_STEP21] {
            let board = board_from_marks(marks);
            let (whole, added) = (Net::new(&board, true), Net::new(&board, false).with_sets(&board));
            assert_same_net(&whole, &added, "sets added");
        }
    }

    #[test]
    fn the_parts_of_the_lists_are_the_links_a_search_allows() {
        for marks in [TOP1465_7_STEP7, TOP1465_13_STEP21] {
            let board = board_from_marks(marks);
            let net = Net::of(&board, false);
            for n in 0..net.nodes.len() as u32 {
                let digit = net.digits[n as usize];
                let own = |list: &[u32]| -> Vec<u32> {
                    list.iter().copied().filter(|&m| net.digits[m as usize] == digit).collect()
                };
                assert_eq!(net.weak_in::<ONE_DIGIT>(n), own(net.weak(n)), "weak links of {n} on its digit");
                assert_eq!(
                    net.strong_in::<ONE_DIGIT>(n),
                    own(net.strong(n)),
                    "strong links of {n} on its digit"
                );
                if n < net.candidate_count {
                    let candidates: Vec<u32> =
                        net.weak(n).iter().copied().filter(|&m| m < net.candidate_count).collect();
                    assert_eq!(net.weak_in::<CANDIDATES>(n), candidates, "weak links of {n} to candidates");
                }
                assert_eq!(net.weak_in::<{ super::super::GROUPED }>(n), net.weak(n));
                assert_eq!(net.strong_in::<{ super::super::GROUPED }>(n), net.strong(n));
            }
        }
    }

    #[test]
    fn a_true_node_steps_along_its_weak_links_to_leading_nodes() {
        fn check<const PART: u8>(net: &Net) -> usize {
            let part = net.part(PART);
            let mut listed = 0;
            for n in 0..net.nodes.len() as u32 {
                let leading = part.leads_on[n as usize];
                let expected: Vec<u32> = match leading {
                    true => net
                        .weak_in::<PART>(n)
                        .iter()
                        .copied()
                        .filter(|&m| part.leads_on[m as usize])
                        .collect(),
                    false => Vec::new(),
                };
                // The walks of the grouped parts read the net's own lists; the others
                // leave out, step by step, the links to nodes that do not lead on.
                if PART >= GROUPED && leading {
                    assert_eq!(net.weak_in::<PART>(n), expected, "node {n} in part {PART}");
                }
                if leading {
                    let true_state = 2 * n + 1;
                    let steps: Vec<u32> = net
                        .links_from::<PART>(true_state)
                        .iter()
                        .filter_map(|&m| net.step::<PART>(part, true_state, m).map(|_| m))
                        .collect();
                    assert_eq!(steps, expected, "node {n} in part {PART}");
                }
                listed += expected.len();
            }
            listed
        }
        for marks in [TOP1465_7_STEP7, TOP1465_13_STEP21] {
            let board = board_from_marks(marks);
            let (grouped, with_sets) = (Net::new(&board, false), Net::new(&board, true));
            let listed = check::<CANDIDATES>(&grouped)
                + check::<ONE_DIGIT>(&grouped)
                + check::<GROUPED>(&grouped)
                + check::<WITH_SETS>(&with_sets);
            assert!(listed > 100, "weak links listed: {listed}");
        }
    }

    #[test]
    fn weak_links_are_the_cell_mates_then_the_nodes_of_the_digit_inside_what_a_node_sees() {
        let sixteen = crate::patterns::fixtures::empty_with(
            dn::Geometry::SIXTEEN,
            &[("f1c1", "12"), ("f1c2", "123"), ("f2c5", "13"), ("f3c3", "2345")],
        );
        let (mut listed, mut left_out) = (0, 0);
        // The sets' nodes come from the rows of their table on 9×9 boards, from their cells
        // on bigger ones.
        let boards = [
            (board_from_marks(TOP1465_7_STEP7), true),
            (board_from_marks(TOP1465_13_STEP21), true),
            (sixteen.clone(), true),
            (sixteen, false),
        ];
        for (board, als) in boards {
            let net = Net::new(&board, als);
            // Only nodes with a strong link have weak links, and only to such nodes.
            let linked = |m: u32| !net.strong(m).is_empty();
            for (n, node) in net.nodes.iter().enumerate() {
                let mut expected: Vec<u32> = Vec::new();
                if node.is_candidate() {
                    let cell = node.cells.first().unwrap();
                    let mates = board.candidates(cell).iter().filter(|&d| d != node.digit);
                    let mates = mates.map(|d| net.candidates[cell.index() * net.side + d.index()]);
                    expected.extend(mates.filter(|&m| m != NONE));
                }
                let inside = |m: &Node| m.digit == node.digit && (m.cells - node.seen).is_empty();
                expected.extend((0..net.nodes.len() as u32).filter(|&m| inside(&net.nodes[m as usize])));
                let all = expected.len();
                expected.retain(|&m| linked(n as u32) && linked(m));
                (listed, left_out) = (listed + expected.len(), left_out + all - expected.len());
                assert_eq!(net.weak(n as u32), expected, "weak links of node {n}");
            }
        }
        assert!(listed > 100 && left_out > 100, "links listed {listed}, left out {left_out}");
    }

    #[test]
    fn strong_links_split_a_units_places_in_two_nodes_or_join_a_bivalue_cells_digits() {
        let board = board_from_marks(TOP1465_7_STEP7);
        let net = Net::new(&board, false);
        let units: Vec<CellSet> =
            board.units().map(|u| board.cells_of(u).iter().copied().collect()).collect();
        let mut linked = 0;
        for (a, na) in net.nodes.iter().enumerate() {
            for (b, nb) in net.nodes.iter().enumerate() {
                let both = na.cells | nb.cells;
                let split = na.digit == nb.digit
                    && (na.cells & nb.cells).is_empty()
                    && units
                        .iter()
                        .any(|&unit| (both - unit).is_empty() && net.places[na.digit.index()] & unit == both);
                let bivalue = na.is_candidate()
                    && na.cells == nb.cells
                    && na.digit != nb.digit
                    && na.cells.first().is_some_and(|cell| board.candidates(cell).len() == 2);
                let listed = net.strong(a as u32).contains(&(b as u32));
                assert_eq!(listed, split || bivalue, "nodes {a} and {b}");
                linked += usize::from(listed);
            }
        }
        assert!(linked > 50, "strong links: {linked}");
    }

    #[test]
    fn weak_and_strong_links_go_both_ways() {
        let net = Net::new(&board_from_marks(TOP1465_7_STEP7), true);
        for a in 0..net.nodes.len() as u32 {
            assert!(net.weak(a).iter().all(|&b| net.weak(b).contains(&a)), "weak {a}");
            assert!(net.strong(a).iter().all(|&b| net.strong(b).contains(&a)), "strong {a}");
        }
    }
}
