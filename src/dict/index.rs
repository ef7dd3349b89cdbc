//! The one way to keep an index derived from a dictionary: a table of slots owned by the
//! [`Dictionary`], each filled the first time [`Dictionary::index`] is asked for it, through a
//! typed [`IndexKey`].
//!
//! `dict` names the slots (so reaching an index is an array access, not a search) but not the
//! types of what other modules keep in them: the ladder's graphs and the rack's scan index are
//! declared beside their own code, as a `const` key holding the slot, the type and the function
//! that builds it. An index lives as long as its dictionary and is dropped with it; nothing is
//! kept per thread or matched by pointer or hash.
//!
//! ```ignore
//! // In ladder/graph.rs: one empty cell per word length, filled one length at a time.
//! pub(crate) const GRAPHS: IndexKey<Graphs> = IndexKey::new(Slot::LadderGraphs, Graphs::new);
//! // At the call site: typed, built on first use, borrowed from the dictionary.
//! let kept: &Graphs = dict.index(&GRAPHS);
//! ```

use std::any::Any;
use std::cell::OnceCell;

use super::Dictionary;

/// The slots of a dictionary's index table, one per [`IndexKey`]. A new kind of index adds a
/// variant here and declares its key (with its type) in its own module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// The word ids of each length (`dict`).
    ByLength,
    /// Each word's letter counts (`dict`).
    Counts,
    /// Word ids ordered by sorted-letter signature (`dict`).
    Signatures,
    /// Per length, word ids ordered with each position removed (`dict`).
    Neighbours,
    /// Per length, the one-letter-change graph (`ladder::graph`).
    LadderGraphs,
    /// Per length, the letter masks and symbols the rack scan reads (`rack::scan`).
    RackScan,
    /// The reference rack solver's hash set of words (`reference::rack`, for the bench page).
    ReferenceWordSet,
    /// The words' ids in the ranking data's pair vocabulary (`dict`).
    VocabIds,
    /// Each word's own cost and the level priors (`rank`).
    WordCosts,
    /// Each word's shared prefix with the word before and its most repeated letter's count
    /// (`pattern::walk`).
    PatternWalk,
    /// The letter-trigram model of spelling (`rank::letters`).
    Letters,
    /// A hash table of the words, for looking one up by its text (`dict`).
    FindTable,
    /// The abbreviations the dictionary reads (`dict::abbreviations`).
    Abbreviations,
    /// Per length, the archaic forms of the words (`assign::archaic`).
    ArchaicForms,
    /// Per length, the words whose level is not the same in every spelling
    /// (`assign::candidates`).
    SpellingVariants,
    /// For the unit tests of this module.
    #[cfg(test)]
    Test,
    /// For the unit tests of this module.
    #[cfg(test)]
    Test2,
}

impl Slot {
    /// The number of slots.
    const COUNT: usize = Slot::SpellingVariants as usize + 1 + if cfg!(test) { 2 } else { 0 };
}

/// A typed key to one of a dictionary's indexes: its slot, and how to build it from the
/// dictionary. Declare one `const` per kind of index; `dict.index(&KEY)` returns `&T`.
pub struct IndexKey<T: 'static> {
    slot: Slot,
    build: fn(&Dictionary) -> T,
}

impl<T: 'static> IndexKey<T> {
    /// The key of the index kept in `slot` and made by `build` the first time it is asked for.
    pub const fn new(slot: Slot, build: fn(&Dictionary) -> T) -> IndexKey<T> {
        IndexKey { slot, build }
    }

    /// Its slot.
    pub const fn slot(&self) -> Slot {
        self.slot
    }
}

/// The table itself: one cell per slot, filled once.
#[derive(Default)]
pub(super) struct Indexes {
    slots: [OnceCell<Box<dyn Any>>; Slot::COUNT],
}

impl Indexes {
    pub(super) fn get<'a, T: 'static>(&'a self, dict: &Dictionary, key: &IndexKey<T>) -> &'a T {
        let any = self.slot(key.slot, &mut || Box::new((key.build)(dict)));
        match any.downcast_ref::<T>() {
            Some(index) => index,
            // Keys are consts with one slot each (`keys_have_one_slot_each` lists them), so two
            // types never meet in one slot; this is a bug in the code, not something input can do.
            None => panic!("two index keys share a slot"),
        }
    }

    /// The untyped part of [`Indexes::get`], compiled once rather than once per index type.
    fn slot(&self, slot: Slot, build: &mut dyn FnMut() -> Box<dyn Any>) -> &dyn Any {
        self.slots[slot as usize].get_or_init(build).as_ref()
    }

    pub(super) fn is_built(&self, slot: Slot) -> bool {
        self.slots[slot as usize].get().is_some()
    }
}

/// An index made one word length at a time: a cell per length from 0 to the dictionary's
/// longest word, each built independently when first asked for (a 5-letter ladder builds only
/// the 5-letter graph). Use `PerLength::new` as the key's build function.
pub struct PerLength<T> {
    cells: Box<[OnceCell<T>]>,
}

impl<T> PerLength<T> {
    /// One empty cell per length of `dict`'s words (0 to its longest).
    pub fn new(dict: &Dictionary) -> PerLength<T> {
        PerLength {
            cells: (0..=dict.max_len()).map(|_| OnceCell::new()).collect(),
        }
    }

    /// The entry of length `len`, if it is built.
    pub fn get(&self, len: usize) -> Option<&T> {
        self.cells.get(len)?.get()
    }

    /// The entry of length `len`, made by `build` if it is not built yet; None when no word is
    /// that long (there is no cell, and `build` is not called).
    pub fn get_or_init(&self, len: usize, build: impl FnOnce() -> T) -> Option<&T> {
        Some(self.cells.get(len)?.get_or_init(build))
    }
}

/// The ids kept for `len` in a per-length index of word ids (`key`), made by `build` the first
/// time (empty when no word is that long). One function for every such index, so the module
/// holds one copy of the code that fills a cell.
pub fn per_length_ids<'d>(
    dict: &'d Dictionary,
    key: &IndexKey<PerLength<Vec<super::WordId>>>,
    len: usize,
    build: fn(&Dictionary, usize) -> Vec<super::WordId>,
) -> &'d [super::WordId] {
    dict.index(key)
        .get_or_init(len, || build(dict, len))
        .map_or(&[], Vec::as_slice)
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    fn dict() -> Dictionary {
        Dictionary::from_words(&["a", "at", "cat", "cot", "dog", "cats"])
    }

    thread_local! {
        static BUILDS: Cell<usize> = const { Cell::new(0) };
    }

    const WORDS: IndexKey<Vec<String>> = IndexKey::new(Slot::Test, |d| {
        BUILDS.with(|b| b.set(b.get() + 1));
        d.ids().map(|id| d.word(id).to_string()).collect()
    });

    #[test]
    fn an_index_is_built_once_on_first_use_and_kept_by_its_dictionary() {
        BUILDS.with(|b| b.set(0));
        let d = dict();
        assert!(!d.has_index(Slot::Test));
        let first: *const Vec<String> = d.index(&WORDS);
        assert!(d.has_index(Slot::Test));
        let again: &Vec<String> = d.index(&WORDS);
        assert!(std::ptr::eq(first, again));
        assert_eq!(again[2], "cat");
        assert_eq!(BUILDS.with(Cell::get), 1);
        // Another dictionary has its own table.
        let other = Dictionary::from_words(&["zoo"]);
        assert_eq!(other.index(&WORDS), &["zoo"]);
        assert_eq!(BUILDS.with(Cell::get), 2);
    }

    #[test]
    fn per_length_entries_are_built_independently() {
        const COUNTS: IndexKey<PerLength<usize>> = IndexKey::new(Slot::Test2, PerLength::new);
        let d = dict();
        let built = Cell::new(Vec::new());
        let count = |len: usize| {
            *d.index(&COUNTS)
                .get_or_init(len, || {
                    let mut b = built.take();
                    b.push(len);
                    built.set(b);
                    d.ids_with_len(len).len()
                })
                .unwrap_or(&0)
        };
        assert_eq!(count(3), 3);
        assert_eq!(
            d.index(&COUNTS).get(2),
            None,
            "length 2 is not built by length 3"
        );
        assert_eq!(count(3), 3);
        assert_eq!(count(2), 1);
        assert_eq!(count(40), 0, "no cell past the longest word");
        assert_eq!(built.take(), [3, 2]);
    }

    #[test]
    fn keys_have_one_slot_each() {
        let slots = [
            super::super::BY_LENGTH.slot(),
            super::super::COUNTS.slot(),
            super::super::SIGNATURES.slot(),
            super::super::NEIGHBOURS.slot(),
            crate::ladder::GRAPHS.slot(),
            crate::rack::SCAN.slot(),
            crate::reference::rack::WORD_SET.slot(),
            super::super::VOCAB_IDS.slot(),
            crate::rank::WORD_COSTS.slot(),
            crate::pattern::WALK.slot(),
            crate::rank::LETTERS.slot(),
            super::super::FIND_TABLE.slot(),
            super::super::abbreviations::ABBREVIATIONS.slot(),
            crate::assign::archaic::FORMS.slot(),
            crate::assign::candidates::VARIANTS.slot(),
            WORDS.slot(),
            Slot::Test2, // the per-length test's key
        ];
        for (i, a) in slots.iter().enumerate() {
            assert_eq!(*a as usize, i, "slot {a:?} is listed out of order or twice");
        }
        assert_eq!(slots.len(), Slot::COUNT);
    }
}
