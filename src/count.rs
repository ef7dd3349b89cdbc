//! Counts that can outgrow a JavaScript number.
//!
//! Every count in an answer is a JSON number, except that a count that can pass 2^53 - 1 (the
//! largest integer a JavaScript number holds exactly) is a [`Count`]: a JSON number up to
//! 2^53 - 1 and a decimal string above it. The numbers of dice solutions, symbol assignments
//! and shortest ladders are such counts.

use serde::Serialize;

/// The largest count written as a JSON number: 2^53 - 1.
pub const MAX_JSON_NUMBER: u128 = (1 << 53) - 1;

/// An exact count: a JSON number up to 2^53 - 1, a decimal string above.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Count(pub u128);

impl Serialize for Count {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        if self.0 <= MAX_JSON_NUMBER {
            s.serialize_u64(self.0 as u64)
        } else {
            s.serialize_str(&decimal(self.0))
        }
    }
}

impl Count {
    /// The count for a sentence, its digits in groups of three: "37,837,800".
    pub fn grouped(&self) -> String {
        let digits = decimal(self.0);
        let mut out = String::with_capacity(digits.len() * 4 / 3);
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(c);
        }
        out
    }
}

impl std::fmt::Display for Count {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&decimal(self.0))
    }
}

/// `n` in decimal, a digit at a time (u128's own formatting takes 1.3 KB of the wasm module, and
/// a u128 division 1 KB more): long division by 10 over four 32-bit limbs, in u64.
fn decimal(n: u128) -> String {
    let mut limbs = [
        (n >> 96) as u64,
        (n >> 64) as u32 as u64,
        (n >> 32) as u32 as u64,
        n as u32 as u64,
    ];
    let mut digits = String::new();
    loop {
        let mut rest = 0;
        for limb in &mut limbs {
            let x = rest << 32 | *limb;
            *limb = x / 10;
            rest = x % 10;
        }
        digits.insert(0, char::from(b'0' + rest as u8));
        if limbs == [0; 4] {
            return digits;
        }
    }
}

impl PartialEq<u128> for Count {
    fn eq(&self, other: &u128) -> bool {
        self.0 == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grouped_in_threes() {
        let g = |n: u128| Count(n).grouped();
        assert_eq!(
            [g(0), g(999), g(1000), g(37837800), g(u128::MAX)],
            [
                "0",
                "999",
                "1,000",
                "37,837,800",
                "340,282,366,920,938,463,463,374,607,431,768,211,455"
            ]
        );
    }

    #[test]
    fn numbers_then_strings() {
        let j = |n: u128| serde_json::to_string(&Count(n)).unwrap();
        assert_eq!(j(0), "0");
        assert_eq!(j(MAX_JSON_NUMBER), "9007199254740991");
        assert_eq!(j(MAX_JSON_NUMBER + 1), "\"9007199254740992\"");
    }

    #[test]
    fn decimals_of_every_size() {
        for n in [
            0,
            9,
            10_000_000_000_000_000_000 - 1,
            10_000_000_000_000_000_000,
            10_000_000_000_000_000_001,
            12_345_678_901_234_567_890_123_456_789,
            (1 << 32) - 1,
            1 << 32,
            (1 << 64) - 1,
            1 << 64,
            (1 << 96) - 1,
            1 << 96,
            (1 << 96) * 7 + (1 << 64) * 3 + (1 << 32) * 9 + 5,
            100_000_000_000_000_000_000_000_000_000_000_000_000,
            u128::MAX,
        ] {
            assert_eq!(decimal(n), n.to_string());
            assert_eq!(Count(n).to_string(), n.to_string());
        }
    }
}
