// End-to-end: the word finder in the real page, checked against the CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { open, ready, solved, cli, SHOTS, COMMONNESS_WORDS, wordsInPage, showAll } from './helpers.mjs';

// The page lists words grouped by length (shortest first), each group in the CLI's order.
const byLength = (words, longestFirst = false) => [...words].sort((a, b) => (longestFirst ? b.length - a.length : a.length - b.length));

test('a pattern typed in the page gives the same words as the CLI', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.fill('#panel-finder input[name=pattern]', '?a?e');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    const expected = cli('words', '?a?e');
    assert.equal(expected.count, 119);
    // The first screen, then the rest of the list the engine returned, without a new search.
    assert.deepEqual(await wordsInPage(s.page), expected.words.slice(0, 60).map((w) => w.word));
    assert.match(await s.page.textContent('#out-finder button.more'), /^Show 40 more \(60 of 100 words shown\)$/);
    await s.page.click('#out-finder button.more');
    assert.deepEqual(await wordsInPage(s.page), expected.words.map((w) => w.word));
    assert.equal(await s.page.isVisible('#out-finder button.more'), false);
    const summary = await s.page.textContent('#out-finder .summary');
    assert.match(summary, /119 words, listing the first 100/);
    assert.equal(await s.page.textContent('#out-finder .length-group h3'), '4 letters (100)');
    // How common each word is, in words (the CLI's), with its SCOWL level on hover.
    const tags = await s.page.$$eval('#out-finder ol.words li .level', (t) => t.map((x) => [x.textContent, x.title]));
    assert.deepEqual(tags, expected.words.map((w) => [COMMONNESS_WORDS[w.commonness], `SCOWL level ${w.level} (lower is more common)`]));
    assert.ok(new Set(tags.map((t) => t[0])).size > 1, 'more than one class of commonness');
    assert.match(await s.page.evaluate(() => location.hash), /^#words\?pattern=%3Fa%3Fe/);
    await s.page.screenshot({ path: join(SHOTS, 'finder-1280.png'), fullPage: true });
    // A very rare word reads as words, not as the JSON's value (`very-rare`).
    await s.page.fill('#panel-finder input[name=pattern]', 'c?t?');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    const rare = cli('words', 'c?t?').words.filter((w) => w.commonness === 'very-rare').map((w) => w.word);
    assert.ok(rare.length > 0, 'c?t? has a very rare word');
    const tagOf = await s.page.$$eval('#out-finder ol.words li', (li) => li.map((x) => [x.querySelector('.word').textContent, x.querySelector('.level').textContent]));
    for (const w of rare) assert.deepEqual(tagOf.find(([word]) => word === w), [w, 'very rare']);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('anagram mode, a link that restores and solves, and the gzip path (no brotli)', async () => {
  const s = await open({ brotli: false, viewport: { width: 360, height: 800 } });
  try {
    await s.page.goto(`${s.url}#words?anagram=listen`);
    await s.page.waitForSelector('#out-finder ol.words');
    const expected = cli('words', '--anagram', 'listen');
    assert.deepEqual(await wordsInPage(s.page), expected.words.map((w) => w.word));
    assert.equal(await s.page.inputValue('#panel-finder input[name=letters]'), 'listen');
    await s.page.screenshot({ path: join(SHOTS, 'finder-360.png'), fullPage: true });
    const marks = await s.page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));
    for (const m of ['wordwright:worker-start', 'wordwright:wasm-ready', 'wordwright:dictionary-ready', 'wordwright:first-answer']) assert.ok(marks.includes(m), m);
    // The worker's start is put on the page's clock: after navigation, before the wasm is ready.
    const [start, wasm] = await s.page.evaluate(() => ['worker-start', 'wasm-ready']
      .map((m) => performance.getEntriesByName(`wordwright:${m}`)[0].startTime));
    assert.ok(start > 0 && start <= wasm, `worker start ${start}, wasm ready ${wasm}`);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('bad input gets a clear message and the input is kept', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    const cases = [
      ['ab[cd', /'\[' at position 3 with no closing '\]'/],
      ['c$t', /'\$' at position 2/],
      ['a{70}', /more than 64 copies; the most is 64/],
      ['?'.repeat(10000), /10000 characters long; the limit is 1000/],
      ['', /give a pattern/],
    ];
    for (const [input, message] of cases) {
      await s.page.fill('#panel-finder input[name=pattern]', input);
      await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
      assert.match(await s.page.textContent('#out-finder [role=alert]'), message);
      assert.equal(await s.page.inputValue('#panel-finder input[name=pattern]'), input);
    }
    // A pattern that matches everything: a bounded answer with a limit.
    await s.page.fill('#panel-finder input[name=pattern]', '*');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.match(await s.page.textContent('#out-finder .summary'), /111,593 words|111593 words/);
    assert.equal((await wordsInPage(s.page)).length, 60);
    await showAll(s.page);
    assert.deepEqual(await wordsInPage(s.page), byLength(cli('words', '*').words.map((w) => w.word)));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('on a phone the first screen reaches the puzzle: settings beside their labels, two rows of tabs, the pattern field', async () => {
  const s = await open({ viewport: { width: 390, height: 844 } });
  try {
    await ready(s.page, s.url);
    const box = (q) => s.page.$eval(q, (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left }; });
    const pattern = await box('#panel-finder input[name=pattern]');
    assert.ok(pattern.bottom <= 844, `the pattern field ends at ${pattern.bottom} px, below the first screen`);
    const tabRows = new Set(await s.page.$$eval('[role=tab]', (t) => t.map((x) => Math.round(x.getBoundingClientRect().top))));
    assert.ok(tabRows.size <= 2, `the tabs take ${tabRows.size} rows`);
    for (const id of ['level', 'spelling', 'theme']) {
      const [label, select] = [await box(`label[for=${id}]`), await box(`#${id}`)];
      assert.ok(label.top >= select.top - 1 && label.bottom <= select.bottom + 1 && label.left < select.left, `#${id}'s label is beside it`);
    }
    await s.page.screenshot({ path: join(SHOTS, 'first-screen-390.png') });
    // A long help shows its first sentence; the rest is one tap away.
    await s.page.click('#tab-jumble');
    const more = '#panel-jumble details.help-more';
    assert.match(await s.page.textContent('#panel-jumble p.help'), /^Type each scrambled clue word on its own line[^.]*\.$/);
    assert.equal(await s.page.isVisible(`${more} p`), false);
    assert.ok((await box('#panel-jumble textarea')).top < 844, 'the Jumble\'s clues start on the first screen');
    await s.page.click(`${more} summary`);
    assert.match(await s.page.textContent(`${more} p`), /^A clue without circles is simply unscrambled/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the syntax card: an example fills the pattern and solves; results grouped by length', async () => {
  const s = await open({ viewport: { width: 390, height: 900 } });
  try {
    await ready(s.page, s.url);
    await s.page.click('#panel-finder details.syntax summary');
    await solved(s.page, () => s.page.click('#panel-finder button.example:text-is("c?t*")'));
    assert.equal(await s.page.inputValue('#panel-finder input[name=pattern]'), 'c?t*');
    const expected = cli('words', 'c?t*').words.map((w) => w.word);
    await showAll(s.page);
    assert.deepEqual(await wordsInPage(s.page), byLength(expected));
    const headings = await s.page.$$eval('#out-finder .length-group h3', (h) => h.map((x) => x.textContent));
    const perLength = (n) => expected.filter((w) => w.length === n).length;
    assert.deepEqual(headings.slice(0, 3), [3, 4, 5].map((n) => `${n} letters (${perLength(n)})`));
    assert.ok(perLength(3) > 0 && perLength(4) > 0 && perLength(5) > 0);
    await s.page.screenshot({ path: join(SHOTS, 'finder-syntax-390.png'), fullPage: true });
    // A sub-anagram lists the longest words first.
    await s.page.selectOption('#panel-finder select[name=mode]', 'subanagram');
    await s.page.fill('#panel-finder input[name=letters]', 'listen');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    await showAll(s.page);
    assert.deepEqual(await wordsInPage(s.page), byLength(cli('words', '--subanagram', 'listen').words.map((w) => w.word), true));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('each mode sends only its own fields; an impossible query says why', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    const pattern = '#panel-finder input[name=pattern]';
    const maxLen = '#panel-finder input[name=max-len]';
    await s.page.fill(pattern, 'c?t*');
    await s.page.fill(maxLen, '3');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.deepEqual(await wordsInPage(s.page), cli('words', 'c?t*', '--max-len', '3').words.map((w) => w.word));
    // The pattern and length limit of the Pattern mode do not filter the anagram.
    await s.page.selectOption('#panel-finder select[name=mode]', 'anagram');
    assert.equal(await s.page.inputValue(pattern), '');
    assert.equal(await s.page.inputValue(maxLen), '');
    await s.page.fill('#panel-finder input[name=letters]', 'listen');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.deepEqual(await wordsInPage(s.page), cli('words', '--anagram', 'listen').words.map((w) => w.word));
    assert.equal(await s.page.evaluate(() => location.hash), '#words?anagram=listen');
    // An anagram filter that rules out every word says why.
    await s.page.fill(pattern, '???????');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.equal(await s.page.textContent('#out-finder .summary'),
      `No words match: ${cli('words', '???????', '--anagram', 'listen').reason}.`);
    // Back in Pattern mode, its own pattern and limit come back.
    await s.page.selectOption('#panel-finder select[name=mode]', 'pattern');
    assert.equal(await s.page.inputValue(pattern), 'c?t*');
    assert.equal(await s.page.inputValue(maxLen), '3');
    await s.page.fill(pattern, '??????');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.equal(await s.page.textContent('#out-finder .summary'),
      'No words match: the pattern needs at least 6 letters but the longest length is 3.');
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('anagram groups and deranged pairs, as the CLI lists them', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.selectOption('#panel-finder select[name=mode]', 'groups');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    const groupsInPage = () => s.page.$$eval('#out-finder ol.groups li', (li) => li.map((x) => [...x.querySelectorAll('.word')].map((w) => w.textContent)));
    const expected = cli('words', '--anagram-groups');
    assert.match(await s.page.textContent('#out-finder .summary'), new RegExp(`^${expected.count} groups, listing the first 100`));
    assert.deepEqual(await groupsInPage(), expected.groups.slice(0, 60).map((g) => g.words.map((w) => w.word)));
    await showAll(s.page);
    assert.equal((await groupsInPage()).length, 100);
    await s.page.screenshot({ path: join(SHOTS, 'finder-groups-1280.png') });
    await s.page.check('#panel-finder input[name=deranged]');
    await s.page.fill('#panel-finder input[name=min-size]', '3');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    const pairs = cli('words', '--anagram-groups', '--deranged', '--min-size', '3');
    assert.deepEqual((await groupsInPage()).slice(0, 5), pairs.groups.slice(0, 5).map((g) => g.words.map((w) => w.word)));
    assert.match(await s.page.textContent('#out-finder .summary'), new RegExp(`^${pairs.count} pairs`));
    assert.equal(await s.page.evaluate(() => location.hash), '#words?anagram-groups=1&min-size=3&deranged=1');
    // A link restores the mode and its fields.
    await solved(s.page, () => s.page.goto(`${s.url}#words?anagram-groups=1&pattern=*ing&min-size=4`));
    assert.equal(await s.page.inputValue('#panel-finder select[name=mode]'), 'groups');
    assert.deepEqual(await groupsInPage(), cli('words', '*ing', '--anagram-groups', '--min-size', '4').groups.map((g) => g.words.map((w) => w.word)));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('phrase anagrams: the CLI\'s phrases in its order, ranked with the ranking data; a link restores them', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.selectOption('#panel-finder select[name=mode]', 'phrase');
    assert.equal(await s.page.isVisible('#panel-finder input[name=pattern]'), false, 'the pattern belongs to other modes');
    await s.page.fill('#panel-finder input[name=phrase-anagram]', 'Dormitory');
    // The first page is shown before the rest are counted (113 phrases, 100 listed).
    await s.page.evaluate(() => document.addEventListener('wordwright:partial', () => {
      window.firstPage = document.querySelector('#out-finder .summary')?.textContent;
    }));
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.equal(await s.page.evaluate(() => window.firstPage), 'The 100 most likely phrases; counting the rest…');
    const phrasesInPage = () => s.page.$$eval('#out-finder ol.phrases li', (li) => li.map((x) => [...x.querySelectorAll('.word')].map((w) => w.textContent)));
    const expected = cli('words', '--phrase-anagram', 'Dormitory');
    assert.match(await s.page.textContent('#out-finder .summary'), new RegExp(`^${expected.count} phrases`));
    assert.deepEqual(await phrasesInPage(), expected.phrases.slice(0, 60).map((p) => p.words));
    // Ranked with the word pairs, as the CLI ranks them: the page waited for the ranking data.
    assert.doesNotMatch(await s.page.textContent('#out-finder'), /word-pair data is not loaded/);
    assert.equal(await s.page.evaluate(() => location.hash), '#words?phrase-anagram=Dormitory');
    await s.page.setViewportSize({ width: 390, height: 844 });
    await s.page.screenshot({ path: join(SHOTS, 'finder-phrases-390.png'), fullPage: true });
    await s.page.setViewportSize({ width: 1280, height: 900 });
    // Its own fields reach the core, and a link restores the mode and every field.
    await solved(s.page, () => s.page.goto(`${s.url}#words?phrase-anagram=astronomer&words=2&include=moon`));
    assert.equal(await s.page.inputValue('#panel-finder select[name=mode]'), 'phrase');
    assert.equal(await s.page.inputValue('#panel-finder input[name=include]'), 'moon');
    const two = cli('words', '--phrase-anagram', 'astronomer', '--words', '2', '--include', 'moon');
    assert.deepEqual(await phrasesInPage(), two.phrases.slice(0, 60).map((p) => p.words));
    assert.ok(two.phrases.length > 0 && two.phrases.every((p) => p.words.length === 2 && p.words.includes('moon')));
    // A bad option is named, and what was typed is kept.
    await s.page.fill('#panel-finder input[name=exclude]', 'moon');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.match(await s.page.textContent('#out-finder'), /both included and excluded/);
    assert.equal(await s.page.inputValue('#panel-finder input[name=phrase-anagram]'), 'astronomer');
    // Several words in one field, as people type a list: each is in every phrase.
    await solved(s.page, () => s.page.goto(`${s.url}#words?phrase-anagram=clint%20eastwood&include=old%20west`));
    const both = cli('words', '--phrase-anagram', 'clint eastwood', '--include', 'old', '--include', 'west');
    assert.ok(both.phrases.length > 0 && both.phrases.every((p) => p.words.includes('old') && p.words.includes('west')));
    assert.deepEqual(await phrasesInPage(), both.phrases.slice(0, 60).map((p) => p.words));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('lookup says which tier has a word, loading the extended tier at level 95', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.selectOption('#panel-finder select[name=mode]', 'lookup');
    await s.page.fill('#panel-finder input[name=word]', 'zyzzyva');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.match(await s.page.textContent('#out-finder'), /extended tier at level 80, above the current level 70/);
    // SCOWL's words spelled with an apostrophe, typed with a typographic one.
    await s.page.fill('#panel-finder input[name=word]', 'Ma\u2019am');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.match(await s.page.textContent('#out-finder'), /“ma'am” is in the default dictionary at level 35/);
    await s.page.fill('#panel-finder input[name=word]', 'zyzzyva');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    // A new level solves the puzzle in view again.
    await solved(s.page, () => s.page.selectOption('#level', '95'));
    assert.equal(await s.page.isVisible('#ukacd-line'), true);
    const expected = cli('lookup', 'zyzzyva');
    assert.match(await s.page.textContent('#out-finder'), new RegExp(`extended tier at level ${expected.level}`));
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a user word list is used by the finder', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.click('details.settings summary');
    await s.page.fill('#list-text', 'zebra\nzonal\nzooms\n12345\n');
    await s.page.click('#list-use');
    await s.page.waitForFunction(() => /Using the pasted list: 3 words\./.test(document.querySelector('#list-status').textContent));
    assert.match(await s.page.textContent('#list-notes'), /skipped 1 line/);
    await s.page.fill('#panel-finder input[name=pattern]', 'z*');
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.deepEqual(await wordsInPage(s.page), ['zebra', 'zonal', 'zooms']);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a dictionary that fails to load is reported with a retry button', async () => {
  const s = await open({
    route: (context) => context.route(/default\.wwdb\.gz$/, (r) => r.fulfill({ status: 404, body: 'gone' })),
  });
  try {
    await s.page.goto(s.url);
    await s.page.waitForSelector('#status.error');
    assert.match(await s.page.textContent('#status'), /could not be downloaded \(HTTP 404\).*try again/);
    assert.equal(await s.page.isVisible('#status button'), true);
  } finally { await s.close(); }
});

test('a waiting search shows progress and can be cancelled; the page then solves again', async () => {
  let release;
  const held = new Promise((ok) => { release = ok; });
  const s = await open({
    // Hold every dictionary download until the test has cancelled, so the first search is still waiting.
    route: (context) => context.route(/default\.wwdb\.gz$/, async (r) => {
      await held;
      await r.continue().catch(() => {});
    }),
  });
  try {
    await s.page.goto(s.url);
    await s.page.fill('#panel-finder input[name=pattern]', 'c?t');
    await s.page.click('#panel-finder button[type=submit]');
    await s.page.waitForSelector('#busy:not([hidden])', { timeout: 3000 });
    assert.match(await s.page.textContent('#busy-text'), /Working… \d+\.\d s/);
    await solved(s.page, () => s.page.click('#cancel'));
    release();
    assert.match(await s.page.textContent('#out-finder'), /Cancelled\. Your input is kept/);
    assert.equal(await s.page.inputValue('#panel-finder input[name=pattern]'), 'c?t');
    const t0 = Date.now();
    await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    assert.ok(Date.now() - t0 < 4000, 'the restarted worker answers at once');
    assert.deepEqual(await wordsInPage(s.page), cli('words', 'c?t').words.map((w) => w.word));
  } finally { await s.close(); }
});

test('tabs work from the keyboard; About has the credits', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    await s.page.focus('#tab-finder');
    await s.page.keyboard.press('ArrowRight');
    assert.equal(await s.page.evaluate(() => document.activeElement.id), 'tab-jumble');
    assert.equal(await s.page.isVisible('#panel-jumble'), true);
    await s.page.keyboard.press('End');
    assert.equal(await s.page.evaluate(() => document.activeElement.id), 'tab-about');
    await s.page.waitForFunction(() => /UKACD/.test(document.querySelector('#scowl-text').textContent));
    assert.match(await s.page.textContent('#panel-about'), /J Ross Beresford 1993-1999/);
    await s.page.screenshot({ path: join(SHOTS, 'about-1280.png') });
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('back and forward move between solved puzzles; links and results can be copied', async () => {
  const s = await open();
  try {
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(s.url).origin });
    await ready(s.page, s.url);
    for (const p of ['?a?e', 'c?t']) {
      await s.page.fill('#panel-finder input[name=pattern]', p);
      await solved(s.page, () => s.page.click('#panel-finder button[type=submit]'));
    }
    assert.equal((await wordsInPage(s.page))[0], cli('words', 'c?t').words[0].word);
    await solved(s.page, () => s.page.goBack());
    assert.equal(await s.page.inputValue('#panel-finder input[name=pattern]'), '?a?e');
    await showAll(s.page);
    assert.deepEqual(await wordsInPage(s.page), cli('words', '?a?e').words.map((w) => w.word));
    await solved(s.page, () => s.page.goForward());
    assert.equal(await s.page.inputValue('#panel-finder input[name=pattern]'), 'c?t');
    await s.page.click('#panel-finder button:text("Copy link")');
    assert.equal(await s.page.evaluate(() => navigator.clipboard.readText()), `${s.url}#words?pattern=c%3Ft`);
    await s.page.click('#panel-finder button:text("Copy results")');
    const text = await s.page.evaluate(() => navigator.clipboard.readText());
    assert.match(text, /cat/);
    assert.match(text, /words/);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the CSP is enforced and a violation is caught by the test guard', async () => {
  const s = await open();
  try {
    await ready(s.page, s.url);
    assert.deepEqual(s.problems, []);
    // An inline script and an eval are refused by the policy, and the guard sees it.
    await s.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await s.page.waitForFunction(() => true);
    await new Promise((ok) => setTimeout(ok, 300));
    assert.equal(await s.page.evaluate(() => window.injected), undefined);
    assert.ok(s.problems.some((p) => /CSP/.test(p)), JSON.stringify(s.problems));
  } finally { await s.close(); }
});
