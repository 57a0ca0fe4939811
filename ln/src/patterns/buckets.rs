//! Items grouped by a small whole-number key in one flat list, by a counting sort: how the
//! chain engine's net finds its nodes by first cell and digit, without a vector per key.

/// Items (`u32`) grouped by key `0..keys`: the items of key `k` are
/// `items[starts[k]..starts[k + 1]]`, in the order they were given.
pub(crate) struct Buckets {
    starts: Vec<u32>,
    items: Vec<u32>,
}

impl Buckets {
    /// The items of the (key, item) pairs `pairs` gives, grouped by key. `pairs` is
    /// called twice (to count, then to place) and gives the same pairs both times.
    pub(crate) fn of<I: Iterator<Item = (usize, u32)>>(keys: usize, pairs: impl Fn() -> I) -> Buckets {
        let mut starts = vec![0u32; keys + 1];
        for (key, _) in pairs() {
            starts[key + 1] += 1;
        }
        for k in 0..keys {
            starts[k + 1] += starts[k];
        }
        let mut next = starts.clone();
        let mut items = vec![0u32; starts[keys] as usize];
        for (key, item) in pairs() {
            items[next[key] as usize] = item;
            next[key] += 1;
        }
        Buckets { starts, items }
    }

    /// The pairs of keys `pairs` grouped by each of their ends: the items of key `k` are
    /// the other end of every pair with an end `k`, in the order of the pairs. One pass to
    /// count and one to place, over the pairs themselves (the chain net groups thousands of
    /// strong links this way at every position).
    pub(crate) fn of_both_ends(keys: usize, pairs: &[(u32, u32)]) -> Buckets {
        let mut starts = vec![0u32; keys + 1];
        for &(a, b) in pairs {
            starts[a as usize + 1] += 1;
            starts[b as usize + 1] += 1;
        }
        for k in 0..keys {
            starts[k + 1] += starts[k];
        }
        let mut next = starts.clone();
        let mut items = vec![0u32; 2 * pairs.len()];
        for &(a, b) in pairs {
            items[next[a as usize] as usize] = b;
            next[a as usize] += 1;
            items[next[b as usize] as usize] = a;
            next[b as usize] += 1;
        }
        Buckets { starts, items }
    }

    /// The items of `key`, in the order they were given.
    pub(crate) fn at(&self, key: usize) -> &[u32] {
        &self.items[self.starts[key] as usize..self.starts[key + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_come_grouped_by_key_in_their_order() {
        let pairs = [(2, 10), (0, 11), (2, 12), (3, 13), (0, 14)];
        let buckets = Buckets::of(4, || pairs.iter().copied());
        assert_eq!(buckets.at(0), [11, 14]);
        assert!(buckets.at(1).is_empty());
        assert_eq!(buckets.at(2), [10, 12]);
        assert_eq!(buckets.at(3), [13]);
    }

    #[test]
    fn both_ends_of_pairs_come_grouped_in_the_order_of_the_pairs() {
        let pairs = [(2, 0), (0, 3), (2, 3), (1, 1)];
        let both = Buckets::of_both_ends(4, &pairs);
        let flat = Buckets::of(4, || pairs.iter().flat_map(|&(a, b)| [(a as usize, b), (b as usize, a)]));
        for key in 0..4 {
            assert_eq!(both.at(key), flat.at(key), "key {key}");
        }
        assert_eq!(both.at(0), [2, 3]);
        assert_eq!(both.at(1), [1, 1]);
        assert_eq!(both.at(3), [0, 2]);
    }
}
