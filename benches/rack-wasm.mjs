// The tile rack in WebAssembly: `./build.sh && node benches/rack-wasm.mjs`. Loads the built module
// (dist/pkg) and dictionary blobs into Node (the same V8 engine as Chromium) and times racks with
// two blanks through the page's entry point, Engine.run (the JS objects of the answer included).
// Prints markdown tables. RACK_BENCH_RACKS=N changes the number of random racks (default 500).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadavg } from 'node:os';

const ROOT = new URL('../', import.meta.url).pathname;
const RACKS = Number(process.env.RACK_BENCH_RACKS ?? 500);
const mod = await import(pathToFileURL(`${ROOT}dist/pkg/wordwright.js`));
await mod.default({ module_or_path: readFileSync(`${ROOT}dist/pkg/wordwright_bg.wasm`) });
// Wall time, and the process's CPU time (user + system): on a machine shared with other builds the
// wall time includes waiting for a core, the CPU time does not. The tables give both.
let lastCpu = 0;
const time = (f) => {
  const c = process.cpuUsage();
  const t = performance.now();
  f();
  const wall = performance.now() - t;
  const d = process.cpuUsage(c);
  lastCpu = (d.user + d.system) / 1000;
  return wall;
};
const timeBoth = (f) => { const w = time(f); return [w, lastCpu]; };
const med2 = (xs) => [median(xs.map((x) => x[0])), median(xs.map((x) => x[1]))];
const max2 = (xs) => [Math.max(...xs.map((x) => x[0])), Math.max(...xs.map((x) => x[1]))];
const fmt2 = ([w, c]) => `${ms(w)} (CPU ${ms(c)})`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => x.toFixed(3);

// A fresh engine per level, as a page load would have.
const engine = new mod.Engine();
engine.loadTier('default', gunzipSync(readFileSync(`${ROOT}dist/dict/default.wwdb.gz`)));
engine.loadTier('extended', gunzipSync(readFileSync(`${ROOT}dist/dict/extended.wwdb.gz`)));
const run = (args, level) => {
  const a = engine.run('rack', args, level, 0, null);
  if (a && a.error) throw new Error(`rack ${JSON.stringify(args)}: ${a.error.message}`);
  return a;
};

// A small seeded generator (SplitMix-style over 32 bits) so every run times the same racks.
let seed = 0x1b873593;
const rand = (n) => {
  seed = (seed + 0x9e3779b9) >>> 0;
  let z = seed;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return ((z ^ (z >>> 16)) >>> 0) % n;
};
// The standard bag without its blanks: 5 letters drawn from it, then two blanks.
const COUNTS = [9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1];
const BAG = COUNTS.flatMap((c, i) => Array(c).fill(String.fromCharCode(97 + i)));
const randomRack = () => {
  const bag = [...BAG];
  const out = [];
  for (let i = 0; i < 5; i++) out.push(bag.splice(rand(bag.length), 1)[0]);
  return `${out.sort().join('')}??`;
};

console.log(`### Tile racks in wasm (Node ${process.version}, same V8 as Chromium), top 20\n`);
console.log(`Load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(', ')}\n`);

// First queries after a fresh load: the dictionary of the level is built by a `words` query
// first (not the rack's cost); the first rack query then builds the rack index of lengths 1-7.
const firsts = [];
for (const level of [70, 95]) {
  engine.run('words', { pattern: 'a' }, level, 0, null);
  firsts.push([level, timeBoth(() => run({ tiles: 'aeinr??', limit: 20 }, level)), timeBoth(() => run({ tiles: 'aeinr??', limit: 20 }, level))]);
}

// Warm-up: V8 tiers the module up over the first few dozen calls.
for (let i = 0; i < 200; i++) run({ tiles: randomRack(), limit: 20 }, 95);

console.log('ms per query: wall (CPU); median and slowest. The fixed racks: 51 runs each; the random racks: each');
console.log('the median of 3 runs.\n');
console.log('| workload | words found | listed | median ms | max ms |');
console.log('|---|---|---|---|---|');
for (const tiles of ['aeinr??', 'qjxz?e?', 'ettso??', 'b?cd?gh']) {
  const a = run({ tiles, limit: 20 }, 95);
  const ts = Array.from({ length: 51 }, () => timeBoth(() => run({ tiles, limit: 20 }, 95)));
  console.log(`| \`${tiles}\`, level 95 | ${a.count} | ${a.words.length} | ${fmt2(med2(ts))} | ${fmt2(max2(ts))} |`);
}
for (const level of [95, 70]) {
  seed = 0x1b873593;
  const racks = Array.from({ length: RACKS }, randomRack);
  const ts = [];
  const slow = [];
  for (const tiles of racks) {
    const t = med2([0, 1, 2].map(() => timeBoth(() => run({ tiles, limit: 20 }, level))));
    ts.push(t);
    slow.push([t[1], tiles]);
  }
  slow.sort((x, y) => y[0] - x[0]);
  const worst = slow.slice(0, 3).map(([t, r]) => `${r} ${ms(t)}`).join(', ');
  console.log(`| ${RACKS} random racks of 5 letters + 2 blanks, level ${level} (slowest CPU: ${worst}) | | 20 | ${fmt2(med2(ts))} | ${fmt2(max2(ts))} |`);
}
for (const [level, first, second] of firsts) {
  console.log(`| first rack query at level ${level} after a fresh load (builds the rack index), \`aeinr??\` | | | ${fmt2(first)}, then ${fmt2(second)} | |`);
}

// Where the time goes: the same scan with more words listed (each listed word is described and
// turned into a JS object), so the slope is the cost per listed word.
console.log('\n| `aeinr??`, level 95, listed words | median ms |');
console.log('|---|---|');
for (const limit of [1, 20, 100, 393, 1000, 9632]) {
  const ts = Array.from({ length: 31 }, () => timeBoth(() => run({ tiles: 'aeinr??', limit }, 95)));
  console.log(`| ${run({ tiles: 'aeinr??', limit }, 95).words.length} (limit ${limit}) | ${fmt2(med2(ts))} |`);
}
console.log(`\nLoad average at the end: ${loadavg().map((x) => x.toFixed(2)).join(', ')}`);
