//! The dictionary blob loader and word lists on inputs found by fuzzing (`./build.sh fuzz`,
//! targets `blob` and `parse_wordlist`): each is the crashing input as found, kept so that
//! `cargo test` guards the fix.

use wordwright::dict::blob::{self, BlobError};

/// Fuzz target `blob`: a blob with a valid header and checksum whose level column holds 111
/// and 0 loaded, although the builder takes levels 1 to 100 only (so the loaded words could not
/// be written back). The loader now refuses it and names the word and the level.
#[test]
fn fuzz_blob_with_levels_outside_1_to_100_is_refused() {
    let bytes: &[u8] = &[
        0x57, 0x57, 0x44, 0x42, 0x01, 0x00, 0x0a, 0x5f, 0x09, 0x00, 0x00, 0x00, 0x1d, 0x00, 0x00,
        0x00, 0x76, 0xe5, 0x06, 0x51, 0x00, 0x61, 0x00, 0x62, 0x00, 0x63, 0x01, 0x64, 0x03, 0x62,
        0x00, 0x61, 0x02, 0x63, 0x61, 0x74, 0x00, 0x73, 0x04, 0x64, 0x6f, 0x67, 0x00, 0x0a, 0x23,
        0x0a, 0x0a, 0x14, 0x14,
    ];
    let e = blob::read(bytes).unwrap_err();
    assert!(matches!(e, BlobError::Corrupt { .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "dictionary blob is damaged: word 0 has level 111 (byte 40); levels run from 1 to 100"
    );
    // The same words with levels in range load, and build back to the same blob.
    let good = blob::build([("a", 10), ("b", 100), ("c", 1)]).unwrap();
    let data = blob::read(&good).unwrap();
    assert_eq!(data.levels, [10, 100, 1]);
}
