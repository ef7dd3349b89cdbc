// How answers cross the wasm boundary, measured: times Engine.run for the largest answers (a full
// dice explanation, 1,000 rack words) with the module in argv[2] (a wasm-bindgen pkg directory,
// default dist/pkg), in Node. Build the module twice, once with each `to_js` of src/wasm.rs
// (serde-wasm-bindgen's `to_value`, or serde_json text given to `JSON.parse`), and run this on
// both; ARCHITECTURE.md says which won and why.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const ROOT = new URL('..', import.meta.url).pathname;
const dir = process.argv[2] ?? join(ROOT, 'dist/pkg');
const mod = await import(pathToFileURL(join(dir, 'wordwright.js')));
await mod.default({ module_or_path: readFileSync(join(dir, 'wordwright_bg.wasm')) });
const e = new mod.Engine();
const blob = (t) => gunzipSync(readFileSync(join(ROOT, `dist/dict/${t}.wwdb.gz`)));
e.loadTier('default', blob('default'));
e.loadTier('extended', blob('extended'));
const WRITE_UP = 'sale fens axes wars hear crab veil gays duck spey brow rack char pugh tare duct pile joys ripe';
const cases = [
  ['dice write-up (full explanation)', 'dice', { words: WRITE_UP }],
  ['rack, 1000 words, level 95', 'rack', { tiles: 'aeinrst??', limit: 1000, level: 95 }],
];
for (const [name, cmd, args] of cases) {
  const a = e.run(cmd, args, null);
  if (a.error) throw new Error(a.error.message);
  const times = [];
  for (let i = 0; i < 60; i++) { const t = performance.now(); e.run(cmd, args, null); times.push(performance.now() - t); }
  times.sort((x, y) => x - y);
  console.log(`${name}: median ${times[30].toFixed(2)} ms, answer ${JSON.stringify(a).length} bytes of JSON`);
}
