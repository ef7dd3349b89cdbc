#!/bin/sh
# How far the ranking data could go at any size: builds the CLI, in a worktree of HEAD under
# target/ceiling, with the whole PocketSphinx model (every pair and triple over SCOWL words, read
# by data/lm/extract-lm.py --all from the package; data/lm/ commits only the first 600,000 and
# 300,000), measures that tier's brotli size (scripts/compress.mjs's setting),
# runs the development and held-out evaluations on it and on the shipped CLI
# (target/release/wordwright, built here first), and writes the table into docs/ranking.md
# between its ceiling:ranking markers. Needs the package (network, once) and numpy:
#
#   apt-get update && apt-get download pocketsphinx-en-us    # or: pip download pocketsphinx==5.1.1 --no-deps
#   pip install numpy
#   sh scripts/ranking-ceiling.sh pocketsphinx-en-us_0.8+5prealpha+1-15_all.deb
#
# About 15 minutes on 2 cores. Nothing it builds is shipped or committed.
set -eu
[ $# -eq 1 ] || { echo "usage: sh scripts/ranking-ceiling.sh PACKAGE (.deb or .whl)" >&2; exit 2; }
package=$(realpath "$1")
cd "$(dirname "$0")/.."
root=$(pwd)
work=$root/target/ceiling
out=$root/target/eval/ceiling
mkdir -p "$out"
cargo build --release --bin wordwright -q
for set in dev held-out; do
  node scripts/eval.mjs --set "$set" --bin target/release/wordwright --out "$out/shipped" > /dev/null 2> "$out/shipped-$set.log"
done
git worktree remove --force "$work" 2> /dev/null || rm -rf "$work"
git worktree add -q --detach "$work" HEAD
(
  cd "$work"
  python3 data/lm/extract-lm.py --all "$package" > /dev/null
  pairs=$(zcat data/lm/lm-bigrams.txt.gz | wc -l)
  triples=$(zcat data/lm/lm-trigrams.txt.gz | wc -l)
  echo "$pairs $triples" > "$out/counts"
  WORDWRIGHT_RANKING_PAIRS=$pairs WORDWRIGHT_RANKING_TRIPLES=$triples \
    cargo build --release --bin wordwright -q
  ./target/release/wordwright export-blob ranking "$out/whole.wwdb" > /dev/null
  cp target/release/wordwright "$out/wordwright-whole"
)
git worktree remove --force "$work"
for set in dev held-out; do
  node scripts/eval.mjs --set "$set" --bin "$out/wordwright-whole" --out "$out/whole" > /dev/null 2> "$out/whole-$set.log"
done
./target/release/wordwright export-blob ranking "$out/shipped.wwdb" > /dev/null
node --input-type=module - "$out" <<'JS' | node scripts/docs-table.mjs docs/ranking.md ceiling:ranking
import { readFileSync } from 'node:fs';
import { brotli } from './scripts/compress.mjs';
const out = process.argv[2];
const kb = (file) => brotli(readFileSync(`${out}/${file}`)).length / 1024;
const f = (n) => n.toLocaleString('en-US');
const pct = (n, d) => `${f(n)} (${Math.round((100 * n) / d)}%)`;
const summary = (model, set) => JSON.parse(readFileSync(`${out}/${model}/${set}.json`, 'utf8')).summary;
const [pairs, triples] = readFileSync(`${out}/counts`, 'utf8').trim().split(' ').map(Number);
// The shipped tier's counts are the constants build.rs keeps by default.
const source = readFileSync('src/dict/ranking.rs', 'utf8');
const constant = (name) => Number(source.match(new RegExp(`pub const ${name}: usize = ([0-9_]+);`))[1].replace(/_/g, ''));
const rows = [];
for (const [model, label, counts] of [['shipped', 'shipped', [constant('PAIRS'), constant('TRIPLES')]], ['whole', 'the whole model', [pairs, triples]]]) {
  const size = kb(`${model}.wwdb`);
  for (const [set, name] of [['eval', 'development'], ['held-out', 'held-out']]) {
    const { jumble: j, cryptogram: c } = summary(model, set);
    rows.push(`| ${label}: ${f(counts[0])} pairs, ${f(counts[1])} triples | ${size.toFixed(1)} KB (${(size / 500).toFixed(2)}x) | ${name} | ${pct(j.first, j.cases)} | ${pct(j.top10, j.cases)} | ${pct(c.first, c.cases)} | ${Math.round((100 * c.first_of_reachable) / c.reachable)}% of ${f(c.reachable)} |`);
  }
}
console.log(['| ranking data | tier (brotli; x the 500 KB budget) | set | Jumble first | Jumble top 10 | cryptograms first | cryptograms first, of reachable |',
  '|---|---|---|---|---|---|---|', ...rows, '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`sh scripts/ranking-ceiling.sh\` (level 70, the default budget; the same model, bounds and search, only the kept pairs and triples differ).`].join('\n'));
JS
