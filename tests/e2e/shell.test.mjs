// The page's runner (www/shell.js createRunner) with a fake worker client: a new request cancels
// the one running, and keeps doing so however the cancelled requests' clean-ups interleave.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST } from './helpers.mjs';

const { createRunner } = await import(pathToFileURL(join(DIST, 'www/shell.js')));
const { CancelledError } = await import(pathToFileURL(join(DIST, 'www/client.js')));

/** A client whose requests wait until answered or cancelled. */
function fakeClient() {
  const pending = [];
  return {
    cancels: 0,
    request() {
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    cancel() {
      this.cancels += 1;
      for (const p of pending.splice(0)) p.reject(new CancelledError());
    },
    answerAll(value) { for (const p of pending.splice(0)) p.resolve(value); },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

test('a third request cancels the second after the first was cancelled', async () => {
  const client = fakeClient();
  const busy = { hidden: true };
  const run = createRunner({ client, busy, busyText: {} });
  try {
    const a = run('words', { pattern: 'a' }).catch((e) => e);
    const b = run('words', { pattern: 'b' }).catch((e) => e);
    assert.equal(client.cancels, 1, 'B cancels A');
    assert.ok((await a) instanceof CancelledError);
    await settle(); // A's clean-up has run; B is still running
    const c = run('words', { pattern: 'c' }).catch((e) => e);
    assert.equal(client.cancels, 2, 'C cancels B, which still runs');
    assert.ok((await b) instanceof CancelledError);
    client.answerAll({ words: [] });
    assert.deepEqual(await c, { words: [] });
    await settle();
    assert.equal(busy.hidden, true);
    // With nothing running, a new request cancels nothing.
    const d = run('words', { pattern: 'd' });
    assert.equal(client.cancels, 2);
    client.answerAll({ words: [] });
    await d;
  } finally {
    client.answerAll({}); // whatever failed, no request is left waiting (its timer would hang the run)
  }
});
