// The wasm side of `./build.sh bench`: serves the bench page (target/bench/site, built by
// `./build.sh bench` with the `bench` cargo feature; never part of dist/) to Debian's headless
// Chromium and replays every native bench row's inputs inside the wasm module, ours against the
// reference solver. Reads target/bench/<bench>.json (written by `cargo bench`), writes
// target/bench/wasm.json.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const ROOT = new URL('../', import.meta.url).pathname;
const OUT = join(ROOT, 'target/bench');
// BENCHES=jumble,dice limits the run to some benches (for trying the page out).
// The makers' rows (benches/make.rs, each maker with its default settings) once that bench exists.
const ALL = ['pattern', 'phrase', 'jumble', 'ladder', 'rack', 'dice', 'assign', ...(existsSync(join(ROOT, 'benches/make.rs')) ? ['make'] : [])];
const BENCHES = process.env.BENCHES ? process.env.BENCHES.split(',') : ALL;

const rows = [];
for (const b of BENCHES) {
  const path = join(OUT, `${b}.json`);
  if (!existsSync(path)) throw new Error(`${path} is missing: run cargo bench --bench ${b} first`);
  rows.push(...JSON.parse(readFileSync(path, 'utf8')));
}

const server = await serve({ root: join(OUT, 'site'), brotli: false });
const profile = mkdtempSync(join(tmpdir(), 'ww-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
try {
  const page = context.pages()[0] || await context.newPage();
  page.on('console', (m) => console.log(`  [page] ${m.text()}`));
  page.on('pageerror', (e) => console.error(`  [page error] ${e.message}`));
  await page.goto(`${server.url}bench.html`);
  await page.waitForFunction(() => typeof window.runBench === 'function');
  const result = await page.evaluate((r) => window.runBench(r), rows);
  // With BENCHES set, the other benches' rows of an earlier run are kept.
  const earlier = process.env.BENCHES && existsSync(join(OUT, 'wasm.json'))
    ? JSON.parse(readFileSync(join(OUT, 'wasm.json'), 'utf8')).filter((r) => !BENCHES.includes(r.solver)) : [];
  writeFileSync(join(OUT, 'wasm.json'), JSON.stringify([...earlier, ...result], null, 2));
  console.log(`wrote ${join(OUT, 'wasm.json')} (${result.length} rows)`);
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
