// The embedded solver (frame.html, inside the <wordwright-solver> iframe): one puzzle tab, filled
// from the URL hash and solved at once; with hide-answer the answer waits behind a Reveal button.
// It tells the host element its height so the iframe fits its content.
import { SolverClient } from './client.js';
import { el } from './ui.js';
import { TABS } from './tabs/index.js';
import { createRunner, hashToParams, mountPuzzle, paramsToHash, solveInto } from './shell.js';

const $ = (id) => document.getElementById(id);
const UKACD = 'Words at SCOWL levels 80 and 95 include the UK Advanced Cryptics Dictionary (UKACD): '
  + 'Copyright (c) J Ross Beresford 1993-1999. All Rights Reserved.';
const parsed = hashToParams(location.hash) || { command: 'words', params: {} };
const { level: levelParam, 'hide-answer': hide, ...params } = parsed.params;
const level = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95].includes(Number(levelParam)) ? Number(levelParam) : 70;
const client = new SolverClient(new URL('./worker.js', import.meta.url));
const run = createRunner({ client, busy: $('busy'), busyText: $('busy-text'), level: () => level });
$('cancel').addEventListener('click', () => client.cancel());
if (level >= 80) { $('ukacd-line').hidden = false; $('ukacd-line').textContent = UKACD; }

client.ready.then(
  (info) => { $('status').className = 'status ok'; $('status').textContent = `Ready: ${info.words.toLocaleString('en')} words.`; },
  (e) => { $('status').className = 'status error'; $('status').textContent = `The solver could not start: ${e.message}. Reload to try again.`; },
);

const tab = TABS.find((t) => t.commands.includes(parsed.command));
const panel = $('panel');
if (!tab) {
  panel.append(el('p', { class: 'error', text: `Unknown puzzle “${parsed.command}”; use one of: ${TABS.flatMap((t) => t.commands).join(', ')}.` }));
} else {
  const entry = mountPuzzle(tab, panel, {
    compact: true,
    onSubmit: async (command, p) => {
      $('open-app').href = `./${paramsToHash(command, p, level)}`;
      entry.output.hidden = false;
      reveal.hidden = true;
      await solveInto(entry, command, p, run);
    },
  });
  const reveal = el('button', { text: 'Reveal the answer', attrs: { type: 'button' } });
  reveal.hidden = true;
  entry.output.before(reveal);
  reveal.addEventListener('click', () => { entry.output.hidden = false; reveal.hidden = true; reveal.blur(); });
  entry.ctl.write(parsed.command, params);
  $('open-app').href = `./${paramsToHash(parsed.command, params, level)}`;
  if (Object.keys(params).length) {
    if (hide) { entry.output.hidden = true; reveal.hidden = false; }
    solveInto(entry, parsed.command, params, run).then((ok) => { if (!ok) { entry.output.hidden = false; reveal.hidden = true; } });
  }
}

// Tell the host element how tall we are.
// (The content's own height, not scrollHeight, which never drops below the frame's current height.)
const post = () => parent.postMessage({ wordwright: 'height', height: Math.ceil(document.querySelector('main').getBoundingClientRect().bottom) + 8 }, '*');
new ResizeObserver(post).observe(document.body);
post();
