// The last step of `./build.sh bench`: joins the native rows (target/bench/<bench>.json, from
// cargo bench), the wasm rows (target/bench/wasm.json, from the bench page) and the browser
// cold-start rows (target/bench/browser.json, from scripts/bench-browser.mjs) into one table:
// target/bench/bench.json (a list of rows {workload, where, ours_ms, baseline_ms, ratio, ...})
// and target/bench/bench.md, and prints the markdown.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg, cpus } from 'node:os';

const OUT = join(new URL('../', import.meta.url).pathname, 'target/bench');
const read = (name) => {
  const p = join(OUT, name);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null;
};

const native = ['jumble', 'ladder', 'rack', 'dice', 'assign'].flatMap((b) => read(`${b}.json`) ?? []);
const wasm = read('wasm.json') ?? [];
const browser = read('browser.json') ?? [];

// bench.json: the rows without their inputs (those stay in the per-bench files).
const strip = ({ inputs, ...r }) => r;
const rows = [
  ...native.map(strip),
  ...wasm,
  ...browser.map((r) => ({
    workload: r.workload, where: 'browser', ours_ms: r.first_answer_ms, baseline_ms: null, ratio: null, ...r,
  })),
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
  'of the module (opt-level z, wasm-opt -Oz, plus Engine.bench) in a worker of headless Chromium; ours through',
  'Engine.run, as the page calls it. "sum" workloads (800 racks) are the time for the whole batch.',
];
if (browser.length) {
  const g = (x) => (x === undefined || x === null ? '-' : x.toFixed(1));
  const n = (x) => (x === undefined || x === null ? '-' : Math.round(x).toLocaleString('en'));
  md.push('', '## Cold start in headless Chromium (median of runs, fresh profile each)', '',
    '| workload | wasm ready ms | dictionary ready ms | first answer ms | blob→ready ms (worker) | dictionary bytes (decoded) | bytes on the wire | wasm memory |',
    '|---|---|---|---|---|---|---|---|',
    ...browser.map((r) => `| ${r.workload} | ${g(r.wasm_ready_ms)} | ${g(r.dictionary_ready_ms)} | ${g(r.first_answer_ms)} | ${g(r.blob_to_ready_ms)} | ${n(r.dictionary_bytes_decoded)} | ${n(r.total_bytes)} | ${n(r.wasm_memory_bytes)} |`));
}
const load = loadavg().map((x) => x.toFixed(2)).join(' ');
const start = existsSync(join(OUT, 'load-start.txt')) ? readFileSync(join(OUT, 'load-start.txt'), 'utf8').trim() : '?';
md.push('', `Machine: ${cpus().length} cores; load average (1, 5, 15 min) ${start} at the start, ${load} at the end.`);
writeFileSync(join(OUT, 'bench.md'), `${md.join('\n')}\n`);
console.log(md.join('\n'));
