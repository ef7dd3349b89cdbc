// Prints the sizes of what a browser downloads from dist/: raw, gzip and brotli; then holds the
// data blobs to their budgets (brotli, as served; KB = 1024 bytes), failing the build that
// outgrows one: the default dictionary tier, which every first visit downloads, at most 225 KB,
// and the ranking data, fetched in idle time, at most 500 KB (issue 18, "Rank answers"); the names,
// fetched before the first cryptogram, at most 40 KB.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const BUDGETS = [
  ['dict/default.wwdb.br', 'the default dictionary tier', 225],
  ['dict/ranking.wwdb.br', 'the ranking data', 500],
  ['dict/names.wwdb.br', 'the names cryptograms read', 40],
];

const root = process.argv[2] || 'dist';
const rows = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else rows.push(p);
  }
};
walk(root);
const kb = (n) => (n / 1024).toFixed(1).padStart(8);
console.log(`${'file'.padEnd(36)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(8)}`);
for (const p of rows.sort()) {
  if (p.endsWith('.br')) continue;
  const raw = readFileSync(p);
  let gz; let br;
  if (p.endsWith('.gz')) {
    gz = raw.length;
    br = readFileSync(p.replace(/\.gz$/, '.br')).length;
  } else {
    gz = gzipSync(raw, { level: 9 }).length;
    br = existsSync(`${p}.br`) ? statSync(`${p}.br`).size
      : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  console.log(`${relative(root, p).padEnd(36)} ${p.endsWith('.gz') ? '       -' : kb(raw.length)} ${kb(gz)} ${kb(br)}`);
}

let over = 0;
for (const [file, what, budget] of BUDGETS) {
  const path = join(root, file);
  if (!existsSync(path)) {
    console.error(`sizes: ${file} is missing; build.sh writes it with the other blobs`);
    over += 1;
    continue;
  }
  const size = statSync(path).size / 1024;
  const line = `${what} (${file}) is ${size.toFixed(1)} KB brotli; its budget is ${budget} KB`;
  if (size > budget) {
    console.error(`sizes: ${line}: over by ${(size - budget).toFixed(1)} KB`);
    over += 1;
  } else {
    console.log(`budget: ${line} (${(budget - size).toFixed(1)} KB left)`);
  }
}
if (over) process.exit(1);
