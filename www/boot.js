// The page's first module, and its smallest: it adopts the solver worker www/start.js started
// (which downloads and compiles the wasm and downloads the dictionary at once), or starts it,
// before the rest of the page's modules load, then loads them. The start-up marks are set here, so
// none is missed however fast the worker is:
//   wordwright:worker-start (when the worker's module began to run, set once the wasm is ready),
//   wordwright:wasm-ready, wordwright:dictionary-ready (detail: the start-up info),
//   wordwright:ranking-ready or wordwright:ranking-failed, wordwright:names-ready or
//   wordwright:names-failed, wordwright:extended-ready, wordwright:warm-up;
// wordwright:first-answer is set by app.js when the first answer is in the page.
import { SolverClient } from './client.js';

// The worker www/start.js started in the page's head, if it ran before this module (it runs as
// soon as it arrives); else a worker of our own, and start.js, if it comes later, leaves it be.
const started = self.wordwrightStart ?? null;
self.wordwrightStart = null;
export const client = new SolverClient(new URL('./worker.js', import.meta.url), started);

client.addEventListener('wasm-ready', (e) => {
  // The worker's clock starts at its own timeOrigin: its start is put on the page's.
  const at = e.detail?.workerStart - performance.timeOrigin;
  if (Number.isFinite(at) && at >= 0 && at <= performance.now()) performance.mark('wordwright:worker-start', { startTime: at });
  performance.mark('wordwright:wasm-ready');
});
client.addEventListener('status', (e) => performance.mark('wordwright:dictionary-ready', { detail: e.detail }));
// The ranking data arrives in idle time; without it answers are ranked by words alone, and the
// answers that would use it say so in a note, so a failure here is only marked for the tests.
client.addEventListener('ranking', (e) => {
  performance.mark(e.detail.error ? 'wordwright:ranking-failed' : 'wordwright:ranking-ready', { detail: e.detail });
});
// The names arrive before the first cryptogram; without them the answer says so in a note.
client.addEventListener('names', (e) => {
  performance.mark(e.detail.error ? 'wordwright:names-failed' : 'wordwright:names-ready', { detail: e.detail });
});
client.addEventListener('extended', (e) => performance.mark('wordwright:extended-ready', { detail: e.detail }));
// The worker's idle warm-up began (after the page said it was idle: app.js).
client.addEventListener('warm-up', () => performance.mark('wordwright:warm-up'));
// CSP violations in the worker go to the console, where the tests look for them.
client.addEventListener('csp-violation', (e) => console.error(`CSP violation in the worker: ${e.detail.detail}`));

// The modules app.js imports (itself imported below), fetched side by side rather than one
// import after another. They are named here, not in index.html's head, so that their downloads
// start once the stylesheet the first paint waits for is in (a module script runs after it) and
// do not compete with it: the first paint came earlier, the first answer no later
// (docs/offline-and-embedding.md).
// tests/e2e/coldstart.test.mjs checks that the list holds every module the page loads.
export const PAGE_MODULES = [
  './shell.js',
  './make.js',
  './ui.js',
  './options.js',
  './schema.js',
  './tabs/index.js',
  './tabs/style.js',
  './tabs/finder.js',
  './tabs/jumble.js',
  './tabs/dice.js',
  './tabs/ladder.js',
  './tabs/rack.js',
  './tabs/assign.js',
];
for (const m of PAGE_MODULES) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(m, import.meta.url).href;
  document.head.append(link);
}
import('./app.js');
