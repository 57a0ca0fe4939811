//! Hints: what a solving pattern found, in plain data every layer can read (the GUI draws
//! it, the CLI prints it, the session stores it).

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Coord, Digit, Level, PatternId};

/// What a cell does in a pattern, so a front end can colour it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// One of the cells that form the pattern (a pair, a fish corner, …).
    Pattern,
    /// The pivot of a wing (the thesis' "celda raíz").
    Root,
    /// A branch of a wing (the thesis' "celda rama").
    Pincer,
    /// A fin of a finned or sashimi fish: an extra place of the digit outside the cover
    /// lines, whose cells see the eliminations.
    Fin,
    /// First colour of the first conjugate chain.
    ColourA,
    /// Second colour of the first conjugate chain.
    ColourB,
    /// First colour of the second conjugate chain (Multi-Colors).
    ColourC,
    /// Second colour of the second conjugate chain (Multi-Colors).
    ColourD,
    /// A cell on a chain.
    Chain,
    /// The cell where a chain starts and closes (the thesis' red cell).
    Start,
    /// A cell that loses candidates or receives a value because of the pattern.
    Target,
}

impl Role {
    /// The kebab-case name used in JSON and by the CLI.
    pub fn id(self) -> &'static str {
        match self {
            Role::Pattern => "pattern",
            Role::Root => "root",
            Role::Pincer => "pincer",
            Role::Fin => "fin",
            Role::ColourA => "colour-a",
            Role::ColourB => "colour-b",
            Role::ColourC => "colour-c",
            Role::ColourD => "colour-d",
            Role::Chain => "chain",
            Role::Start => "start",
            Role::Target => "target",
        }
    }
}

/// A cell of the pattern with its role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PatternCell {
    /// The cell.
    pub cell: Coord,
    /// What it does in the pattern.
    pub role: Role,
}

/// One candidate: a digit in a cell (an elimination or a placement).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Candidate {
    /// The cell.
    pub cell: Coord,
    /// The digit.
    pub digit: Digit,
}

impl fmt::Display for Candidate {
    /// `f4c6=5` for a placement, or read as "5 in f4c6".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.cell, self.digit)
    }
}

/// The strength of a chain link (an Alternating Inference Chain's two kinds of inference).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LinkKind {
    /// At least one of the two nodes is true: if `from` is false, `to` is true (the only
    /// two places of a digit in a unit, the only two digits of a cell). Drawn solid.
    Strong,
    /// At most one of the two nodes is true: if `from` is true, `to` is false (two
    /// candidates of a digit that see each other, two digits of one cell). Drawn dashed.
    Weak,
}

impl LinkKind {
    /// `strong` or `weak`.
    pub fn id(self) -> &'static str {
        match self {
            LinkKind::Strong => "strong",
            LinkKind::Weak => "weak",
        }
    }
}

/// What a chain node stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NodeKind {
    /// One candidate: the digit in one cell.
    Candidate,
    /// A grouped node: the digit's candidates in two or more cells of one box∩line, true
    /// when the digit is in one of them.
    Group,
    /// An almost locked set (n cells holding n + 1 digits): true when the digit is in the
    /// set, false when the set is left without it (its other digits are then locked).
    Als,
}

impl NodeKind {
    /// `candidate`, `group` or `als`.
    pub fn id(self) -> &'static str {
        match self {
            NodeKind::Candidate => "candidate",
            NodeKind::Group => "group",
            NodeKind::Als => "als",
        }
    }
}

/// One end of a chain link: a digit in one cell or in a set of cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChainNode {
    /// The cells (one for a candidate), in board order.
    pub cells: Vec<Coord>,
    /// The digit.
    pub digit: Digit,
    /// What the node stands for.
    pub kind: NodeKind,
}

impl ChainNode {
    /// The candidate `digit` in `cell`.
    pub fn candidate(cell: Coord, digit: Digit) -> ChainNode {
        ChainNode { cells: vec![cell], digit, kind: NodeKind::Candidate }
    }
}

impl fmt::Display for ChainNode {
    /// `f2c5(3)` for a candidate, `f1c4,f1c5(3)` for a group, `als f1c4,f1c5,f1c6(3)` for
    /// an almost locked set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == NodeKind::Als {
            f.write_str("als ")?;
        }
        for (k, cell) in self.cells.iter().enumerate() {
            if k > 0 {
                f.write_str(",")?;
            }
            write!(f, "{cell}")?;
        }
        write!(f, "({})", self.digit)
    }
}

/// One link of a chain, in reading order: from one node to the next, strong or weak. A
/// chain alternates them (an XY-Chain reads `f3c9(7) = f3c9(9) - f3c5(9) = f3c5(7) - …`:
/// strong inside a bivalue cell, weak between two cells that see each other).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChainLink {
    /// Where the link starts.
    pub from: ChainNode,
    /// Where it arrives (the arrowhead).
    pub to: ChainNode,
    /// Strong or weak.
    pub kind: LinkKind,
}

impl fmt::Display for ChainLink {
    /// `f2c2(4) = f5c2(4)` for a strong link, `f5c2(4) - f5c7(4)` for a weak one (Eureka's
    /// signs).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = match self.kind {
            LinkKind::Strong => '=',
            LinkKind::Weak => '-',
        };
        write!(f, "{} {sign} {}", self.from, self.to)
    }
}

/// A pattern found on a board: which, where, what it changes, and why, in plain English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// Which pattern found it (written `x-wing` in JSON).
    pub pattern: PatternId,
    /// The pattern's display name, e.g. `X-Wing`.
    pub name: Cow<'static, str>,
    /// The pattern's level.
    pub level: Level,
    /// The cells that form the pattern, and the cells it changes, with their roles.
    pub cells: Vec<PatternCell>,
    /// Candidates the pattern removes.
    pub eliminations: Vec<Candidate>,
    /// Values the pattern places.
    pub placements: Vec<Candidate>,
    /// For chains, the ordered links from start to end.
    pub links: Vec<ChainLink>,
    /// The deduction in plain words, naming cells as `f4c6`.
    pub explanation: String,
}

/// Eliminations grouped by digit, in order of appearance: `2 from f3c2, f5c4; 7 from
/// f1c1` (explanations and the CLI's `remove:` line).
pub fn removals_by_digit(eliminations: &[Candidate]) -> String {
    let mut groups: Vec<(Digit, Vec<String>)> = Vec::new();
    for elimination in eliminations {
        match groups.iter_mut().find(|(digit, _)| *digit == elimination.digit) {
            Some((_, cells)) => cells.push(elimination.cell.to_string()),
            None => groups.push((elimination.digit, vec![elimination.cell.to_string()])),
        }
    }
    let parts: Vec<String> =
        groups.into_iter().map(|(digit, cells)| format!("{digit} from {}", cells.join(", "))).collect();
    parts.join("; ")
}

impl Hint {
    /// Whether the hint changes nothing (no placement, no elimination).
    pub fn is_empty(&self) -> bool {
        self.eliminations.is_empty() && self.placements.is_empty()
    }

    /// What the hint changes, placements first: `place f1c2=5; remove 3 from f1c3, f2c3`
    /// (a line in a list of steps).
    pub fn changes(&self) -> String {
        let mut changes = Vec::new();
        if !self.placements.is_empty() {
            let placed: Vec<String> = self.placements.iter().map(ToString::to_string).collect();
            changes.push(format!("place {}", placed.join(", ")));
        }
        if !self.eliminations.is_empty() {
            changes.push(format!("remove {}", removals_by_digit(&self.eliminations)));
        }
        changes.join("; ")
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name, self.explanation)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_id_is_its_json_name() {
        let roles = [
            Role::Pattern,
            Role::Root,
            Role::Pincer,
            Role::Fin,
            Role::ColourA,
            Role::ColourB,
            Role::ColourC,
            Role::ColourD,
            Role::Chain,
            Role::Start,
            Role::Target,
        ];
        for role in roles {
            assert_eq!(serde_json::to_string(&role).unwrap(), format!("\"{}\"", role.id()));
        }
        assert_eq!(Role::Fin.id(), "fin");
    }

    #[test]
    fn hints_serialise_with_kebab_case_names() {
        let five = Digit::new(5).unwrap();
        let hint = Hint {
            pattern: PatternId::new("naked-single"),
            name: "Naked Single".into(),
            level: Level::Easy,
            cells: vec![PatternCell { cell: Coord::new(0, 1), role: Role::ColourA }],
            eliminations: vec![],
            placements: vec![Candidate { cell: Coord::new(0, 1), digit: five }],
            links: vec![ChainLink {
                from: ChainNode::candidate(Coord::new(0, 1), five),
                to: ChainNode {
                    cells: vec![Coord::new(0, 2), Coord::new(0, 3)],
                    digit: five,
                    kind: NodeKind::Group,
                },
                kind: LinkKind::Strong,
            }],
            explanation: "f1c2 can only be 5.".into(),
        };
        let json = serde_json::to_string(&hint).unwrap();
        assert!(
            json.contains("\"colour-a\"")
                && json.contains("\"strong\"")
                && json.contains("\"group\"")
                && json.contains("\"easy\"")
        );
        assert_eq!(serde_json::from_str::<Hint>(&json).unwrap(), hint);
        assert!(!hint.is_empty());
        assert_eq!(hint.placements[0].to_string(), "f1c2=5");
        assert_eq!(hint.changes(), "place f1c2=5");
        assert_eq!(hint.links[0].to_string(), "f1c2(5) = f1c3,f1c4(5)");
        let three = Digit::new(3).unwrap();
        let removals = [(0, 2), (1, 2)].map(|(r, c)| Candidate { cell: Coord::new(r, c), digit: three });
        let both = Hint { eliminations: removals.to_vec(), ..hint };
        assert_eq!(both.changes(), "place f1c2=5; remove 3 from f1c3, f2c3");
    }
}
