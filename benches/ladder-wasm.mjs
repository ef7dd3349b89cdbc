// Word ladders in WebAssembly: `./build.sh && node benches/ladder-wasm.mjs`. Loads the built
// module (dist/pkg) and dictionary blobs into Node (the same V8 engine as Chromium) and times the
// issue's workloads through the page's entry point, Engine.run. Prints markdown tables.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadavg } from 'node:os';

const ROOT = new URL('../', import.meta.url).pathname;
const mod = await import(pathToFileURL(`${ROOT}dist/pkg/wordwright.js`));
await mod.default({ module_or_path: readFileSync(`${ROOT}dist/pkg/wordwright_bg.wasm`) });
const engine = new mod.Engine();
engine.loadTier('default', gunzipSync(readFileSync(`${ROOT}dist/dict/default.wwdb.gz`)));
if (process.env.LADDER_FRESH_CHILD) {
  // A child of the fresh-load table at the end: one query, its [wall, CPU] on the last line.
  const c = process.cpuUsage();
  const t = performance.now();
  engine.run('ladder', { from: process.env.FROM, to: process.env.TO }, 70, 0, null);
  const wall = performance.now() - t;
  const d = process.cpuUsage(c);
  console.log(JSON.stringify([wall, (d.user + d.system) / 1000]));
  process.exit(0);
}

const run = (command, args, level = 70) => {
  const a = engine.run(command, args, level, 0, null);
  if (a && a.error) throw new Error(`${command} ${JSON.stringify(args)}: ${a.error.message}`);
  return a;
};
// Wall time, and the process's CPU time (user + system): on a machine shared with other builds the
// wall time includes waiting for a core, the CPU time does not. The tables give both.
const time = (f) => {
  const c = process.cpuUsage();
  const t = performance.now();
  f();
  const wall = performance.now() - t;
  const d = process.cpuUsage(c);
  return [wall, (d.user + d.system) / 1000];
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => x.toFixed(3);
const med2 = (xs) => [median(xs.map((x) => x[0])), median(xs.map((x) => x[1]))];
const max2 = (xs) => [Math.max(...xs.map((x) => x[0])), Math.max(...xs.map((x) => x[1]))];
const fmt2 = ([w, c]) => `${ms(w)} (CPU ${ms(c)})`;

// A small seeded generator (SplitMix-style over 32 bits) so every run times the same pairs.
let seed = 0x2545f491;
const rand = (n) => {
  seed = (seed + 0x9e3779b9) >>> 0;
  let z = seed;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return ((z ^ (z >>> 16)) >>> 0) % n;
};

console.log('### Word ladders in wasm (Node, same V8 as Chromium), level <= 70\n');
console.log('Any pair: 100 random pairs of words of the length (joined by a ladder or not), plus the two ends');
console.log('of the longest shortest ladder. Milliseconds per query through `Engine.run`, median over pairs /');
console.log('slowest pair (each pair timed 3 times, the median kept). The first query of a length also builds');
console.log('its graph (kept for later queries): its time is the first column. Wall time (CPU time of the process).');
console.log(`Load average at the start: ${loadavg().map((x) => x.toFixed(2)).join(', ')}\n`);
console.log('| length | words | first query (builds the graph) | shortest ladder + count | + all ladders (`all`, 100 listed) | pairs with a ladder |');
console.log('|---|---|---|---|---|---|');
for (const len of [3, 4, 5, 6, 7, 8]) {
  const words = run('words', { pattern: '?'.repeat(len), limit: 100000 }).words.map((w) => w.word).sort();
  const facts = run('graph', { length: len });
  const pairs = [];
  for (let i = 0; i < 100; i++) pairs.push([words[rand(words.length)], words[rand(words.length)]]);
  pairs.push(facts.diameter_ends);
  // A fresh length: build (first query) then cached queries. The graph command above already
  // built this length's graph, so clear it by asking for other lengths first.
  for (const other of [9, 10, 11, 12]) run('ladder', { from: 'a'.repeat(other), to: 'b'.repeat(other) });
  const first = time(() => run('ladder', { from: pairs[0][0], to: pairs[0][1] }));
  const one = [];
  const all = [];
  let joined = 0;
  for (const [from, to] of pairs) {
    one.push(med2([0, 1, 2].map(() => time(() => run('ladder', { from, to })))));
    all.push(med2([0, 1, 2].map(() => time(() => run('ladder', { from, to, all: true })))));
    if (run('ladder', { from, to }).ladder !== null) joined++;
  }
  console.log(`| ${len} | ${words.length} | ${fmt2(first)} | ${fmt2(med2(one))} / ${fmt2(max2(one))} | ${fmt2(med2(all))} / ${fmt2(max2(all))} | ${joined} of ${pairs.length} |`);
}

console.log('\n### Graph facts in wasm\n');
console.log('| graph | words | edges | diameter | ms |');
console.log('|---|---|---|---|---|');
for (const [level, len] of [[70, 5], [95, 5], [95, 4]]) {
  if (level > 70 && !engine.hasExtended()) engine.loadTier('extended', gunzipSync(readFileSync(`${ROOT}dist/dict/extended.wwdb.gz`)));
  run('words', { pattern: 'a' }, level); // build the dictionary for the level first
  let facts;
  const t = time(() => { facts = run('graph', { length: len }, level); });
  console.log(`| level ${level}, ${len} letters | ${facts.words} | ${facts.edges} | ${facts.diameter} (${facts.diameter_ends.join('–')}) | ${fmt2(t)} |`);
}
console.log(`\nLoad average at the end: ${loadavg().map((x) => x.toFixed(2)).join(', ')}`);

// The first query after a fresh load: a new process per length (so no graph, index or compiled
// code is kept from before), loading the module and the default tier as the page's worker does,
// then one ladder query. It pays for the words-by-length index, the graph, and V8 compiling the
// code it runs for the first time.
if (!process.env.LADDER_FRESH_CHILD) {
  const { execFileSync } = await import('node:child_process');
  console.log('\n### First ladder query after a fresh load (a new process each time, median of 5 processes)\n');
  console.log('| length | pair | ms, wall (CPU) |');
  console.log('|---|---|---|');
  for (const [from, to] of [['cat', 'dog'], ['head', 'tail'], ['amigo', 'radon'], ['flower', 'garden'], ['cottage', 'village'], ['teaching', 'learning']]) {
    const runs = [0, 1, 2, 3, 4].map(() => JSON.parse(execFileSync(process.execPath, [new URL(import.meta.url).pathname], {
      env: { ...process.env, LADDER_FRESH_CHILD: '1', FROM: from, TO: to },
    }).toString().trim().split('\n').pop()));
    console.log(`| ${from.length} | ${from} → ${to} | ${fmt2(med2(runs))} |`);
  }
}
