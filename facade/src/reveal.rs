//! Progressive hints (issue 13): a hint revealed a little at a time, as HoDoKu's vague →
//! concrete → full hint and Sudoku Explainer's small clue → big clue → full hint, so a
//! learner gets exactly as much help as needed.
//!
//! Level 1 ([`Reveal::Area`]) points at where to look: the unit or units holding the
//! pattern and the technique's family. Level 2 ([`Reveal::Technique`]) names the technique,
//! its digits and its cells. Level 3 ([`Reveal::Full`]) is the whole hint, drawn on the
//! board. Level 4 ([`Reveal::Apply`]) applies it, as a step. Levels 1 and 2 never name a
//! cell that loses a candidate, the candidates removed or a value placed.

use std::fmt;

use dn::{
    Candidate, CandidateSet, ChainLink, Coord, Digit, Geometry, Hint, PatternCell, PatternId, Role, Unit,
};

use crate::player_view::PlayerView;
use crate::{Family, HintAnswer, SudokuLN};

/// How much of a hint is on show: the four steps a learner climbs.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Reveal {
    /// 1, "look here": the unit or units to look at and the technique's family.
    Area,
    /// 2: the technique, its digits and the cells that form it.
    Technique,
    /// 3: the whole hint — what it removes or places, its links, its explanation.
    #[default]
    Full,
    /// 4: the hint applied to the board (a step).
    Apply,
}

impl Reveal {
    /// Every level, from the least revealed.
    pub const ALL: [Reveal; 4] = [Reveal::Area, Reveal::Technique, Reveal::Full, Reveal::Apply];

    /// The level's number, 1 to 4 (`--reveal N`, `hint N`, JSON).
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The level numbered `number` (1 to 4), if there is one.
    pub fn from_number(number: u8) -> Option<Reveal> {
        Reveal::ALL.get(usize::from(number).checked_sub(1)?).copied()
    }

    /// The level's kebab-case name: `area`, `technique`, `full` or `apply`.
    pub fn id(self) -> &'static str {
        match self {
            Reveal::Area => "area",
            Reveal::Technique => "technique",
            Reveal::Full => "full",
            Reveal::Apply => "apply",
        }
    }

    /// The next level up; [`Reveal::Apply`] stays where it is.
    pub fn next(self) -> Reveal {
        Reveal::from_number(self.number() + 1).unwrap_or(Reveal::Apply)
    }
}

impl fmt::Display for Reveal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.number(), self.id())
    }
}

/// A hint rendered at one [`Reveal`] level: the sentence to say and what to draw. The
/// fields a level does not reveal are empty (`None`, no digits, no cells…).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RevealedHint {
    /// How much is revealed (never [`Reveal::Apply`]: an applied hint is a step).
    pub reveal: Reveal,
    /// The technique's family (every level).
    pub family: Family,
    /// The unit or units to look at (every level): the fewest rows, columns and blocks
    /// that hold the pattern's cells.
    pub area: Vec<Unit>,
    /// The technique (level 2 and up).
    pub pattern: Option<PatternId>,
    /// Its display name, e.g. `X-Wing` (level 2 and up).
    pub name: Option<String>,
    /// The technique's digits (level 2 and up): the X-Wing's digit, the pair of a Naked
    /// Pair… Never the value a hint places.
    pub digits: Vec<Digit>,
    /// The cells to highlight with their roles: at level 2 the cells that form the
    /// pattern (and a cell that receives a value), at level 3 every cell of the hint.
    pub cells: Vec<PatternCell>,
    /// Candidates the hint removes (level 3).
    pub eliminations: Vec<Candidate>,
    /// Values the hint places (level 3).
    pub placements: Vec<Candidate>,
    /// The chain's links (level 3).
    pub links: Vec<ChainLink>,
    /// What the learner reads at this level.
    pub text: String,
}

impl fmt::Display for RevealedHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The answer to a request for a hint at some level, or for a little more of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RevealAnswer {
    /// The hint now on show, at levels 1 to 3.
    Revealed(RevealedHint),
    /// Level 4: the hint was applied; the step's answer (a hint, or why none applied).
    Applied(HintAnswer),
    /// No hint to reveal, and why (solved, nothing applies, an unsound board…).
    NoHint(HintAnswer),
}

impl fmt::Display for RevealAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RevealAnswer::Revealed(hint) => write!(f, "{hint}"),
            RevealAnswer::Applied(answer) | RevealAnswer::NoHint(answer) => write!(f, "{answer}"),
        }
    }
}

impl SudokuLN {
    /// Shows a hint at level `reveal`, or applies it at [`Reveal::Apply`]. The hint on show
    /// is kept when `pattern` is `None` or its own, so every level talks about the same
    /// step; otherwise the hint is found as [`SudokuLN::hint`] finds it.
    pub fn reveal_hint(
        &mut self,
        pattern: Option<PatternId>,
        reveal: Reveal,
    ) -> Result<RevealAnswer, crate::FacadeError> {
        let shown = self.shown.hint.clone().filter(|hint| pattern.is_none_or(|p| p == hint.pattern));
        if reveal == Reveal::Apply {
            let pattern = shown.map(|hint| hint.pattern).or(pattern);
            return Ok(RevealAnswer::Applied(self.step(pattern)?));
        }
        let hint = match shown {
            Some(hint) => hint,
            None => match self.hint(pattern)? {
                answer if answer.hint().is_some() => answer.hint().cloned().expect("a hint"),
                other => return Ok(RevealAnswer::NoHint(other)),
            },
        };
        let revealed = self.render_hint(&hint, reveal);
        self.shown.replay = None;
        self.shown.hint = Some(hint);
        self.shown.reveal = reveal;
        Ok(RevealAnswer::Revealed(revealed))
    }

    /// One level more of the hint on show — the H key and `play`'s `hint`: level 1 of the
    /// easiest hint when none is on show (any change to the board hides it), then 2, 3,
    /// and at the fourth request the hint is applied.
    pub fn hint_more(&mut self) -> Result<RevealAnswer, crate::FacadeError> {
        let reveal = match &self.shown.hint {
            Some(_) => self.shown.reveal.next(),
            None => Reveal::Area,
        };
        self.reveal_hint(None, reveal)
    }

    /// The hint on show rendered at its level, if a hint is on show.
    pub fn revealed(&self) -> Option<RevealedHint> {
        self.shown.hint.as_ref().map(|hint| self.render_hint(hint, self.shown.reveal))
    }

    /// `hint`, found on this board, rendered at level `reveal` ([`Reveal::Apply`] renders
    /// as [`Reveal::Full`]: what is about to be applied).
    pub fn render_hint(&self, hint: &Hint, reveal: Reveal) -> RevealedHint {
        let geometry = self.board().geometry();
        let family = crate::patterns::family_of(hint.pattern);
        let area = area(geometry, &located_cells(hint));
        let reveal = reveal.min(Reveal::Full);
        let mut revealed = RevealedHint {
            reveal,
            family,
            text: area_text(&area, family),
            area,
            pattern: None,
            name: None,
            digits: Vec::new(),
            cells: Vec::new(),
            eliminations: Vec::new(),
            placements: Vec::new(),
            links: Vec::new(),
        };
        if reveal == Reveal::Area {
            return revealed;
        }
        revealed.pattern = Some(hint.pattern);
        revealed.name = Some(hint.name.to_string());
        revealed.digits = self.pattern_digits(hint);
        if reveal == Reveal::Technique {
            revealed.cells = technique_cells(hint);
            revealed.text = technique_text(hint, &revealed);
        } else {
            revealed.cells = hint.cells.clone();
            revealed.eliminations = hint.eliminations.clone();
            revealed.placements = hint.placements.clone();
            revealed.links = hint.links.clone();
            revealed.text = hint.to_string();
        }
        let note = self.cells_to_note(hint, reveal);
        if !note.is_empty() {
            let sentence = HintAnswer::NoteFirst { hint: hint.clone(), cells: note };
            revealed.text = format!("{}\n{sentence}", revealed.text);
        }
        revealed
    }

    /// The cells whose candidates the player must note to see the hint on show at its
    /// level (see [`SudokuLN::cells_to_note`]); none when no hint is on show.
    pub fn cells_to_note_on_show(&self) -> Vec<Coord> {
        match &self.shown.hint {
            Some(hint) => self.cells_to_note(hint, self.shown.reveal),
            None => Vec::new(),
        }
    }

    /// The cells of `hint` whose candidates the player must note to see it at level
    /// `reveal`, because they note none: at level 1 none are named, at level 2 only the
    /// pattern's own cells that lose nothing (the cells a level-2 hint shows), from level 3
    /// every cell of the hint.
    pub fn cells_to_note(&self, hint: &Hint, reveal: Reveal) -> Vec<Coord> {
        let note = PlayerView::of(self.board()).cells_to_note(hint);
        match reveal {
            Reveal::Area => Vec::new(),
            Reveal::Technique => {
                let shown = technique_cells(hint);
                let changed = |cell: &Coord| hint.eliminations.iter().any(|e| e.cell == *cell);
                note.into_iter().filter(|c| shown.iter().any(|p| p.cell == *c) && !changed(c)).collect()
            }
            Reveal::Full | Reveal::Apply => note,
        }
    }

    /// The digits the technique is about: the candidates of its pattern cells that stay
    /// there (a Naked or Hidden subset's digits), else the digits it removes (a fish's, a
    /// wing's, a chain's digit). None for a hint that places a value: its digit is the
    /// answer.
    fn pattern_digits(&self, hint: &Hint) -> Vec<Digit> {
        if !hint.placements.is_empty() {
            return Vec::new();
        }
        let removed: CandidateSet = hint.eliminations.iter().map(|e| e.digit).collect();
        let digits = match crate::patterns::family_of(hint.pattern) {
            Family::Subsets => {
                let board = PlayerView::of(self.board()).board;
                let geometry = board.geometry();
                let mut kept = CandidateSet::EMPTY;
                for cell in hint.cells.iter().filter(|c| c.role == Role::Pattern) {
                    let Some(index) = geometry.cell_of(cell.cell) else { continue };
                    let lost = hint.eliminations.iter().filter(|e| e.cell == cell.cell).map(|e| e.digit);
                    let lost: CandidateSet = lost.collect();
                    kept |= board.candidates(index) - lost;
                }
                kept
            }
            _ => removed,
        };
        digits.iter().collect()
    }
}

/// The cells that locate the pattern: its own cells and the cells it fills, not the cells
/// it only removes candidates from (those are the answer).
fn located_cells(hint: &Hint) -> Vec<dn::Coord> {
    let mut cells: Vec<dn::Coord> =
        hint.cells.iter().filter(|c| c.role != Role::Target).map(|c| c.cell).collect();
    cells.extend(hint.placements.iter().map(|p| p.cell));
    if cells.is_empty() {
        cells.extend(hint.cells.iter().map(|c| c.cell));
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The fewest units holding every cell of `cells`: every unit that holds them all (a pair
/// in a row and a block gives both); else the smallest mix of up to three units; else the
/// rows, the columns or the blocks they lie in, whichever are fewer. A lone cell is
/// pointed at by its block only, so level 1 does not name the cell.
fn area(geometry: Geometry, cells: &[dn::Coord]) -> Vec<Unit> {
    let indexes: Vec<_> = cells.iter().filter_map(|&c| geometry.cell_of(c)).collect();
    let Some(&first) = indexes.first() else { return Vec::new() };
    if indexes.len() == 1 {
        return vec![geometry.units_of(first)[2]];
    }
    let holds = |unit: Unit, cell| geometry.units_of(cell).contains(&unit);
    let common: Vec<Unit> =
        geometry.units_of(first).into_iter().filter(|&u| indexes.iter().all(|&c| holds(u, c))).collect();
    if !common.is_empty() {
        return common;
    }
    let touched: Vec<Unit> = {
        let mut units: Vec<Unit> = indexes.iter().flat_map(|&c| geometry.units_of(c)).collect();
        units.sort_unstable();
        units.dedup();
        units
    };
    let covers = |set: &[Unit]| indexes.iter().all(|&c| set.iter().any(|&u| holds(u, c)));
    for (i, &a) in touched.iter().enumerate() {
        for &b in &touched[i + 1..] {
            if covers(&[a, b]) {
                return vec![a, b];
            }
        }
    }
    for (i, &a) in touched.iter().enumerate() {
        for (j, &b) in touched.iter().enumerate().skip(i + 1) {
            for &c in &touched[j + 1..] {
                if covers(&[a, b, c]) {
                    return vec![a, b, c];
                }
            }
        }
    }
    let kind = |k: usize| -> Vec<Unit> {
        let mut units: Vec<Unit> = indexes.iter().map(|&c| geometry.units_of(c)[k]).collect();
        units.sort_unstable();
        units.dedup();
        units
    };
    (0..3).map(kind).min_by_key(Vec::len).unwrap_or_default()
}

/// `row 3 and block 3`, `rows 2 and 5`, `row 1, column 4 and block 9`.
fn units_text(units: &[Unit]) -> String {
    let same_kind = units.windows(2).all(|w| w[0].kind_name() == w[1].kind_name());
    let parts: Vec<String> = match (same_kind, units.first()) {
        (true, Some(first)) if units.len() > 1 => {
            let numbers: Vec<String> = units.iter().map(|u| (u.index() + 1).to_string()).collect();
            return format!("{}s {}", first.kind_name(), listed(&numbers));
        }
        _ => units.iter().map(ToString::to_string).collect(),
    };
    listed(&parts)
}

/// `a`, `a and b`, `a, b and c`.
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Level 1: where to look and which family of technique to look for.
fn area_text(area: &[Unit], family: Family) -> String {
    let place = if area.is_empty() { "the board".to_string() } else { units_text(area) };
    format!("Look at {place}: a step of the {family} family applies there ({}).", family.look_for())
}

/// The cells level 2 draws: the pattern's own cells and the cells it fills.
fn technique_cells(hint: &Hint) -> Vec<PatternCell> {
    let fills = |cell| hint.placements.iter().any(|p| p.cell == cell);
    hint.cells.iter().filter(|c| c.role != Role::Target || fills(c.cell)).copied().collect()
}

/// Level 2: the technique, its digits, where it is, and the cells that form it — or,
/// for a hint that places a value, the cell to fill. When a cell of the pattern itself
/// loses candidates (a Hidden Pair's), no cell is named: naming it would say where the
/// removals are.
fn technique_text(hint: &Hint, revealed: &RevealedHint) -> String {
    let mut text = hint.name.to_string();
    if !revealed.digits.is_empty() {
        let digits: Vec<String> = revealed.digits.iter().map(ToString::to_string).collect();
        text.push_str(&format!(" on {}", digits.join("/")));
    }
    if !revealed.area.is_empty() {
        text.push_str(&format!(" in {}", units_text(&revealed.area)));
    }
    let names = |cells: Vec<dn::Coord>| -> Vec<String> { cells.iter().map(ToString::to_string).collect() };
    if !hint.placements.is_empty() {
        let filled = names(hint.placements.iter().map(|p| p.cell).collect());
        text.push_str(&format!(": look at {}. Which digit goes there?", listed(&filled)));
        return text;
    }
    let loses = |cell| hint.eliminations.iter().any(|e| e.cell == cell);
    let own = names(revealed.cells.iter().map(|c| c.cell).collect());
    if revealed.cells.iter().any(|c| loses(c.cell)) || own.is_empty() {
        text.push_str(". What can it remove?");
    } else {
        text.push_str(&format!(": its cells are {}. What can it remove?", listed(&own)));
    }
    text
}

#[cfg(test)]
#[path = "reveal_tests.rs"]
mod tests;
