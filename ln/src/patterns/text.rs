//! Small helpers that write the parts of explanations shared by many patterns.

use dn::Candidate;

/// Digits joined by slashes: `2/7`.
pub(crate) fn digits(digits: impl IntoIterator<Item = dn::Digit>) -> String {
    digits.into_iter().map(|d| d.to_string()).collect::<Vec<_>>().join("/")
}

/// The eliminations grouped by digit, in order: `2 from f3c2, f5c4; 7 from f1c1` (the
/// same words the CLI prints under a hint).
pub(crate) use dn::removals_by_digit as removals;

/// The eliminations grouped by cell: `f3c2 (2, 7), f5c4 (2)`.
pub(crate) fn removals_by_cell(eliminations: &[Candidate]) -> String {
    let mut groups: Vec<(dn::Coord, Vec<String>)> = Vec::new();
    for e in eliminations {
        match groups.iter_mut().find(|(c, _)| *c == e.cell) {
            Some((_, ds)) => ds.push(e.digit.to_string()),
            None => groups.push((e.cell, vec![e.digit.to_string()])),
        }
    }
    groups.iter().map(|(c, ds)| format!("{c} ({})", ds.join(", "))).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use dn::{Coord, Digit};

    #[test]
    fn removals_group_by_digit_and_cell() {
        let e = |r, c, d| Candidate { cell: Coord::new(r, c), digit: Digit::new(d).unwrap() };
        let list = [e(2, 1, 2), e(4, 3, 2), e(0, 0, 7), e(2, 1, 7)];
        assert_eq!(removals(&list), "2 from f3c2, f5c4; 7 from f1c1, f3c2");
        assert_eq!(removals_by_cell(&list), "f3c2 (2, 7), f5c4 (2), f1c1 (7)");
    }
}
