// The Web Worker that owns the wasm module and the dictionary. One Engine lives here; the page
// talks to it through client.js with request ids. Messages in:
//   {id, type: 'run', command, args}   run a solver; args holds the options, the global level and
//                                      budget included (loads the extended tier if the level needs it)
//   {id, type: 'loadList', bytes}                     use a word list (a file's bytes)
//   {id, type: 'clearList'}                           back to the built-in dictionary
//   {id, type: 'loadExtended'}                        load the extended tier now
//   {type: 'idle'}                                    the page has what it opened for: warm up (no reply)
// Messages out: {type: 'status', ...} once at start-up (or {type: 'fatal', message}),
// {type: 'ranking', words, ...} or {type: 'ranking', error} when the ranking data is loaded or
// could not be (and {type: 'names', ...} alike for the names cryptograms read), {type: 'warm-up'}
// when the idle warm-up begins, and per request {id, type: 'progress', steps} | {id, type: 'partial', value} (a first
// answer while the command goes on: phrase anagrams' first page while the rest are counted) |
// {id, type: 'result', value} |
// {id, type: 'error', message, tier} (tier: the dictionary tier that could not be downloaded, if that
// was the failure).
//
// The puzzle makers (`make-<kind>` commands) and the user's own word lists live in a second wasm
// module (built with the `make` and `wordlists` features), which this worker downloads and compiles
// on the first `make-*` request or word list, never before: the page's start-up is the same
// whether or not anyone makes a puzzle or loads a list. While a list is in use, every command runs
// in that module's engine. Its engine is given the
// dictionary tiers from the bytes this worker already holds (kept as they were downloaded), or
// fetches them if they were never needed here (the extended tier, the ranking data).
//
// No static import: this module's own code runs as soon as it is loaded and starts, at once and side
// by side, the wasm's download and compilation (compileStreaming), the default tier's download and
// the imports of the wasm-bindgen glue and the option declarations; none waits for another.
const T0 = performance.now();
const DICT_URL = {
  default: new URL('../dict/default.wwdb.gz', import.meta.url),
  extended: new URL('../dict/extended.wwdb.gz', import.meta.url),
  ranking: new URL('../dict/ranking.wwdb.gz', import.meta.url),
  names: new URL('../dict/names.wwdb.gz', import.meta.url),
};
const WHAT = {
  default: 'the default dictionary',
  extended: 'the extended dictionary',
  ranking: 'the ranking data',
  names: 'the names',
};

let engine = null;
let Engine = null; // the wasm-bindgen class, once the glue is imported
let DEFAULT_TIER_MAX = 0; // from options.js, once imported

// Report CSP violations inside the worker to the page, so tests and users see them.
self.addEventListener('securitypolicyviolation', (e) => {
  postMessage({ type: 'csp-violation', detail: `${e.violatedDirective} blocked ${e.blockedURI}` });
});
let extendedLoading = null;

// Each blob's bytes as downloaded (gzip, unless the host decoded them), kept for the makers'
// engine: a few hundred KB, against a second download (and offline, before the service worker
// holds the blob, no download at all).
const downloaded = {};

/** Fetches a blob; inflates it unless the host already decoded it (gzip magic 1f 8b checked). */
async function fetchBlob(tier) {
  // A failed download names its tier, so the page can say what works without it (offline).
  const failed = (why) => Object.assign(new Error(`${WHAT[tier]} could not be downloaded (${why})`), { tier });
  const res = await fetch(DICT_URL[tier]).catch((e) => { throw failed(e.message); });
  if (!res.ok) throw failed(`HTTP ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  downloaded[tier] = bytes;
  return { ...(await inflate(bytes)), transferred: bytes.length };
}

/** The blob's bytes, inflated when they are gzip (magic 1f 8b). */
async function inflate(bytes) {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return { bytes: new Uint8Array(await new Response(stream).arrayBuffer()), inflated: true };
  }
  return { bytes, inflated: false };
}

async function loadTier(tier, download = fetchBlob(tier)) {
  const fetched = await download;
  const t0 = performance.now();
  const loaded = engine.loadTier(tier, fetched.bytes);
  if (loaded.error) throw new Error(`${WHAT[tier]} cannot be used: ${loaded.error.message}`);
  return { tier, words: loaded.words, loadMs: performance.now() - t0, transferred: fetched.transferred, inflated: fetched.inflated };
}

function ensureExtended() {
  if (engine.hasExtended()) return Promise.resolve(null);
  extendedLoading ??= loadTier('extended').then((info) => {
    postMessage({ type: 'extended', ...info, memory: Engine.memoryBytes() });
    return info;
  }).finally(() => { extendedLoading = null; });
  return extendedLoading;
}

// The ranking data (word pairs and set phrases, for the Jumble's answers, cryptograms and phrase
// anagrams): fetched once, in idle time after the first answer (once the page has said it is idle
// too: a link's answer is then in the page, whose rendering the download and decoding would
// otherwise slow down), or when a command that ranks phrases first needs it, so it never delays a
// first answer of the other puzzles. Missing or damaged data is not an error: the engine then
// ranks by words alone and says so in a note (kind ranking_fallback).
const ranksPhrases = (command, args) => command === 'jumble' || command === 'assign'
  || (command === 'words' && args?.['phrase-anagram'] !== undefined);
let rankingLoad = null;
function ensureRanking() {
  rankingLoad ??= loadTier('ranking').then(
    (info) => { postMessage({ type: 'ranking', ...info, memory: Engine.memoryBytes() }); },
    (e) => { postMessage({ type: 'ranking', error: String(e && e.message ? e.message : e) }); },
  );
  return rankingLoad;
}

// The names (proper names and capitalised words with their frequencies) that a cryptogram's
// plaintext may hold: fetched once, before the first cryptogram. Missing or damaged data is not an
// error: cryptograms then read no names (the answer's notes say so: kind names_fallback).
const readsNames = (command, args) => command === 'assign' && args?.crypto !== undefined;
let namesLoad = null;
function ensureNames() {
  namesLoad ??= loadTier('names').then(
    (info) => { postMessage({ type: 'names', ...info, memory: Engine.memoryBytes() }); },
    (e) => { postMessage({ type: 'names', error: String(e && e.message ? e.message : e) }); },
  );
  return namesLoad;
}
let answered = false;
function rankingWhenIdle() {
  if (!answered || !idle || rankingLoad || pending > 0) return;
  setTimeout(() => { if (pending === 0) ensureRanking(); }, 0);
}

/** The wasm module, compiled while it downloads (compileStreaming needs the host to send
 * Content-Type: application/wasm; without it the module is compiled once downloaded). */
async function compileWasm(name = 'wordwright', what = 'the solver module') {
  const res = await fetch(new URL(`../pkg/${name}_bg.wasm`, import.meta.url))
    .catch((e) => { throw new Error(`${what} could not be downloaded (${e.message})`); });
  if (!res.ok) throw new Error(`${what} could not be downloaded (HTTP ${res.status})`);
  if (/^application\/wasm\b/.test(res.headers.get('Content-Type') || '')) return WebAssembly.compileStreaming(res);
  return WebAssembly.compile(await res.arrayBuffer());
}

const started = [compileWasm(), fetchBlob('default'), import('../pkg/wordwright.js'), import('./options.js')];
for (const p of started) p.catch(() => {}); // each is reported when awaited in start()

async function start() {
  const [compiling, download, glue, options] = started;
  const { default: init, Engine: engineClass } = await glue;
  await init({ module_or_path: await compiling });
  Engine = engineClass;
  engine = new Engine();
  const wasmMs = performance.now() - T0;
  // When this module's first line ran, on the clock pages share (their timeOrigin differs).
  postMessage({ type: 'wasm-ready', wasmMs, workerStart: performance.timeOrigin + T0 });
  const info = await loadTier('default', download);
  // Needed only by requests; awaited last, as the option declarations import more modules.
  DEFAULT_TIER_MAX = (await options).DEFAULT_TIER_MAX;
  postMessage({ type: 'status', ...info, wasmMs, memory: Engine.memoryBytes() });
}

const ready = start().catch((e) => {
  postMessage({ type: 'fatal', message: String(e && e.message ? e.message : e) });
  throw e;
});

// ---- the second module (makers, word lists), loaded on the first make-* request or word list ---

let makerLoad = null; // the promise of { engine, Engine, tiers: Set, list }
const WHAT_MAKERS = "the module for puzzle makers and word lists";

/** The makers' engine with the default tier, compiled and loaded once (a failure is retried on
 * the next request). */
function ensureMaker() {
  makerLoad ??= (async () => {
    const [compiled, glue] = await Promise.all([compileWasm('wordwright_make', WHAT_MAKERS), import('../pkg/wordwright_make.js')]);
    await glue.default({ module_or_path: compiled });
    const maker = { Engine: glue.Engine, engine: new glue.Engine(), tiers: new Set(), list: null };
    await makerTier(maker, 'default');
    return maker;
  })();
  makerLoad.catch(() => { makerLoad = null; });
  return makerLoad;
}

/** Loads `tier` into the makers' engine, from the bytes this worker holds, else downloaded. */
async function makerTier(maker, tier) {
  if (maker.tiers.has(tier)) return;
  const raw = downloaded[tier];
  const { bytes } = raw ? await inflate(raw) : await fetchBlob(tier);
  const loaded = maker.engine.loadTier(tier, bytes);
  if (loaded.error) throw new Error(`${WHAT[tier]} cannot be used: ${loaded.error.message}`);
  maker.tiers.add(tier);
}

// The Jumble and cryptogram makers rank phrases (the solver's first answer must be the answer), as
// do the solvers that ranksPhrases names.
const makerRanks = (command, args) => command === 'make-jumble' || command === 'make-crypto' || ranksPhrases(command, args);
let listBytes = null; // the word list in use (its bytes, as loaded into the second module's engine)

/** Runs a maker, or a solver over the user's word list, in the second module's engine, loading
 * what it needs first. */
async function runMaker(msg, progress) {
  const maker = await ensureMaker();
  if (Number(msg.args?.level) > DEFAULT_TIER_MAX && !msg.usingList) await makerTier(maker, 'extended');
  if (makerRanks(msg.command, msg.args)) await makerTier(maker, 'ranking').catch(() => {}); // without it: a note
  // The cryptogram maker checks its puzzle as the solver reads it, names included.
  if (msg.command === 'make-crypto') await makerTier(maker, 'names').catch(() => {});
  const list = msg.usingList ? listBytes : null;
  if (maker.list !== list) {
    if (list) maker.engine.loadWordList(list); else maker.engine.clearWordList();
    maker.list = list;
  }
  const partial = (value) => postMessage({ id: msg.id, type: 'partial', value });
  return maker.engine.run(msg.command, msg.args, progress, partial);
}

// Idle warm-up: once the dictionary is ready, the page has said it is idle (it has what it opened
// for: the answer of its link, else the dictionary; client.js's idle()) and nothing is asked,
// build what a first query of the common puzzles would otherwise build (the anagram index, the
// ladder graphs of 3 to 6 letters, the rack index; the level-70 dictionary keeps them all, and a
// lookup at level 95 uses a second dictionary beside it) and let the JIT compile that code, one
// step at a time (the anagram index about 70 ms, each other step a few ms), so a request that
// arrives meanwhile waits for one step at most. The answers are thrown away. Not before the page
// says so: a link's request that arrives just after the dictionary would otherwise wait for the
// anagram index. The first step is reported ({type: 'warm-up'}; boot.js marks it), for the tests.
const WARM_UP = [
  ['words', { anagram: 'listen' }],
  ...['cat', 'cold', 'stone', 'planet'].map((w) => ['ladder', { from: w, to: [...w].reverse().join('') }]),
  ['rack', { tiles: 'aeinrs?' }],
];
let pending = 0;
let idle = false;
let warmUpReported = false;
function warmUp() {
  if (!idle || pending > 0 || WARM_UP.length === 0) return;
  setTimeout(() => {
    if (pending > 0 || WARM_UP.length === 0) return; // a request came first; resume after it
    if (!warmUpReported) { warmUpReported = true; postMessage({ type: 'warm-up' }); }
    const [command, args] = WARM_UP.shift();
    try { engine.run(command, args, null); } catch { /* only a warm-up */ }
    warmUp();
  }, 0);
}

async function handle(msg) {
  await ready;
  switch (msg.type) {
    case 'run': {
      // Makers, and every command while the user's word list is in use, run in the second module.
      if (msg.command.startsWith('make-') || msg.usingList) {
        return runMaker(msg, (steps) => postMessage({ id: msg.id, type: 'progress', steps }));
      }
      if (Number(msg.args?.level) > DEFAULT_TIER_MAX && !msg.usingList) await ensureExtended();
      if (ranksPhrases(msg.command, msg.args)) await ensureRanking();
      if (readsNames(msg.command, msg.args) && !msg.usingList) await ensureNames();
      const progress = (steps) => postMessage({ id: msg.id, type: 'progress', steps });
      const partial = (value) => postMessage({ id: msg.id, type: 'partial', value });
      const answer = engine.run(msg.command, msg.args, progress, partial);
      // A word missing from the default tier: look in the extended tier before saying no.
      if (msg.command === 'lookup' && answer.found === false && !msg.usingList && !engine.hasExtended()) {
        await ensureExtended();
        return engine.run(msg.command, msg.args, progress);
      }
      return answer;
    }
    case 'loadList': {
      const maker = await ensureMaker();
      const report = maker.engine.loadWordList(msg.bytes);
      // A list that could not be read leaves the one before in use.
      if (!report.error) { listBytes = msg.bytes; maker.list = listBytes; }
      return report;
    }
    case 'clearList': listBytes = null; return { cleared: true };
    case 'loadExtended': return ensureExtended();
    default: throw new Error(`unknown request ${msg.type}`);
  }
}

// Requests run one at a time, in order.
let queue = Promise.resolve();
onmessage = (event) => {
  const msg = event.data;
  if (msg.type === 'idle') {
    idle = true;
    ready.then(() => { warmUp(); rankingWhenIdle(); }, () => {});
    return;
  }
  pending += 1;
  queue = queue.then(() => handle(msg)).then(
    (value) => { postMessage({ id: msg.id, type: 'result', value }); if (msg.type === 'run') answered = true; },
    (e) => postMessage({ id: msg.id, type: 'error', message: String(e && e.message ? e.message : e), tier: e?.tier }),
  ).finally(() => { pending -= 1; warmUp(); rankingWhenIdle(); });
};
