// End-to-end: the symbols tab (sticker metapuzzles, cryptograms) in the real page, checked
// against the CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { open, ready, solved, cli, SHOTS } from './helpers.mjs';

// The published EPP13 rows (10 of the 13 stickers), as the README solves them.
const STICKERS = readFileSync(new URL('../../docs/examples/stickers.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.trim());
const rowArgs = STICKERS.flatMap((r) => ['--row', r]);

// The first 40 words of the Gettysburg Address under a random derangement (the benchmark's).
const GETTYSBURG = 'CPEK GXPKA UVL GAMAV JAUKG USP PEK CUYIAKG QKPESIY CPKYI PV YITG XPVYTVAVY, U VAF VUYTPV, '
  + 'XPVXATMAL TV NTQAKYJ, UVL LALTXUYAL YP YIA WKPWPGTYTPV YIUY UNN OAV UKA XKAUYAL AZEUN. VPF FA UKA AVSUSAL '
  + 'TV U SKAUY XTMTN FUK, YAGYTVS';

/** The words of each detailed solution in the page, as arrays. */
const solutionWords = (page) => page.$$eval('#out-assign ol.solutions > li',
  (items) => items.map((li) => [...li.querySelectorAll('table.rowwords td.word')].map((td) => td.textContent)));
const plaintexts = (page) => page.$$eval('#out-assign ol.solutions > li p.plain', (ps) => ps.map((p) => p.textContent));

test('the example (the EPP13 stickers) gives the same solutions as the CLI', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-assign');
    await solved(s.page, () => s.page.click('#panel-assign button.secondary'));
    const expected = cli('assign', ...rowArgs);
    assert.equal(expected.count, 2);
    assert.deepEqual(await solutionWords(s.page), expected.solutions.map((x) => x.words));
    assert.match(await s.page.textContent('#out-assign .summary'), /^2 solutions$/);
    // The letter table: forced symbols show their letter, dollar shows n or p.
    const letters = await s.page.$$eval('#out-assign table.letters tbody tr',
      (trs) => trs.map((tr) => [tr.querySelector('th').textContent, tr.querySelector('td').textContent]));
    assert.deepEqual(letters[0], ['club', 't']);
    assert.deepEqual(letters.find(([sym]) => sym === 'dollar'), ['dollar', 'n or p (varies)']);
    assert.match(await s.page.evaluate(() => location.hash), /^#assign\?row=club\+star\+grapes\+seven\+seven&row=/);
    assert.equal((await s.page.inputValue('#panel-assign textarea[name=row]')).split('\n').length, 10);
    await s.page.screenshot({ path: join(SHOTS, 'assign-1280.png'), fullPage: true });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a cryptogram link fills the form and solves on load', async () => {
  const s = await open({ viewport: { width: 360, height: 800 } });
  try {
    await s.page.goto(`${s.url}#assign?crypto=${encodeURIComponent(GETTYSBURG)}`);
    await s.page.waitForSelector('#out-assign ol.solutions', { timeout: 30000 });
    const expected = cli('assign', '--crypto', GETTYSBURG);
    assert.deepEqual(await plaintexts(s.page), expected.solutions.map((x) => x.plaintext));
    assert.match((await plaintexts(s.page))[1], /^four score and seven years ago our fathers brought forth/);
    // The names were fetched for it (the list above matches the command line's, which has them).
    assert.equal(await s.page.evaluate(() => performance.getEntriesByName('wordwright:names-ready').length), 1);
    assert.equal(await s.page.inputValue('#panel-assign select[name=mode]'), 'crypto');
    assert.equal(await s.page.inputValue('#panel-assign textarea[name=crypto]'), GETTYSBURG);
    await s.page.screenshot({ path: join(SHOTS, 'assign-360.png'), fullPage: true });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('words with an apostrophe: SCOWL\'s (ma\'am, o\'clock) and old texts\' with a letter left out (wand\'ring); abbreviations before a full stop (Mr., etc.); as the CLI reads them', async () => {
  const s = await open();
  try {
    // "It is ten o'clock, ma'am, and the train is late." and "We the globe can compass soon,
    // Swifter than the wand'ring moon." (A Midsummer Night's Dream) and "Mr. Smith said that the
    // dog ate my homework, etc.", each under a substitution.
    for (const [crypto, plain] of [
      ["Oz ol ztf g'esgea, dq'qd, qfr zit zkqof ol sqzt.", "it is ten o'clock, ma'am, and the train is late."],
      ["Vt zit usgwt eqf egdhqll lggf, Lvoyztk ziqf zit vqfr'kofu dggf.", "we the globe can compass soon, swifter than the wand'ring moon."],
      ['DJ. NDGVQ NRGA VQRV VQP AZH RVP DF QZDPSZJC, PVW.', 'mr. smith said that the dog ate my homework, etc.'],
    ]) {
      await s.page.goto(`${s.url}#assign?crypto=${encodeURIComponent(crypto)}`);
      await s.page.waitForFunction((want) => document.querySelector('#out-assign ol.solutions > li p.plain')?.textContent === want,
        plain, { timeout: 30000 });
      const expected = cli('assign', '--crypto', crypto);
      assert.equal(expected.solutions[0].plaintext, plain);
      assert.deepEqual(await plaintexts(s.page), expected.solutions.map((x) => x.plaintext));
    }
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('bad input gets a clear message; an impossible puzzle names the rows that clash', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-assign');
    const rows = '#panel-assign textarea[name=row]';
    const known = '#panel-assign input[name=known]';
    const submit = () => s.page.click('#panel-assign button[type=submit]');
    for (const [r, k, message] of [
      ['', '', /give at least one row/],
      ['x y', 'x=a x=b', /contradicts itself: x is given both a and b/],
      ['x y', 'moon=a', /names no symbol/],
      [Array(31).fill('s').join(' '), '', /row 1 has 31 symbols; the limit is 30/],
    ]) {
      await s.page.fill(rows, r);
      await s.page.fill(known, k);
      await solved(s.page, submit);
      assert.match(await s.page.textContent('#out-assign [role=alert]'), message);
      assert.equal(await s.page.inputValue(rows), r);
    }
    // At level 10 rows 1 and 6 cannot both be words; the page says so, as the CLI does.
    await s.page.selectOption('#level', '10');
    await s.page.fill(rows, STICKERS.join('\n'));
    await s.page.fill(known, '');
    await solved(s.page, submit);
    const expected = cli('--level', '10', 'assign', ...rowArgs);
    assert.equal(await s.page.textContent('#out-assign .reason'), expected.reason);
    assert.deepEqual(await s.page.$$eval('#out-assign ul.conflict li', (lis) => lis.map((li) => li.textContent)),
      ['row 1: club star grapes seven seven', 'row 6: cherry diamond cherry club star']);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

// KJV Exodus 19:3 (public domain) under a random derangement: "Moses" is in no reading's
// dictionary words, so none is counted, but the likeliest reading holds the name.
const MOSES = 'XAK QHUWU IWAO PV PAOH FHK, XAK OZW RHMK LXRRWK PAOH ZTQ HPO HB OZW QHPAOXTA.';

test('a cryptogram whose readings all hold a name lists them, likeliest first, above the letters', async () => {
  const s = await open({ viewport: { width: 390, height: 844 } });
  try {
    await s.page.goto(`${s.url}#assign?crypto=${encodeURIComponent(MOSES)}`);
    await s.page.waitForSelector('#out-assign ol.solutions', { timeout: 30000 });
    const expected = cli('assign', '--crypto', MOSES);
    assert.equal(expected.count, 0);
    assert.ok(expected.solutions.length > 0);
    assert.deepEqual(await plaintexts(s.page), expected.solutions.map((x) => x.plaintext));
    assert.equal((await plaintexts(s.page))[0], 'and moses went up unto god, and the lord called unto him out of the mountain.');
    assert.match(await s.page.textContent('#out-assign .summary'),
      new RegExp(`^No solution in dictionary words alone; ${expected.solutions.length} readings with a word outside the dictionary`));
    assert.equal(await s.page.textContent('#out-assign ol.solutions > li:first-child p.note'), 'Outside the dictionary: moses');
    // The readings come before why no reading of dictionary words alone fits.
    const order = await s.page.$$eval('#out-assign > *', (ns) => ns.map((n) => n.className || n.tagName));
    assert.ok(order.indexOf('solutions') < order.indexOf('note reason'), order.join(' '));
    await s.page.screenshot({ path: join(SHOTS, 'assign-names-390.png') });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

// KJV Genesis 42:6's first words (public domain) under a random derangement: counted solutions
// of dictionary words, and readings with the name listed beside them.
const JOSEPH = 'SDG NDXWRC GQX HCW VDBWZSDZ DBWZ HCW OQSP.';

test('readings with a name listed beside counted solutions: the summary and the letter table say which is which', async () => {
  const s = await open();
  try {
    await s.page.goto(`${s.url}#assign?crypto=${encodeURIComponent(JOSEPH)}`);
    await s.page.waitForSelector('#out-assign ol.solutions', { timeout: 30000 });
    const expected = cli('assign', '--crypto', JOSEPH);
    assert.ok(expected.count > 0 && expected.uncounted > 0);
    assert.deepEqual(await plaintexts(s.page), expected.solutions.map((x) => x.plaintext));
    assert.match(await s.page.textContent('#out-assign .summary'),
      new RegExp(`^${expected.count} solutions, showing the first ${expected.solutions.length} \\(and ${expected.uncounted} readings? with a word outside the dictionary, such as a name, listed but not counted\\)$`));
    assert.equal(await s.page.textContent('#out-assign table.letters caption'),
      `Letters in the ${expected.count} solutions of dictionary words alone`);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a count the budget cut short: the letter table calls no letter forced, and every listed plaintext agrees with it', async () => {
  const s = await open();
  try {
    const text = 'Gsv jfrxp yildm ulc';
    await s.page.goto(`${s.url}#assign?crypto=${encodeURIComponent(text)}&budget=200000`);
    await s.page.waitForSelector('#out-assign table.letters', { timeout: 30000 });
    const expected = cli('assign', '--crypto', text, '--budget', '200000');
    assert.equal(expected.complete, false);
    assert.equal(await s.page.textContent('#out-assign table.letters caption'),
      `Letters in the ${expected.count} solutions found before the step budget ran out; a symbol with one letter may still take another`);
    const rows = await s.page.$$eval('#out-assign table.letters tbody tr',
      (trs) => trs.map((tr) => [tr.querySelector('th').textContent, tr.querySelector('td').textContent]));
    const forced = Object.entries(expected.forced);
    assert.ok(forced.length > 0);
    for (const [sym, letter] of forced) assert.ok(rows.some(([k, v]) => k === sym && v === `${letter} (so far)`), `${sym}: ${JSON.stringify(rows)}`);
    for (const sol of expected.solutions) {
      for (const [sym, letter] of Object.entries(sol.assignment)) {
        assert.ok(expected.forced[sym] === letter || (expected.varies[sym] || []).includes(letter), `${sym}=${letter} in “${sol.plaintext}”`);
      }
    }
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('level 95: the write-up\'s two solutions, and how long the page takes', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.selectOption('#level', '95');
    await s.page.goto(`${s.url}#assign?row=${STICKERS.map(encodeURIComponent).join('&row=')}&level=95`);
    await s.page.waitForSelector('#out-assign ol.solutions', { timeout: 60000 });
    const words = await solutionWords(s.page);
    assert.deepEqual(words.map((w) => w[4]), ['optic', 'ontic'], 'most likely first, as the CLI lists them');
    // Solve again with the extended tier and the level-95 dictionary in place: click to answer.
    const t0 = Date.now();
    await solved(s.page, () => s.page.click('#panel-assign button[type=submit]'));
    const ms = Date.now() - t0;
    console.log(`# stickers at level 95 in the page (wasm, worker round trip and rendering): ${ms} ms`);
    assert.deepEqual((await solutionWords(s.page)).map((w) => w[4]), ['optic', 'ontic'], 'the same order when solved again');
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
