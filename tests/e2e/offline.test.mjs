// End-to-end: after one visit the app works with the network gone (service worker), and a
// negative control with service workers blocked fails that reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, ready, readyUnderServiceWorker, solved, cli } from './helpers.mjs';

async function visitThenGoOffline(s) {
  await readyUnderServiceWorker(s.page, s.url);
  await s.context.setOffline(true);
  await s.stopServer();
}

test('after one visit the app loads and solves with the network and the server gone', async () => {
  const s = await open();
  try {
    await visitThenGoOffline(s);
    await s.page.goto(`${s.url}#words?anagram=listen`);
    await s.page.waitForSelector('#status.ok', { timeout: 20000 });
    await s.page.waitForSelector('#out-finder ol.words');
    const words = await s.page.$$eval('#out-finder .word', (n) => n.map((x) => x.textContent));
    assert.deepEqual(words, cli('words', '--anagram', 'listen').words.map((w) => w.word));
    // One puzzle of each kind, offline: every tab's example.
    const tabs = await s.page.$$eval('[role=tab]', (b) => b.map((x) => x.dataset.tab));
    let solvedKinds = 0;
    for (const tab of tabs) {
      const example = await s.page.$(`#panel-${tab} button:text("Example")`);
      if (!example) continue;
      await s.page.click(`#tab-${tab}`);
      const done = await solved(s.page, () => example.click());
      assert.equal(done.rendered, true, `the ${tab} example solves offline`);
      solvedKinds++;
    }
    assert.ok(solvedKinds >= 2);
    const caches = await s.page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1);
    assert.match(caches[0], /^wordwright-[0-9a-f]{16}$/);
    // The ranking data is precached: the Jumble above was ranked with it, offline.
    const cached = await s.page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), caches[0]);
    assert.ok(cached.some((p) => p.endsWith('/dict/ranking.wwdb.gz')), cached.join(' '));
    // So are the names a cryptogram reads.
    assert.ok(cached.some((p) => p.endsWith('/dict/names.wwdb.gz')), cached.join(' '));
    assert.ok(await s.page.evaluate(() => performance.getEntriesByName('wordwright:ranking-ready').length) >= 1);
  } finally { await s.close(); }
});

test('negative control: with service workers blocked the offline reload fails', async () => {
  const s = await open({ serviceWorkers: 'block' });
  try {
    await ready(s.page, s.url);
    await s.context.setOffline(true);
    await s.stopServer();
    await assert.rejects(s.page.reload({ timeout: 10000 }));
  } finally { await s.close(); }
});

test('the manifest names the app and its icons', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    const manifest = await s.page.evaluate(async () => {
      const href = document.querySelector('link[rel=manifest]').href;
      const m = await (await fetch(href)).json();
      const icons = await Promise.all(m.icons.map(async (i) => (await fetch(new URL(i.src, href))).status));
      return { ...m, iconStatus: icons };
    });
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.some((i) => i.sizes === '192x192') && manifest.icons.some((i) => i.sizes === '512x512'));
    assert.deepEqual([...new Set(manifest.iconStatus)], [200]);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a new build offers "a new version is ready" and reloads into it', async () => {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { DIST } = await import('./helpers.mjs');
  const path = join(DIST, 'sw.js');
  const original = readFileSync(path, 'utf8');
  const s = await open();
  try {
    await readyUnderServiceWorker(s.page, s.url);
    // Deploy a "new build": same files, another build id.
    writeFileSync(path, original.replace(/const BUILD = '[0-9a-f]+'/, "const BUILD = 'feedfacefeedface'"));
    await s.page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration()).update(); });
    await s.page.waitForSelector('#update:not([hidden])', { timeout: 20000 });
    assert.equal(await s.page.isVisible('#status.ok'), true, 'the old version keeps working until reload');
    await Promise.all([s.page.waitForEvent('load'), s.page.click('#update-reload')]);
    await s.page.waitForSelector('#status.ok');
    assert.deepEqual(await s.page.evaluate(() => caches.keys()), ['wordwright-feedfacefeedface']);
  } finally {
    writeFileSync(path, original);
    await s.close();
  }
});
