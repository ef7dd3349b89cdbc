// What the full page (app.js) and the embed page (embed-app.js) share: running a command in the
// worker with progress and cancel, the URL-hash form of a puzzle, and mounting a puzzle tab.
import { CancelledError } from './client.js';
import { el, grouped } from './ui.js';
import { given, withoutDefaults, SCHEMA, DEFAULT_LEVEL, DEFAULT_TIER_MAX } from './options.js';
import { addMakeMode } from './make.js';

const SHOW_PROGRESS_AFTER_MS = 200;

/**
 * A function run(command, args) that sends a solver command to the worker, shows `busy` (with
 * elapsed time and steps in `busyText`) after 200 ms, and cancels any request still running.
 * Resolves to the answer (which may be {error}); rejects with CancelledError when cancelled.
 */
export function createRunner({ client, busy, busyText }) {
  let running = 0; // requests in flight (a cancelled one still counts until its cleanup runs)
  let latest = 0; // the newest request; only its cleanup hides the busy line
  return async function run(command, args, { onPartial } = {}) {
    if (running > 0) client.cancel();
    const me = ++latest;
    running += 1;
    const started = performance.now();
    let steps = 0;
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      if (elapsed < SHOW_PROGRESS_AFTER_MS || me !== latest) return;
      busy.hidden = false;
      busyText.textContent = `Working… ${(elapsed / 1000).toFixed(1)} s${steps ? `, ${(steps / 1e6).toFixed(1)} M steps` : ''}`;
    }, 100);
    try {
      return await client.request({ type: 'run', command, args: composed(args) },
        { onProgress: (n) => { steps = n; }, onPartial: (a) => { if (me === latest) onPartial?.(a); } });
    } finally {
      clearInterval(timer);
      running -= 1;
      if (me === latest) busy.hidden = true;
    }
  };
}

/**
 * Arguments with every text in Unicode's composed form (NFC), as the core expects it: the wasm
 * module has no Unicode tables, so an accent typed as a separate mark (macOS, some keyboards) is
 * joined to its letter here, before the text crosses into wasm; the core then folds accents and
 * makes typographic marks plain for every surface alike.
 */
export function composed(args) {
  const one = (v) => (typeof v === 'string' ? v.normalize('NFC') : v);
  return Object.fromEntries(Object.entries(args || {}).map(([k, v]) => [k, Array.isArray(v) ? v.map(one) : one(v)]));
}

/** `#command?key=value&...` for a puzzle's params and the globals (level, budget); values equal
 * to their default are left out, so a link holds the whole state and nothing more. */
export function paramsToHash(command, params, globals = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(withoutDefaults(command, { ...params, ...globals }))) {
    for (const item of [].concat(v)) q.append(k, item === true ? '1' : item);
  }
  const s = q.toString();
  return `#${command}${s ? `?${s}` : ''}`;
}

/** The inverse of paramsToHash: { command, params } or null. */
export function hashToParams(hash) {
  // A link whose ? and = were percent-encoded on the way (some chat and mail apps do): read decoded.
  if (!hash.includes('?') && /%3f/i.test(hash)) {
    try { hash = decodeURIComponent(hash); } catch { /* not decodable: read as it is */ }
  }
  const m = /^#([a-z-]+)(?:\?(.*))?$/.exec(hash);
  if (!m) return null;
  const params = {};
  for (const [k, v] of new URLSearchParams(m[2] || '')) {
    if (k in params) params[k] = [].concat(params[k], v);
    else params[k] = v;
  }
  return { command: m[1], params };
}

/**
 * The links a made puzzle offers (make.js): `page(command, params, extra)`, the full page's
 * absolute URL with the globals (level, spelling; `globals` is an object or a function giving
 * one) and `extra` keys (hide-answer); `solver(command, params)`, the solver's link for a
 * puzzle's argv (which carries its own level and spelling): a hash in the page, the full page's
 * URL in an embed (`inFrame`); `embed(command, params)`, the <wordwright-solver> snippet.
 */
export function makeLinks(globals, { inFrame = false } = {}) {
  const root = new URL('../', import.meta.url);
  const current = () => (typeof globals === 'function' ? globals() : globals);
  const attr = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    inFrame,
    page: (command, params, extra = {}) => new URL(paramsToHash(command, { ...params, ...extra }, current()), root).href,
    solver: (command, params) => (inFrame ? new URL(paramsToHash(command, params), root).href : paramsToHash(command, params)),
    embed(command, params) {
      const attrs = Object.entries(withoutDefaults(command, { ...params, ...current() }))
        .map(([k, v]) => ` ${k}="${attr([].concat(v).map((x) => (x === true ? '1' : x)).join('|'))}"`).join('');
      return `<script type="module" src="${new URL('embed.js', root).href}"></script>\n`
        + `<wordwright-solver puzzle="${command}"${attrs} hide-answer></wordwright-solver>`;
    },
  };
}

/** The Search longer button of an answer cut short at `budget` steps (empty: the default), as
 * solveInto's `longer` wants it: the same puzzle with ten times the steps, up to the core's
 * largest budget (null beyond it), run by `rerun(steps)`; a link made after it carries the
 * budget, so it reproduces the longer search. */
export function searchLonger(budget, rerun) {
  const o = SCHEMA.globals.find((x) => x.name === 'budget');
  const now = Number(budget) || o.default;
  if (now >= o.kind.max) return null;
  const next = Math.min(now * 10, o.kind.max);
  return { hint: `Runs it again with ${grouped(next)} steps (${grouped(now)} ran out).`, run: () => rerun(next) };
}

/** Shows an error (or note) in a tab's output. */
export function showMessage(output, text, kind = 'error') {
  output.replaceChildren(el('p', { class: kind, text, attrs: { role: 'alert' } }));
}

/**
 * A tab's help: its first sentence in view, the rest (when it is more than a line or so) behind
 * "How it works", so that on a phone a paragraph of detail does not push the form off the first
 * screen.
 */
function helpOf(help) {
  const at = help.search(/\.\s+(?=[A-Z])/);
  const lead = at < 0 ? help : help.slice(0, at + 1);
  const rest = help.slice(lead.length).trim();
  if (rest.length < 120) return [el('p', { class: 'help', text: help })];
  return [
    el('p', { class: 'help', text: lead }),
    el('details', { class: 'help-more' }, el('summary', { text: 'How it works' }), el('p', { class: 'help', text: rest })),
  ];
}

/**
 * Builds a puzzle tab in `panel` (heading, help, form, output) and returns its entry
 * { tab, ctl, panel, output, form, actions, solved }. `onSubmit(command, params)` is called on
 * Solve (the button, Enter in a field, or Ctrl/Cmd+Enter anywhere in the form, a text area
 * included) and on Example (after the form is filled; then with a third argument,
 * `{ example: true }`: a new puzzle, not the link's); `example: false` leaves the Example button
 * out (an embed, whose author chose the puzzle). `entry.solved` is { command, params } of the
 * answer shown, or null. A tab with makers gets its Make mode here (make.js), whose made puzzles
 * link with `links` (makeLinks).
 */
export function mountPuzzle(tab, panel, { onSubmit, heading = 'h2', compact = false, example = true, links = makeLinks({}) }) {
  const form = el('form', { class: 'puzzle', attrs: { novalidate: true, 'aria-label': tab.title } });
  const output = el('div', { class: 'output', attrs: { 'aria-live': 'polite', id: `out-${tab.id}`, tabindex: -1 } });
  panel.append(el(heading, { text: tab.title }));
  if (!compact) panel.append(...helpOf(tab.help));
  panel.append(form, output);
  // A tab with a maker gets a Make mode around its own form (make.js).
  const ctl = addMakeMode(tab, tab.mount({ form, output }), { form, output, links, compact });
  const actions = el('div', { class: 'actions' },
    el('button', { text: 'Solve', attrs: { type: 'submit' } }),
    example && el('button', {
      text: 'Example', class: 'secondary', attrs: { type: 'button', 'data-example': true },
      on: { click: () => { ctl.write(tab.example.command, tab.example.params); onSubmit(tab.example.command, tab.example.params, { example: true }); } },
    }));
  form.append(actions);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const { command, params } = ctl.read();
    onSubmit(command, params);
  });
  form.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.isComposing) return;
    e.preventDefault();
    form.requestSubmit();
  });
  return { tab, ctl, panel, output, form, actions, solved: null };
}

/**
 * The message for a failed request: a dictionary tier that could not be downloaded (offline, before
 * it was kept for offline use) says what still works; anything else is shown as it is.
 */
export function failureMessage(e) {
  if (e.tier !== 'extended') return `Something went wrong: ${e.message}`;
  const above = SCHEMA.levels.filter((l) => l > DEFAULT_TIER_MAX).join(' and ');
  return `The extended dictionary (levels ${above}) is not on this device yet, and it could not be downloaded`
    + ` (${navigator.onLine ? 'the connection failed' : 'you are offline'}). Every puzzle works offline at level`
    + ` ${DEFAULT_TIER_MAX} or lower: choose one of those levels, or try again when you are online; once loaded,`
    + ' the extended dictionary is kept for offline use too.';
}

/**
 * Solves a puzzle in a mounted tab: the params with the globals (level, budget) go to the core,
 * which checks them; then the tab's rendering and the answer's notes, or the core's message.
 * `skipNote(note)` leaves out notes the page already shows. Dispatches 'wordwright:rendered' on
 * document when done (but for a solve that a newer one of the same tab superseded). An answer cut
 * short by the step budget gets a Search longer button when `longer(budget)` gives one ({ hint,
 * run }: what it does, and doing it). Returns true when an answer was rendered (and sets entry.solved).
 */
export async function solveInto(entry, command, params, run, { globals = {}, skipNote = () => false, longer = null } = {}) {
  const { tab, ctl, output } = entry;
  let rendered = false;
  entry.solved = null;
  // This tab's newest solve: one superseded by a newer solve of the same tab (Solve pressed again
  // while it ran) says nothing when it is cancelled; the newer one's answer takes its place.
  const mine = (entry.solves = (entry.solves ?? 0) + 1);
  try {
    output.setAttribute('aria-busy', 'true');
    const level = Number(globals.level) || DEFAULT_LEVEL;
    // A first answer while the rest is worked out (phrase anagrams' first page, before the count)
    // is shown at once, marked `partial` for the tab's summary line.
    const onPartial = (first) => {
      output.replaceChildren();
      ctl.render(command, { ...first, partial: true }, params, { level });
      document.dispatchEvent(new CustomEvent('wordwright:partial', { detail: { tab: tab.id, command } }));
    };
    // What the tab draws the answer with, if it loads on demand (a made puzzle's), meanwhile.
    const [answer] = await Promise.all([run(command, given({ ...params, ...globals }), { onPartial }), ctl.prepare?.(command)]);
    if (answer && answer.error) {
      showMessage(output, answer.error.message);
    } else {
      output.replaceChildren();
      ctl.render(command, answer, params, { level });
      const notes = (answer.notes || []).filter((n) => !skipNote(n));
      if (notes.length) {
        output.append(el('ul', { class: 'notes', attrs: { 'aria-label': 'Notes' } },
          notes.map((n) => el('li', { class: `note note-${n.kind}`, text: n.message }))));
      }
      // Out of steps: the same puzzle again with ten times the budget, as --budget raises it on
      // the command line (the page has no budget field; `longer` says what it would be, or null
      // at the core's largest). The core's messages name this button ("press “Search longer”").
      const more = answer.complete === false && answer.stopped_by !== 'memory' ? longer?.(globals.budget) : null;
      if (more) {
        output.append(el('p', { class: 'longer' },
          el('button', { class: 'secondary', text: 'Search longer', attrs: { type: 'button' }, on: { click: () => more.run() } }),
          ` ${more.hint}`));
      }
      rendered = true;
      entry.solved = { command, params };
    }
  } catch (e) {
    if (e instanceof CancelledError) {
      if (entry.solves === mine) showMessage(output, 'Cancelled. Your input is kept; change it or run it again.', 'note');
    }
    else showMessage(output, failureMessage(e));
  } finally {
    if (entry.solves === mine) output.removeAttribute('aria-busy');
    if (entry.solves === mine) document.dispatchEvent(new CustomEvent('wordwright:rendered', { detail: { tab: tab.id, command, rendered } }));
  }
  return rendered;
}

/**
 * The text of an answer as plain lines, for the clipboard: one line per block (a list item, a
 * paragraph, a table row), table cells separated by tabs, a grid's items (a die's faces) by spaces, words kept apart where the page keeps
 * them apart by a margin, and no button labels, hidden parts or stale notes. Read from the rendered output, so
 * every tab's answer copies the same way.
 */
export function plainText(root) {
  const lines = [];
  let line = '';
  const flush = () => {
    const t = line.replace(/[^\S\t]+/g, ' ').replace(/ ?\t ?/g, '\t').trim();
    if (t) lines.push(t);
    line = '';
  };
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) { line += node.data; return; }
    // Buttons, hidden parts and the page's own remarks about the answer (stale after a change of
    // level) are not the answer.
    if (node.nodeType !== Node.ELEMENT_NODE || node.matches('button, [hidden], [aria-hidden=true], .stale')) return;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return;
    const inline = style.display.startsWith('inline') && style.display !== 'inline-table';
    const cell = style.display === 'table-cell';
    // The items of a grid (the faces of a die) are one line, spaced.
    const gridItem = !inline && !cell && getComputedStyle(node.parentElement).display.endsWith('grid');
    if (gridItem || (inline && (parseFloat(style.marginLeft) > 0 || style.display === 'inline-block'))) line += ' ';
    else if (cell && line.trim()) line += '\t';
    else if (!inline && !cell) flush();
    for (const child of node.childNodes) walk(child);
    if (gridItem || (inline && (parseFloat(style.marginRight) > 0 || style.display === 'inline-block'))) line += ' ';
    else if (!inline && !cell) flush();
  };
  walk(root);
  flush();
  return lines.join('\n');
}
