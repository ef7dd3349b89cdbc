// End-to-end: the letter dice tab in the real page, checked against the CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { open, ready, solved, cli, SHOTS } from './helpers.mjs';

const WRITE_UP = 'sale fens axes wars hear crab veil gays duck spey brow rack char pugh tare duct pile joys ripe';

const texts = (page, selector) => page.$$eval(selector, (nodes) => nodes.map((n) => n.textContent));

test('the example (the write-up puzzle) is solved in the page as by the CLI', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-dice');
    await solved(s.page, () => s.page.click('#panel-dice button:has-text("Example")'));
    const expected = cli('dice', ...WRITE_UP.split(' '));
    assert.equal(expected.count, 2);
    assert.equal(await s.page.inputValue('#panel-dice textarea[name=words]'), WRITE_UP);
    assert.match(await s.page.textContent('#out-dice .summary'), /^2 sets of dice fit\.$/);
    // The solutions, the deduction and the open groups are the CLI's.
    assert.deepEqual(await texts(s.page, '#out-dice ol.dice-solutions li'),
      expected.solutions.map((sol) => sol.join(' ').toUpperCase()));
    assert.deepEqual(await texts(s.page, '#out-dice ol.dice-steps li'), expected.explanation);
    assert.deepEqual(await texts(s.page, '#out-dice ul.dice-open li'), expected.open);
    assert.match(await s.page.textContent('#out-dice'), new RegExp(`settle it: ${expected.suggest.toUpperCase()}`));
    // The dice are drawn with their letters; the open faces are marked with F and N.
    const dice = await s.page.$$eval('#out-dice .die', (nodes) => nodes.map((d) => [...d.querySelectorAll('.face')].map((f) => f.textContent).join('')));
    assert.deepEqual(dice, ['ADOPVF/N', 'BHIKST', 'CEGJMW', 'LRUXYF/N']);
    assert.equal(await s.page.locator('#out-dice .face.open').count(), 2);
    assert.match(await s.page.evaluate(() => location.hash), /^#dice\?words=sale\+fens/);
    await s.page.screenshot({ path: join(SHOTS, 'dice-1280.png'), fullPage: true });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a link with other sizes restores the form and solves it', async () => {
  const s = await open({ viewport: { width: 360, height: 800 } });
  try {
    const words = 'aei bfj cgk dhl afk bgl chi dej agj';
    await s.page.goto(`${s.url}#dice?words=${encodeURIComponent(words)}&dice=3&faces=4&alphabet=a-l`);
    await s.page.waitForSelector('#out-dice .summary');
    const expected = cli('dice', ...words.split(' '), '--dice', '3', '--faces', '4', '--alphabet', 'a-l');
    assert.equal(expected.count, 1);
    assert.match(await s.page.textContent('#out-dice .summary'), /^One set of dice fits\.$/);
    assert.deepEqual(await texts(s.page, '#out-dice ol.dice-steps li'), expected.explanation);
    assert.equal(await s.page.inputValue('#panel-dice input[name=faces]'), '4');
    assert.equal(await s.page.inputValue('#panel-dice input[name=alphabet]'), 'a-l');
    assert.equal(await s.page.locator('#out-dice .die').count(), 3);
    await s.page.screenshot({ path: join(SHOTS, 'dice-360.png'), fullPage: true });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('bad input gets a clear message; a repeated letter is an answer with the clash', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('#tab-dice');
    const cases = [
      ['sale fen', /word 2 \("fen"\) has 3 symbols; with 4 dice every word has 4/],
      ['sale quiz', /'q' at position 1, which is on no die/],
      ['', /give the rolled words/],
    ];
    for (const [input, message] of cases) {
      await s.page.fill('#panel-dice textarea[name=words]', input);
      await solved(s.page, () => s.page.click('#panel-dice button[type=submit]'));
      assert.match(await s.page.textContent('#out-dice [role=alert]'), message);
      assert.equal(await s.page.inputValue('#panel-dice textarea[name=words]'), input);
    }
    await s.page.fill('#panel-dice textarea[name=words]', 'sale\nseas');
    await solved(s.page, () => s.page.click('#panel-dice button[type=submit]'));
    assert.match(await s.page.textContent('#out-dice .summary'), /No set of dice fits these words/);
    assert.match(await s.page.textContent('#out-dice'), /SEAS has S twice/);
    assert.match(await s.page.textContent('#out-dice'), /Words that clash: SEAS/);
    // Many solutions: the count is exact, the list is cut.
    await s.page.fill('#panel-dice textarea[name=words]', 'abcdef');
    await s.page.fill('#panel-dice input[name=dice]', '6');
    await s.page.fill('#panel-dice input[name=alphabet]', 'a-z0-9');
    await solved(s.page, () => s.page.click('#panel-dice button[type=submit]'));
    assert.match(await s.page.textContent('#out-dice .summary'), /^88,832,646,059,788,350,720 sets of dice fit, showing the first 100\./);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
