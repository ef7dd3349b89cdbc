// End-to-end: a handful of rows of docs/bad-input.md (tests/it/bad_input.rs) typed into the real
// page. Each gets the CLI's message under the form, naming the field by its label where the CLI
// says --option (one message, declared once in the core), and the form keeps what was typed. Also
// the page's own word-list loader.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { open, ready, solved, ROOT } from './helpers.mjs';

const SCHEMA = (await import(pathToFileURL(join(ROOT, 'dist/www/schema.js')))).default;

/** The CLI's message as the page words it: each --option of `command` as “its label”. */
function asOnPage(message, command) {
  const options = [...SCHEMA.commands.find((c) => c.name === command).options, ...SCHEMA.globals];
  return message.replace(/--([a-z][a-z-]*)/g, (all, name) => {
    const o = options.find((x) => x.name === name);
    return o && o.label ? `\u201c${o.label}\u201d` : all;
  });
}

/** The CLI's error message for `args` (it must exit 2). */
function cliError(...args) {
  const r = spawnSync(join(ROOT, 'target/release/wordwright'), [...args, '--json'], { encoding: 'utf8' });
  assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout).error.message;
}

// [tab, { field name: value typed }, the CLI's arguments for the same input]
const ROWS = [
  ['finder', { pattern: 'ab[cd' }, ['words', 'ab[cd']],
  ['jumble', { clue: 'msuni:-OXO-', answer: '---' }, ['jumble', '--clue', 'msuni:-OXO-', '--answer', '---']],
  ['jumble', { clue: 'msuni:-OOO-', answer: '_--_' }, ['jumble', '--clue', 'msuni:-OOO-', '--answer', '_--_']],
  ['dice', { words: 'sale fen' }, ['dice', 'sale', 'fen']],
  ['ladder', { from: 'head', to: 'tails' }, ['ladder', 'head', 'tails']],
  ['rack', { tiles: 'qq' }, ['rack', 'qq']],
  ['assign', { row: 'x y', known: 'x=a x=b' }, ['assign', '--row', 'x y', '--known', 'x=a', '--known', 'x=b']],
  // The same bound and message in every tab: a limit of 0.
  ['finder', { pattern: 'a*', limit: '0' }, ['words', 'a*', '--limit', '0']],
  ['rack', { tiles: 'cat', limit: '0' }, ['rack', 'cat', '--limit', '0']],
];

test('bad input typed in each tab gets the CLI\'s message, and the form keeps it', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    for (const [tab, fields, args] of ROWS) {
      await s.page.click(`#tab-${tab}`);
      for (const [name, value] of Object.entries(fields)) await s.page.fill(`#panel-${tab} [name=${name}]`, value);
      const done = await solved(s.page, () => s.page.click(`#panel-${tab} button[type=submit]`));
      assert.equal(done.rendered, false, `${tab}: no answer for bad input`);
      const shown = await s.page.textContent(`#out-${tab} .error`);
      assert.equal(shown, asOnPage(cliError(...args), args[0]), `${tab}: the page shows the CLI's message`);
      for (const [name, value] of Object.entries(fields)) {
        assert.equal(await s.page.inputValue(`#panel-${tab} [name=${name}]`), value, `${tab}: ${name} kept`);
      }
    }
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the page\'s word-list loader refuses an empty list and a list with no word, with the CLI\'s messages', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('details.settings summary');
    const cases = [
      ['', cliError('--dict', 'tests/data/bad/empty.txt', 'words', 'a').replace(/^[^:]*: /, '')],
      ['123\n4 5\n', cliError('--dict', 'tests/data/bad/junk.txt', 'words', 'a').replace(/^[^:]*: /, '')],
    ];
    for (const [text, message] of cases) {
      await s.page.fill('#list-text', text);
      await s.page.click('#list-use');
      await s.page.waitForFunction((m) => document.getElementById('list-status').textContent === m, message);
      assert.equal(await s.page.inputValue('#list-text'), text, 'the pasted text is kept');
    }
    // The built-in dictionary is still in use: a word the junk list lacks is found.
    assert.match(await s.page.textContent('#dict-line'), /built-in dictionary/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
