// The last step of `./build.sh bench` but one: joins the native rows (target/bench/<bench>.json, from
// cargo bench; the dictionary bench's table from target/bench/dictionary.md), the wasm rows
// (target/bench/wasm.json, from the bench page), the browser cold-start rows
// (target/bench/browser.json, from scripts/bench-browser.mjs), the sizes of what dist/ serves and a
// description of the run into one list of rows, target/bench/bench.json, and a markdown summary,
// target/bench/bench.md, which it prints. scripts/docs-figures.mjs then writes the docs' tables
// from bench.json alone.
//
// Rows: {workload, where, ...}; `where` is "native" or "wasm" (ours_ms, baseline_ms, ratio,
// baseline_complete, note; native rows also solver, command, level, aggregate), "browser" (the
// cold-start fields), "size" (raw_bytes, gzip_bytes, brotli_bytes, and ceiling_gzip_bytes for the
// wasm module), or "run" (one row: date, machine, load averages, tool versions).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadavg, cpus, totalmem } from 'node:os';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

const ROOT = new URL('../', import.meta.url).pathname;
const OUT = join(ROOT, 'target/bench');
const DIST = join(ROOT, 'dist');
const read = (name) => {
  const p = join(OUT, name);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null;
};

const native = ['jumble', 'ladder', 'rack', 'dice', 'assign', 'pattern', 'phrase', 'make'].flatMap((b) => read(`${b}.json`) ?? []);
const wasm = read('wasm.json') ?? [];
const browser = read('browser.json') ?? [];

// benches/dictionary.rs prints one markdown table (| workload | median ms |); build.sh saves it.
const dictionary = [];
if (existsSync(join(OUT, 'dictionary.md'))) {
  for (const line of readFileSync(join(OUT, 'dictionary.md'), 'utf8').split('\n')) {
    const m = /^\| (.+) \| ([0-9.]+) \|$/.exec(line.trim());
    if (m) {
      dictionary.push({
        solver: 'dictionary', workload: m[1], where: 'native', ours_ms: Number(m[2]),
        baseline_ms: null, ratio: null, baseline_complete: false, note: '',
      });
    }
  }
}

// Sizes of what dist/ serves, measured as scripts/check-wasm.mjs and scripts/sizes.mjs do.
const gz = (b) => gzipSync(b, { level: 9 }).length;
const br = (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const sizes = [];
if (existsSync(join(DIST, 'pkg/wordwright_bg.wasm'))) {
  const file = (p) => readFileSync(join(DIST, p));
  const ceilings = /const CEILING = \{ wordwright: (\d+), wordwright_make: (\d+) \}/.exec(readFileSync(join(ROOT, 'scripts/check-wasm.mjs'), 'utf8'));
  const wasmBytes = file('pkg/wordwright_bg.wasm');
  sizes.push({
    workload: 'wasm module', where: 'size', file: 'pkg/wordwright_bg.wasm',
    raw_bytes: wasmBytes.length, gzip_bytes: gz(wasmBytes), brotli_bytes: br(wasmBytes),
    ceiling_gzip_bytes: ceilings ? Number(ceilings[1]) * 1024 : null,
  });
  // The makers' module: loaded by the worker on the first Make only, never at start-up.
  if (existsSync(join(DIST, 'pkg/wordwright_make_bg.wasm'))) {
    const makeBytes = file('pkg/wordwright_make_bg.wasm');
    sizes.push({
      workload: "makers' wasm module (loaded on the first Make)", where: 'size', file: 'pkg/wordwright_make_bg.wasm',
      raw_bytes: makeBytes.length, gzip_bytes: gz(makeBytes), brotli_bytes: br(makeBytes),
      ceiling_gzip_bytes: ceilings ? Number(ceilings[2]) * 1024 : null,
    });
  }
  const glue = file('pkg/wordwright.js');
  sizes.push({ workload: 'wasm glue (wordwright.js)', where: 'size', file: 'pkg/wordwright.js', raw_bytes: glue.length, gzip_bytes: gz(glue), brotli_bytes: br(glue) });
  // The data blobs: the default tier at start-up, the others when first needed (the ranking data
  // in idle time after the first answer, the names before the first cryptogram).
  const blobs = [['default', 'default dictionary blob'], ['extended', 'extended dictionary blob'],
    ['ranking', 'ranking data (word pairs, triples, phrases)'], ['names', 'names tier (cryptograms)']];
  for (const [tier, workload] of blobs) {
    const gzFile = file(`dict/${tier}.wwdb.gz`);
    sizes.push({
      workload, where: 'size', file: `dict/${tier}.wwdb.gz`,
      raw_bytes: gunzipSync(gzFile).length, gzip_bytes: gzFile.length, brotli_bytes: file(`dict/${tier}.wwdb.br`).length,
    });
  }
  // The page shell: every other file a first visit may fetch (HTML, CSS, JS, manifest, icons).
  const shell = { raw_bytes: 0, gzip_bytes: 0, brotli_bytes: 0, files: 0 };
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      const rel = relative(DIST, p);
      if (statSync(p).isDirectory()) walk(p);
      else if (!rel.startsWith('dict/') && !rel.startsWith('pkg/') && !rel.endsWith('.txt') && !rel.endsWith('.br') && rel !== 'embed.html') {
        const b = readFileSync(p);
        shell.raw_bytes += b.length;
        shell.gzip_bytes += gz(b);
        shell.brotli_bytes += br(b);
        shell.files += 1;
      }
    }
  };
  walk(DIST);
  sizes.push({ workload: 'page shell (HTML, CSS, JS, manifest, icons)', where: 'size', ...shell });
}

const version = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8' }).trim().split('\n')[0];
  } catch {
    return null;
  }
};
const startFile = join(OUT, 'load-start.txt');
const started = existsSync(startFile) ? readFileSync(startFile, 'utf8').trim().split(/\s+/) : [];
const run = {
  workload: 'run', where: 'run',
  date: new Date().toISOString(),
  commit: version('git', ['-C', ROOT, 'rev-parse', '--short=12', 'HEAD']),
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? null,
  memory_bytes: totalmem(),
  load_start: started.length >= 3 ? started.slice(0, 3).map(Number) : null,
  load_end: loadavg().map((x) => Number(x.toFixed(2))),
  seconds: started.length >= 4 ? Math.round(Date.now() / 1000 - Number(started[3])) : null,
  rustc: version('rustc', ['--version']),
  node: process.version,
  chromium: version('/usr/bin/chromium', ['--version']),
};

// bench.json: the rows without their inputs (those stay in the per-bench files).
const strip = ({ inputs, ...r }) => r;
const rows = [
  run,
  ...native.map(strip),
  ...dictionary,
  ...wasm,
  ...browser.map((r) => ({
    workload: r.workload, where: 'browser', ours_ms: r.first_answer_ms, baseline_ms: null, ratio: null, ...r,
  })),
  ...sizes,
];
writeFileSync(join(OUT, 'bench.json'), `${JSON.stringify(rows, null, 2)}\n`);

const f = (x, d = 3) => (x === null || x === undefined ? '-' : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(d));
const ratio = (r) => (r.ratio === null || r.ratio === undefined ? '-' : `${r.baseline_complete ? '' : '> '}${r.ratio >= 10 ? r.ratio.toFixed(0) : r.ratio.toFixed(1)}x`);
const base = (r) => (r.baseline_ms === null || r.baseline_ms === undefined ? '-' : `${r.baseline_complete ? '' : '> '}${f(r.baseline_ms)}`);
const byName = new Map(wasm.map((r) => [r.workload, r]));
const md = [
  '## Ours against the classic baseline, native and in wasm (ms, median)',
  '',
  '| workload | native: ours | native: baseline | ratio | wasm: ours | wasm: baseline | ratio | baseline |',
  '|---|---|---|---|---|---|---|---|',
  ...native.map((n) => {
    const w = byName.get(n.workload);
    return `| ${n.workload} | ${f(n.ours_ms)} | ${base(n)} | ${ratio(n)} | ${w ? f(w.ours_ms) : '-'} | ${w ? base(w) : '-'} | ${w ? ratio(w) : '-'} | ${n.note}${w && w.note ? `; wasm: ${w.note}` : ''} |`;
  }),
  '',
  '"> " marks a baseline stopped at its step cap (a lower bound); "-" a baseline not run. wasm: the bench build',
  'of the module (opt-level z, wasm-opt -Oz --low-memory-unused, plus Engine.bench) in a worker of headless Chromium; ours through',
  'Engine.run, as the page calls it. "sum" workloads (800 racks) are the time for the whole batch.',
];
if (browser.length) {
  const g = (x) => (x === undefined || x === null ? '-' : x.toFixed(1));
  const n = (x) => (x === undefined || x === null ? '-' : Math.round(x).toLocaleString('en'));
  md.push('', '## Cold start in headless Chromium (median of runs, fresh profile each)', '',
    '| workload | wasm ready ms | dictionary ready ms | first answer ms | blob→ready ms (worker) | dictionary bytes (decoded) | bytes on the wire | wasm memory |',
    '|---|---|---|---|---|---|---|---|',
    ...browser.filter((r) => r.blank_mark_ms === undefined).map((r) => `| ${r.workload} | ${g(r.wasm_ready_ms)} | ${g(r.dictionary_ready_ms)} | ${g(r.first_answer_ms)} | ${g(r.blob_to_ready_ms)} | ${n(r.dictionary_bytes_decoded)} | ${n(r.total_bytes)} | ${n(r.wasm_memory_bytes)} |`));
  for (const r of browser.filter((x) => x.blank_mark_ms !== undefined)) {
    md.push('', `## The ${r.workload} (median of ${r.runs} cold loads each, in turn)`, '',
      '| blank page: script mark ms | first paint ms | worker starts ms | first answer ms | first paint / blank | worker start / blank | first answer / blank |',
      '|---|---|---|---|---|---|---|',
      `| ${g(r.blank_mark_ms)} | ${g(r.first_paint_ms)} | ${g(r.worker_start_ms)} | ${g(r.first_answer_ms)} | ${r.first_paint_ratio.toFixed(2)}x | ${r.worker_start_ratio === undefined ? '-' : `${r.worker_start_ratio.toFixed(2)}x`} | ${r.first_answer_ratio.toFixed(2)}x |`);
    // The floors (scripts/bench-browser.mjs): pages doing only part of the app's work, in the same loads.
    if (r.floors) {
      md.push('', '| floor | ms | / blank |', '|---|---|---|', ...r.floors.map((x) => `| ${x.what} | ${g(x.ms)} | ${x.ratio.toFixed(2)}x |`));
    }
  }
}
if (sizes.length) {
  const kb = (n) => (n / 1024).toFixed(1);
  md.push('', '## Sizes (KB)', '', '| what | raw | gzip | brotli |', '|---|---|---|---|',
    ...sizes.map((r) => `| ${r.workload} | ${kb(r.raw_bytes)} | ${kb(r.gzip_bytes)} | ${kb(r.brotli_bytes)} |`));
}
const load = run.load_end.join(' ');
const start = run.load_start ? run.load_start.join(' ') : '?';
md.push('', `Machine: ${run.cores} cores; load average (1, 5, 15 min) ${start} at the start, ${load} at the end.`);
writeFileSync(join(OUT, 'bench.md'), `${md.join('\n')}\n`);
console.log(md.join('\n'));
