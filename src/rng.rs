//! SplitMix64: the project's own seeded generator, so a seed gives the same draw in the CLI, the
//! page and shared links, today and after dependency upgrades.

use crate::options::Opt;

/// The largest seed: 2^53 - 1, an exact JavaScript number, so that the page, the CLI and links
/// agree on every seed.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// `--seed S`: its name, label and bounds, shared by every command that draws (the rack's draw,
/// the makers), each with its own help.
pub const SEED: Opt = Opt::number("seed", "Seed", 0, MAX_SEED);

/// A SplitMix64 generator (Steele, Lea and Flood, 2014).
#[derive(Debug, Clone)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..n` (n > 0), without modulo bias (Lemire's method).
    pub fn below(&mut self, n: u64) -> u64 {
        debug_assert!(n > 0);
        loop {
            let m = (self.next_u64() as u128) * (n as u128);
            let low = m as u64;
            if low >= n.wrapping_neg() % n {
                return (m >> 64) as u64;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_sequence() {
        // Reference values of SplitMix64 for seed 0 (as published with the algorithm).
        let mut r = SplitMix64::new(0);
        assert_eq!(r.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(r.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    }

    #[test]
    fn below_is_in_range() {
        let mut r = SplitMix64::new(42);
        for n in 1..200 {
            assert!(r.below(n) < n);
        }
    }
}
