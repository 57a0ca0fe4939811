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
//! components of the steps ([`Components`]), each with those cells for each digit, made
//! as the components close, each after those it leads to.

use super::super::als::SeenWords;
use super::super::components::Components;
use super::Steps;

/// What each state of one search's steps reaches, found as the walks ask.
pub(super) struct Reach {
    components: Components,
    /// By component, for each digit index `x`, the cells that see every holder of `x` in
    /// a set it reaches lacking another digit (its own states included).
    seeing: Vec<[u128; 9]>,
}

impl Reach {
    /// Nothing reached yet.
    pub(super) const fn empty() -> Reach {
        Reach { components: Components::new(), seeing: Vec::new() }
    }

    /// Forgets the last search's reach, for one over `states` states.
    pub(super) fn prepare(&mut self, states: usize) {
        self.components.reset(states);
        self.seeing.clear();
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
        let Reach { components, seeing } = self;
        components.visit(
            state,
            |state| steps.part(state),
            |state, target| steps.step(state, target),
            |c, members, led| {
                // Row `c`, filled in place after the rows of the components it leads to.
                seeing.push([0u128; 9]);
                let (before, this) = seeing.split_at_mut(c);
                let this = &mut this[0];
                for &member in members {
                    let (set, lacked) = steps.split(member);
                    let seeing = words.seeing_each(set);
                    for (x, (cells, &(_, more))) in this.iter_mut().zip(seeing).enumerate() {
                        if x != lacked as usize {
                            *cells |= more;
                        }
                    }
                }
                for &other in led {
                    for (cells, &more) in this.iter_mut().zip(&before[other as usize]) {
                        *cells |= more;
                    }
                }
            },
        );
        seeing[components.of(state)][z] & cells != 0
    }
}
