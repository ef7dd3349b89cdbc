// A cheap guard after wasm-opt: instantiate the module in Node and call one export, so a broken
// optimiser (binaryen < 110 rewrites __wbindgen_externrefs) fails the build, not the page; and hold
// the module to its size ceiling (200 KB gzip for everything this round adds: a ceiling, not an
// allowance), so a change that outgrows it fails the build that made it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
const mod = await import(pathToFileURL(join(dir, 'wordwright.js')));
await mod.default({ module_or_path: readFileSync(join(dir, 'wordwright_bg.wasm')) });
const engine = new mod.Engine();
const answer = engine.run('words', { pattern: 'a' }, null);
if (!answer || !answer.error || !/not loaded/.test(answer.error.message)) {
  console.error('check-wasm: unexpected answer from the optimised module:', answer);
  process.exit(1);
}
const BUDGET = 200 * 1024;
const gz = gzipSync(readFileSync(join(dir, 'wordwright_bg.wasm')), { level: 9 }).length;
if (gz > BUDGET) {
  console.error(`check-wasm: the wasm module is ${(gz / 1024).toFixed(1)} KB gzip, over its 200 KB ceiling; ` +
    'see "Keeping the wasm module small" in ARCHITECTURE.md');
  process.exit(1);
}
console.log(`check-wasm: optimised module instantiates and answers; ${(gz / 1024).toFixed(1)} KB gzip (ceiling 200 KB)`);
