// End-to-end: the small things people notice. Ctrl/Cmd+Enter solves; a new level or spelling solves
// the tab in view again and marks other answers stale; the theme control; recent puzzles; embeds
// without Example and with a yes/no lookup; a friendly message for a tier that cannot be downloaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { open, ready, solved, cli, SHOTS, wordsInPage } from './helpers.mjs';

const LIMIT = { timeout: 120000 };

test('Ctrl+Enter solves from any field; a new level solves the tab in view again and marks others stale', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.fill('#panel-finder input[name=pattern]', 'zyzz?*');
    const done = await solved(s.page, () => s.page.press('#panel-finder input[name=pattern]', 'Control+Enter'));
    assert.equal(done.rendered, true);
    assert.deepEqual(await wordsInPage(s.page), cli('words', 'zyzz?*').words.map((w) => w.word));
    // In a text area, where Enter alone is a new line (Meta is Cmd on a Mac).
    await s.page.click('#tab-dice');
    await s.page.fill('#panel-dice textarea', 'sale fens axes wars hear crab veil gays duck spey brow rack char pugh tare duct pile joys ripe');
    assert.equal((await solved(s.page, () => s.page.press('#panel-dice textarea', 'Meta+Enter'))).rendered, true);
    assert.match(await s.page.textContent('#out-dice'), /sets? of dice fit/);
    // The level changes with the dice in view: the dice are solved again, the finder marked stale.
    await solved(s.page, () => s.page.selectOption('#level', '95'));
    assert.match(await s.page.evaluate(() => location.hash), /^#dice\?.*level=95/);
    assert.equal(await s.page.isVisible('#out-dice .stale'), false);
    assert.equal(await s.page.locator('#out-finder .stale').count(), 1);
    // The finder's answer stays marked until it is solved again, at the new level.
    await s.page.click('#tab-finder');
    assert.match(await s.page.textContent('#out-finder .stale'), /level or spelling has changed/);
    // Copy results copies the answer, not the remark that it is stale.
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(s.url).origin });
    await s.page.click('#panel-finder button:text("Copy results")');
    const copied = await s.page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^No words match/);
    assert.doesNotMatch(copied, /level or spelling has changed/);
    await solved(s.page, () => s.page.press('#panel-finder input[name=pattern]', 'Control+Enter'));
    assert.equal(await s.page.locator('#out-finder .stale').count(), 0);
    assert.deepEqual(await wordsInPage(s.page), cli('words', 'zyzz?*', '--level', '95').words.map((w) => w.word));
    // The spelling too.
    await s.page.fill('#panel-finder input[name=pattern]', 'colo?r');
    await solved(s.page, () => s.page.press('#panel-finder input[name=pattern]', 'Enter'));
    await solved(s.page, () => s.page.selectOption('#spelling', 'gb'));
    assert.deepEqual(await wordsInPage(s.page), cli('words', 'colo?r', '--level', '95', '--spelling', 'gb').words.map((w) => w.word));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the theme control: System by default, Light or Dark remembered on the device', LIMIT, async () => {
  for (const width of [390, 1280]) {
    const s = await open({ viewport: { width, height: 800 } });
    try {
      await s.page.emulateMedia({ colorScheme: 'light' });
      await ready(s.page, s.url);
      const bg = () => s.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(await s.page.inputValue('#theme'), 'system');
      const light = await bg();
      await s.page.selectOption('#theme', 'dark');
      const dark = await bg();
      assert.notEqual(dark, light);
      await s.page.reload();
      await s.page.waitForSelector('#status.ok');
      assert.equal(await s.page.inputValue('#theme'), 'dark');
      assert.equal(await bg(), dark);
      await s.page.screenshot({ path: join(SHOTS, `settings-dark-${width}.png`) });
      // Light on a dark device.
      await s.page.emulateMedia({ colorScheme: 'dark' });
      await s.page.selectOption('#theme', 'light');
      assert.equal(await bg(), light);
      await s.page.selectOption('#theme', 'system');
      assert.equal(await bg(), dark);
      assert.equal(await s.page.evaluate(() => localStorage.getItem('wordwright:theme')), null);
      assert.deepEqual(s.problems, []);
    } finally { await s.close(); }
  }
});

test('recent puzzles: the last 20 solved across tabs, each reopening its link, with Clear', LIMIT, async () => {
  const s = await open({ viewport: { width: 390, height: 800 } });
  try {
    await ready(s.page, s.url);
    assert.equal(await s.page.isVisible('#recent'), false, 'nothing solved yet');
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#ladder?from=cold&to=warm'; }));
    for (let i = 0; i < 21; i++) {
      await solved(s.page, () => s.page.evaluate((n) => { location.hash = `#words?pattern=c%3F%3Ft&limit=${n}`; }, i + 1));
    }
    await s.page.click('#recent summary');
    const items = () => s.page.$$eval('#recent-list a', (a) => a.map((x) => [x.getAttribute('href'), x.textContent]));
    let list = await items();
    assert.equal(list.length, 20);
    assert.deepEqual(list[0], ['#words?pattern=c%3F%3Ft&limit=21', 'Word finder: Pattern c??t, Show at most 21']);
    assert.ok(!list.some(([h]) => h.startsWith('#ladder')), 'the oldest of 22 is dropped');
    await s.page.screenshot({ path: join(SHOTS, 'settings-recent-390.png'), fullPage: true });
    // One across tabs, kept after a reload; each link reopens its puzzle.
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#rack?tiles=quiz'; }));
    await s.page.reload();
    await s.page.waitForSelector('#status.ok');
    await s.page.click('#recent summary');
    list = await items();
    assert.equal(list[0][0], '#rack?tiles=quiz');
    assert.match(list[0][1], /^Tile rack: /);
    await solved(s.page, () => s.page.click('#recent-list li:nth-child(2) a'));
    assert.equal(await s.page.inputValue('#panel-finder input[name=limit]'), '21');
    assert.equal(await s.page.isVisible('#panel-finder'), true);
    await s.page.click('#recent-clear');
    assert.equal(await s.page.isVisible('#recent'), false);
    assert.equal(await s.page.evaluate(() => localStorage.getItem('wordwright:recent')), null);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('an embed has no Example, answers a lookup yes or no at its level, and keeps nothing', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    const frame = await s.context.newPage();
    frame.on('pageerror', (e) => s.problems.push(`page error: ${e.message}`));
    const lookup = async (hash) => {
      await frame.goto('about:blank'); // a frame is made for one puzzle: each opens afresh
      await frame.goto(`${s.url}frame.html${hash}`);
      await frame.waitForSelector('#out-finder p');
      return frame.textContent('#out-finder p');
    };
    assert.equal(cli('lookup', 'zyzzyva').level, 80);
    assert.equal(await lookup('#lookup?word=zyzzyva&level=95'), 'Yes: “zyzzyva” is a word at level 95, at SCOWL level 80.');
    assert.equal(await lookup('#lookup?word=zyzzyva'), 'No: “zyzzyva” is not a word at level 70 (it is one from SCOWL level 80 up).');
    assert.match(await lookup('#lookup?word=qwxz&level=95'), /^No: “qwxz” is not a word at level 95\.$/);
    assert.equal(await frame.locator('button:text("Example")').count(), 0);
    assert.equal(await frame.locator('#theme, #recent').count(), 0);
    assert.equal(await frame.evaluate(() => localStorage.getItem('wordwright:recent')), null);
    await frame.screenshot({ path: join(SHOTS, 'settings-embed-lookup.png') });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a tier that cannot be downloaded (offline) gets a message saying what works offline', LIMIT, async () => {
  const s = await open({ serviceWorkers: 'block' });
  try {
    await ready(s.page, s.url);
    await s.context.setOffline(true);
    await s.page.fill('#panel-finder input[name=pattern]', 'zyzz?*');
    await s.page.selectOption('#level', '95');
    const done = await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.equal(done.rendered, false);
    const message = await s.page.textContent('#out-finder');
    assert.match(message, /extended dictionary \(levels 80 and 95\) is not on this device yet/);
    assert.match(message, /you are offline/);
    assert.match(message, /works offline at level 70 or lower/);
    assert.doesNotMatch(message, /Failed to fetch|Something went wrong/);
    await s.page.screenshot({ path: join(SHOTS, 'settings-offline-1280.png') });
    // At the default tier's levels it still solves.
    await s.page.selectOption('#level', '70');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.deepEqual(await wordsInPage(s.page), cli('words', 'zyzz?*').words.map((w) => w.word));
  } finally { await s.close(); }
});
