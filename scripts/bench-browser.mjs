// Browser benchmark: cold start of the real page in headless Chromium (fresh profile each run),
// from navigation to wasm ready, dictionary ready and first answer (a link that solves on load),
// the bytes transferred, the time from blob bytes in hand to "dictionary ready" inside the worker,
// and the worker's wasm memory, for the default and the extended tier; and the first answer against
// a blank page, side by side in the same run. Writes target/bench/browser.md and
// target/bench/browser.json. `node scripts/bench-browser.mjs --blank` measures only that last row.
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, open } from '../tests/e2e/helpers.mjs';

const RUNS = Number(process.env.RUNS || 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function coldStart(hash, waitFor) {
  // Service workers blocked: this measures the app's own cold start; on a first visit the service
  // worker then downloads the shell a second time into its cache (see the README).
  // Bytes on the wire, as the server sent them (compressed where it compressed), page and worker,
  // until the answer (counted by the server: the browser does not report a worker's earliest requests
  // to the test reliably): each response's send time (the server's clock) against the mark's (the
  // page's timeOrigin plus its startTime, on the same machine's clock), so that what the page
  // fetches once it has answered (the ranking data, the other tabs' stylesheets) is not counted
  // however late the test sees the mark.
  const sent = [];
  const s = await open({ serviceWorkers: 'block', onSent: (path, n) => sent.push([Date.now(), n]) });
  try {
    await s.page.goto(`${s.url}${hash}`);
    await s.page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, waitFor, { timeout: 60000 });
    const markedAt = await s.page.evaluate((m) => performance.timeOrigin + performance.getEntriesByName(m)[0].startTime, waitFor);
    const bytes = sent.filter(([t]) => t <= markedAt).reduce((sum, [, n]) => sum + n, 0);
    return await s.page.evaluate(() => {
      const get = (n) => performance.getEntriesByName(n)[0];
      const dict = get('wordwright:dictionary-ready');
      const ext = get('wordwright:extended-ready');
      return {
        wasm: get('wordwright:wasm-ready').startTime,
        dictionary: dict.startTime,
        first: get('wordwright:first-answer')?.startTime,
        loadMs: dict.detail.loadMs,
        transferred: dict.detail.transferred + (ext ? ext.detail.transferred : 0),
        memory: (ext || dict).detail.memory,
        extLoadMs: ext?.detail.loadMs,
      };
    }).then((r) => ({ ...r, bytes }));
  } finally { await s.close(); }
}

// The blank page: one external module script that sets a mark, as little as a page can run.
const BLANK_HTML = '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Blank</title>\n'
  + '<script type="module" src="blank.js"></script></head><body></body></html>\n';
const BLANK_JS = "performance.mark('blank:script');\n";

/** One cold load (fresh profile, service worker blocked, served by scripts/serve.mjs with brotli) of
 * `hash` in `root`, until the mark `waitFor`; returns the marks and the first paint, from navigation start. */
async function markedLoad(root, hash, waitFor) {
  const s = await open({ serviceWorkers: 'block', root });
  try {
    await s.page.goto(`${s.url}${hash}`);
    await s.page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, waitFor, { timeout: 60000 });
    return await s.page.evaluate((m) => ({
      mark: performance.getEntriesByName(m)[0].startTime,
      paint: performance.getEntriesByName('first-paint')[0]?.startTime,
      worker: performance.getEntriesByName('wordwright:worker-start')[0]?.startTime,
    }), waitFor);
  } finally { await s.close(); }
}

// The floors: pages that do only part of what the app must do before its first answer or first
// paint, to show how much of the ratios the machine and the browser leave to the app at all. The
// engine's floor downloads and compiles the real wasm module (compileStreaming) and downloads the
// real default dictionary, side by side, and does nothing else (no instantiation, no decoding, no
// query, no page): from a module worker that a classic async script in the head starts, as the app
// does, and, in a second page, on the main thread from the blank page's one module script. The
// page's floor is the app's own index.html with its scripts removed (its markup and stylesheet, no
// JavaScript at all): its first paint; beside it, a page of one heading, once with the app's
// stylesheet linked and once with none, so the paint of any styled page is seen apart from ours.
const FLOOR_START = `performance.mark('blank:script');
const w = new Worker('floor-worker.js', { type: 'module' });
w.onmessage = (e) => performance.mark('floor:engine', { startTime: e.data - performance.timeOrigin });
`;
const FLOOR_WORK = `Promise.all([
  WebAssembly.compileStreaming(fetch('pkg/wordwright_bg.wasm')),
  fetch('dict/default.wwdb.gz').then((r) => r.arrayBuffer()),
])`;
const FLOOR_WORKER = `${FLOOR_WORK}.then(() => postMessage(performance.timeOrigin + performance.now()));\n`;
const FLOOR_MAIN = `${FLOOR_WORK}.then(() => performance.mark('floor:engine'));\n`;
const head = (inHead, body = '') => '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Floor</title>\n'
  + `${inHead}</head><body>${body}</body></html>\n`;

/** Writes the blank page and the floors' pages into `root`, with the files of dist/ they use. */
function floorPages(root) {
  writeFileSync(join(root, 'index.html'), BLANK_HTML);
  writeFileSync(join(root, 'blank.js'), BLANK_JS);
  writeFileSync(join(root, 'engine-worker.html'), head('<script async src="floor-start.js"></script>'));
  writeFileSync(join(root, 'floor-start.js'), FLOOR_START);
  writeFileSync(join(root, 'floor-worker.js'), FLOOR_WORKER);
  writeFileSync(join(root, 'engine-main.html'), head('<script type="module" src="floor-main.js"></script>'));
  writeFileSync(join(root, 'floor-main.js'), FLOOR_MAIN);
  const app = readFileSync(join(DIST, 'index.html'), 'utf8');
  const noScripts = app.replace(/<script\b[^>]*>[^<]*<\/script>/g, '');
  if (noScripts === app) throw new Error('dist/index.html has no script tags to remove for the page floor');
  writeFileSync(join(root, 'page.html'), noScripts);
  writeFileSync(join(root, 'heading.html'), head('', '<h1>Wordwright</h1>'));
  writeFileSync(join(root, 'heading-css.html'), head('<link rel="stylesheet" href="www/style.css">', '<h1>Wordwright</h1>'));
  // Each file before its precompressed copy, which serve.mjs sends only when it is as new.
  for (const dir of ['pkg', 'dict', 'www']) mkdirSync(join(root, dir));
  for (const f of ['pkg/wordwright_bg.wasm', 'dict/default.wwdb.gz', 'www/style.css', 'www/manifest.webmanifest']) {
    copyFileSync(join(DIST, f), join(root, f));
    const br = f.endsWith('.gz') ? f.replace(/\.gz$/, '.br') : `${f}.br`;
    copyFileSync(join(DIST, br), join(root, br));
  }
  cpSync(join(DIST, 'icons'), join(root, 'icons'), { recursive: true });
}

/** The app's first answer of a link and its first paint against the blank page's mark, and the
 * floors beside them: loads taken in turn, `runs` of each, in one run, so all see the same machine. */
async function againstBlank(runs) {
  const root = mkdtempSync(join(tmpdir(), 'ww-blank-'));
  floorPages(root);
  try {
    const blank = [];
    const app = [];
    const floor = { worker: [], main: [], paint: [], heading: [], headingCss: [] };
    for (let i = 0; i < runs; i++) {
      blank.push(await markedLoad(root, '', 'blank:script'));
      app.push(await markedLoad(undefined, '#words?pattern=?a?e', 'wordwright:first-answer'));
      floor.worker.push((await markedLoad(root, 'engine-worker.html', 'floor:engine')).mark);
      floor.main.push((await markedLoad(root, 'engine-main.html', 'floor:engine')).mark);
      floor.paint.push((await markedLoad(root, 'page.html', 'first-paint')).mark);
      floor.heading.push((await markedLoad(root, 'heading.html', 'first-paint')).mark);
      floor.headingCss.push((await markedLoad(root, 'heading-css.html', 'first-paint')).mark);
    }
    const blankMs = median(blank.map((r) => r.mark));
    const answerMs = median(app.map((r) => r.mark));
    const paintMs = median(app.map((r) => r.paint).filter((x) => x !== undefined));
    // When the solver worker's own module began to run: what the worker's start-up leaves.
    const workerMs = median(app.map((r) => r.worker).filter((x) => x !== undefined));
    return {
      workload: 'first answer of #words?pattern=?a?e against a blank page',
      blank_mark_ms: blankMs, first_paint_ms: paintMs, first_answer_ms: answerMs,
      first_paint_ratio: paintMs / blankMs, first_answer_ratio: answerMs / blankMs,
      worker_start_ms: workerMs, worker_start_ratio: workerMs === undefined ? undefined : workerMs / blankMs,
      // Each floor's median, with what its page did (bench-merge.mjs and docs-figures.mjs print these).
      floors: [
        ["the engine's download and compile alone, in a worker", floor.worker],
        ['the same on the main thread', floor.main],
        ['the first paint of index.html without its scripts', floor.paint],
        ["the first paint of a page of one heading, with the app's stylesheet", floor.headingCss],
        ['the first paint of a page of one heading, unstyled', floor.heading],
      ].map(([what, xs]) => ({ what, ms: median(xs), ratio: median(xs) / blankMs })),
      runs,
    };
  } finally { rmSync(root, { recursive: true, force: true }); }
}

const rows = [];
const blankOnly = process.argv.includes('--blank');
for (const [name, hash] of blankOnly ? [] : [['default tier', '#words?pattern=%3Fa%3Fe'], ['extended tier', '#words?pattern=zyzzyva&level=95']]) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await coldStart(hash, 'wordwright:first-answer'));
  const m = (k) => median(runs.map((r) => r[k]).filter((x) => x !== undefined));
  rows.push({
    workload: `cold start, ${name}`,
    wasm_ready_ms: m('wasm'), dictionary_ready_ms: m('dictionary'), first_answer_ms: m('first'),
    blob_to_ready_ms: name === 'default tier' ? m('loadMs') : m('extLoadMs'),
    dictionary_bytes_decoded: m('transferred'), total_bytes: m('bytes'), wasm_memory_bytes: m('memory'),
  });
}
const blankRow = await againstBlank(Math.max(RUNS, 7));
rows.push(blankRow);
mkdirSync('target/bench', { recursive: true });
writeFileSync('target/bench/browser.json', JSON.stringify(rows, null, 2));
const f = (x) => (x === undefined ? '-' : Number.isInteger(x) ? x.toLocaleString('en') : x.toFixed(1));
const tiers = rows.filter((r) => r !== blankRow);
const md = [...(tiers.length ? ['| workload | wasm ready ms | dictionary ready ms | first answer ms | blob→ready ms (worker) | dictionary bytes (decoded) | bytes on the wire | wasm memory |',
  '|---|---|---|---|---|---|---|---|',
  ...tiers.map((r) => `| ${r.workload} | ${f(r.wasm_ready_ms)} | ${f(r.dictionary_ready_ms)} | ${f(r.first_answer_ms)} | ${f(r.blob_to_ready_ms)} | ${f(r.dictionary_bytes_decoded)} | ${f(r.total_bytes)} | ${f(r.wasm_memory_bytes)} |`), ''] : []),
  ...blankTable(blankRow, f)];
writeFileSync('target/bench/browser.md', `${md.join('\n')}\n`);
console.log(md.join('\n'));

/** The blank-page row as a table (also used by bench-merge.mjs's and docs-figures.mjs's shape). */
function blankTable(r, f) {
  return ['| runs of each | blank page: script mark ms | first paint ms | worker starts ms | first answer ms | first paint / blank | worker start / blank | first answer / blank |',
    '|---|---|---|---|---|---|---|---|',
    `| ${r.runs} | ${f(r.blank_mark_ms)} | ${f(r.first_paint_ms)} | ${f(r.worker_start_ms)} | ${f(r.first_answer_ms)} | ${r.first_paint_ratio.toFixed(2)}x | ${r.worker_start_ratio === undefined ? '-' : `${r.worker_start_ratio.toFixed(2)}x`} | ${r.first_answer_ratio.toFixed(2)}x |`,
    '', ...floorTable(r, f)];
}

/** The floors beside the blank page, as a table (the same shape in bench-merge.mjs and docs-figures.mjs). */
function floorTable(r, f) {
  return r.floors ? ['| floor | ms | / blank |', '|---|---|---|',
    ...r.floors.map((x) => `| ${x.what} | ${f(x.ms)} | ${x.ratio.toFixed(2)}x |`)] : [];
}
