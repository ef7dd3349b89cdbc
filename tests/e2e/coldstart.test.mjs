// End-to-end: the cold start's order. The worker starts from start.js, an async classic script
// in the head, before the page's modules have loaded (or from boot.js, if start.js comes late);
// the dictionary downloads while the wasm downloads and compiles; the first-answer mark is set
// when the answer is in the page, never earlier; the tabs not in view, the About text and the
// service worker wait for the first answer (a tab selected before it is built at once). Each order is checked by
// holding one response back until the request that should not wait for it has been seen: with the
// order broken, that request never comes while the response is held, and the test fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, cli, wordsInPage } from './helpers.mjs';

const HOLD_MS = 10000;

/** Holds the responses of URLs ending with `held` until a request for `awaited` is seen (or HOLD_MS). */
function holdUntil(held, awaited) {
  const seen = { awaited: false, order: [] };
  let release;
  const released = new Promise((r) => { release = r; });
  const timer = setTimeout(() => release(), HOLD_MS);
  return {
    seen,
    async route(context) {
      context.on('request', (req) => {
        seen.order.push(new URL(req.url()).pathname);
        if (new URL(req.url()).pathname.endsWith(awaited)) { seen.awaited = true; clearTimeout(timer); release(); }
      });
      await context.route((url) => url.pathname.endsWith(held), async (r) => {
        await released;
        seen.heldRequestAnswered = seen.awaited;
        await r.continue();
      });
    },
  };
}

async function coldLink(hold) {
  const s = await open({ serviceWorkers: 'block', route: (context) => hold.route(context) });
  try {
    // Records what the page holds when the first-answer mark is set.
    await s.page.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === 'wordwright:first-answer') window.wordsAtFirstAnswer = document.querySelectorAll('#out-finder .word').length;
        return mark(name, options);
      };
    });
    await s.page.goto(`${s.url}#words?pattern=?a?e`);
    await s.page.waitForFunction(() => performance.getEntriesByName('wordwright:first-answer').length > 0, null, { timeout: 30000 });
    return { s, words: await wordsInPage(s.page), wordsAtMark: await s.page.evaluate(() => window.wordsAtFirstAnswer) };
  } catch (e) { await s.close(); throw e; }
}

test('the worker starts before the tabs\' modules have loaded', { timeout: 60000 }, async () => {
  const hold = holdUntil('/www/tabs/finder.js', '/www/worker.js');
  const { s, words } = await coldLink(hold);
  try {
    assert.equal(hold.seen.heldRequestAnswered, true, `the worker was requested while the finder tab's module was held: ${hold.seen.order.join(' ')}`);
    assert.deepEqual(words.slice(0, 5), cli('words', '?a?e').words.slice(0, 5).map((w) => w.word));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('start.js starts the worker before the page\'s first module has arrived', { timeout: 60000 }, async () => {
  const hold = holdUntil('/www/boot.js', '/www/worker.js');
  const { s, words } = await coldLink(hold);
  try {
    assert.equal(hold.seen.heldRequestAnswered, true, `the worker was requested while boot.js was held: ${hold.seen.order.join(' ')}`);
    assert.deepEqual(words.slice(0, 5), cli('words', '?a?e').words.slice(0, 5).map((w) => w.word));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('when start.js arrives after boot.js has run, boot.js starts the one worker', { timeout: 60000 }, async () => {
  const hold = holdUntil('/www/start.js', '/www/app.js');
  const { s, words } = await coldLink(hold);
  try {
    assert.equal(hold.seen.heldRequestAnswered, true, `app.js was requested while start.js was held: ${hold.seen.order.join(' ')}`);
    assert.deepEqual(words.slice(0, 5), cli('words', '?a?e').words.slice(0, 5).map((w) => w.word));
    await s.page.waitForTimeout(300); // time for a late start.js to (wrongly) start a second worker
    assert.equal(hold.seen.order.filter((p) => p === '/www/worker.js').length, 1, hold.seen.order.join(' '));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the dictionary downloads while the wasm is still downloading; the first-answer mark follows the answer', { timeout: 60000 }, async () => {
  const hold = holdUntil('/pkg/wordwright_bg.wasm', '/dict/default.wwdb.gz');
  const { s, words, wordsAtMark } = await coldLink(hold);
  try {
    assert.equal(hold.seen.heldRequestAnswered, true, `the dictionary was requested while the wasm was held: ${hold.seen.order.join(' ')}`);
    assert.ok(wordsAtMark > 0, 'the answer was in the page when wordwright:first-answer was set');
    assert.equal(wordsAtMark, (await wordsInPage(s.page)).length);
    assert.equal(words.length, wordsAtMark);
    const marks = await s.page.evaluate(() => ['wasm-ready', 'dictionary-ready', 'first-answer']
      .map((m) => performance.getEntriesByName(`wordwright:${m}`)[0].startTime));
    assert.ok(marks[0] <= marks[2] && marks[1] <= marks[2], marks.join(' '));
    // The wasm is served as application/wasm, which compileStreaming needs.
    const type = await s.page.evaluate(async () => (await fetch('pkg/wordwright_bg.wasm', { method: 'HEAD' })).headers.get('Content-Type'));
    assert.equal(type, 'application/wasm');
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('boot.js fetches side by side every module the page loads, and no other', { timeout: 60000 }, async () => {
  const s = await open({ serviceWorkers: 'block' });
  try {
    await s.page.goto(`${s.url}#words?pattern=?a?e`);
    await s.page.waitForFunction(() => performance.getEntriesByName('wordwright:first-answer').length > 0, null, { timeout: 30000 });
    const { listed, loaded } = await s.page.evaluate(async () => {
      const boot = await import(new URL('www/boot.js', document.baseURI).href);
      const path = (u) => new URL(u, document.baseURI).pathname;
      return {
        listed: boot.PAGE_MODULES.map((m) => path(new URL(m, new URL('www/boot.js', document.baseURI)))),
        loaded: performance.getEntriesByType('resource').map((e) => path(e.name)).filter((p) => /^\/www\/.*\.js$/.test(p)),
      };
    });
    // The page's own modules: all but start.js (a classic script, not a module), boot.js, the
    // client it imports, app.js it imports next, and the worker's script.
    const own = [...new Set(loaded)].filter((p) => !['/www/start.js', '/www/boot.js', '/www/client.js', '/www/app.js', '/www/worker.js'].includes(p)).sort();
    assert.deepEqual(own, [...listed].sort(), 'PAGE_MODULES in www/boot.js names exactly the modules the page loads');
    // Side by side, not discovered one import after another: each was requested before app.js
    // (which imports them) had arrived.
    const starts = await s.page.evaluate(() => Object.fromEntries(performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname, [e.fetchStart, e.responseEnd]])));
    const appArrived = starts['/www/app.js'][1];
    for (const p of listed) assert.ok(starts[p][0] <= appArrived, `${p} was requested at ${starts[p][0]} ms, after app.js arrived at ${appArrived} ms`);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('an embed starts its worker from start.js too, before its module has arrived', { timeout: 60000 }, async () => {
  const hold = holdUntil('/www/embed-app.js', '/www/worker.js');
  const s = await open({ serviceWorkers: 'block', route: (context) => hold.route(context) });
  try {
    await s.page.goto(`${s.url}frame.html#words?pattern=?a?e`);
    await s.page.waitForFunction(() => document.querySelectorAll('ol.words .word').length > 0, null, { timeout: 30000 });
    assert.equal(hold.seen.heldRequestAnswered, true, `the worker was requested while embed-app.js was held: ${hold.seen.order.join(' ')}`);
    const words = await s.page.$$eval('ol.words .word', (nodes) => nodes.map((n) => n.textContent));
    assert.deepEqual(words.slice(0, 5), cli('words', '?a?e').words.slice(0, 5).map((w) => w.word));
    assert.equal(hold.seen.order.filter((p) => p === '/www/worker.js').length, 1, hold.seen.order.join(' '));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('before its first answer the page builds only the tab in view, and registers no service worker; a tab selected then is built at once', { timeout: 60000 }, async () => {
  let release;
  const released = new Promise((r) => { release = r; });
  const requested = [];
  const s = await open({
    route: async (context) => {
      context.on('request', (req) => requested.push(new URL(req.url()).pathname));
      await context.route((url) => url.pathname.endsWith('/pkg/wordwright_bg.wasm'), async (r) => { await released; await r.continue(); });
    },
  });
  const built = () => s.page.$$eval('[role=tabpanel]', (ps) => ps.filter((p) => p.childElementCount > 0).map((p) => p.dataset.tab));
  try {
    // What the page holds when the first-answer mark is set, and when the service worker is registered.
    await s.page.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === 'wordwright:first-answer') {
          window.builtAtFirstAnswer = [...document.querySelectorAll('[role=tabpanel]')].filter((p) => p.childElementCount > 0).map((p) => p.dataset.tab);
          window.registeredAtFirstAnswer = window.registeredAt !== undefined;
        }
        return mark(name, options);
      };
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args) => { window.registeredAt = performance.now(); return register(...args); };
    });
    await s.page.goto(`${s.url}#words?pattern=?a?e`);
    await s.page.waitForSelector('#panel-finder form');
    assert.deepEqual(await built(), ['finder']);
    await s.page.click('#tab-jumble');
    assert.deepEqual(await built(), ['finder', 'jumble']);
    assert.equal(await s.page.isVisible('#panel-jumble form'), true);
    release();
    await s.page.waitForFunction(() => performance.getEntriesByName('wordwright:first-answer').length > 0, null, { timeout: 30000 });
    assert.deepEqual(await s.page.evaluate(() => window.builtAtFirstAnswer), ['finder', 'jumble']);
    assert.equal(await s.page.evaluate(() => window.registeredAtFirstAnswer), false);
    // Then the rest: every tab, the About text with the SCOWL notice, and the service worker.
    await s.page.waitForFunction(() => [...document.querySelectorAll('[role=tabpanel]')].every((p) => p.childElementCount > 0));
    await s.page.waitForFunction(() => /UKACD/.test(document.querySelector('#scowl-text').textContent));
    await s.page.evaluate(async () => { await navigator.serviceWorker.ready; });
    assert.ok(requested.includes('/dict/SCOWL-COPYRIGHT.txt'));
    assert.deepEqual(s.problems, []);
  } finally { release(); await s.close(); }
});

test('a link\'s request that arrives after the dictionary is answered before the worker warms up', { timeout: 60000 }, async () => {
  // app.js (which sends the link's request) held until the dictionary is ready: the worker is then
  // idle, and must not start its warm-up (the anagram index first) until the page says so.
  const s = await open({
    serviceWorkers: 'block',
    route: (context) => context.route((url) => url.pathname.endsWith('/www/app.js'), async (r) => {
      await s.page.waitForFunction(() => performance.getEntriesByName('wordwright:dictionary-ready').length > 0, null, { timeout: 30000 })
        .then(() => s.page.waitForTimeout(200)).catch(() => {});
      await r.continue().catch(() => {});
    }),
  });
  try {
    await s.page.goto(`${s.url}#words?pattern=?a?e`);
    await s.page.waitForFunction(() => ['first-answer', 'warm-up'].every((m) => performance.getEntriesByName(`wordwright:${m}`).length > 0), null, { timeout: 30000 });
    const [ready, answer, warm] = await s.page.evaluate(() => ['dictionary-ready', 'first-answer', 'warm-up']
      .map((m) => performance.getEntriesByName(`wordwright:${m}`)[0]?.startTime));
    assert.ok(ready + 200 < answer, `the request came after the dictionary: ready ${ready}, answer ${answer}`);
    assert.ok(answer < warm, `the warm-up began at ${warm} ms, before the first answer at ${answer} ms`);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
