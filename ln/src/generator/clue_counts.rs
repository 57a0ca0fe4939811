//! Clue counts under a symmetry: which totals the orbits of givens can make, and which
//! orbits to add to reach one exactly.

/// `possible[n]` is true when some of the orbits of `sizes` hold exactly `n` cells in all
/// (`n` from 0 to the sum of `sizes`).
pub(crate) fn possible_counts(sizes: &[usize]) -> Vec<bool> {
    let total = sizes.iter().sum();
    let mut possible = vec![false; total + 1];
    possible[0] = true;
    for &size in sizes {
        for n in (size..=total).rev() {
            possible[n] |= possible[n - size];
        }
    }
    possible
}

/// The indexes of orbits of `sizes` that hold exactly `need` cells in all, taking the
/// earliest orbits that still allow an exact total; `None` when no choice does.
pub(crate) fn pick_exactly(sizes: &[usize], need: usize) -> Option<Vec<usize>> {
    // reach[i][r]: some of the orbits i.. hold exactly r cells.
    let mut reach = vec![vec![false; need + 1]; sizes.len() + 1];
    reach[sizes.len()][0] = true;
    for i in (0..sizes.len()).rev() {
        for r in 0..=need {
            reach[i][r] = reach[i + 1][r] || (sizes[i] <= r && reach[i + 1][r - sizes[i]]);
        }
    }
    if !reach[0][need] {
        return None;
    }
    let mut picked = Vec::new();
    let mut left = need;
    for (i, &size) in sizes.iter().enumerate() {
        if size <= left && reach[i + 1][left - size] {
            picked.push(i);
            left -= size;
        }
    }
    Some(picked)
}

/// How the orbits of `sizes` group the cells: (orbit size, how many), largest first.
pub(crate) fn groups(sizes: &[usize]) -> Vec<(usize, usize)> {
    let mut groups: Vec<(usize, usize)> = Vec::new();
    for &size in sizes {
        match groups.iter_mut().find(|(s, _)| *s == size) {
            Some((_, n)) => *n += 1,
            None => groups.push((size, 1)),
        }
    }
    groups.sort_unstable_by_key(|&(size, _)| std::cmp::Reverse(size));
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_turn_counts_are_fours_and_the_centre() {
        let sizes: Vec<usize> = std::iter::repeat_n(4, 20).chain([1]).collect();
        let possible = possible_counts(&sizes);
        assert_eq!(possible.len(), 82);
        let counts: Vec<usize> = (20..=30).filter(|&n| possible[n]).collect();
        assert_eq!(counts, [20, 21, 24, 25, 28, 29]);
        assert_eq!(groups(&sizes), [(4, 20), (1, 1)]);
    }

    #[test]
    fn picks_hold_exactly_the_count_asked_for() {
        let sizes = [4, 1, 4, 2, 4];
        for need in 0..=15 {
            let picked = pick_exactly(&sizes, need);
            assert_eq!(picked.is_some(), possible_counts(&sizes)[need], "{need}");
            if let Some(picked) = picked {
                assert_eq!(picked.iter().map(|&i| sizes[i]).sum::<usize>(), need);
            }
        }
        assert_eq!(pick_exactly(&[1, 1, 1, 1], 2), Some(vec![0, 1]));
    }
}
