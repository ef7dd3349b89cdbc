//! Archaic verb forms (the King James Bible's and Shakespeare's): a dictionary word with the
//! endings of the old third and second person, `-eth` and `-est` (`walketh`, `cometh`,
//! `setteth`, `carrieth`; `knowest`, `lovest`, `gaddest`), and `-st` after a past tense in `-ed`
//! (`obeyedst`). Few of them are dictionary words; a cryptogram's plaintext may hold them as words
//! outside the dictionary, each costed as its stem plus [`ARCHAIC`].

use crate::budget::Budget;
use crate::dict::{Dictionary, IndexKey, PerLength, Slot, WordId};
use crate::rank::{Cost, WORD_COSTS};

/// The extra cost of an archaic form over its stem's: the forms are rare in the text the word
/// frequencies come from, but a sentence that has one often has several (tuned on the cryptogram
/// evaluation as a whole).
pub const ARCHAIC: Cost = Cost(3300);

/// The cost of an archaic form that wordfreq does not list (the names tier's old forms are those
/// it lists): rarer than the list's floor, Zipf 1.0.
pub const UNLISTED: Cost = Cost(8000);

/// The names tier's level for old forms (`data/names/old-forms.txt`, archaic forms with their
/// wordfreq frequencies), which no name has (build.rs).
pub const OLD_FORM_LEVEL: u8 = 95;

/// Whether word `id` of the names tier is one of its old forms (a form wordfreq counts), not a
/// name.
pub fn is_old_form(names: &Dictionary, id: crate::dict::WordId) -> bool {
    names.level(id) == Some(OLD_FORM_LEVEL)
}

/// One way to make a form from a stem: drop `drop` letters of the stem (after checking that it
/// ends in `needs`), then append `ending`; `double` repeats the stem's last letter first.
struct Rule {
    needs: &'static [u8],
    drop: usize,
    double: bool,
    ending: &'static [u8],
}

const RULES: [Rule; 9] = [
    // walk -> walketh, walkest
    rule(b"", 0, false, b"eth"),
    rule(b"", 0, false, b"est"),
    // come -> cometh, love -> lovest
    rule(b"e", 0, false, b"th"),
    rule(b"e", 0, false, b"st"),
    // set -> setteth, gad -> gaddest
    rule(b"", 0, true, b"eth"),
    rule(b"", 0, true, b"est"),
    // carry -> carrieth, carriest
    rule(b"y", 1, false, b"ieth"),
    rule(b"y", 1, false, b"iest"),
    // obeyed -> obeyedst
    rule(b"ed", 0, false, b"st"),
];

const fn rule(needs: &'static [u8], drop: usize, double: bool, ending: &'static [u8]) -> Rule {
    Rule {
        needs,
        drop,
        double,
        ending,
    }
}

impl Rule {
    /// How much longer the form is than its stem.
    fn growth(&self) -> isize {
        self.ending.len() as isize + isize::from(self.double) - self.drop as isize
    }

    /// Appends the form of `stem` to `out`, if the rule applies to it.
    fn apply(&self, stem: &[u8], out: &mut Vec<u8>) -> bool {
        let Some(&last) = stem.last() else {
            return false;
        };
        if stem.len() < 2 || !stem.ends_with(self.needs) {
            return false;
        }
        let vowel = |b: u8| b"aeiou".contains(&b);
        let before = stem
            .get(stem.len().wrapping_sub(2))
            .copied()
            .unwrap_or(b'a');
        // A stem in -e takes -th and -st (cometh, lovest), not -eth and -est; one in a
        // consonant and -y takes -ieth and -iest (carrieth), one in a vowel and -y the plain
        // endings (playeth).
        let consonant_y = last == b'y' && !vowel(before);
        if self.needs.is_empty() && !self.double && (last == b'e' || consonant_y) {
            return false;
        }
        if self.needs == b"y" && !consonant_y {
            return false;
        }
        // Only a consonant after a single vowel doubles (set, gad; not walk, see).
        if self.double {
            let vowel = |b: u8| b"aeiou".contains(&b);
            let before = stem
                .get(stem.len().wrapping_sub(2))
                .copied()
                .unwrap_or(b'a');
            if vowel(last) || !vowel(before) || b"wxy".contains(&last) {
                return false;
            }
        }
        out.extend_from_slice(&stem[..stem.len() - self.drop]);
        if self.double {
            out.push(last);
        }
        out.extend_from_slice(self.ending);
        true
    }

    /// Whether `dict` inflects `stem` as a verb the way the rule does: its `-ing` or `-ed` form,
    /// with the rule's doubling (gadding, setting) or without it (walking, coming, carrying), is a
    /// word of `dict`; a past tense in `-ed` (the `-edst` rule's stems) is a verb's. So `gappest`
    /// is no form where the dictionary lacks gapping and gapped, and `seteth` none beside `setteth`.
    fn verb(&self, dict: &Dictionary, stem: &[u8]) -> bool {
        if self.needs == b"ed" {
            return true;
        }
        let Some(&last) = stem.last() else {
            return false;
        };
        let mut word = Vec::with_capacity(stem.len() + 4);
        let mut has = |base: &[u8], ending: &[u8]| {
            word.clear();
            word.extend_from_slice(base);
            if self.double {
                word.push(last);
            }
            word.extend_from_slice(ending);
            std::str::from_utf8(&word).is_ok_and(|w| dict.contains(w))
        };
        let dropped_e = stem.strip_suffix(b"e").filter(|_| !self.double);
        [&b"ing"[..], b"ed"]
            .iter()
            .any(|ending| has(stem, ending) || dropped_e.is_some_and(|base| has(base, ending)))
    }
}

/// Appends to `out` the archaic forms of `len` letters of the dictionary's words that wordfreq
/// knows (a form of a word costed by its level's prior would cost more than the letter model's
/// spelling of it) and that `keep` accepts, letters a-z: the forms of verbs ([`Rule::verb`]),
/// and those that `attested` accepts whatever their stem (wordfreq counts `camest`, `knewest`,
/// `mightest`: past tenses and modals, which take no -ing). The forms come from the
/// dictionary's [`FORMS`], made once per length. False when the budget runs out.
pub fn forms(
    dict: &Dictionary,
    len: usize,
    keep: &dyn Fn(&[u8]) -> bool,
    attested: &dyn Fn(&[u8]) -> bool,
    out: &mut Vec<u8>,
    budget: &mut Budget,
) -> bool {
    // Charged as a scan of every rule's stems, which the forms stand for.
    for rule in &RULES {
        if let Some(stem_len) = (len as isize).checked_sub(rule.growth()) {
            if !budget.spend(dict.ids_with_len(stem_len.max(0) as usize).len() as u64 / 2) {
                return false;
            }
        }
    }
    for &packed in crate::dict::per_length_ids(dict, &FORMS, len, made) {
        let (rule, stem) = (&RULES[(packed >> 24) as usize], packed & STEM);
        let at = out.len();
        if !(rule.apply(dict.bytes(stem), out)
            && keep(&out[at..])
            && (rule.verb(dict, dict.bytes(stem)) || attested(&out[at..])))
        {
            out.truncate(at);
        }
    }
    true
}

/// Per length, the archaic forms that a dictionary's words make ([`made`]), kept with the
/// dictionary: each as its rule's index times 2^24 plus its stem's id.
pub(crate) const FORMS: IndexKey<PerLength<Vec<WordId>>> =
    IndexKey::new(Slot::ArchaicForms, PerLength::new);

/// The bits of a [`FORMS`] entry that hold the stem's id.
const STEM: WordId = (1 << 24) - 1;

/// The forms of `len` letters of a dictionary's words that wordfreq knows, by every rule, that
/// are not words of the dictionary themselves, in the order of the rules and then of the stems
/// (as [`FORMS`] keeps them). Whether a stem is a verb and whether wordfreq counts a form are
/// asked of each form a cryptogram's row can take ([`forms`]), not here.
fn made(dict: &Dictionary, len: usize) -> Vec<WordId> {
    let costs = dict.index(&WORD_COSTS);
    let mut made = Vec::new();
    let mut form = Vec::with_capacity(len);
    for (r, rule) in RULES.iter().enumerate() {
        let Some(stem_len) = (len as isize).checked_sub(rule.growth()) else {
            continue;
        };
        for &id in dict.ids_with_len(stem_len.max(0) as usize) {
            form.clear();
            if !costs.get(id).1
                && id <= STEM
                && rule.apply(dict.bytes(id), &mut form)
                && form.len() == len
                && !std::str::from_utf8(&form).is_ok_and(|w| dict.contains(w))
            {
                made.push(((r as WordId) << 24) | id);
            }
        }
    }
    made
}

/// The cost of `word` as an archaic form of a word of `dict` (its cheapest stem's cost, by
/// `cost`, plus [`ARCHAIC`]), if it is one and not itself a word of `dict`: a verb's form, or
/// any word's when `attested` (see [`forms`]).
pub fn cost(
    dict: &Dictionary,
    word: &str,
    attested: bool,
    cost: &dyn Fn(&str) -> Cost,
) -> Option<Cost> {
    let w = word.as_bytes();
    let mut form = Vec::with_capacity(w.len());
    let mut best: Option<Cost> = None;
    for rule in &RULES {
        let Some(stem_len) = (w.len() as isize).checked_sub(rule.growth()) else {
            continue;
        };
        if stem_len < 2 || !w.ends_with(rule.ending) {
            continue;
        }
        // The stem: the form's first letters, with the dropped ones put back.
        let keep = stem_len as usize - rule.drop;
        let mut stem = w[..keep].to_vec();
        stem.extend_from_slice(&rule.needs[rule.needs.len() - rule.drop..]);
        let Ok(stem) = std::str::from_utf8(&stem) else {
            continue;
        };
        form.clear();
        if rule.apply(stem.as_bytes(), &mut form)
            && form == w
            && dict.contains(stem)
            && (attested || rule.verb(dict, stem.as_bytes()))
        {
            let c = cost(stem).plus(ARCHAIC);
            best = Some(best.map_or(c, |b| b.min(c)));
        }
    }
    best.filter(|_| !dict.contains(word))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kept_forms_are_those_of_a_scan_of_every_stem() {
        // The forms made once per length, then filtered, are what applying every rule to every
        // stem gives, in the same order.
        let d = crate::embedded::dictionary(70).unwrap();
        let costs = d.index(&WORD_COSTS);
        let keep =
            |w: &[u8]| w.first() != Some(&b's') && !d.contains(std::str::from_utf8(w).unwrap());
        let attested = |w: &[u8]| w.ends_with(b"est");
        for len in 3..=12 {
            let mut scanned = Vec::new();
            for rule in &RULES {
                let Some(stem_len) = (len as isize).checked_sub(rule.growth()) else {
                    continue;
                };
                for &id in d.ids_with_len(stem_len.max(0) as usize) {
                    let at = scanned.len();
                    if costs.get(id).1
                        || !rule.apply(d.bytes(id), &mut scanned)
                        || scanned.len() - at != len
                        || !keep(&scanned[at..])
                        || !(rule.verb(&d, d.bytes(id)) || attested(&scanned[at..]))
                    {
                        scanned.truncate(at);
                    }
                }
            }
            let mut out = Vec::new();
            assert!(forms(
                &d,
                len,
                &keep,
                &attested,
                &mut out,
                &mut Budget::default()
            ));
            assert_eq!(out, scanned, "length {len}");
        }
    }

    fn text(v: Vec<Vec<u8>>) -> Vec<String> {
        v.into_iter()
            .map(|w| String::from_utf8(w).unwrap())
            .collect()
    }

    #[test]
    fn rules() {
        let mut out = Vec::new();
        let made = |stem: &str, out: &mut Vec<u8>| -> Vec<String> {
            let mut made = Vec::new();
            for r in &RULES {
                out.clear();
                if r.apply(stem.as_bytes(), out) {
                    made.push(String::from_utf8(out.clone()).unwrap());
                }
            }
            made
        };
        assert_eq!(made("walk", &mut out), ["walketh", "walkest"]);
        assert_eq!(made("come", &mut out), ["cometh", "comest"]);
        assert_eq!(
            made("set", &mut out),
            ["seteth", "setest", "setteth", "settest"]
        );
        assert_eq!(made("carry", &mut out), ["carrieth", "carriest"]);
        assert_eq!(made("play", &mut out), ["playeth", "playest"]);
        // The rules know no stress: some forms are no English, and cost as much as the others.
        assert_eq!(
            made("obeyed", &mut out),
            [
                "obeyedeth",
                "obeyedest",
                "obeyeddeth",
                "obeyeddest",
                "obeyedst"
            ]
        );
        assert!(made("a", &mut out).is_empty());
    }

    #[test]
    fn forms_and_their_stems() {
        let d = crate::embedded::dictionary(70).unwrap();
        let all = |len| {
            let mut out = Vec::new();
            let keep = |w: &[u8]| !d.contains(std::str::from_utf8(w).unwrap());
            let unlisted = |_: &[u8]| false;
            assert!(forms(
                &d,
                len,
                &keep,
                &unlisted,
                &mut out,
                &mut Budget::default()
            ));
            text(out.chunks(len).map(<[u8]>::to_vec).collect())
        };
        let seven = all(7);
        for w in ["walketh", "setteth", "knowest", "obeyest"] {
            assert!(seven.iter().any(|f| f == w), "{w}");
        }
        // Dictionary words are not forms.
        assert!(!seven.iter().any(|f| f == "greatest" || f == "biggest"));
        let own = |w: &str| Cost(if w == "come" { 100 } else { 1000 });
        for (form, stem) in [
            ("cometh", 100),
            ("carrieth", 1000),
            ("obeyedst", 1000),
            ("setteth", 1000),
        ] {
            let by_stem = Some(Cost(stem).plus(ARCHAIC));
            assert_eq!(cost(&d, form, false, &own), by_stem, "{form}");
        }
        // Only a verb's: gad has gadding, gap no gapping or gapped at level 70 (80 both), and set
        // doubles its t (setting, no seting).
        assert!(seven.iter().any(|f| f == "gaddest"));
        assert!(!seven.iter().any(|f| f == "gappest" || f == "seteth"));
        assert_eq!(cost(&d, "gappest", false, &own), None);
        // A past tense's form is no verb's by that rule, but one that wordfreq counts is a form.
        assert_eq!(cost(&d, "camest", false, &own), None);
        assert_eq!(
            cost(&d, "camest", true, &own),
            Some(Cost(1000).plus(ARCHAIC))
        );
        assert_eq!(cost(&d, "seteth", false, &own), None);
        // A dictionary word, or no form of one, is not archaic.
        assert_eq!(cost(&d, "greatest", false, &own), None);
        assert_eq!(cost(&d, "walkst", false, &own), None);
        assert_eq!(cost(&d, "qzxeth", false, &own), None);
    }

    #[test]
    fn listed_forms_cost_their_frequency_and_unlisted_ones_the_floor() {
        let d = crate::embedded::dictionary(70).unwrap();
        let names = crate::embedded::names().unwrap();
        let lexicon = super::super::Lexicon::new(
            &d,
            super::super::Beyond {
                names: Some(&names),
                spellings: None,
            },
        );
        let costs = names.index(&WORD_COSTS);
        // wordfreq lists makest (Zipf 1.49): its own frequency, whatever make's.
        let id = names.find("makest").unwrap();
        assert_eq!(names.level(id), Some(OLD_FORM_LEVEL));
        assert_eq!(lexicon.cost("makest"), Some(costs.get(id).0));
        // camest (came: a past tense, no verb by the -ing rule) is a form, as wordfreq lists it.
        let came = names.find("camest").unwrap();
        assert_eq!(lexicon.cost("camest"), Some(costs.get(came).0));
        // It does not list walkest: rarer than anything it lists, however common walk is.
        assert!(names.find("walkest").is_none());
        let walk = d.index(&WORD_COSTS).get(d.find("walk").unwrap()).0;
        assert!(walk.plus(ARCHAIC) < UNLISTED);
        assert_eq!(lexicon.cost("walkest"), Some(UNLISTED));
        // Without the names tier, the stem's cost and the gap.
        let bare = super::super::Lexicon::new(&d, super::super::Beyond::default());
        let make = d.index(&WORD_COSTS).get(d.find("make").unwrap()).0;
        assert_eq!(bare.cost("makest"), Some(make.plus(ARCHAIC)));
        // Names are still names.
        let ahab = names.find("ahab").unwrap();
        assert_eq!(
            lexicon.cost("ahab"),
            Some(costs.get(ahab).0.plus(super::super::NAME))
        );
    }
}
