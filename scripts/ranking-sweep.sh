#!/bin/sh
# The ranking tier's quality/size curve: builds the CLI with other numbers of kept pairs and triples
# (build.rs reads WORDWRIGHT_RANKING_PAIRS and WORDWRIGHT_RANKING_TRIPLES), measures the tier's
# brotli size (quality 11, window 2^24, as scripts/compress.mjs) and runs the evaluation on each,
# then writes the table into docs/ranking.md between its sweep:ranking markers and builds
# the default CLI again. About 2 to 3 minutes a point.
#
#   sh scripts/ranking-sweep.sh [PAIRS,TRIPLES ...]
set -eu
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- 300000,0 250000,50000 300000,65000 320000,73000 333000,65000 300000,87000 275000,100000
rows=target/eval/sweep-rows.md
mkdir -p target/eval
: > "$rows"
for point in "$@"; do
  pairs=${point%,*}
  triples=${point#*,}
  WORDWRIGHT_RANKING_PAIRS=$pairs WORDWRIGHT_RANKING_TRIPLES=$triples \
    cargo build --release --bin wordwright -q
  ./target/release/wordwright export-blob ranking target/eval/sweep.wwdb > /dev/null
  node scripts/eval.mjs > /dev/null
  node --input-type=module - "$pairs" "$triples" >> "$rows" <<'JS'
import { readFileSync } from 'node:fs';
import { brotli } from './scripts/compress.mjs';
const [pairs, triples] = process.argv.slice(2).map(Number);
const br = brotli(readFileSync('target/eval/sweep.wwdb'));
const cases = JSON.parse(readFileSync('target/eval/eval.json', 'utf8')).cases;
const pct = (kind, top) => {
  const c = cases.filter((x) => kind(x.kind));
  const n = c.filter((x) => x.rank !== null && x.rank <= top).length;
  return `${n} (${Math.round((100 * n) / c.length)}%)`;
};
const jumble = (k) => k !== 'cryptogram';
const f = (n) => n.toLocaleString('en-US');
console.log(`| ${f(pairs)} | ${f(triples)} | ${(br.length / 1024).toFixed(1)} KB | ${pct(jumble, 1)} | ${pct(jumble, 10)} | ${pct((k) => k === 'cryptogram', 1)} |`);
JS
done
cargo build --release --bin wordwright -q
{
  echo '| pairs | triples | tier (brotli) | Jumble first | Jumble top 10 | cryptograms first |'
  echo '|---|---|---|---|---|---|'
  cat "$rows"
  echo
  echo "Measured $(date -u +%F) by \`sh scripts/ranking-sweep.sh\` (the development set at level 70)."
} | node scripts/docs-table.mjs docs/ranking.md sweep:ranking
