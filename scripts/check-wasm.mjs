// A cheap guard after wasm-opt: instantiate a module in Node and call one export, so a broken
// optimiser (binaryen < 110 rewrites __wbindgen_externrefs) fails the build, not the page; and hold
// each module to its size ceiling (a ceiling, not an allowance), so a change that outgrows it fails
// the build that made it.
//   node scripts/check-wasm.mjs DIR [NAME]   NAME: wordwright (the page's first module, the default)
//                                            or wordwright_make (the makers' module, loaded on the
//                                            first Make)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// gzip ceilings in KB. The first module: 200 KB for everything this round adds. The makers'
// module holds every solver too (each maker proves its puzzle with its solver); it loads only when
// a puzzle is made, so its ceiling is looser, but a ceiling all the same.
const CEILING = { wordwright: 200, wordwright_make: 240 };

const dir = process.argv[2];
const name = process.argv[3] || 'wordwright';
if (!(name in CEILING)) {
  console.error(`check-wasm: unknown module ${name}; use one of ${Object.keys(CEILING).join(', ')}`);
  process.exit(1);
}
const mod = await import(pathToFileURL(join(dir, `${name}.js`)));
await mod.default({ module_or_path: readFileSync(join(dir, `${name}_bg.wasm`)) });
const engine = new mod.Engine();
const answer = engine.run('words', { pattern: 'a' }, null);
if (!answer || !answer.error || !/not loaded/.test(answer.error.message)) {
  console.error(`check-wasm: unexpected answer from the optimised module ${name}:`, answer);
  process.exit(1);
}
// The makers' module must have the makers (and the first module must not: it is kept small).
const made = engine.run('make-ladder', { seed: 1 }, null);
const hasMakers = !/unknown command/.test(made?.error?.message ?? '');
if (hasMakers !== (name === 'wordwright_make')) {
  console.error(`check-wasm: ${name} ${hasMakers ? 'has' : 'lacks'} the makers: ${JSON.stringify(made)}`);
  process.exit(1);
}
const budget = CEILING[name] * 1024;
const gz = gzipSync(readFileSync(join(dir, `${name}_bg.wasm`)), { level: 9 }).length;
if (gz > budget) {
  console.error(`check-wasm: the wasm module ${name} is ${(gz / 1024).toFixed(1)} KB gzip, over its ${CEILING[name]} KB ceiling; ` +
    'see "Keeping the wasm module small" in ARCHITECTURE.md');
  process.exit(1);
}
console.log(`check-wasm: optimised module ${name} instantiates and answers; ${(gz / 1024).toFixed(1)} KB gzip (ceiling ${CEILING[name]} KB)`);
