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
}
