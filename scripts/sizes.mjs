// Prints the sizes of what a browser downloads from dist/: raw, gzip and brotli.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

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
    br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  console.log(`${relative(root, p).padEnd(36)} ${p.endsWith('.gz') ? '       -' : kb(raw.length)} ${kb(gz)} ${kb(br)}`);
}
