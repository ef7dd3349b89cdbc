// End-to-end: the ranking data (word pairs and set phrases, dist/dict/ranking.wwdb.gz) reaches the
// page without delaying a first answer: the worker fetches it in idle time after the first answer
// (once that answer is in the page), or at once for a puzzle that ranks phrases (Jumble,
// cryptograms). Missing or damaged data is not
// an error: the puzzles still answer, and the answer's notes (a ranking_fallback note among them)
// are shown as lines under it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { open, ready, solved, cli } from './helpers.mjs';

const LIMIT = { timeout: 180000 };
const RANKING = /\/dict\/ranking\.wwdb\.gz$/;
const JUMBLE = '#jumble?clue=msuni%3A-OOO-&clue=dealg%3AOOO--&clue=tbnate%3A--OO-O&clue=ncoruc%3A-OO--O&answer=-------+-----';

/** Records the notes of every answer the worker sends the page; with `holdMs`, also holds the
 * page's main thread that long when the first answer arrives, as a busy phone's may be. */
function spyOnAnswers(context, holdMs = 0) {
  return context.addInitScript((hold) => {
    window.answerNotes = [];
    let held = false;
    const desc = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
    Object.defineProperty(Worker.prototype, 'onmessage', {
      configurable: true,
      get() { return desc.get.call(this); },
      set(fn) {
        desc.set.call(this, (e) => {
          if (e.data && e.data.type === 'result') {
            if (e.data.value && e.data.value.notes) window.answerNotes.push(e.data.value.notes);
            if (hold > 0 && !held) {
              held = true;
              const until = performance.now() + hold;
              while (performance.now() < until) { /* a slow main thread */ }
            }
          }
          fn(e);
        });
      },
    });
  }, holdMs);
}

/** The marks the page sets when the ranking data is loaded or could not be. */
const rankingMark = (page) => page.waitForFunction(() => {
  const [m] = [...performance.getEntriesByName('wordwright:ranking-ready'), ...performance.getEntriesByName('wordwright:ranking-failed')];
  return m ? { name: m.name, detail: m.detail } : null;
}, null, { timeout: 30000 }).then((h) => h.jsonValue());

/** Opens the page (service workers blocked: only the page's own worker fetches) recording its
 * requests to the ranking data; `holdMs` as in spyOnAnswers. */
async function openRecording({ holdMs = 0, ...options } = {}) {
  const s = await open({
    serviceWorkers: 'block',
    ...options,
    route: async (context, url) => { await spyOnAnswers(context, holdMs); if (options.route) await options.route(context, url); },
  });
  s.rankingRequests = 0;
  s.context.on('request', (r) => { if (RANKING.test(r.url())) s.rankingRequests += 1; });
  return s;
}

test('the ranking data is fetched in idle time after the first answer, never before it', LIMIT, async () => {
  const s = await openRecording();
  try {
    await ready(s.page, s.url);
    // The dictionary is in and the warm-up has run: still nothing asked, nothing fetched.
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(s.rankingRequests, 0, 'not fetched before the first answer');
    await s.page.fill('#panel-finder input[name=pattern]', 'c?t');
    const done = await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.equal(done.rendered, true);
    const mark = await rankingMark(s.page);
    assert.equal(mark.name, 'wordwright:ranking-ready', JSON.stringify(mark.detail));
    assert.equal(s.rankingRequests, 1);
    const dir = mkdtempSync(join(tmpdir(), 'ww-ranking-'));
    try {
      assert.equal(mark.detail.words, cli('export-blob', 'ranking', join(dir, 'r.wwdb')).words);
    } finally { rmSync(dir, { recursive: true, force: true }); }
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a link\'s answer is in the page before the ranking data is fetched, however slowly the page renders it', LIMIT, async () => {
  // The page's main thread is held for 500 ms when the first answer arrives, as a busy phone's
  // may be: the worker must not start the download (and decoding) of the ranking data until the
  // page says it is idle, after the answer is in the page.
  const s = await openRecording({ holdMs: 500 });
  const requestedAt = [];
  s.context.on('request', (r) => { if (RANKING.test(r.url())) requestedAt.push(Date.now()); });
  try {
    await s.page.goto(`${s.url}#words?pattern=?a?e`);
    await s.page.waitForSelector('#out-finder ol.words', { timeout: 30000 });
    const answeredAt = await s.page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('wordwright:first-answer')[0].startTime);
    const mark = await rankingMark(s.page);
    assert.equal(mark.name, 'wordwright:ranking-ready', JSON.stringify(mark.detail));
    assert.equal(requestedAt.length, 1);
    assert.ok(requestedAt[0] > answeredAt, `the ranking data was requested ${Math.round(answeredAt - requestedAt[0])} ms before the answer was in the page`);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a Jumble opened from a link loads the ranking data before it answers', LIMIT, async () => {
  const s = await openRecording();
  try {
    await s.page.goto(`${s.url}${JUMBLE}`);
    await s.page.waitForSelector('#out-jumble .jumble-answers', { timeout: 30000 });
    const loaded = await s.page.evaluate(() => performance.getEntriesByName('wordwright:ranking-ready').length);
    assert.equal(loaded, 1, 'the ranking data was in before the answer');
    assert.equal(s.rankingRequests, 1);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

for (const [what, fulfil] of [
  ['missing (HTTP 404)', { status: 404, body: 'gone' }],
  ['damaged (not a blob)', { status: 200, body: Buffer.from('this is not a ranking blob at all') }],
]) {
  test(`ranking data that is ${what} is not an error: the puzzles answer and say so`, LIMIT, async () => {
    const s = await openRecording({ route: (context) => context.route(RANKING, (r) => r.fulfill(fulfil)) });
    try {
      await s.page.goto(`${s.url}${JUMBLE}`);
      await s.page.waitForSelector('#out-jumble .jumble-answers', { timeout: 30000 });
      const mark = await rankingMark(s.page);
      assert.equal(mark.name, 'wordwright:ranking-failed');
      assert.match(mark.detail.error, /^the ranking data (could not be downloaded|cannot be used)/);
      assert.equal(await s.page.$$eval('#out-jumble .error', (n) => n.length), 0, 'no error under the puzzle');
      assert.match(await s.page.getAttribute('#status', 'class'), /\bok\b/);
      // Every note of the answer, ranking_fallback among them (from the engine), is a visible line.
      const notes = await s.page.evaluate(() => window.answerNotes.at(-1).map((n) => [n.kind, n.message]));
      assert.ok(notes.some(([kind]) => kind === 'ranking_fallback'), JSON.stringify(notes));
      const shown = await s.page.$$eval('#out-jumble li.note', (items) => items.map((li) => [li.className.replace(/^note note-/, ''), li.textContent, li.offsetHeight > 0]));
      assert.deepEqual(shown, notes.map(([kind, message]) => [kind, message, true]));
      // The other puzzles answer as before.
      await s.page.click('#tab-rack');
      const done = await solved(s.page, () => s.page.click('#panel-rack button:text("Example")'));
      assert.equal(done.rendered, true);
      // Only "Failed to load resource" (the 404 itself) reached the console, which the guard allows.
      assert.deepEqual(s.problems, []);
    } finally { await s.close(); }
  });
}

test('About gives the core\'s credits, each licence file a working link', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-about');
    const credits = await s.page.$$eval('#panel-about .credits p', (p) => p.map((x) => x.textContent));
    // As the CLI gives them, but for a global option, named as the page names it.
    assert.deepEqual(credits, cli('help').credits.split('\n').filter((line) => line.trim())
      .map((line) => line.replace('(--spelling)', '(“Spelling”)')));
    assert.ok(credits.every((line) => !line.includes('--')), 'no command-line flags on the page');
    const links = await s.page.$$eval('#panel-about .credits a', (a) => a.map((x) => x.getAttribute('href')));
    for (const name of ['SCOWL-COPYRIGHT', 'SCOWL-README-COPYRIGHT', 'WORDFREQ-LICENSE', 'POCKETSPHINX-LM-LICENSE', 'WORDNET-LICENSE', 'CUSS-LICENSE']) {
      assert.ok(links.includes(`dict/${name}.txt`), `${name} is linked: ${links}`);
    }
    const status = await s.page.evaluate((ls) => Promise.all(ls.map(async (l) => (await fetch(l)).status)), links);
    assert.deepEqual([...new Set(status)], [200]);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
