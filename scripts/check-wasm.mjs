// A cheap guard after wasm-opt: instantiate the module in Node and call one export, so a broken
// optimiser (binaryen < 110 rewrites __wbindgen_externrefs) fails the build, not the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
const mod = await import(pathToFileURL(join(dir, 'wordwright.js')));
await mod.default({ module_or_path: readFileSync(join(dir, 'wordwright_bg.wasm')) });
const engine = new mod.Engine();
const answer = engine.run('words', { pattern: 'a' }, 70, 1000, null);
if (!answer || !answer.error || !/not loaded/.test(answer.error.message)) {
  console.error('check-wasm: unexpected answer from the optimised module:', answer);
  process.exit(1);
}
console.log('check-wasm: optimised module instantiates and answers');
