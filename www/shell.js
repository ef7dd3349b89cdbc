// What the full page (app.js) and the embed page (embed-app.js) share: running a command in the
// worker with progress and cancel, the URL-hash form of a puzzle, and mounting a puzzle tab.
import { CancelledError } from './client.js';
import { el } from './ui.js';

const SHOW_PROGRESS_AFTER_MS = 200;

/**
 * A function run(command, args) that sends a solver command to the worker, shows `busy` (with
 * elapsed time and steps in `busyText`) after 200 ms, and cancels any request still running.
 * `budget()` gives the step budget (0: the default). Resolves to the answer (which may be
 * {error}); rejects with CancelledError when cancelled.
 */
export function createRunner({ client, busy, busyText, level, budget = () => 0 }) {
  let running = false;
  return async function run(command, args) {
    if (running) client.cancel();
    const started = performance.now();
    let steps = 0;
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      if (elapsed < SHOW_PROGRESS_AFTER_MS) return;
      busy.hidden = false;
      busyText.textContent = `Working… ${(elapsed / 1000).toFixed(1)} s${steps ? `, ${(steps / 1e6).toFixed(1)} M steps` : ''}`;
    }, 100);
    running = true;
    try {
      return await client.request(
        { type: 'run', command, args, level: level(), budget: budget() },
        { onProgress: (n) => { steps = n; } },
      );
    } finally {
      clearInterval(timer);
      busy.hidden = true;
      running = false;
    }
  };
}

/** `#command?key=value&...` for a puzzle's params (arrays give repeated keys). */
export function paramsToHash(command, params, level = 70, budget = 0) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item !== '' && item !== false && item !== undefined && item !== null) q.append(k, item === true ? '1' : item);
    }
  }
  if (level !== 70 && !q.has('level')) q.set('level', String(level));
  if (budget > 0 && !q.has('budget')) q.set('budget', String(budget));
  const s = q.toString();
  return `#${command}${s ? `?${s}` : ''}`;
}

/** The inverse of paramsToHash: { command, params } or null. */
export function hashToParams(hash) {
  const m = /^#([a-z-]+)(?:\?(.*))?$/.exec(hash);
  if (!m) return null;
  const params = {};
  for (const [k, v] of new URLSearchParams(m[2] || '')) {
    if (k in params) params[k] = [].concat(params[k], v);
    else params[k] = v;
  }
  return { command: m[1], params };
}

/** Shows an error (or note) in a tab's output. */
export function showMessage(output, text, kind = 'error') {
  output.replaceChildren(el('p', { class: kind, text, attrs: { role: 'alert' } }));
}

/**
 * Builds a puzzle tab in `panel` (heading, help, form, output) and returns its entry
 * { tab, ctl, panel, output, form, actions }. `onSubmit(command, params)` is called on Solve and
 * on Example (after the form is filled).
 */
export function mountPuzzle(tab, panel, { onSubmit, heading = 'h2', compact = false }) {
  const form = el('form', { class: 'puzzle', attrs: { novalidate: true, 'aria-label': tab.title } });
  const output = el('div', { class: 'output', attrs: { 'aria-live': 'polite', id: `out-${tab.id}` } });
  panel.append(el(heading, { text: tab.title }));
  if (!compact) panel.append(el('p', { class: 'help', text: tab.help }));
  panel.append(form, output);
  const ctl = tab.mount({ form, output });
  const actions = el('div', { class: 'actions' },
    el('button', { text: 'Solve', attrs: { type: 'submit' } }),
    el('button', {
      text: 'Example', class: 'secondary', attrs: { type: 'button' },
      on: { click: () => { ctl.write(tab.example.command, tab.example.params); onSubmit(tab.example.command, tab.example.params); } },
    }));
  form.append(actions);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const { command, params } = ctl.read();
    onSubmit(command, params);
  });
  return { tab, ctl, panel, output, form, actions };
}

/**
 * Solves a puzzle in a mounted tab: params → args (the tab's checks), the worker, then the tab's
 * rendering or a clear error. Dispatches 'wordwright:rendered' on document when done.
 * Returns true when an answer was rendered.
 */
export async function solveInto(entry, command, params, run) {
  const { tab, ctl, output } = entry;
  let rendered = false;
  try {
    let args;
    try {
      args = ctl.toArgs(command, params);
    } catch (e) {
      showMessage(output, e.message);
      return false;
    }
    output.setAttribute('aria-busy', 'true');
    const answer = await run(command, args);
    if (answer && answer.error) {
      showMessage(output, answer.error.message);
    } else {
      output.replaceChildren();
      ctl.render(command, answer, params);
      rendered = true;
    }
  } catch (e) {
    if (e instanceof CancelledError) showMessage(output, 'Cancelled. Your input is kept; change it or run it again.', 'note');
    else showMessage(output, `Something went wrong: ${e.message}`);
  } finally {
    output.removeAttribute('aria-busy');
    document.dispatchEvent(new CustomEvent('wordwright:rendered', { detail: { tab: tab.id, command, rendered } }));
  }
  return rendered;
}
