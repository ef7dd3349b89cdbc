// End-to-end: the word ladder tab in the real page, checked against the CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { open, ready, solved, cli, SHOTS } from './helpers.mjs';

const OUT = '#out-ladder';
const ladderInPage = (page) => page.$$eval(`${OUT} ol.ladder > li > span.word`, (nodes) => nodes.map((n) => n.textContent));
const marksInPage = (page) => page.$$eval(`${OUT} ol.ladder > li > span.word mark`, (nodes) => nodes.map((n) => n.textContent));
const submit = (page) => solved(page, () => page.click('#panel-ladder button[type=submit]'));

test('a ladder typed in the page is the CLI\'s, with each changed letter marked and every layer', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-ladder');
    await s.page.fill('#panel-ladder input[name=from]', 'cold');
    await s.page.fill('#panel-ladder input[name=to]', 'warm');
    await s.page.check('#panel-ladder input[name=all]');
    await submit(s.page);
    const expected = cli('ladder', 'cold', 'warm', '--all');
    assert.deepEqual(await ladderInPage(s.page), expected.ladder);
    // One marked letter per step: the letter the step put in.
    assert.deepEqual(await marksInPage(s.page), expected.changed_at.map((p, i) => expected.ladder[i + 1][p]));
    assert.match(await s.page.textContent(`${OUT} .summary`), new RegExp(`${expected.steps} steps: one of ${expected.count} shortest ladders`));
    const layers = await s.page.$$eval(`${OUT} ol.layers > li`, (lis) => lis.map((li) => [...li.querySelectorAll('.word')].map((w) => w.textContent)));
    assert.deepEqual(layers, expected.layers);
    const ladders = await s.page.$$eval(`${OUT} ol.ladders > li`, (lis) => lis.map((li) => li.textContent.split(' \u2192 ')));
    assert.deepEqual(ladders, expected.ladders);
    assert.equal(await s.page.evaluate(() => location.hash), '#ladder?from=cold&to=warm&all=1');
    await s.page.screenshot({ path: join(SHOTS, 'ladder-1280.png'), fullPage: true });

    // Avoid a word of the ladder and ask again.
    await solved(s.page, () => s.page.click(`${OUT} button[aria-label="Avoid cord and ask again"]`));
    const avoided = cli('ladder', 'cold', 'warm', '--all', '--avoid', 'cord');
    assert.deepEqual(await ladderInPage(s.page), avoided.ladder);
    assert.equal(await s.page.inputValue('#panel-ladder input[name=avoid]'), 'cord');
    assert.match(await s.page.evaluate(() => location.hash), /avoid=cord/);
    assert.match(await s.page.textContent(`${OUT} .summary`), /Avoiding CORD/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a link restores and solves; no ladder gives the reason; the example button works', async () => {
  const s = await open({ viewport: { width: 360, height: 800 } });
  try {
    await s.page.goto(`${s.url}#ladder?from=iron&to=cold`);
    await s.page.waitForSelector(`${OUT} .summary`);
    const expected = cli('ladder', 'iron', 'cold');
    assert.equal(expected.ladder, null);
    assert.equal(await s.page.textContent(`${OUT} .note`), expected.reason);
    assert.equal(await s.page.textContent(`${OUT} .summary`), 'No ladder.');
    assert.equal(await s.page.inputValue('#panel-ladder input[name=from]'), 'iron');

    await solved(s.page, () => s.page.click('#panel-ladder button.secondary:text("Example")'));
    const example = cli('ladder', 'head', 'tail', '--all');
    assert.deepEqual(await ladderInPage(s.page), example.ladder);
    await s.page.screenshot({ path: join(SHOTS, 'ladder-360.png'), fullPage: true });

    // The alphabetically first ladder, from a link; an old link asking for common words gets
    // the default, which is that now.
    const shown = (want) => s.page.waitForFunction((w) => [...document.querySelectorAll('#out-ladder ol.ladder > li > span.word')].map((n) => n.textContent).join(' ') === w, want.join(' '));
    const first = cli('ladder', 'head', 'tail', '--alphabetical').ladder;
    await s.page.goto(`${s.url}#ladder?from=head&to=tail&alphabetical=1`);
    await shown(first);
    assert.deepEqual(await ladderInPage(s.page), first);
    assert.equal(await s.page.isChecked('#panel-ladder input[name=alphabetical]'), true);
    await s.page.goto(`${s.url}#ladder?from=head&to=tail&prefer-common=1`);
    const common = cli('ladder', 'head', 'tail').ladder;
    assert.notDeepEqual(common, first);
    await shown(common);
    assert.deepEqual(await ladderInPage(s.page), common);
    assert.equal(await s.page.isChecked('#panel-ladder input[name=alphabetical]'), false);
    // A search the budget stopped proved nothing: it found no ladder.
    await solved(s.page, () => s.page.goto(`${s.url}#ladder?from=head&to=tail&budget=1000`));
    assert.equal(await s.page.textContent(`${OUT} .summary`), 'No ladder found.');
    assert.match(await s.page.textContent(`${OUT} .note`), /^The step budget ran out/);
    // That budget was the link's: Example (head to tail too) is solved with the default one.
    await solved(s.page, () => s.page.click('#panel-ladder [data-example]'));
    assert.doesNotMatch(await s.page.textContent(OUT), /step budget ran out|No ladder found/);
    assert.match(await s.page.textContent(`${OUT} .summary`), /^\d+ steps: /);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('bad input gets a clear message and the input is kept', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-ladder');
    const cases = [
      ['head', 'tails', /HEAD has 4 letters and the last word TAILS has 5/],
      ['he4d', 'tail', /the first word has '4' at position 3/],
      ['', 'tail', /Fill in \u201cFrom\u201d \(the first word\)/],
      ['a'.repeat(40), 'b'.repeat(40), /the first word is 40 letters long; the limit is 32/],
    ];
    for (const [a, b, message] of cases) {
      await s.page.fill('#panel-ladder input[name=from]', a);
      await s.page.fill('#panel-ladder input[name=to]', b);
      await submit(s.page);
      assert.match(await s.page.textContent(`${OUT} [role=alert]`), message);
      assert.equal(await s.page.inputValue('#panel-ladder input[name=from]'), a);
    }
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('graph facts for one length match the CLI and lead to the longest ladder', async () => {
  const s = await open();
  try {
    await s.page.goto(`${s.url}#graph?length=4&level=35`);
    await s.page.waitForSelector(`${OUT} table`);
    const facts = cli('--level', '35', 'graph', '--length', '4');
    const cells = await s.page.$$eval(`${OUT} table td`, (tds) => tds.map((td) => td.textContent));
    const n = (x) => x.toLocaleString('en');
    assert.deepEqual(cells, [n(facts.edges), n(facts.components), n(facts.largest), n(facts.isolated), `${facts.diameter} steps`]);
    assert.match(await s.page.textContent(`${OUT} .summary`), new RegExp(`${n(facts.words)} words of 4 letters`));
    await solved(s.page, () => s.page.click(`${OUT} button:text("Show this ladder")`));
    const ladder = await ladderInPage(s.page);
    assert.equal(ladder.length, facts.diameter + 1);
    assert.deepEqual([ladder[0], ladder.at(-1)], facts.diameter_ends);
    assert.deepEqual(ladder, cli('--level', '35', 'ladder', ...facts.diameter_ends).ladder);
    await s.page.screenshot({ path: join(SHOTS, 'ladder-graph-1280.png'), fullPage: true });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the ladder is drawn as rungs, top to bottom, each changed letter marked for the eye and in words, readable at 390 px', async () => {
  for (const width of [390, 1280]) {
    const s = await open({ viewport: { width, height: 900 } });
    try {
      await s.page.goto(`${s.url}#ladder?from=head&to=tail`);
      await s.page.waitForSelector(`${OUT} ol.ladder.rungs`);
      const expected = cli('ladder', 'head', 'tail');
      // One rung per word, in order; one tile per letter, the changed one a <mark>.
      const rungs = await s.page.$$eval(`${OUT} ol.ladder > li.rung`, (lis) => lis.map((li) => ({
        tiles: [...li.querySelectorAll('.tiles > .tile')].map((t) => (t.tagName === 'MARK' ? t.textContent.toUpperCase() : t.textContent)).join(''),
        top: li.getBoundingClientRect().top,
        spoken: li.querySelector('.sr').textContent,
        hidden: li.querySelector('.tiles').getAttribute('aria-hidden'),
      })));
      const words = expected.ladder;
      const capital = (w, p) => (p === null ? w : w.slice(0, p) + w[p].toUpperCase() + w.slice(p + 1));
      assert.deepEqual(rungs.map((r) => r.tiles), words.map((w, i) => capital(w, i ? expected.changed_at[i - 1] : null)));
      assert.ok(rungs.every((r, i) => i === 0 || r.top > rungs[i - 1].top), 'top to bottom');
      // For screen readers: the word whole and what changed, the tiles hidden.
      assert.deepEqual(rungs.map((r) => r.spoken), words.map((w, i) => (i === 0 ? `${w}, the start`
        : `${w}, step ${i}: letter ${expected.changed_at[i - 1] + 1}, ${words[i - 1][expected.changed_at[i - 1]]} changed to ${w[expected.changed_at[i - 1]]}`)));
      assert.ok(rungs.every((r) => r.hidden === 'true'));
      // Readable on a phone: no sideways scrolling, tiles big enough to read, the marked one differs.
      assert.equal(await s.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'no sideways scrolling');
      const tile = await s.page.$eval(`${OUT} .tile`, (t) => [t.getBoundingClientRect().width, parseFloat(getComputedStyle(t).fontSize)]);
      assert.ok(tile[0] >= 20 && tile[1] >= 15, `tile ${tile}`);
      const [plain, marked] = await s.page.$$eval(`${OUT} li.rung:nth-child(2) .tile`, (ts) => [ts.find((t) => t.tagName !== 'MARK'), ts.find((t) => t.tagName === 'MARK')].map((t) => getComputedStyle(t).backgroundColor));
      assert.notEqual(plain, marked);
      await s.page.locator(`${OUT}`).screenshot({ path: join(SHOTS, `ladder-rungs-${width}.png`) });
      assert.deepEqual(s.problems, []);
    } finally { await s.close(); }
  }
});
