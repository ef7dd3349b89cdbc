// End-to-end: an automated accessibility audit (axe-core) of the page, every tab with an answer
// shown (and each Make mode with a made puzzle), in light and dark colour schemes, at 360 px and
// 1280 px: no serious or critical violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { open, ready, solved } from './helpers.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function audit(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('no serious accessibility violations on any tab, light and dark, phone and laptop', async () => {
  const s = await open();
  try {
    for (const scheme of ['light', 'dark']) {
      for (const width of [360, 1280]) {
        await s.page.emulateMedia({ colorScheme: scheme });
        await s.page.setViewportSize({ width, height: 900 });
        await ready(s.page, s.url);
        const tabs = await s.page.$$eval('[role=tab]', (b) => b.map((x) => x.dataset.tab));
        for (const tab of tabs) {
          await s.page.click(`#tab-${tab}`);
          const example = await s.page.$(`#panel-${tab} button:text("Example")`);
          if (example) await solved(s.page, () => example.click());
          const violations = await audit(s.page);
          assert.deepEqual(violations, [], `${scheme} ${width}px, tab ${tab}: ${JSON.stringify(violations, null, 1)}`);
          // The Make mode, with a made puzzle and its answer revealed.
          if (await s.page.$(`#panel-${tab} select[name=task]`)) {
            await s.page.selectOption(`#panel-${tab} select[name=task]`, 'make');
            await solved(s.page, () => s.page.click(`#panel-${tab} button[type=submit]`));
            await s.page.click(`#panel-${tab} .made-controls button:text("Reveal the answer")`).catch(() => {});
            const made = await audit(s.page);
            assert.deepEqual(made, [], `${scheme} ${width}px, tab ${tab}, Make: ${JSON.stringify(made, null, 1)}`);
            await s.page.selectOption(`#panel-${tab} select[name=task]`, 'solve');
          }
        }
      }
    }
  } finally { await s.close(); }
});
