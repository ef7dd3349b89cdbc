// The embedded solver (frame.html, inside the <wordwright-solver> iframe): one puzzle tab, filled
// from the URL hash and solved at once; with hide-answer the answer waits behind a Reveal button.
// It has no Example button, no settings and no theme of its own, and keeps nothing on the device.
// It tells the host element its height so the iframe fits its content.
import { SolverClient } from './client.js';
import { el, grouped } from './ui.js';
import { TABS } from './tabs/index.js';
import { createRunner, hashToParams, makeLinks, mountPuzzle, paramsToHash, searchLonger, solveInto } from './shell.js';
import { commandsOf, drawSeed, isMaker } from './make.js';
import { SCHEMA, DEFAULT_TIER_MAX } from './options.js';

const $ = (id) => document.getElementById(id);
const parsed = hashToParams(location.hash) || { command: 'words', params: {} };
const { level: levelParam, spelling, 'hide-answer': hide, ...params } = parsed.params;
// The level and spelling as the link gives them (absent: the defaults, never a setting remembered
// by the full page); the core checks them and says so if one is out of range.
// A maker without a seed makes a new puzzle on every visit.
if (isMaker(parsed.command) && !params.seed) params.seed = drawSeed();
const globals = Object.fromEntries(Object.entries({ level: levelParam, spelling }).filter(([, v]) => v !== undefined));
// The worker start.js started (or none, if it comes late: then this one starts it and start.js
// does nothing), as boot.js adopts it for the full page.
const started = self.wordwrightStart ?? null;
self.wordwrightStart = null;
const client = new SolverClient(new URL('./worker.js', import.meta.url), started);
const run = createRunner({ client, busy: $('busy'), busyText: $('busy-text') });
$('cancel').addEventListener('click', () => client.cancel());
if (Number(levelParam) > DEFAULT_TIER_MAX) { $('ukacd-line').hidden = false; $('ukacd-line').textContent = SCHEMA.notices.ukacd; }
const skipNote = (n) => n.kind === 'ukacd' && !$('ukacd-line').hidden;

client.ready.then(
  (info) => { $('status').className = 'status ok'; $('status').textContent = `Ready: ${grouped(info.words)} words.`; },
  (e) => { $('status').className = 'status error'; $('status').textContent = `The solver could not start: ${e.message}. Reload to try again.`; },
);

let opening = null; // the promise of the author's puzzle's answer, when there is one to solve
const tab = TABS.find((t) => commandsOf(t).includes(parsed.command));
const panel = $('panel');
if (!tab) {
  panel.append(el('p', { class: 'error', text: `Unknown puzzle “${parsed.command}”; use one of: ${TABS.flatMap(commandsOf).join(', ')}.` }));
} else {
  const entry = mountPuzzle(tab, panel, {
    compact: true,
    example: false, // the author's puzzle is the one shown: no button replaces it
    links: makeLinks(globals, { inFrame: true }),
    onSubmit: (command, p) => submit(command, p),
  });
  // Search longer: the same puzzle with ten times the steps (the frame's later puzzles too).
  const longer = (command, p) => (budget) => searchLonger(budget, (next) => { globals.budget = next; submit(command, p); });
  async function submit(command, p) {
    $('open-app').href = `./${paramsToHash(command, p, globals)}`;
    entry.output.hidden = false;
    reveal.hidden = true;
    await solveInto(entry, command, p, run, { globals, skipNote, longer: longer(command, p) });
  }
  const reveal = el('button', { text: 'Reveal the answer', attrs: { type: 'button' } });
  reveal.hidden = true;
  entry.output.before(reveal);
  reveal.addEventListener('click', () => { entry.output.hidden = false; reveal.hidden = true; reveal.blur(); });
  // A tab that reveals its answer part by part (Jumble: clue by clue) hides the parts itself.
  // A made puzzle always keeps its answer behind its own Reveal button.
  const byPart = Boolean(hide && (isMaker(parsed.command) || entry.ctl.revealByPart?.()));
  entry.ctl.write(parsed.command, params);
  $('open-app').href = `./${paramsToHash(parsed.command, params, globals)}`;
  if (Object.keys(params).length) {
    if (hide && !byPart) { entry.output.hidden = true; reveal.hidden = false; }
    opening = solveInto(entry, parsed.command, params, run, { globals, skipNote, longer: longer(parsed.command, params) }).then((ok) => { if (!ok) { entry.output.hidden = false; reveal.hidden = true; } });
  }
}
// The worker warms up once the frame has what it opened for: the author's puzzle answered, else
// the dictionary (client.js's idle()).
(opening || client.ready).then(() => client.idle(), () => {});

// Tell the host element how tall we are, each time that changes.
// (The content's own height, not scrollHeight, which never drops below the frame's current height.)
// A ResizeObserver alone is not enough: its callbacks run only when the frame renders, and a
// browser may stop rendering a cross-origin frame it thinks is out of view (one moved in the host
// page, under load, stayed at its old height for good in the end-to-end test). A change of the
// content (an answer, a note) is seen by the MutationObserver, which runs whether or not the frame
// renders; the ResizeObserver sees the rest (fonts, a narrower window).
const main = document.querySelector('main');
const post = () => parent.postMessage({ wordwright: 'height', height: Math.ceil(main.getBoundingClientRect().bottom) + 8 }, '*');
new ResizeObserver(post).observe(document.body);
new MutationObserver(post).observe(main, { childList: true, subtree: true, attributes: true, characterData: true });
post();
