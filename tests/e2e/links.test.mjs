// End-to-end: links are the whole state (an absent key is its default, on open and on Back and
// Forward), remembered settings apply only to pages opened without a link, a link's answer is
// scrolled into view and focused, Copy link is this tab's form, and Copy results is clean text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { open, ready, solved, cli, SHOTS, wordsInPage, showAll, COMMONNESS_WORDS } from './helpers.mjs';

const LIMIT = { timeout: 120000 };
const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());
/** Opens `hash` in a new page of the same profile and waits for its answer. */
async function openLink(s, hash) {
  const page = await s.context.newPage();
  page.on('pageerror', (e) => s.problems.push(`page error: ${e.message}`));
  const done = page.waitForFunction(() => performance.getEntriesByName('wordwright:first-answer').length > 0, null, { timeout: 30000 });
  await page.goto(`${s.url}${hash}`);
  await done;
  return page;
}

test('a link is the whole state on open, Back and Forward, and its answer is in view and focused', LIMIT, async () => {
  const s = await open({ viewport: { width: 390, height: 640 } });
  try {
    // The link's level (95) is shown and used; the page opened with it scrolls to the answer.
    const page = await openLink(s, '#words?pattern=zyzz%3F*&level=95');
    assert.equal(await page.inputValue('#level'), '95');
    assert.deepEqual(await wordsInPage(page), cli('words', 'zyzz?*', '--level', '95').words.map((w) => w.word));
    assert.equal(await page.evaluate(() => document.activeElement.id), 'out-finder');
    const inView = () => page.$eval('#out-finder', (o) => {
      const r = o.getBoundingClientRect();
      return r.top >= 0 && r.top < innerHeight;
    });
    assert.ok(await inView(), 'the answer is scrolled into view');
    await page.screenshot({ path: join(SHOTS, 'links-open-390.png') });
    // A link without a level: the default (70), not the 95 the page showed.
    await solved(page, () => page.evaluate(() => { location.hash = '#words?pattern=zyzz%3F*'; }));
    assert.equal(await page.inputValue('#level'), '70');
    assert.deepEqual(await wordsInPage(page), cli('words', 'zyzz?*').words.map((w) => w.word));
    // Back: the level-95 link again, whatever the picker said.
    await solved(page, () => page.goBack());
    assert.equal(await page.inputValue('#level'), '95');
    assert.deepEqual(await wordsInPage(page), cli('words', 'zyzz?*', '--level', '95').words.map((w) => w.word));
    assert.ok(await inView());
    await solved(page, () => page.goForward());
    assert.equal(await page.inputValue('#level'), '70');
    // Back after changing the level: the link as it was, not at the new level.
    await solved(page, () => page.selectOption('#level', '35'));
    assert.match(await page.evaluate(() => location.hash), /level=35/);
    assert.deepEqual(await wordsInPage(page), cli('words', 'zyzz?*', '--level', '35').words.map((w) => w.word));
    await solved(page, () => page.goBack());
    assert.equal(await page.inputValue('#level'), '70');
    assert.deepEqual(await wordsInPage(page), cli('words', 'zyzz?*').words.map((w) => w.word));
    // A key the tab does not take is named as a link writes it, with the key it may have meant.
    await solved(page, () => page.evaluate(() => { location.hash = '#words?pattern=c%3Ft&limt=5'; }));
    assert.equal(await page.textContent('#out-finder .error'), 'unknown key “limt”; did you mean “limit”?');
    assert.equal(await page.inputValue('#panel-finder input[name=pattern]'), 'c?t', 'the rest of the link is kept');
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a tab\'s bare link opens the tab with an empty form, no answer and no message', LIMIT, async () => {
  const s = await open({ viewport: { width: 390, height: 844 } });
  try {
    await s.page.goto(`${s.url}#jumble`);
    await s.page.waitForSelector('#status.ok', { timeout: 30000 });
    assert.equal(await s.page.getAttribute('[role=tab][data-tab=jumble]', 'aria-selected'), 'true');
    assert.equal(await s.page.inputValue('#panel-jumble textarea'), '');
    assert.equal(await s.page.textContent('#out-jumble'), '', 'nothing solved, so nothing to say');
    await s.page.screenshot({ path: join(SHOTS, 'links-bare-390.png') });
    // A puzzle link, then Back to the bare one: the form and the answer are gone again.
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#jumble?clue=msuni'; }));
    assert.notEqual(await s.page.textContent('#out-jumble'), '');
    await s.page.goBack();
    await s.page.waitForFunction(() => document.querySelector('#panel-jumble textarea').value === '');
    assert.equal(await s.page.textContent('#out-jumble'), '');
    assert.equal(await s.page.locator('#panel-jumble button:text("Copy results")').isDisabled(), true);
    // A bare link with a level: the tab at that level.
    await s.page.evaluate(() => { location.hash = '#words?level=95'; });
    await s.page.waitForFunction(() => document.querySelector('#level').value === '95');
    assert.equal(await s.page.getAttribute('[role=tab][data-tab=finder]', 'aria-selected'), 'true');
    assert.equal(await s.page.textContent('#out-finder'), '');
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a link that is not a puzzle\'s, a budget out of bounds and an encoded link are said or read, not passed over', LIMIT, async () => {
  const s = await open({ viewport: { width: 390, height: 844 } });
  try {
    // A puzzle the page does not have: the finder, saying so, with the links it does have.
    await s.page.goto(`${s.url}#bogus?pattern=c%3Ft`);
    await s.page.waitForSelector('#status.ok', { timeout: 30000 });
    assert.equal(await s.page.getAttribute('[role=tab][data-tab=finder]', 'aria-selected'), 'true');
    const said = await s.page.textContent('#out-finder .link-problem');
    assert.match(said, /^This link names a puzzle this page does not have, “bogus”; its links begin #words, #lookup, #jumble, .*Nothing was solved\.$/);
    assert.equal(await s.page.evaluate(() => document.activeElement.id), 'out-finder', 'in view and focused, as an answer would be');
    await s.page.screenshot({ path: join(SHOTS, 'links-unknown-390.png') });
    // A tab's own name opens it.
    await s.page.evaluate(() => { location.hash = '#about'; });
    await s.page.waitForFunction(() => document.querySelector('[role=tab][data-tab=about]').getAttribute('aria-selected') === 'true');
    // A budget that is no whole number of steps: the answer with the default budget, and a note.
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#words?pattern=c%3Ft&budget=abc'; }));
    assert.equal(await s.page.getAttribute('[role=tab][data-tab=finder]', 'aria-selected'), 'true');
    assert.deepEqual(await wordsInPage(s.page), cli('words', 'c?t').words.map((w) => w.word));
    assert.equal(await s.page.textContent('#out-finder .link-problem'),
      'This link\'s step budget, “abc”, is not a whole number from 1 to 1,000,000,000,000: the default budget was used.');
    // A link whose ? and = a mail app encoded: read as the link it was.
    await solved(s.page, () => s.page.evaluate(() => { location.hash = '#words%3Fpattern%3Dd%253Fg'; }));
    assert.deepEqual(await wordsInPage(s.page), cli('words', 'd?g').words.map((w) => w.word));
    assert.equal(await s.page.$('#out-finder .link-problem'), null);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('remembered level and spelling apply only to pages opened without a puzzle link', LIMIT, async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.selectOption('#level', '95');
    await s.page.selectOption('#spelling', 'gb');
    assert.equal(await s.page.evaluate(() => localStorage.getItem('wordwright:level')), '95');
    const plain = await s.context.newPage();
    await ready(plain, s.url);
    assert.equal(await plain.inputValue('#level'), '95');
    assert.equal(await plain.inputValue('#spelling'), 'gb');
    const linked = await openLink(s, '#words?pattern=colo%3Fr');
    assert.equal(await linked.inputValue('#level'), '70');
    assert.equal(await linked.inputValue('#spelling'), 'us');
    assert.deepEqual(await wordsInPage(linked), cli('words', 'colo?r').words.map((w) => w.word));
    // Back from the link to the page opened without one: its remembered settings again.
    await solved(plain, () => plain.evaluate(() => { location.hash = '#words?pattern=colo%3Fr'; }));
    assert.equal(await plain.inputValue('#level'), '70');
    await plain.goBack();
    await plain.waitForFunction(() => document.querySelector('#level').value === '95');
    assert.equal(await plain.inputValue('#spelling'), 'gb');
    // Back to the defaults: nothing is kept.
    await plain.selectOption('#level', '70');
    assert.equal(await plain.evaluate(() => localStorage.getItem('wordwright:level')), null);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('Copy link is this tab\'s form, enabled when it is a puzzle; Copy results is clean text, after an answer', LIMIT, async () => {
  const s = await open();
  try {
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(s.url).origin });
    await ready(s.page, s.url);
    const button = (tab, text) => s.page.locator(`#panel-${tab} button:text("${text}")`);
    // Nothing solved: Copy results is disabled; an empty form has no link.
    assert.equal(await button('finder', 'Copy results').isDisabled(), true);
    assert.equal(await button('finder', 'Copy link').isDisabled(), true);
    await s.page.fill('#panel-finder input[name=pattern]', 'c?t');
    assert.equal(await button('finder', 'Copy link').isDisabled(), false);
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    // Another tab's form, not the last solved puzzle: the ladder needs both its words.
    await s.page.click('#tab-ladder');
    assert.equal(await button('ladder', 'Copy results').isDisabled(), true);
    assert.equal(await button('ladder', 'Copy link').isDisabled(), true);
    await s.page.fill('#panel-ladder input[name=from]', 'cold');
    assert.equal(await button('ladder', 'Copy link').isDisabled(), true, 'a required word is missing');
    await s.page.fill('#panel-ladder input[name=to]', 'warm');
    await button('ladder', 'Copy link').click();
    assert.equal(await clipboard(s.page), `${s.url}#ladder?from=cold&to=warm`);
    // A number outside its declared bounds is not a puzzle yet.
    await s.page.click('#tab-finder');
    await s.page.fill('#panel-finder input[name=max-len]', '-3');
    assert.equal(await button('finder', 'Copy link').isDisabled(), true);
    await s.page.fill('#panel-finder input[name=max-len]', '');
    await button('finder', 'Copy link').click();
    assert.equal(await clipboard(s.page), `${s.url}#words?pattern=c%3Ft`);
    // The results: one line per word, spaces kept, no button labels.
    await showAll(s.page);
    await button('finder', 'Copy results').click();
    const text = await clipboard(s.page);
    const lines = text.split('\n');
    const words = cli('words', 'c?t').words;
    for (const w of words) {
      const line = `${w.word} ${COMMONNESS_WORDS[w.commonness]}`;
      assert.ok(lines.includes(line), `a line “${line}” in\n${text}`);
    }
    assert.match(lines[0], /^\d+ words?/);
    const labels = await s.page.$$eval('#panel-finder button', (b) => b.map((x) => x.textContent.trim()).filter(Boolean));
    for (const line of lines) assert.ok(!labels.some((l) => line.includes(l)), `no button label in “${line}”`);
    // A hidden field is not part of the puzzle: a bad seed left behind by the draw mode does not
    // keep the whole bag from having a link.
    await s.page.click('#tab-rack');
    await s.page.selectOption('#panel-rack select[name=mode]', 'draw');
    await s.page.fill('#panel-rack input[name=seed]', '-1');
    assert.equal(await button('rack', 'Copy link').isDisabled(), true, 'a draw with a bad seed');
    await s.page.selectOption('#panel-rack select[name=mode]', 'whole-bag');
    assert.equal(await button('rack', 'Copy link').isDisabled(), false, 'the whole bag, the seed hidden');
    await button('rack', 'Copy link').click();
    assert.equal(await clipboard(s.page), `${s.url}#rack?whole-bag=1`);
    await s.page.selectOption('#panel-rack select[name=mode]', 'type');
    // A table (the rack) copies as one line per row, its cells separated by tabs.
    await s.page.fill('#panel-rack input[name=tiles]', 'quiz');
    await solved(s.page, () => s.page.click('#panel-rack button[type=submit]'));
    await button('rack', 'Copy results').click();
    const rows = (await clipboard(s.page)).split('\n').filter((l) => l.includes('\t'));
    const cells = await s.page.$$eval('#out-rack table.rack-words tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim()).join('\t')));
    assert.deepEqual(rows, cells);
    // Every other tab's example copies without a button label either.
    for (const tab of ['jumble', 'ladder', 'dice', 'assign']) {
      await s.page.click(`#tab-${tab}`);
      await solved(s.page, () => button(tab, 'Example').click());
      await button(tab, 'Copy results').click();
      const copied = await clipboard(s.page);
      const tabLabels = await s.page.$$eval(`#out-${tab} button`, (b) => b.map((x) => x.textContent.trim()).filter(Boolean));
      assert.ok(copied.length > 0, tab);
      for (const l of tabLabels) assert.ok(!copied.split('\n').includes(l), `${tab}: no line “${l}”`);
      assert.doesNotMatch(copied, /\S\n?(Copy|Show more)/, tab);
      // The example is a puzzle, so it has a link (a maker's required fields, out of view, do
      // not count: the Jumble's and the symbols' makers need an answer and words).
      assert.equal(await button(tab, 'Copy link').isDisabled(), false, `${tab}: Copy link`);
      await button(tab, 'Copy link').click();
      assert.equal(new URL(await clipboard(s.page)).hash, new URL(s.page.url()).hash, `${tab}: the link is the example's`);
      if (tab === 'dice') {
        // A die (a grid of faces) is one line.
        const dice = await s.page.$$eval('#out-dice .die', (d) => d.map((x) => [...x.children].map((f) => f.textContent.trim()).join(' ')));
        assert.ok(dice.length > 0 && dice.every((d) => copied.split('\n').includes(d)), `${dice.join('|')} in\n${copied}`);
      }
    }
    await s.page.click('#tab-finder');
    await s.page.screenshot({ path: join(SHOTS, 'links-copy-1280.png') });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
