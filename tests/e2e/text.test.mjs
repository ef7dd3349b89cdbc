// End-to-end: input as people have it (issue 14) in the real page, checked against the CLI. Text
// pasted into the forms (accents, accents typed as separate marks, typographic apostrophes, spaces
// in a rack), word-list files as editors save them (byte-order mark, UTF-16, Windows-1252,
// typographic marks, binary, over the size limit), and the spelling setting: in every tab, in
// links, and remembered on the device for pages opened without a link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, ftruncateSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { open, ready, solved, cli, ROOT, SHOTS } from './helpers.mjs';

const LIMIT = { timeout: 240000 };
const TEXT = join(ROOT, 'tests/data/text');

/** The CLI's error message for `args` (it must exit 2), without the file name in front. */
function cliError(...args) {
  const r = spawnSync(join(ROOT, 'target/release/wordwright'), [...args, '--json'], { encoding: 'utf8' });
  assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout).error.message;
}

/** `notes` as [kind, message] pairs, each message without the file name the CLI puts first. */
const notePairs = (notes, path = null) => notes.map((n) => [n.kind, path ? n.message.replace(`${path}: `, '') : n.message]);

/** The notes shown under a tab's answer (or under the word-list loader) as [kind, message] pairs. */
const shownNotes = (page, list) => page.$$eval(`${list} li.note`, (items) => items.map((li) => [
  [...li.classList].find((c) => c.startsWith('note-')).slice(5), li.textContent]));

const finderWords = (page) => page.$$eval('#out-finder .word', (n) => n.map((x) => x.textContent.toLowerCase()));
const rackWords = (page) => page.$$eval('#out-rack table.rack-words tbody tr', (rows) => rows.map((r) => r.cells[1].textContent.toLowerCase()));

/** Records what the page sends its worker (type, command, args), in every frame. */
function spyOnWorker(context) {
  return context.addInitScript(() => {
    window.sentToWorker = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function spied(msg, ...rest) {
      if (msg && msg.type) window.sentToWorker.push({ type: msg.type, command: msg.command, args: msg.args });
      return post.call(this, msg, ...rest);
    };
  });
}
const lastRun = (page) => page.evaluate(() => window.sentToWorker.filter((m) => m.type === 'run').at(-1));

async function solveIn(page, tab, fields) {
  await page.click(`#tab-${tab}`);
  for (const [name, value] of Object.entries(fields)) await page.fill(`#panel-${tab} [name=${name}]`, value);
  return solved(page, () => page.click(`#panel-${tab} button[type=submit]`));
}

test('text pasted into the forms: accents, separate accent marks, typographic apostrophes, spaces in a rack', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    const resume = cli('words', 'résumé');
    assert.equal(resume.count, 1);
    // Typed with its accents, and with each accent a separate mark (as macOS pastes it): the page
    // composes the text (NFC) before it crosses into wasm, so the note quotes what people see.
    for (const pattern of ['résumé', 're\u0301sume\u0301']) {
      assert.equal((await solveIn(s.page, 'finder', { pattern })).rendered, true, pattern);
      assert.deepEqual(await finderWords(s.page), resume.words.map((w) => w.word), pattern);
      assert.deepEqual(await shownNotes(s.page, '#out-finder'), notePairs(resume.notes), pattern);
    }
    assert.equal(resume.notes[0].message, 'folded accented letters to a-z in 1 value: "résumé" as "resume"');

    // A rack typed with a space, as a player reads it off the rack.
    const rack = cli('rack', 'AEINRS ?');
    assert.ok(rack.count > 0);
    assert.equal((await solveIn(s.page, 'rack', { tiles: 'AEINRS ?' })).rendered, true);
    assert.deepEqual(await rackWords(s.page), rack.words.map((w) => w.word));

    // A cryptogram copied from a newspaper site: its apostrophe is typographic.
    const crypto = 'EPO\u2019U DPVOU ZPVS DIJDLFOT';
    const plain = cli('assign', '--crypto', crypto.replace('\u2019', "'"), '--limit', '1');
    await s.page.click('#tab-assign');
    await s.page.selectOption('#panel-assign select[name=mode]', 'crypto');
    assert.equal((await solveIn(s.page, 'assign', { crypto, limit: '1' })).rendered, true);
    assert.deepEqual(cli('assign', '--crypto', crypto, '--limit', '1').solutions, plain.solutions);
    const shown = await s.page.textContent('#out-assign');
    assert.match(shown, new RegExp(`${plain.count}`));
    assert.doesNotMatch(shown, /not allowed|position/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('word-list files as editors save them load as the CLI loads them, with its notes', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('details.settings summary');
    for (const name of ['words-bom.txt', 'words-utf16-nobom.txt', 'words-cp1252.txt', 'words-typographic.txt']) {
      const path = join(TEXT, name);
      const expected = cli('--dict', path, 'words', '*');
      await s.page.setInputFiles('#list-file', path);
      await s.page.waitForFunction((n) => document.getElementById('list-status').textContent.startsWith(`Using ${n}`), name);
      const words = expected.words.length;
      assert.equal(await s.page.textContent('#list-status'),
        `Using ${name}: ${words} word${words === 1 ? '' : 's'}. It stays on this device.`);
      assert.deepEqual(await shownNotes(s.page, '#list-notes'), notePairs(expected.notes, path), name);
      if (name === 'words-typographic.txt') {
        // Correct English: "skipped 1 line".
        assert.match(await s.page.textContent('#list-notes'), /skipped 1 line that is not one word/);
        await s.page.screenshot({ path: join(SHOTS, 'text-list-notes-1280.png'), fullPage: true });
      }
      // Every solver uses the list: the finder lists its words.
      await solveIn(s.page, 'finder', { pattern: '*' });
      // The page groups them by length (shortest first), each group in the CLI's order.
      const byLength = expected.words.map((w) => w.word).sort((a, b) => a.length - b.length);
      assert.deepEqual(await finderWords(s.page), byLength, name);
    }
    // Files that are not word lists are refused with the CLI's message; the list before stays.
    for (const name of ['binary.bin', 'words-utf16-broken.txt']) {
      const path = join(TEXT, name);
      const message = cliError('--dict', path, 'words', 'a').replace(`${path}: `, '');
      await s.page.setInputFiles('#list-file', path);
      await s.page.waitForFunction((m) => document.getElementById('list-status').textContent === m, message);
    }
    assert.match(cliError('--dict', join(TEXT, 'binary.bin'), 'words', 'a'), /this looks like a binary file, not a word list/);
    assert.match(cliError('--dict', join(TEXT, 'words-utf16-broken.txt'), 'words', 'a'), /UTF-16/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a word list over 50 MB is refused before it is read', LIMIT, async () => {
  // A sparse file of 3 GB: reading it whole would take seconds and more memory than a tab may have.
  const path = join(SHOTS, 'words-3gb.txt');
  if (!existsSync(path) || statSync(path).size !== 3e9) {
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 3e9);
    closeSync(fd);
  }
  const s = await open({ route: (context) => spyOnWorker(context) });
  try {
    await ready(s.page, s.url);
    await s.page.click('details.settings summary');
    const message = cliError('--dict', path, 'words', 'a').replace(`${path}: `, '');
    assert.equal(message, 'the word list is 3000000000 bytes; the limit is 50000000');
    await s.page.setInputFiles('#list-file', path);
    await s.page.waitForFunction((m) => document.getElementById('list-status').textContent === m, message, { timeout: 5000 });
    const sent = await s.page.evaluate(() => window.sentToWorker.map((m) => m.type));
    assert.ok(!sent.includes('loadList'), `nothing was sent to the worker: ${sent}`);
    assert.match(await s.page.textContent('#dict-line'), /built-in dictionary/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the spelling setting reaches the core from every tab, and links carry it', LIMIT, async () => {
  const s = await open({ route: (context) => spyOnWorker(context) });
  try {
    await ready(s.page, s.url);
    assert.equal(await s.page.inputValue('#spelling'), 'us');
    const labels = await s.page.$$eval('#spelling option', (o) => o.map((x) => [x.value, x.textContent]));
    assert.deepEqual(labels.map(([v]) => v), ['us', 'gb', 'gb-ize', 'ca', 'au', 'any']);
    await s.page.selectOption('#spelling', 'gb');
    assert.match(await s.page.textContent('#dict-line'), /British \(-ise\) spelling/);
    const tabs = await s.page.$$eval('[role=tab]', (b) => b.map((x) => x.dataset.tab).filter((t) => t !== 'about'));
    assert.equal(tabs.length, 6);
    for (const tab of tabs) {
      await s.page.click(`#tab-${tab}`);
      const done = await solved(s.page, () => s.page.click(`#panel-${tab} button:text("Example")`));
      assert.equal(done.rendered, true, `the ${tab} example solves in British spelling`);
      assert.equal((await lastRun(s.page)).args.spelling, 'gb', `${tab} sends the spelling`);
      assert.match(await s.page.evaluate(() => location.hash), /[?&]spelling=gb(&|$)/, `${tab}'s link carries it`);
    }
    // The answers follow it: colour is a word in British spelling, color is not.
    const rackIn = (spelling) => cli('rack', 'colour', '--limit', '5', '--spelling', spelling).words.map((w) => w.word);
    assert.equal(rackIn('gb')[0], 'colour');
    assert.equal(rackIn('us')[0], 'color');
    await solveIn(s.page, 'rack', { tiles: 'colour', limit: '5' });
    assert.deepEqual(await rackWords(s.page), rackIn('gb'));
    await solveIn(s.page, 'jumble', { clue: 'ruocol:OOOOOO', answer: '------' });
    assert.match(await s.page.textContent('#out-jumble .jumble-answers'), /colour/);
    // The default is left out of links; a link without the key is the default, whatever the
    // setting showed before.
    await solved(s.page, () => s.page.selectOption('#spelling', 'us')); // the Jumble in view, again
    await solveIn(s.page, 'rack', { tiles: 'colour', limit: '5' });
    assert.deepEqual(await rackWords(s.page), rackIn('us'));
    assert.doesNotMatch(await s.page.evaluate(() => location.hash), /spelling/);
    assert.equal((await lastRun(s.page)).args.spelling, 'us');
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#words?pattern=colour&spelling=au'; }));
    assert.equal(await s.page.inputValue('#spelling'), 'au');
    assert.deepEqual(await finderWords(s.page), ['colour']);
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#words?pattern=colour'; }));
    assert.equal(await s.page.inputValue('#spelling'), 'us');
    assert.equal((await lastRun(s.page)).args.spelling, 'us');
    assert.deepEqual(await finderWords(s.page), []);
    // Back restores the state of that link.
    await solved(s.page, () => s.page.goBack());
    assert.equal(await s.page.inputValue('#spelling'), 'au');
    assert.deepEqual(await finderWords(s.page), ['colour']);
    // A spelling the picker does not know reaches the core, which names the problem.
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#words?pattern=colour&spelling=uk'; }));
    assert.equal(await s.page.textContent('#out-finder .error'),
      cliError('words', 'colour', '--spelling', 'uk').replace('--spelling', '\u201cSpelling\u201d'));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the spelling picked is remembered on the device, only for pages opened without a link', LIMIT, async () => {
  const s = await open({ viewport: { width: 360, height: 800 } });
  try {
    await ready(s.page, s.url);
    await s.page.selectOption('#spelling', 'ca');
    await s.page.screenshot({ path: join(SHOTS, 'text-spelling-360.png') });
    await s.page.reload();
    await s.page.waitForSelector('#status.ok');
    assert.equal(await s.page.inputValue('#spelling'), 'ca', 'remembered');
    assert.match(await s.page.textContent('#dict-line'), /Canadian spelling/);
    await solveIn(s.page, 'rack', { tiles: 'colour', limit: '1' });
    assert.deepEqual(await rackWords(s.page), ['colour']);
    assert.match(await s.page.evaluate(() => location.hash), /spelling=ca/);
    // A link opened afresh: its absent key is the default, and the setting stays remembered.
    const linked = await s.context.newPage();
    await linked.goto(`${s.url}#rack?tiles=colour&limit=1`);
    await linked.waitForSelector('#out-rack table.rack-words');
    assert.equal(await linked.inputValue('#spelling'), 'us');
    assert.deepEqual(await rackWords(linked), ['color']);
    const plain = await s.context.newPage();
    await plain.goto(s.url);
    await plain.waitForSelector('#status.ok');
    assert.equal(await plain.inputValue('#spelling'), 'ca');
    // Back to the default: nothing is left remembered.
    await plain.selectOption('#spelling', 'us');
    assert.equal(await plain.evaluate(() => localStorage.getItem('wordwright:spelling')), null);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('an embedded solver takes the spelling as an attribute, never the remembered one', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.selectOption('#spelling', 'gb');
    const words = (frame) => frame.$$eval('table.rack-words tbody tr', (rows) => rows.map((r) => r.cells[1].textContent.toLowerCase()));
    for (const [hash, first] of [['#rack?tiles=colour&limit=1&spelling=gb', 'colour'], ['#rack?tiles=colour&limit=1', 'color']]) {
      const frame = await s.context.newPage();
      frame.on('pageerror', (e) => s.problems.push(`page error: ${e.message}`));
      await frame.goto(`${s.url}frame.html${hash}`);
      await frame.waitForSelector('table.rack-words');
      assert.deepEqual(await words(frame), [first], hash);
      // Solving again from the form keeps the link's spelling.
      await solved(frame, () => frame.click('button[type=submit]'));
      assert.deepEqual(await words(frame), [first], hash);
      assert.equal(/spelling=gb/.test(await frame.getAttribute('#open-app', 'href')), first === 'colour');
      await frame.close();
    }
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
