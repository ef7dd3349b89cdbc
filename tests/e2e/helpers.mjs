// Shared helpers for the end-to-end tests: a server for dist/, Debian's Chromium via
// playwright-core, and guards that fail a test on page errors, CSP violations or any request
// that leaves the test origin.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const DIST = join(ROOT, 'dist');
export const SHOTS = join(ROOT, 'target', 'e2e');
mkdirSync(SHOTS, { recursive: true });

/** Runs the native CLI with --json and returns the parsed document. */
export function cli(...args) {
  const out = execFileSync(join(ROOT, 'target/release/wordwright'), [...args, '--json'], { encoding: 'utf8' });
  return JSON.parse(out);
}

/** What the page (and the CLI's text) shows for each JSON `commonness` value. */
export const COMMONNESS_WORDS = { common: 'common', uncommon: 'uncommon', rare: 'rare', 'very-rare': 'very rare' };

/**
 * Starts a server for dist/ (or `root`) and a fresh Chromium profile. Returns { page, context, url, problems, close }.
 * `problems` collects page errors, CSP violations and requests to other hosts.
 */
export async function open({ brotli = true, viewport = { width: 1280, height: 900 }, route, serviceWorkers = 'allow', root = DIST, onSent } = {}) {
  const server = await serve({ root, brotli, onSent });
  const profile = mkdtempSync(join(tmpdir(), 'ww-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport,
    serviceWorkers,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  const problems = [];
  const origin = new URL(server.url).origin;
  context.on('request', (req) => {
    const u = req.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) problems.push(`request to another host: ${u}`);
  });
  if (route) await route(context, server.url);
  const page = context.pages()[0] || await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(`console error: ${m.text()}`);
    if (/Content.Security.Policy|Refused to|CSP violation/.test(m.text())) problems.push(`CSP: ${m.text()}`);
  });
  return {
    page, context, url: server.url, problems,
    stopServer: () => server.close(),
    close: async () => { await context.close(); await server.close(); rmSync(profile, { recursive: true, force: true }); },
  };
}

/** Loads the page and waits until the dictionary is ready. */
export async function ready(page, url) {
  await page.goto(url);
  await page.waitForSelector('#status.ok', { timeout: 30000 });
}

/** Loads the page, then reloads it once its service worker is active, so that the service worker
 * serves it (and has cached the app); waits until the dictionary is ready again. */
export async function readyUnderServiceWorker(page, url) {
  await ready(page, url);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForSelector('#status.ok', { timeout: 30000 });
}

/** Waits until the given tab has rendered an answer (or an error) after an action. */
export async function solved(page, action) {
  const done = page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('wordwright:rendered', (e) => resolve(e.detail), { once: true });
  }));
  await action();
  return done;
}

/** The words the finder shows, in order. */
export const wordsInPage = (page) => page.$$eval('#out-finder ol.words .word', (nodes) => nodes.map((n) => n.textContent));

/** Clicks the finder's "Show more" until every word is shown. */
export async function showAll(page) {
  while (await page.isVisible('#out-finder button.more')) await page.click('#out-finder button.more');
}
