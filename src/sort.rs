//! Sorting with one shared implementation, to keep the wasm module small.
//!
//! Every call of the standard library's `sort_by`/`sort_unstable_by` with a new closure or element
//! type compiles its own copy of the sort (1.4-3.5 KB of wasm each; there were dozens). Here the
//! merge sort is compiled once: it orders indices through a `dyn` comparison, and each call site
//! adds only a small closure and the permutation step. Slices of `u32` have their own radix sort.
//! Stable: equal elements keep their order.
//!
//! Clippy's `disallowed-methods` (clippy.toml) points other call sites here.

use std::cmp::Ordering;

/// Sorts `v` stably by `cmp`.
pub fn sort_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], mut cmp: F) {
    if v.len() < 2 {
        return;
    }
    let perm = {
        let items: &[T] = v;
        order(items.len(), &mut |a, b| cmp(&items[a], &items[b]))
    };
    permute(v, perm);
}

/// Sorts `v` stably by the key `key` gives each element.
pub fn sort_by_key<T, K: Ord, F: FnMut(&T) -> K>(v: &mut [T], mut key: F) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` stably in its natural order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sorts a short slice of bytes (a word's letters) by insertion.
pub fn u8s(v: &mut [u8]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j - 1] > v[j] {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts a slice of `u32`: insertion sort when short, else a least-significant-digit radix sort
/// (three passes of 11 bits).
pub fn u32s(v: &mut [u32]) {
    let n = v.len();
    if n <= 24 {
        for i in 1..n {
            let mut j = i;
            while j > 0 && v[j - 1] > v[j] {
                v.swap(j - 1, j);
                j -= 1;
            }
        }
        return;
    }
    let mut tmp = vec![0u32; n];
    for shift in [0u32, 11, 22] {
        let mut count = [0usize; 2049];
        for &x in v.iter() {
            count[((x >> shift) & 0x7FF) as usize + 1] += 1;
        }
        for d in 0..2048 {
            count[d + 1] += count[d];
        }
        for &x in v.iter() {
            let d = ((x >> shift) & 0x7FF) as usize;
            tmp[count[d]] = x;
            count[d] += 1;
        }
        v.copy_from_slice(&tmp);
    }
}

/// Sorts `(key, id)` pairs by key, stably: a least-significant-digit radix sort, 8 bits a pass,
/// skipping the passes where every key has the same digit.
pub fn pairs_u64(v: &mut Vec<(u64, u32)>) {
    let mut tmp = vec![(0u64, 0u32); v.len()];
    for shift in (0..64).step_by(8) {
        let mut count = [0usize; 257];
        for &(k, _) in v.iter() {
            count[((k >> shift) & 0xFF) as usize + 1] += 1;
        }
        if count.contains(&v.len()) {
            continue;
        }
        for d in 0..256 {
            count[d + 1] += count[d];
        }
        for &p in v.iter() {
            let d = ((p.0 >> shift) & 0xFF) as usize;
            tmp[count[d]] = p;
            count[d] += 1;
        }
        std::mem::swap(v, &mut tmp);
    }
}

/// The `k` pairs with the smallest keys, sorted by key (keys must be unique): candidates are
/// gathered until there are twice `k`, sorted and cut back to `k`, and the `k`-th key then
/// turns away every later pair above it. A query that matches most of the dictionary but shows
/// a page of it sorts a few thousand pairs instead of every match.
pub fn smallest_pairs(pairs: impl Iterator<Item = (u64, u32)>, k: usize) -> Vec<(u64, u32)> {
    let room = 2 * k.max(256);
    let mut kept = Vec::new();
    let mut cut = u64::MAX;
    for p in pairs {
        if p.0 < cut {
            kept.push(p);
            if kept.len() >= room {
                pairs_u64(&mut kept);
                kept.truncate(k);
                cut = kept.last().map_or(u64::MAX, |l| l.0);
            }
        }
    }
    pairs_u64(&mut kept);
    kept.truncate(k);
    kept
}

/// The stable sorted order of `0..n` under `cmp`: position `i` of the result holds the index of the
/// element that belongs at `i`. A bottom-up merge sort over `u32` indices; compiled once.
fn order(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<u32> {
    let mut a: Vec<u32> = (0..n as u32).collect();
    // Runs of 8 by insertion sort, then merges of doubling width between two buffers.
    const RUN: usize = 8;
    for start in (0..n).step_by(RUN) {
        let end = (start + RUN).min(n);
        for i in start + 1..end {
            let mut j = i;
            while j > start && cmp(a[j - 1] as usize, a[j] as usize) == Ordering::Greater {
                a.swap(j - 1, j);
                j -= 1;
            }
        }
    }
    let mut b = vec![0u32; n];
    let mut width = RUN;
    while width < n {
        for start in (0..n).step_by(2 * width) {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            for slot in &mut b[start..end] {
                // Take from the right run only when it is strictly smaller: stability.
                let take_right =
                    i == mid || (j < end && cmp(a[j] as usize, a[i] as usize) == Ordering::Less);
                if take_right {
                    *slot = a[j];
                    j += 1;
                } else {
                    *slot = a[i];
                    i += 1;
                }
            }
        }
        std::mem::swap(&mut a, &mut b);
        width *= 2;
    }
    a
}

/// Rearranges `v` so that `v[i]` becomes the old `v[perm[i]]`, following cycles with swaps.
fn permute<T>(v: &mut [T], mut perm: Vec<u32>) {
    for i in 0..v.len() {
        let mut cur = i;
        loop {
            let next = perm[cur] as usize;
            perm[cur] = cur as u32;
            if next == i {
                break;
            }
            v.swap(cur, next);
            cur = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    #[test]
    fn agrees_with_the_standard_stable_sort() {
        let mut rng = SplitMix64::new(7);
        for n in [
            0usize, 1, 2, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 100, 1000, 4097,
        ] {
            for range in [2u64, 10, 1_000_000] {
                // (key, original position): stability shows in the positions of equal keys.
                let v: Vec<(u64, usize)> = (0..n).map(|i| (rng.next_u64() % range, i)).collect();
                let mut ours = v.clone();
                sort_by_key(&mut ours, |e| e.0);
                let mut theirs = v.clone();
                #[allow(clippy::disallowed_methods)]
                theirs.sort_by_key(|e| e.0);
                assert_eq!(ours, theirs, "n={n} range={range}");
            }
        }
    }

    #[test]
    fn pairs_sort_by_key_keeping_order() {
        let mut rng = SplitMix64::new(11);
        for n in [0usize, 1, 2, 100, 5000] {
            let v: Vec<(u64, u32)> = (0..n as u32)
                .map(|i| ((rng.next_u64() % 50) << (rng.next_u64() % 58), i))
                .collect();
            let mut ours = v.clone();
            pairs_u64(&mut ours);
            let mut want = v;
            #[allow(clippy::disallowed_methods)]
            want.sort_by_key(|p| p.0);
            assert_eq!(ours, want);
        }
    }

    #[test]
    fn smallest_pairs_are_the_head_of_the_full_sort() {
        let mut rng = SplitMix64::new(5);
        for n in [0usize, 1, 300, 513, 5000, 20_000] {
            for k in [1usize, 7, 256, 600, 30_000] {
                // Unique keys: a random high part above the position.
                let v: Vec<(u64, u32)> = (0..n as u32)
                    .map(|i| ((rng.next_u64() % 1000) << 32 | u64::from(i), i))
                    .collect();
                let ours = smallest_pairs(v.iter().copied(), k);
                let mut want = v;
                #[allow(clippy::disallowed_methods)]
                want.sort_unstable();
                want.truncate(k);
                assert_eq!(ours, want, "n={n} k={k}");
            }
        }
    }

    #[test]
    fn integer_and_natural_sorts() {
        let mut a = vec![5u32, 1, 4, 1, 3];
        u32s(&mut a);
        assert_eq!(a, [1, 1, 3, 4, 5]);
        let mut w = *b"zebra";
        u8s(&mut w);
        assert_eq!(&w, b"aberz");
        let mut rng = SplitMix64::new(3);
        for n in [0usize, 5, 24, 25, 1000] {
            let mut v: Vec<u32> = (0..n).map(|_| rng.next_u64() as u32).collect();
            let mut want = v.clone();
            #[allow(clippy::disallowed_methods)]
            want.sort_unstable();
            u32s(&mut v);
            assert_eq!(v, want);
        }
        let mut s = vec!["pear".to_string(), "apple".into(), "fig".into()];
        sort(&mut s);
        assert_eq!(s, ["apple", "fig", "pear"]);
    }
}
