// The page's first module, and its smallest: it starts the solver worker (which downloads and
// compiles the wasm and downloads the dictionary at once) before the rest of the page's modules
// load, then loads them (index.html preloads them meanwhile). The start-up marks are set here, so
// none is missed however fast the worker is:
//   wordwright:wasm-ready, wordwright:dictionary-ready (detail: the start-up info),
//   wordwright:ranking-ready or wordwright:ranking-failed, wordwright:names-ready or
//   wordwright:names-failed, wordwright:extended-ready;
// wordwright:first-answer is set by app.js when the first answer is in the page.
import { SolverClient } from './client.js';

export const client = new SolverClient(new URL('./worker.js', import.meta.url));

client.addEventListener('wasm-ready', () => performance.mark('wordwright:wasm-ready'));
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
// CSP violations in the worker go to the console, where the tests look for them.
client.addEventListener('csp-violation', (e) => console.error(`CSP violation in the worker: ${e.detail.detail}`));

import('./app.js');
