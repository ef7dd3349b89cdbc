//! The dictionary blob loader (`blob::read`), which the page runs on fetched bytes. The input is
//! read as it is, and also as a payload behind a well-formed header with its true checksum, so
//! the decoder itself is reached. Whatever loads must hold strictly increasing words of 1 to 60
//! letters a-z, and must build back into a blob that loads to the same data.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wordwright::dict::blob::{self, WordData, MAGIC, MAX_WORD_LEN, VERSION};
use wordwright::dict::Dictionary;

fn check(data: &WordData) {
    assert_eq!(data.starts.len(), data.levels.len() + 1);
    assert_eq!(*data.starts.last().unwrap() as usize, data.text.len());
    for i in 0..data.len() {
        let w = data.word(i);
        assert!(!w.is_empty() && w.len() <= MAX_WORD_LEN);
        assert!(w.iter().all(u8::is_ascii_lowercase));
        if i > 0 {
            assert!(data.word(i - 1) < w, "word {i} out of order");
        }
    }
    let words: Vec<(&str, u8)> = (0..data.len())
        .map(|i| (std::str::from_utf8(data.word(i)).unwrap(), data.levels[i]))
        .collect();
    let rebuilt = blob::build(words.iter().copied()).expect("a loaded blob builds again");
    assert_eq!(&blob::read(&rebuilt).expect("the rebuilt blob loads"), data);
    // The dictionary made from it answers lookups for its own words.
    let dict = Dictionary::from_tiers(&[&data.clone().into()], 100);
    for (w, _) in words.iter().take(50) {
        assert!(dict.contains(w));
    }
}

fuzz_target!(|bytes: &[u8]| {
    if let Ok(data) = blob::read(bytes) {
        check(&data);
    }
    // The same bytes as a payload behind a valid header: the first byte picks the word count.
    let Some((&first, payload)) = bytes.split_first() else {
        return;
    };
    let count = (first as usize).min(payload.len());
    let mut framed = Vec::with_capacity(20 + payload.len());
    framed.extend_from_slice(&MAGIC);
    framed.extend_from_slice(&VERSION.to_le_bytes());
    framed.extend_from_slice(&[10, 95]);
    framed.extend_from_slice(&(count as u32).to_le_bytes());
    framed.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    framed.extend_from_slice(&blob::checksum(payload).to_le_bytes());
    framed.extend_from_slice(payload);
    match blob::read(&framed) {
        Ok(data) => {
            assert_eq!(data.len(), count);
            check(&data);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
