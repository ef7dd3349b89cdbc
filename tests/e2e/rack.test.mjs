// End-to-end: the tile rack tab in the real page, checked against the CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { open, ready, solved, cli, ROOT, SHOTS, COMMONNESS_WORDS } from './helpers.mjs';

const LIMIT = { timeout: 180000 };

/** The listed words as [word, score, how common] triples, as the page shows them. */
const rowsInPage = (page) => page.$$eval('#out-rack table.rack-words tbody tr', (rows) => rows.map((r) => [
  r.cells[1].textContent.toLowerCase(), Number(r.cells[0].textContent), r.cells[3].textContent]));
const rowsOf = (answer) => answer.words.map((w) => [w.word, w.score, COMMONNESS_WORDS[w.commonness]]);
const submit = (s) => solved(s.page, () => s.page.click('#panel-rack button[type=submit]'));

test('a typed rack with blanks gives the same words and scores as the CLI', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-rack');
    await s.page.fill('#panel-rack input[name=tiles]', 'quiz??');
    await submit(s);
    const expected = cli('rack', 'quiz??');
    assert.equal(expected.count, 422);
    assert.deepEqual(await rowsInPage(s.page), rowsOf(expected));
    // A tile game's words: none of one letter unless "Shortest" says so, and the link leaves that default out.
    assert.ok(expected.words.every((w) => w.word.length >= 2), 'no word of one letter');
    assert.equal(await s.page.inputValue('#panel-rack input[name=min-len]'), '2');
    // QUINZE: the n and the e are blanks, shown highlighted, and the points say so.
    const quinze = await s.page.$eval('#out-rack tbody tr:nth-child(2)', (r) => ({
      marks: [...r.querySelectorAll('mark')].map((m) => m.textContent),
      points: r.cells[2].textContent,
    }));
    assert.deepEqual(quinze.marks, ['N', 'E']);
    assert.equal(quinze.points, 'Q 10 + U 1 + I 1 + N 0 (blank) + Z 10 + E 0 (blank) = 22');
    assert.match(await s.page.textContent('#out-rack .summary'), /422 words; best score 22, showing 100/);
    assert.match(await s.page.evaluate(() => location.hash), /^#rack\?tiles=quiz%3F%3F/);
    assert.doesNotMatch(await s.page.evaluate(() => location.hash), /min-len/);
    await s.page.screenshot({ path: join(SHOTS, 'rack-1280.png'), fullPage: true });
    // The same tiles typed as a list, with commas and spaces: the same words, as in the CLI.
    await s.page.fill('#panel-rack input[name=tiles]', 'Q, U, I, Z, ?, ?');
    await submit(s);
    assert.deepEqual(cli('rack', 'Q, U, I, Z, ?, ?').words, expected.words);
    assert.deepEqual(await rowsInPage(s.page), rowsOf(expected));
    assert.match(await s.page.evaluate(() => location.hash), /^#rack\?tiles=Q%2C/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a seeded draw gives the same rack in a link, the form and the CLI', LIMIT, async () => {
  const s = await open({ viewport: { width: 360, height: 800 } });
  try {
    await s.page.goto(`${s.url}#rack?draw=1&seed=42&set=challenge&limit=5`);
    await s.page.waitForSelector('#out-rack table.rack-words');
    const expected = cli('rack', '--draw', '--seed', '42', '--set', 'challenge', '--limit', '5');
    assert.equal(expected.rack, 'adefitw');
    assert.match(await s.page.textContent('#out-rack .rack'), /Rack drawn with seed 42: A1 D3 E2 F3 I1 T5 W3 \(challenge set\)/);
    assert.deepEqual(await rowsInPage(s.page), rowsOf(expected));
    assert.equal(await s.page.inputValue('#panel-rack select[name=set]'), 'challenge');
    await s.page.screenshot({ path: join(SHOTS, 'rack-360.png'), fullPage: true });

    // A new draw without a seed: the page picks one, shows it, and puts it in the link.
    await s.page.fill('#panel-rack input[name=seed]', '');
    await submit(s);
    const seed = await s.page.inputValue('#panel-rack input[name=seed]');
    assert.match(seed, /^\d+$/);
    assert.match(await s.page.evaluate(() => location.hash), new RegExp(`seed=${seed}`));
    const again = cli('rack', '--draw', '--seed', seed, '--set', 'challenge', '--limit', '5');
    assert.match(await s.page.textContent('#out-rack .rack'), new RegExp(`seed ${seed}: ${[...again.rack].map((c) => c.toUpperCase()).join('\\d+ ')}`));
    assert.deepEqual(await rowsInPage(s.page), rowsOf(again));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a custom tile set and a board pattern match the CLI reading the same JSON file', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-rack');
    const file = 'tests/data/rack-set-tiny.json';
    await s.page.selectOption('#panel-rack select[name=set]', 'custom');
    await s.page.fill('#panel-rack textarea[name=custom]', readFileSync(join(ROOT, file), 'utf8'));
    await s.page.fill('#panel-rack input[name=tiles]', 'cat?');
    await submit(s);
    assert.deepEqual(await rowsInPage(s.page), rowsOf(cli('rack', 'cat?', '--set', file)));
    assert.match(await s.page.textContent('#out-rack .rack'), /\(tiny set\)/);

    await s.page.fill('#panel-rack input[name=pattern]', '?a??');
    await submit(s);
    const expected = cli('rack', 'cat?', '--set', file, '--pattern', '?a??');
    assert.ok(expected.count > 0);
    assert.deepEqual(await rowsInPage(s.page), rowsOf(expected));
    const boardLetters = await s.page.$$eval('#out-rack tbody tr:first-child u', (us) => us.map((u) => u.textContent));
    assert.deepEqual(boardLetters, ['A']);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('bad input gets a clear message and the input is kept', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-rack');
    const cases = [
      ['standard', '', 'qq', /the rack has 2 'q' tiles, but the standard set holds only 1/],
      ['standard', '', 'ab3', /'3' at position 3/],
      ['standard', '', 'a'.repeat(21), /21 tiles; the limit is 20/],
      ['challenge', '', 'cat?', /the challenge set has no blanks/],
      ['custom', '{"tiles": {"a": {"count": -1, "value": 1}}}', 'a', /letter 'a' has count -1; it must not be negative/],
      ['custom', '{"tiles": {"1": {"count": 1, "value": 1}}}', 'a', /unknown letter '1'/],
      ['custom', '{"tiles": {', 'a', /the custom tile set is not valid JSON: expected a quoted key at character 12/],
    ];
    for (const [set, json, tiles, message] of cases) {
      await s.page.selectOption('#panel-rack select[name=set]', set);
      if (set === 'custom') await s.page.fill('#panel-rack textarea[name=custom]', json);
      await s.page.fill('#panel-rack input[name=tiles]', tiles);
      await submit(s);
      assert.match(await s.page.textContent('#out-rack [role=alert]'), message);
      assert.equal(await s.page.inputValue('#panel-rack input[name=tiles]'), tiles);
    }
    // An impossible rack is an answer with a reason, not an error.
    await s.page.selectOption('#panel-rack select[name=set]', 'standard');
    await s.page.fill('#panel-rack input[name=tiles]', 'ab');
    await s.page.fill('#panel-rack input[name=pattern]', '?a??');
    await submit(s);
    assert.match(await s.page.textContent('#out-rack'), /has 3 places to fill but the rack has only 2 tiles/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('two blanks at level 95 (the extended tier) match the CLI', LIMIT, async () => {
  const s = await open();
  try {
    await s.page.goto(`${s.url}#rack?tiles=aeinr%3F%3F&limit=20&level=95`);
    await s.page.waitForSelector('#out-rack table.rack-words', { timeout: 60000 });
    const expected = cli('rack', 'aeinr??', '--limit', '20', '--level', '95');
    assert.equal(expected.count, 9606);
    assert.deepEqual(await rowsInPage(s.page), rowsOf(expected));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('on a phone the tables keep their words whole and fit the screen, the whole bag\'s 34-letter words too', LIMIT, async () => {
  const s = await open({ viewport: { width: 390, height: 844 } });
  try {
    // Each cell of one line: QUIZ, "Score" and "common" are not broken inside (one line high).
    await s.page.goto(`${s.url}#rack?tiles=quiz%3F%3F&limit=10`);
    await s.page.waitForFunction(() => performance.getEntriesByName('wordwright:first-answer').length > 0, null, { timeout: 60000 });
    const lines = (sel) => s.page.$$eval(sel, (cells) => cells.map((c) => {
      const r = document.createRange();
      r.selectNodeContents(c);
      return [c.textContent, r.getClientRects().length === 0 ? 0 : new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size];
    }));
    for (const [text, n] of await lines('#out-rack tbody td:nth-child(2), #out-rack thead th')) {
      if (!text.includes(' ')) assert.equal(n, 1, `"${text}" stays on one line`);
    }
    assert.ok(await s.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scrolling');
    await s.page.screenshot({ path: join(SHOTS, 'rack-phone-390.png'), fullPage: false });
    // The whole bag's longest words break rather than widen the page.
    await s.page.goto(`${s.url}#rack?whole-bag=1`);
    await s.page.reload();
    await s.page.waitForFunction(() => performance.getEntriesByName('wordwright:first-answer').length > 0, null, { timeout: 60000 });
    assert.ok(await s.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scrolling for the whole bag');
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
