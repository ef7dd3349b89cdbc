// End-to-end: the Make mode of the tabs (issue 16). Each maker the core provides makes, in the
// page and from a fixed seed, the puzzle `wordwright make <kind> --seed S --json` makes; the
// makers' wasm module loads on the first Make only; links, Back and Forward, hide-answer, embeds,
// a budget that runs out, offline after first use; and each print view: the puzzle on one A4 or
// Letter page with no answer on it, the answer on the next.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { open, ready, readyUnderServiceWorker, solved, cli, SHOTS, DIST, ROOT } from './helpers.mjs';

const SCHEMA = (await import(pathToFileURL(join(DIST, 'www/schema.js')))).default;
const provided = (maker) => SCHEMA.commands.some((c) => c.name === maker);

// Each kind: its tab, a seed, the CLI's extra arguments and the page's fields for them, what the
// page must draw for the CLI's puzzle, and the answer's parts that must not be on the puzzle's page.
const KINDS = [
  {
    maker: 'make-jumble', tab: 'jumble', seed: 7, fields: { answer: 'piece of cake' },
    async check(page, made, at) {
      // Each clue: its scramble in tiles, then its squares with the mask's circles.
      const clues = made.puzzle.argv.filter((a, i, all) => all[i - 1] === '--clue');
      const drawn = await page.$$eval(`${at} .made-puzzle ol.made-jumble > li`, (lis) => lis.map((li) => {
        const [tiles, squares] = li.querySelectorAll('.boxes');
        const word = [...tiles.querySelectorAll('.box')].map((b) => b.textContent).join('');
        const mask = [...squares.querySelectorAll('.box')].map((b) => (b.classList.contains('circled') ? 'O' : '-')).join('');
        const empty = [...squares.querySelectorAll('.box')].every((b) => b.textContent === '');
        return `${word.toLowerCase()}:${mask}${empty ? '' : ' (filled)'}`;
      }));
      assert.deepEqual(drawn, clues);
      const pattern = made.puzzle.argv[made.puzzle.argv.indexOf('--answer') + 1];
      const final = await page.$$eval(`${at} .made-puzzle .made-final .box:not(.gap)`, (bs) => bs.map((b) => b.textContent || '-').join(''));
      assert.equal(final, pattern.replace(/ /g, '').toUpperCase());
      const solution = await page.$$eval(`${at} .made-answer .word`, (ws) => ws.map((w) => w.textContent));
      assert.deepEqual(solution, [made.answer.clues.join(', ').toUpperCase(), made.answer.phrase.toUpperCase()]);
      const meta = await page.textContent(`${at} .made-puzzle .made-meta`);
      if (made.check.solutions > 1) assert.match(meta, /the answer is its most likely reading, (over a million|[\d,]+) times likelier than the next/);
      else assert.match(meta, /exactly one answer/);
    },
    secret: (made) => [...made.answer.clues, ...made.answer.phrase.split(' ').filter((w) => w.length > 2)],
  },
  {
    maker: 'make-ladder', tab: 'ladder', seed: 11, fields: {},
    async check(page, made, at) {
      const rungs = await page.$$eval(`${at} .made-puzzle ol.made-rungs > li`, (lis) => lis.map((li) => [...li.querySelectorAll('.box')].map((b) => b.textContent).join('')));
      const n = made.answer.length;
      assert.deepEqual(rungs, made.answer.map((w, i) => (i === 0 || i === n - 1 ? w.toUpperCase() : '')));
      assert.equal(await page.textContent(`${at} .made-answer .word`), made.answer.map((w) => w.toUpperCase()).join(' \u2192 '));
    },
    secret: (made) => made.answer.slice(1, -1),
  },
  {
    maker: 'make-rack', tab: 'rack', seed: 5, fields: {},
    async check(page, made, at) {
      // Each tile: its letter, and its points from the tile set the solver scored with.
      const tiles = await page.$$eval(`${at} .made-puzzle .tiles .box`, (n) => n.map((b) => [b.firstChild?.nodeType === 3 ? b.firstChild.textContent : '', b.querySelector('.points')?.textContent]));
      const rack = made.puzzle.argv[1];
      assert.equal(tiles.map(([letter]) => letter).join(''), rack.replace(/\?/g, '').toUpperCase());
      assert.deepEqual(tiles.map(([, points]) => points), [...rack].map((c) => String(c === '?' ? 0 : made.check.values[c.charCodeAt(0) - 97])));
      assert.equal(made.check.values.length, 26);
      assert.match(await page.textContent(`${at} .made-answer`), new RegExp(`${made.answer.word.toUpperCase()}, ${made.answer.score} points`));
    },
    secret: (made) => [made.answer.word],
  },
  {
    maker: 'make-dice', tab: 'dice', seed: 3, fields: {},
    async check(page, made, at) {
      const words = await page.$$eval(`${at} .made-puzzle .made-words li`, (n) => n.map((w) => w.textContent.toLowerCase()));
      assert.deepEqual(words, made.puzzle.argv.slice(1).filter((a, i, all) => !a.startsWith('--') && !(all[i - 1] || '').startsWith('--')));
      const empty = await page.$$eval(`${at} .made-puzzle .die .face`, (n) => n.every((f) => f.textContent === ''));
      assert.ok(empty, 'the dice of the puzzle are to fill in');
      const faces = await page.$$eval(`${at} .made-answer .die`, (dice) => dice.map((d) => [...d.querySelectorAll('.face')].map((f) => f.textContent.toLowerCase()).join('')));
      assert.deepEqual(faces, made.answer);
    },
    secret: () => [],
  },
  {
    maker: 'make-crypto', tab: 'assign', seed: 2, fields: { text: 'To be or not to be, that is the question.' },
    async check(page, made, at) {
      const [, , cipher, ...rest] = made.puzzle.argv;
      const words = await page.$$eval(`${at} .made-puzzle .made-crypto .cword`, (ws) => ws.map((w) => [...w.querySelectorAll('.cell')].map((c) => c.querySelector('.code').textContent || c.querySelector('.box').textContent).join('')));
      assert.deepEqual(words, cipher.split(' '));
      // Each hint fills its letter's boxes; the others are blank.
      const hints = new Map(rest.filter((a, i) => rest[i - 1] === '--known').map((h) => h.split('=')));
      const boxes = await page.$$eval(`${at} .made-puzzle .made-crypto .cell:not(.punct)`, (cs) => cs.map((c) => [c.querySelector('.code').textContent, c.querySelector('.box').textContent]));
      for (const [code, box] of boxes) assert.equal(box, (hints.get(code) ?? '').toUpperCase(), `the box of ${code}`);
      assert.equal(await page.textContent(`${at} .made-answer .quote`), made.answer);
      // What the check proved, as it proved it: the quote ranked first, not one answer.
      const meta = await page.textContent(`${at} .made-puzzle .made-meta`);
      if (made.check.solutions > 1) assert.match(meta, /the answer is its most likely reading, (over a million|[\d,]+) times likelier than the next/);
      else assert.match(meta, /exactly one answer/);
    },
    secret: (made) => made.answer.split(/\W+/).filter((w) => w.length > 4),
  },
  {
    maker: 'make-assign', tab: 'assign', seed: 4, fields: { words: 'three,flush,torch,after,optic' },
    async check(page, made, at) {
      const rows = made.puzzle.argv.filter((a, i, all) => all[i - 1] === '--row');
      const drawn = await page.$$eval(`${at} .made-puzzle .made-rows > li`, (lis) => lis.map((li) => [...li.querySelectorAll('.code')].map((c) => c.textContent).join(' ')));
      assert.deepEqual(drawn, rows);
      const words = await page.$$eval(`${at} .made-answer .made-words li`, (n) => n.map((w) => w.textContent.toLowerCase()));
      assert.deepEqual(words, ['three', 'flush', 'torch', 'after', 'optic']);
    },
    secret: () => ['three', 'flush', 'torch', 'after', 'optic'],
  },
].filter((k) => provided(k.maker));

/** The CLI's arguments for a kind's fields: --name value. */
const cliArgs = (kind) => Object.entries(kind.fields).flatMap(([k, v]) => [`--${k}`, v]);
/** The hash of a kind's puzzle made from `seed`. */
const hashOf = (kind, seed) => `#${kind.maker}?${new URLSearchParams([...Object.entries(kind.fields), ['seed', String(seed)]])}`;

/** Makes `kind`'s puzzle in the page from the form: Mode → Make, the fields, the seed. */
async function makeInPage(page, kind) {
  await page.click(`#tab-${kind.tab}`);
  await page.selectOption(`#panel-${kind.tab} select[name=task]`, 'make');
  if (await page.isVisible(`#panel-${kind.tab} select[name=maker]`)) await page.selectOption(`#panel-${kind.tab} select[name=maker]`, kind.maker);
  for (const [name, value] of Object.entries(kind.fields)) await page.fill(`#panel-${kind.tab} [name=${kind.maker}-${name}]`, value);
  await page.fill(`#panel-${kind.tab} input[name=${kind.maker}-seed]`, String(kind.seed));
  const done = await solved(page, () => page.click(`#panel-${kind.tab} button[type=submit]`));
  assert.equal(done.rendered, true, `${kind.maker} rendered`);
}

test('each maker makes in the page the puzzle the CLI makes from the same seed; Solve it opens it in the solver', async () => {
  // Every maker of the CLI is in schema.js, and offered by a tab's Make mode.
  const listed = [...execFileSync(join(ROOT, 'target/release/wordwright'), ['help'], { encoding: 'utf8' }).matchAll(/^ {2}make (\w+)/gm)].map((m) => `make-${m[1]}`);
  assert.ok(listed.length >= 3, listed.join(' '));
  for (const maker of listed) assert.ok(provided(maker), `schema.js declares ${maker}`);
  // (Service workers blocked: with one, a request shows twice, the worker's and the service worker's.)
  const s = await open({ serviceWorkers: 'block' });
  const makeRequests = [];
  s.context.on('request', (r) => { if (/wordwright_make/.test(r.url())) makeRequests.push(new URL(r.url()).pathname); });
  try {
    await ready(s.page, s.url);
    const offered = await s.page.$$eval('select[name=maker] option', (o) => o.map((x) => x.value));
    assert.deepEqual([...offered].sort(), [...listed].sort(), 'each maker has a tab');
    // Start-up and solving leave the makers' module alone.
    await solved(s.page, () => s.page.click('#panel-finder button:text("Example")'));
    assert.deepEqual(makeRequests, [], 'the makers\u2019 module is not loaded before the first Make');
    for (const kind of KINDS) {
      const made = cli('make', kind.maker.slice(5), '--seed', String(kind.seed), ...cliArgs(kind));
      assert.equal(made.complete, true);
      await makeInPage(s.page, kind);
      await kind.check(s.page, made, `#panel-${kind.tab}`);
      assert.equal(await s.page.evaluate(() => location.hash), hashOf(kind, kind.seed));
      // The answer waits behind Reveal.
      assert.equal(await s.page.isVisible(`#panel-${kind.tab} .made-answer`), false);
      await s.page.click(`#panel-${kind.tab} .made-controls button:text("Reveal the answer")`);
      assert.equal(await s.page.isVisible(`#panel-${kind.tab} .made-answer`), true);
      assert.match(await s.page.textContent(`#panel-${kind.tab} .made-meta`), new RegExp(`${made.difficulty.label} \\(${made.difficulty.score} of 100\\)\\. Seed ${kind.seed}`));
      // The made puzzle, answer revealed, on a laptop and a phone.
      for (const width of [1280, 390]) {
        await s.page.setViewportSize({ width, height: 900 });
        await s.page.locator(`#panel-${kind.tab} .made`).screenshot({ path: join(SHOTS, `make-${kind.maker.slice(5)}-${width}.png`) });
      }
      await s.page.setViewportSize({ width: 1280, height: 900 });
    }
    assert.ok(makeRequests.some((p) => p.endsWith('/pkg/wordwright_make_bg.wasm')), makeRequests.join(' '));
    assert.equal(makeRequests.filter((p) => p.endsWith('_bg.wasm')).length, 1, 'the module is loaded once');

    // Solve it: the made ladder in the ladder solver, which finds its one shortest ladder.
    const ladder = KINDS.find((k) => k.maker === 'make-ladder');
    if (ladder) {
      const made = cli('make', 'ladder', '--seed', String(ladder.seed));
      await makeInPage(s.page, ladder);
      await solved(s.page, () => s.page.click('#panel-ladder .made-controls a:text("Solve it")'));
      assert.equal(await s.page.inputValue('#panel-ladder select[name=task]'), 'solve');
      assert.deepEqual(await s.page.$$eval('#out-ladder ol.ladder > li > span.word', (n) => n.map((x) => x.textContent)), made.answer);
      assert.match(await s.page.textContent('#out-ladder .summary'), /the only shortest ladder/);
      // Back: the made puzzle again, in Make mode.
      await solved(s.page, () => s.page.goBack());
      assert.equal(await s.page.inputValue('#panel-ladder select[name=task]'), 'make');
      assert.equal(await s.page.inputValue('#panel-ladder input[name=make-ladder-seed]'), String(ladder.seed));
      await ladder.check(s.page, made, '#panel-ladder');
    }
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a copied link fills the form and keeps the answer behind Reveal; an empty seed is drawn and shown', async () => {
  const kind = KINDS.find((k) => k.maker === 'make-ladder');
  const s = await open({ viewport: { width: 390, height: 800 } });
  try {
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await ready(s.page, s.url);
    await s.page.click(`#tab-${kind.tab}`);
    await s.page.selectOption(`#panel-${kind.tab} select[name=task]`, 'make');
    assert.equal(await s.page.textContent(`#panel-${kind.tab} button[type=submit]`), 'Make');
    await solved(s.page, () => s.page.click(`#panel-${kind.tab} button[type=submit]`));
    const seed = await s.page.inputValue(`#panel-${kind.tab} input[name=${kind.maker}-seed]`);
    assert.match(seed, /^\d+$/);
    assert.ok(Number(seed) <= 2 ** 53 - 1);
    assert.equal(await s.page.evaluate(() => location.hash), `#${kind.maker}?seed=${seed}`);
    await s.page.screenshot({ path: join(SHOTS, `make-page-390.png`), fullPage: true });

    await s.page.click(`#panel-${kind.tab} .made-controls button:text("Copy link")`);
    const link = await s.page.evaluate(() => navigator.clipboard.readText());
    assert.equal(link, `${s.url}#${kind.maker}?seed=${seed}&hide-answer=1`);
    await s.page.click(`#panel-${kind.tab} .made-controls button:text("Copy embed snippet")`);
    const snippet = await s.page.evaluate(() => navigator.clipboard.readText());
    assert.equal(snippet, `<script type="module" src="${s.url}embed.js"></script>\n<wordwright-solver puzzle="${kind.maker}" seed="${seed}" hide-answer></wordwright-solver>`);

    // The link, opened afresh: the form filled, the same puzzle, its answer behind Reveal.
    const made = cli('make', kind.maker.slice(5), '--seed', seed);
    await s.page.goto('about:blank');
    await s.page.goto(link);
    await s.page.waitForSelector(`#panel-${kind.tab} .made`);
    assert.equal(await s.page.inputValue(`#panel-${kind.tab} input[name=${kind.maker}-seed]`), seed);
    assert.equal(await s.page.isVisible(`#panel-${kind.tab} .made-answer`), false);
    await kind.check(s.page, made, `#panel-${kind.tab}`);

    // A maker's link without a seed gets one, in the address bar too.
    await s.page.goto('about:blank');
    await s.page.goto(`${s.url}#${kind.maker}`);
    await s.page.waitForSelector(`#panel-${kind.tab} .made`);
    const drawn = await s.page.inputValue(`#panel-${kind.tab} input[name=${kind.maker}-seed]`);
    assert.match(drawn, /^\d+$/);
    assert.equal(await s.page.evaluate(() => location.hash), `#${kind.maker}?seed=${drawn}`);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('the embed shows a made puzzle with its answer behind Reveal', async () => {
  const kind = KINDS.find((k) => k.maker === 'make-ladder');
  const s = await open({ viewport: { width: 600, height: 800 } });
  try {
    const made = cli('make', kind.maker.slice(5), '--seed', String(kind.seed));
    await s.page.goto(`${s.url}frame.html#${kind.maker}?seed=${kind.seed}&hide-answer=1`);
    await s.page.waitForSelector('.made');
    assert.equal(await s.page.isVisible('select[name=task]'), false);
    assert.equal(await s.page.isVisible('#panel .made-answer'), false);
    await kind.check(s.page, made, '#panel');
    const solveIt = await s.page.getAttribute('.made-controls a:text("Solve it")', 'href');
    assert.ok(solveIt.startsWith(`${s.url}#${made.puzzle.command}?`), solveIt);
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('a budget that runs out says so and offers another seed', async () => {
  const kind = KINDS.find((k) => k.maker === 'make-ladder');
  const s = await open();
  try {
    const made = cli('make', kind.maker.slice(5), '--seed', '1', '--budget', '1');
    assert.equal(made.puzzle, null);
    assert.equal(made.complete, false);
    await s.page.goto(`${s.url}#${kind.maker}?seed=1&budget=1`);
    await s.page.waitForSelector(`#out-${kind.tab} .reason`);
    // The CLI's reason, naming the page's way to raise the budget: its Search longer button.
    assert.equal(await s.page.textContent(`#out-${kind.tab} .reason`), made.reason.replace('raise --budget', 'press \u201cSearch longer\u201d'));
    assert.equal(await s.page.textContent(`#out-${kind.tab} .longer`), 'Search longer Runs it again with 10 steps (1 ran out).');
    assert.equal(await s.page.textContent(`#out-${kind.tab} .summary`), 'No puzzle this time.');
    await solved(s.page, () => s.page.click(`#out-${kind.tab} button:text("Try again (another seed)")`));
    assert.notEqual(await s.page.inputValue(`#panel-${kind.tab} input[name=${kind.maker}-seed]`), '1');
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});

test('Make works offline once the makers\u2019 module was used', async () => {
  const kind = KINDS.find((k) => k.maker === 'make-ladder');
  const s = await open();
  try {
    await readyUnderServiceWorker(s.page, s.url);
    await makeInPage(s.page, kind);
    await s.context.setOffline(true);
    await s.stopServer();
    const made = cli('make', kind.maker.slice(5), '--seed', String(kind.seed + 1), ...cliArgs(kind));
    const done = await solved(s.page, () => s.page.goto(`${s.url}${hashOf(kind, kind.seed + 1)}`));
    assert.equal(done.rendered, true);
    await kind.check(s.page, made, `#panel-${kind.tab}`);
  } finally { await s.close(); }
});

test('each print view: the puzzle on one A4 and one Letter page without its answer, the answer on the next', async () => {
  const s = await open({ viewport: { width: 794, height: 1123 } });
  // Every kind at its defaults, and a ladder of 20 steps (a long one prints smaller).
  const long = KINDS.filter((k) => k.maker === 'make-ladder').map((k) => ({ ...k, fields: { steps: '20' }, seed: 1, print: 'ladder-20' }));
  try {
    await ready(s.page, s.url);
    for (const kind of [...KINDS, ...long]) {
      const made = cli('make', kind.maker.slice(5), '--seed', String(kind.seed), ...cliArgs(kind));
      await makeInPage(s.page, kind);
      await s.page.emulateMedia({ media: 'print' });
      const view = await s.page.evaluate(() => {
        const visible = (sel) => [...document.querySelectorAll(sel)].filter((n) => n.getClientRects().length > 0);
        const answer = document.querySelector('[role=tabpanel]:not([hidden]) .made-answer');
        return {
          // What prints: the text of every visible element outside the answer.
          puzzle: visible('[role=tabpanel]:not([hidden]) .made-puzzle').map((n) => n.innerText).join('\n'),
          others: visible('header.top, footer, .settings-bar, .tabs, form.puzzle, .made-controls').length,
          answerShown: answer.getClientRects().length > 0,
          breakBefore: getComputedStyle(answer).breakBefore,
          answerText: answer.innerText,
        };
      });
      assert.equal(view.others, 0, `${kind.maker}: only the puzzle prints`);
      assert.equal(view.answerShown, true, `${kind.maker}: the answer prints, though not revealed`);
      assert.equal(view.breakBefore, 'page', `${kind.maker}: the answer starts a page`);
      for (const secret of kind.secret(made)) {
        assert.ok(!view.puzzle.toLowerCase().includes(secret.toLowerCase()), `${kind.maker}: ${secret} is on the puzzle's page`);
        assert.ok(view.answerText.toLowerCase().includes(secret.toLowerCase()), `${kind.maker}: ${secret} is on the answer's page`);
      }
      await s.page.screenshot({ path: join(SHOTS, `make-${kind.print ?? kind.maker.slice(5)}-print.png`), fullPage: true });
      // The PDF: the puzzle's page and the answer's page, no more, on A4 and on Letter.
      for (const format of ['A4', 'Letter']) {
        const pdf = (await s.page.pdf({ format })).toString('latin1');
        const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) || [];
        assert.equal(pages.length, 2, `${kind.maker} on ${format}: ${pages.length} pages`);
      }
      await s.page.emulateMedia({ media: 'screen' });
    }
    assert.deepEqual(s.problems, []);
  } finally { await s.close(); }
});
