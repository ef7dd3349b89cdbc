// End-to-end: the embed demo served from a second origin (another port) with a strict host CSP;
// each <wordwright-solver> loads the app's frame from the app origin and solves its puzzle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { open, cli, DIST, SHOTS } from './helpers.mjs';
import { serve } from '../../scripts/serve.mjs';

async function blog(appUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'ww-blog-'));
  mkdirSync(join(dir, 'www'));
  const html = readFileSync(join(DIST, 'embed.html'), 'utf8').replace('src="embed.js"', `src="${appUrl}embed.js"`);
  writeFileSync(join(dir, 'index.html'), html);
  copyFileSync(join(DIST, 'www/embed-demo.css'), join(dir, 'www/embed-demo.css'));
  const app = new URL(appUrl).origin;
  // A host with a strict CSP of its own: it only lets the app's script and frames in.
  const csp = `default-src 'self'; script-src 'self' ${app}; frame-src ${app}; style-src 'self'; object-src 'none'`;
  return serve({ root: dir, csp });
}

const frameOf = (page, id) => page.frameLocator(`#${id} >> iframe`);

test('each embedded solver works from another origin under a strict host CSP', async () => {
  const s = await open();
  const host = await blog(s.url);
  try {
    assert.notEqual(new URL(host.url).origin, new URL(s.url).origin);
    for (const width of [1280, 360]) {
      await s.page.setViewportSize({ width, height: 900 });
      await s.page.goto(host.url);
      const words = frameOf(s.page, 'demo-words');
      await words.locator('#out-finder ol.words .word').first().waitFor({ timeout: 30000 });
      const got = await words.locator('#out-finder ol.words .word').allTextContents();
      assert.deepEqual(got, cli('words', 'c?t*', '--max-len', '5').words.map((w) => w.word));
      // Hidden answer: the lookup is solved but shown only after Reveal.
      const lookup = frameOf(s.page, 'demo-lookup');
      await lookup.locator('button:text("Reveal the answer")').waitFor();
      // The answer arrives behind the button (level 95 loads the extended tier first).
      await lookup.locator('#out-finder', { hasText: 'zyzzyva' }).waitFor({ state: 'attached', timeout: 30000 });
      assert.equal(await lookup.locator('#out-finder').isVisible(), false);
      await lookup.locator('button:text("Reveal the answer")').click();
      // A yes or no at the level the element names (95), never "choose level 80 or higher".
      assert.match(await lookup.locator('#out-finder').textContent(), /^Yes: “zyzzyva” is a word at level 95/);
      assert.equal(await lookup.locator('button:text("Example")').count(), 0, 'no Example replaces the author\'s puzzle');
      // Every other embedded puzzle solves its pre-filled example without an error.
      const ids = await s.page.$$eval('wordwright-solver', (els) => els.map((e) => e.id));
      for (const id of ids) {
        // The frames load lazily, as a blog wants: bring each into view first.
        await s.page.locator(`#${id}`).scrollIntoViewIfNeeded();
        const frame = frameOf(s.page, id);
        await frame.locator('.output:not([aria-busy]) > *').first().waitFor({ state: 'attached', timeout: 30000 });
        assert.equal(await frame.locator('.output .error').count(), 0, `${id} shows no error`);
      }
      // Each frame is named for a screen reader as the page names its puzzle, not by its command.
      const titles = await s.page.evaluate(() => Object.fromEntries([...document.querySelectorAll('wordwright-solver')]
        .map((el) => [el.id, el.shadowRoot.querySelector('iframe').title])));
      assert.equal(titles['demo-words'], 'Wordwright: word finder');
      assert.equal(titles['demo-ladder'], 'Wordwright: word ladder solver');
      assert.ok(Object.values(titles).every((t) => /^Wordwright: [A-Za-z]/.test(t) && !/\bassign\b|make-/.test(t)), JSON.stringify(titles));
      // The frames fit their content: no stray text, and no tall empty space below it.
      assert.doesNotMatch(await words.locator('body').innerText(), /\bnull\b/);
      const fit = await s.page.evaluate(() => {
        const el = document.querySelector('#demo-ladder');
        return el.shadowRoot.querySelector('iframe').getBoundingClientRect().height;
      });
      const content = await frameOf(s.page, 'demo-ladder').locator('main').evaluate((m) => m.getBoundingClientRect().bottom);
      assert.ok(Math.abs(fit - content) < 40, `frame ${fit}px for content ${content}px`);
      // The host's CSS does not reach inside: the solver's buttons keep the app's colours.
      const bg = await words.locator('button[type=submit]').evaluate((b) => getComputedStyle(b).backgroundColor);
      assert.notEqual(bg, 'rgb(255, 105, 180)');
      await s.page.screenshot({ path: join(SHOTS, `embed-${width}.png`), fullPage: true });
    }
    assert.deepEqual(s.problems.filter((p) => !p.includes(new URL(host.url).origin)), []);
  } finally {
    await host.close();
    await s.close();
  }
});

test('an embedded solver moved in the page keeps fitting its content', async () => {
  const s = await open();
  const host = await blog(s.url);
  try {
    await s.page.goto(host.url);
    const ladder = frameOf(s.page, 'demo-ladder');
    await s.page.locator('#demo-ladder').scrollIntoViewIfNeeded();
    await ladder.locator('.output:not([aria-busy]) > *').first().waitFor({ state: 'attached', timeout: 30000 });
    // Move the element: the page disconnects and reconnects it (and the frame loads again).
    await s.page.evaluate(() => document.body.append(document.querySelector('#demo-ladder')));
    await s.page.locator('#demo-ladder').scrollIntoViewIfNeeded();
    await ladder.locator('.output:not([aria-busy]) > *').first().waitFor({ state: 'attached', timeout: 30000 });
    const height = () => s.page.evaluate(() => document.querySelector('#demo-ladder').shadowRoot
      .querySelector('iframe').getBoundingClientRect().height);
    // The moved (reloaded) frame must fit its content before it grows: on a loaded machine the
    // frame's ResizeObserver alone never told the host again (embed-app.js posts on content
    // changes too), and the frame kept its old height.
    const content = () => ladder.locator('main').evaluate((m) => m.getBoundingClientRect().bottom);
    const deadline = Date.now() + 30000;
    while (Math.abs((await height()) - (await content())) >= 40) {
      assert.ok(Date.now() < deadline, `the moved frame never fit its content: ${await height()}px for ${await content()}px`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const before = await height();
    // The content grows by 600 px; the frame must follow.
    await ladder.locator('main').evaluate((m) => {
      const d = document.createElement('div');
      d.style.height = '600px';
      m.append(d);
    });
    await s.page.waitForFunction((b) => document.querySelector('#demo-ladder').shadowRoot
      .querySelector('iframe').getBoundingClientRect().height > b + 500, before, { timeout: 30000 });
    assert.ok((await height()) > before + 500);
  } finally {
    await host.close();
    await s.close();
  }
});
