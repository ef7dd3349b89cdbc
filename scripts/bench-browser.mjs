// Browser benchmark: cold start of the real page in headless Chromium (fresh profile each run),
// from navigation to wasm ready, dictionary ready and first answer (a link that solves on load),
// the bytes transferred, the time from blob bytes in hand to "dictionary ready" inside the worker,
// and the worker's wasm memory, for the default and the extended tier. Writes
// target/bench/browser.md and target/bench/browser.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { open } from '../tests/e2e/helpers.mjs';

const RUNS = Number(process.env.RUNS || 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function coldStart(hash, waitFor) {
  // Service workers blocked: this measures the app's own cold start; on a first visit the service
  // worker then downloads the shell a second time into its cache (see the README).
  const s = await open({ serviceWorkers: 'block' });
  try {
    let bytes = 0;
    // Bytes on the wire, as the server sent them (compressed where it compressed), page and worker.
    s.context.on('response', async (r) => {
      bytes += Number((await r.allHeaders())['content-length'] || 0);
    });
    await s.page.goto(`${s.url}${hash}`);
    await s.page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, waitFor, { timeout: 60000 });
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

const rows = [];
for (const [name, hash] of [['default tier', '#words?pattern=%3Fa%3Fe'], ['extended tier', '#words?pattern=zyzzyva&level=95']]) {
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
mkdirSync('target/bench', { recursive: true });
writeFileSync('target/bench/browser.json', JSON.stringify(rows, null, 2));
const f = (x) => (x === undefined ? '-' : Number.isInteger(x) ? x.toLocaleString('en') : x.toFixed(1));
const md = ['| workload | wasm ready ms | dictionary ready ms | first answer ms | blob→ready ms (worker) | dictionary bytes (decoded) | bytes on the wire | wasm memory |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.workload} | ${f(r.wasm_ready_ms)} | ${f(r.dictionary_ready_ms)} | ${f(r.first_answer_ms)} | ${f(r.blob_to_ready_ms)} | ${f(r.dictionary_bytes_decoded)} | ${f(r.total_bytes)} | ${f(r.wasm_memory_bytes)} |`)];
writeFileSync('target/bench/browser.md', `${md.join('\n')}\n`);
console.log(md.join('\n'));
