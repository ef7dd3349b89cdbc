// Writes FILE.gz (gzip -9) and FILE.br (brotli q11) beside each FILE given; with --brotli-only,
// only FILE.br (the site's text files and wasm, which a host serves precompressed: scripts/serve.mjs
// sends FILE.br for FILE to a browser that accepts br, as static hosts with precompressed assets do,
// instead of compressing the module on every request). `brotli` is the one setting every size the
// docs give is measured with (scripts/ranking-sweep.sh and ranking-ceiling.sh import it).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

/** `raw` compressed as the site's files are: brotli quality 11, window 2^24. */
export function brotli(raw) {
  return brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const brotliOnly = process.argv[2] === '--brotli-only';
  for (const path of process.argv.slice(brotliOnly ? 3 : 2)) {
    const raw = readFileSync(path);
    if (!brotliOnly) writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    writeFileSync(`${path}.br`, brotli(raw));
  }
}
