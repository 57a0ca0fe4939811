//! Whether a walk of an ALS Chain search can conclude at all, told for every start at once,
//! so that the walks that cannot are not made.
//!
//! A walk goes from state to state (a set lacking a digit) along the walker's steps, and
//! concludes only at a state lacking another digit than the chain's `z` whose set has a
//! cell holding `z` that sees every `z` of both that set and the start set. Along a solving
//! path almost no walk can reach such a state at any length (on `magictour_top1465.txt`,
//! 99.5 % of them), while each state is expanded by a dozen walks or so. So the search
//! finds, once, for every state and digit `x`, the cells that see every `x` of a set the
//! state reaches lacking another digit; a start lacking `z` may conclude only if one of them
//! holds `z` and sees every `z` of the start set. They come from the strongly connected
//! components of the steps (Tarjan's algorithm), each with those cells for each digit, made
//! in the order the components close, each after those it leads to.

use super::super::als::SeenWords;
use super::Steps;

/// A state not visited yet.
const UNSEEN: u32 = u32::MAX;

/// No component yet: the state is still open (on the stack).
const OPEN: u32 = u32::MAX;

/// What each state of one search's steps reaches, found as the walks ask.
pub(super) struct Reach {
    /// The states' numbers are their set's shifted left by `shift` bits, with the index of
    /// the digit the set lacks in those bits.
    shift: u32,
    /// By state: the order the search first visited it in, or [`UNSEEN`].
    index: Vec<u32>,
    /// By state: the lowest order reachable from it inside its open component.
    low: Vec<u32>,
    /// By state: its component, or [`OPEN`].
    component: Vec<u32>,
    /// The visited states whose component is not closed yet.
    stack: Vec<u32>,
    /// The depth-first search's path: each state with the position of its next step and
    /// its place on `stack`.
    calls: Vec<(u32, u32, u32)>,
    /// The closed components the states on `stack` lead to, as (place on `stack`,
    /// component), in the order the steps were met.
    leads: Vec<(u32, u32)>,
    /// By component: the last component that took in its cells (each is taken in once).
    taken_by: Vec<u32>,
    /// By component, for each digit index `x`, the cells that see every holder of `x` in
    /// a set it reaches lacking another digit (its own states included).
    seeing: Vec<[u128; 9]>,
    visited: u32,
}

impl Reach {
    /// Nothing reached yet.
    pub(super) const fn empty() -> Reach {
        Reach {
            shift: 0,
            index: Vec::new(),
            low: Vec::new(),
            component: Vec::new(),
            stack: Vec::new(),
            calls: Vec::new(),
            leads: Vec::new(),
            taken_by: Vec::new(),
            seeing: Vec::new(),
            visited: 0,
        }
    }

    /// Forgets the last search's reach, for one over `states` states numbered with
    /// `shift`.
    pub(super) fn prepare(&mut self, states: usize, shift: u32) {
        self.shift = shift;
        self.index.clear();
        self.index.resize(states, UNSEEN);
        self.low.resize(states, 0);
        self.component.clear();
        self.component.resize(states, OPEN);
        self.stack.clear();
        self.calls.clear();
        self.leads.clear();
        self.taken_by.clear();
        self.seeing.clear();
        self.visited = 0;
    }

    /// Whether a walk from `state`, a set lacking the digit of index `z`, may conclude:
    /// whether a state it reaches lacking another digit has a set whose every holder of the
    /// digit one of `cells` sees, `cells` being those holding the digit that see every
    /// holder of it in the start set. `words` give the sets' cells.
    pub(super) fn may_conclude(
        &mut self,
        steps: &Steps,
        words: &SeenWords<'_>,
        state: u32,
        z: usize,
        cells: u128,
    ) -> bool {
        if self.index[state as usize] == UNSEEN {
            self.visit(steps, words, state);
        }
        let c = self.component[state as usize] as usize;
        self.seeing[c][z] & cells != 0
    }

    /// Visits every state reachable from `root` and closes their components.
    fn visit(&mut self, steps: &Steps, words: &SeenWords<'_>, root: u32) {
        self.open(root);
        let mask = (1 << self.shift) - 1;
        'calls: while let Some(&(state, at, place)) = self.calls.last() {
            let (targets, lacked) = steps.part(state);
            let (mut at, mut low) = (at as usize, self.low[state as usize]);
            while let Some(&target) = targets.get(at) {
                at += 1;
                if target & mask == lacked {
                    continue;
                }
                if self.index[target as usize] == UNSEEN {
                    self.low[state as usize] = low;
                    if let Some(call) = self.calls.last_mut() {
                        call.1 = at as u32;
                    }
                    self.open(target);
                    continue 'calls;
                } else if self.component[target as usize] == OPEN {
                    low = low.min(self.index[target as usize]);
                } else {
                    self.lead(place, self.component[target as usize]);
                }
            }
            self.low[state as usize] = low;
            self.calls.pop();
            if low == self.index[state as usize] {
                self.close(place, words);
            }
            if let Some(&(caller, _, from)) = self.calls.last() {
                match self.component[state as usize] {
                    OPEN => {
                        let low = self.low[caller as usize].min(low);
                        self.low[caller as usize] = low;
                    }
                    closed => self.lead(from, closed),
                }
            }
        }
    }

    /// Notes that the state at `place` on the stack leads to the closed `component`
    /// (once for consecutive steps to the same one).
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
    /// leave the stack, and it gets the cells seeing their sets and what the components
    /// they lead to have.
    fn close(&mut self, first: u32, words: &SeenWords<'_>) {
        let c = self.seeing.len();
        self.taken_by.push(OPEN);
        let mask = (1 << self.shift) - 1;
        let mut this = [0u128; 9];
        for &state in &self.stack[first as usize..] {
            self.component[state as usize] = c as u32;
            let (set, lacked) = (state >> self.shift, (state & mask) as usize);
            let seeing = words.seeing_each(set);
            for (x, (cells, &(_, more))) in this.iter_mut().zip(seeing).enumerate() {
                if x != lacked {
                    *cells |= more;
                }
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
            for (cells, &more) in this.iter_mut().zip(&self.seeing[other]) {
                *cells |= more;
            }
        }
        self.seeing.push(this);
        self.stack.truncate(first as usize);
    }
}
