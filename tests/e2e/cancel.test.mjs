// End-to-end: budgets and cancellation in the real page. A huge search (raised step budget from
// the link, as --budget does on the CLI) shows its progress, the page stays responsive while the
// worker is busy, Cancel stops it, and the next puzzle is answered right away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, ready, solved, cli } from './helpers.mjs';

// A nine-word cryptogram with millions of consistent plaintexts at level 70: the default budget
// (60M steps) runs out after a few seconds natively; with 3G steps it runs for minutes, with
// progress, and never outgrows its memory (a depth-first count). (A huge Jumble is no good here:
// its best-first search stops early at its memory limit.)
const CRYPTO = 'M XICQQ UR, MG M BQCMD UF YERT ACH.';
const BUDGET = 3_000_000_000;
// Far below the time the search itself would take, far above a fresh worker's start-up: it only
// fails when the page stays stuck behind the cancelled search.
const STUCK_MS = 5000;

const hash = `#assign?crypto=${encodeURIComponent(CRYPTO)}&limit=5&budget=${BUDGET}`;
const stepsShown = (page) => page.evaluate(() => {
  const m = /([\d.]+) M steps/.exec(document.getElementById('busy-text').textContent);
  return m ? Number(m[1]) : 0;
});

test('a huge search shows progress, the page stays responsive, Cancel stops it and the next answer comes at once', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    // Opening the link solves it: the search starts in the worker.
    await s.page.goto(`${s.url}${hash}`);
    await s.page.waitForFunction(() => !document.getElementById('busy').hidden
      && /M steps/.test(document.getElementById('busy-text').textContent), null, { timeout: 60000 });
    const first = await stepsShown(s.page);
    assert.ok(first > 0, 'progress in steps is shown');
    await s.page.waitForFunction((n) => {
      const m = /([\d.]+) M steps/.exec(document.getElementById('busy-text').textContent);
      return m && Number(m[1]) > n;
    }, first, { timeout: 60000 });
    assert.ok(await stepsShown(s.page) > first, 'the progress advances');

    // Responsive while the worker searches: switch tabs and type.
    await s.page.click('#tab-finder');
    await s.page.click('#panel-finder input[name=pattern]');
    await s.page.keyboard.type('c?t');
    assert.equal(await s.page.inputValue('#panel-finder input[name=pattern]'), 'c?t');
    assert.equal(await s.page.isVisible('#busy'), true, 'the search is still running');
    assert.equal(await s.page.textContent('#out-assign'), '', 'no answer yet');

    // Cancel (a real click), noting the page's time of the click.
    await s.page.evaluate(() => document.getElementById('cancel').addEventListener('click', () => {
      window.cancelledAt = performance.now();
    }, { capture: true, once: true }));
    await s.page.click('#cancel');
    await s.page.waitForSelector('#out-assign .note', { state: 'attached' });
    assert.match(await s.page.textContent('#out-assign .note'), /^Cancelled\. Your input is kept/);
    assert.equal(await s.page.inputValue('#panel-assign [name=crypto]'), CRYPTO);

    // Something else, right after: answered by a fresh worker, not stuck behind the search.
    const renderedAt = s.page.evaluate(() => new Promise((resolve) => {
      document.addEventListener('wordwright:rendered', (e) => resolve({ ...e.detail, at: performance.now() }), { once: true });
    }));
    await s.page.click('#panel-finder button[type=submit]');
    const done = await renderedAt;
    assert.deepEqual([done.tab, done.rendered], ['finder', true]);
    const words = await s.page.$$eval('#out-finder li', (li) => li.map((x) => x.textContent));
    assert.ok(words.some((w) => w.startsWith('cat')), words.join(', '));
    const waited = done.at - await s.page.evaluate(() => window.cancelledAt);
    console.log(`cancel → next answer rendered: ${waited.toFixed(0)} ms (fresh worker: wasm, dictionary, solve)`);
    assert.ok(waited < STUCK_MS, `the next answer came ${waited.toFixed(0)} ms after Cancel`);
    assert.equal(await s.page.isVisible('#busy'), false);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('Solve pressed again while its search runs: the first is dropped without a word, the second runs and can be cancelled', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.goto(`${s.url}${hash}`);
    await s.page.waitForFunction(() => /M steps/.test(document.getElementById('busy-text').textContent), null, { timeout: 60000 });
    // The same puzzle again (its link's budget still holds): the first search is cancelled for it.
    await s.page.click('#panel-assign button[type=submit]');
    // The second search's own progress (a fresh worker, so its steps start again from nothing).
    await s.page.waitForFunction(() => {
      const m = /Working… ([\d.]+) s, ([\d.]+) M steps/.exec(document.getElementById('busy-text').textContent);
      return m && Number(m[1]) < 30;
    }, null, { timeout: 60000 });
    assert.equal(await s.page.textContent('#out-assign'), '', 'no "Cancelled" for a search the user replaced');
    assert.equal(await s.page.getAttribute('#out-assign', 'aria-busy'), 'true', 'the output is still being worked on');
    await s.page.click('#cancel');
    await s.page.waitForSelector('#out-assign .note', { state: 'attached' });
    assert.match(await s.page.textContent('#out-assign .note'), /^Cancelled\. Your input is kept/);
    assert.equal(await s.page.inputValue('#panel-assign [name=crypto]'), CRYPTO);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('an answer cut short by the step budget offers Search longer: ten times the steps, in the link too', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#words?pattern=*q*&budget=100000'; }));
    const cut = cli('words', '*q*', '--budget', '100000');
    assert.equal(cut.complete, false);
    assert.equal(await s.page.textContent('#out-finder .longer'), 'Search longer Runs it again with 1,000,000 steps (100,000 ran out).');
    await solved(s.page, () => s.page.click('#out-finder .longer button'));
    const full = cli('words', '*q*', '--budget', '1000000');
    assert.equal(full.complete, true);
    assert.match(await s.page.textContent('#out-finder .summary'), new RegExp(`^${full.count} words`));
    assert.equal(await s.page.$('#out-finder .longer'), null, 'a complete answer has no Search longer');
    assert.match(await s.page.evaluate(() => location.hash), /budget=1000000/);
    // The core's reasons name the button, not a field the page does not have.
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#assign?crypto=GUR+DHVPX+OEBJA+SBK&budget=1000'; }));
    assert.equal(await s.page.textContent('#out-assign .summary'), 'No solution found before the step budget ran out.');
    const why = await s.page.textContent('#out-assign');
    assert.doesNotMatch(why, /Step budget/);
    assert.ok(await s.page.$('#out-assign .longer button'));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
