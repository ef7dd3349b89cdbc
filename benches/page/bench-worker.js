// The bench worker: loads the bench build of the wasm module (with Engine.bench, the reference
// solvers) and the dictionary tiers, then for every native bench row replays the same inputs:
// ours through Engine.run (the page's path) and the baseline through Engine.bench, timed with
// performance.now(). Figures are medians of several runs, aggregated over inputs as the native
// bench did (median per query, or the sum over a batch).
import init, { Engine } from './pkg/wordwright.js';

const OURS_RUNS = 5;
const BASELINE_RUNS = 3;
// A baseline that took longer than this natively is not run in wasm (it would take minutes).
const SKIP_BASELINE_OVER_MS = 10000;

const say = (text) => postMessage({ type: 'log', text });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const clean = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

async function blob(tier) {
  const res = await fetch(`./dict/${tier}.wwdb.gz`);
  if (!res.ok) throw new Error(`${tier} dictionary: HTTP ${res.status}`);
  const stream = res.body.pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Times `f` `runs` times (fewer when one run takes over a second); the median in ms. The page's
 * clock is coarse (0.1 ms without cross-origin isolation), so a quick `f` is called in a batch
 * of `reps` calls lasting at least 5 ms, and a run's time is the batch's time over `reps`.
 */
function time(f, runs) {
  let reps = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < reps; i++) f();
    const took = performance.now() - t;
    if (took >= 5 || reps >= 4096) break;
    reps *= took < 0.5 ? 16 : 2;
  }
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    for (let k = 0; k < reps; k++) f();
    times.push((performance.now() - t) / reps);
    if (times[i] > 1000) break;
  }
  return median(times);
}

/** The count ours reports, comparable with the baseline's. */
function oursCount(command, a) {
  switch (command) {
    case 'ladder': return a.ladder ? a.ladder.length : 0;
    case 'graph': return a.words;
    case 'dice': return Number(a.count);
    default: return a.count;
  }
}

async function main(rows) {
  await init({ module_or_path: new URL('./pkg/wordwright_bg.wasm', import.meta.url) });
  const engine = new Engine();
  engine.loadTier('default', await blob('default'));
  // The ranking data, as the page loads it before a Jumble, a cryptogram or a phrase anagram, so
  // those rows are timed ranked, as they run in the page.
  engine.loadTier('ranking', await blob('ranking'));
  // The names, as the page loads them before a cryptogram.
  engine.loadTier('names', await blob('names'));
  const out = [];
  for (const row of rows) {
    if (row.level === 0) { say(`skip ${row.workload} (a word list, not the built-in dictionary)`); continue; }
    if (row.level > 70 && !engine.hasExtended()) engine.loadTier('extended', await blob('extended'));
    // Rows measured without a baseline (adversarial patterns) have none to clean.
    const inputs = row.inputs.map((i) => ({ args: clean(i.args), baseline: i.baseline ? clean(i.baseline) : null }));
    const ours = (i) => {
      const a = engine.run(row.command, { ...i.args, level: row.level }, null);
      if (a && a.error) throw new Error(`${row.workload}: ${a.error.message}`);
      return a;
    };
    // A row timed only to the command's first answer (its `partial` call: phrase anagrams' first
    // page, which the page shows before the count): the median of OURS_RUNS runs.
    const untilPartial = (i) => {
      const times = [];
      for (let k = 0; k < OURS_RUNS; k++) {
        const t = performance.now();
        let first = null;
        engine.run(row.command, { ...i.args, level: row.level }, null, () => { first = performance.now() - t; });
        if (first === null) throw new Error(`${row.workload}: no first answer was handed over`);
        times.push(first);
      }
      return median(times);
    };
    const theirs = (i) => {
      const f = engine.bench(row.command, i.baseline, row.level, row.baseline_budget ?? 0);
      if (f && f.error) throw new Error(`${row.workload} (baseline): ${f.error.message}`);
      return f;
    };
    const runBaseline = row.baseline_ms !== null && row.baseline_ms <= SKIP_BASELINE_OVER_MS;
    const notes = [];
    // Warm up once: the first query builds indexes and graphs that the native bench builds
    // before timing too.
    ours(inputs[0]);
    let oursMs;
    let baseMs = null;
    let complete = false;
    let mismatch = 0;
    if (row.aggregate === 'sum') {
      inputs.forEach(ours);
      oursMs = time(() => inputs.forEach(ours), OURS_RUNS);
      if (runBaseline) {
        theirs(inputs[0]);
        let found = [];
        baseMs = time(() => { found = inputs.map(theirs); }, BASELINE_RUNS);
        complete = found.every((f) => f.complete);
        inputs.forEach((i, k) => { if (found[k].complete && found[k].count !== oursCount(row.command, ours(i))) mismatch++; });
      }
    } else {
      const per = [];
      const perBase = [];
      complete = true;
      for (const i of inputs) {
        ours(i);
        per.push(row.until === 'partial' ? untilPartial(i) : time(() => ours(i), OURS_RUNS));
        if (runBaseline) {
          let found;
          perBase.push(time(() => { found = theirs(i); }, BASELINE_RUNS));
          complete &&= found.complete;
          if (found.complete && found.count !== oursCount(row.command, ours(i))) mismatch++;
        }
      }
      oursMs = median(per);
      if (runBaseline) baseMs = median(perBase);
    }
    if (!runBaseline && row.baseline_ms !== null) notes.push(`baseline not run in wasm (${(row.baseline_ms / 1000).toFixed(1)} s natively)`);
    if (runBaseline && !complete) notes.push('baseline stopped at its step cap: a lower bound');
    if (mismatch) throw new Error(`${row.workload}: ours and the baseline disagree on ${mismatch} inputs`);
    const r = {
      solver: row.solver, workload: row.workload, where: 'wasm',
      ours_ms: oursMs, baseline_ms: baseMs, ratio: baseMs === null ? null : baseMs / oursMs,
      baseline_complete: baseMs !== null && complete, note: notes.join('; '),
    };
    say(`${r.workload}: ours ${oursMs.toFixed(3)} ms, baseline ${baseMs === null ? '-' : `${baseMs.toFixed(3)} ms`}`);
    out.push(r);
  }
  return out;
}

onmessage = (e) => {
  main(e.data.rows).then(
    (rows) => postMessage({ type: 'done', rows }),
    (err) => postMessage({ type: 'fatal', message: String(err && err.stack ? err.stack : err) }),
  );
};
