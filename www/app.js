// The page shell: tabs, dictionary settings, start-up status, running requests with progress and
// cancel, and the URL hash (#command?key=value&...) that makes every solved puzzle a link.
// Each puzzle tab is a module in tabs/ (see tabs/index.js); this file knows none of their details.
import { SolverClient, CancelledError } from './client.js';
import { el, plural } from './ui.js';
import { TABS } from './tabs/index.js';

const PUZZLES = [
  ['finder', 'Word finder'],
  ['jumble', 'Jumble'],
  ['dice', 'Letter dice'],
  ['ladder', 'Word ladder'],
  ['rack', 'Tile rack'],
  ['assign', 'Symbols'],
];
const UKACD = 'Words at SCOWL levels 80 and 95 include the UK Advanced Cryptics Dictionary (UKACD): '
  + 'Copyright (c) J Ross Beresford 1993-1999. All Rights Reserved.';
const SHOW_PROGRESS_AFTER_MS = 200;

const $ = (id) => document.getElementById(id);
const client = new SolverClient(new URL('./worker.js', import.meta.url));
const state = { words: 0, list: null, firstAnswer: false, busy: null };

// ---- start-up status -------------------------------------------------------------------------

function setStatus(text, kind = 'info', action = null) {
  const box = $('status');
  box.className = `status ${kind}`;
  box.replaceChildren(el('span', { text }), action || '');
}

function watchStartup() {
  setStatus('Loading the solver and the dictionary…');
  client.ready.then(
    (info) => {
      state.words = info.words;
      setStatus(`Ready: ${info.words.toLocaleString('en')} words.`, 'ok');
      updateDictionaryLine();
    },
    (e) => setStatus(`The solver could not start: ${e.message}. Check your connection and try again.`, 'error',
      el('button', { text: 'Retry', attrs: { type: 'button' }, on: { click: () => { client.restart(); watchStartup(); } } })),
  );
}

client.addEventListener('wasm-ready', () => performance.mark('wordwright:wasm-ready'));
client.addEventListener('status', (e) => performance.mark('wordwright:dictionary-ready', { detail: e.detail }));
client.addEventListener('extended', (e) => {
  performance.mark('wordwright:extended-ready', { detail: e.detail });
  setStatus(`Extended dictionary loaded: ${e.detail.words.toLocaleString('en')} more words.`, 'ok');
});

// ---- dictionary settings ---------------------------------------------------------------------

export function currentLevel() {
  return Number($('level').value);
}

function updateDictionaryLine() {
  const level = currentLevel();
  const notice = $('ukacd-line');
  const usesUkacd = state.list === null && level >= 80;
  notice.hidden = !usesUkacd;
  notice.textContent = usesUkacd ? UKACD : '';
  $('dict-line').textContent = state.list !== null
    ? `Using your word list (${plural(state.list.words, 'word')}).`
    : `Using the built-in dictionary, words at SCOWL level ≤ ${level}${level > 70 ? ' (extended tier, loaded on first use)' : ''}.`;
}

function setupDictionary() {
  $('level').addEventListener('change', updateDictionaryLine);
  const listStatus = $('list-status');
  const useList = async (text, name) => {
    listStatus.textContent = `Reading ${name}…`;
    try {
      const report = await client.request({ type: 'loadList', text });
      if (report.error) {
        client.wordList = null;
        listStatus.textContent = report.error.message;
        return;
      }
      state.list = report;
      listStatus.textContent = `Using ${name}: ${plural(report.words, 'word')}`
        + (report.skipped ? `; skipped ${plural(report.skipped, 'line')} that are not one a-z word` : '')
        + '. It stays on this device.';
    } catch (e) {
      listStatus.textContent = `Could not use the list: ${e.message}`;
    }
    updateDictionaryLine();
  };
  $('list-file').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (file) await useList(await file.text(), file.name);
  });
  $('list-use').addEventListener('click', () => useList($('list-text').value, 'the pasted list'));
  $('list-clear').addEventListener('click', async () => {
    await client.request({ type: 'clearList' });
    state.list = null;
    listStatus.textContent = 'Back to the built-in dictionary.';
    updateDictionaryLine();
  });
}

// ---- running requests ------------------------------------------------------------------------

/**
 * Runs a solver command in the worker, showing progress after 200 ms with a Cancel button.
 * Resolves to the answer (which may be {error}); rejects with CancelledError when cancelled.
 */
export async function run(command, args) {
  if (state.busy) client.cancel();
  const busy = $('busy');
  const started = performance.now();
  let steps = 0;
  const tick = () => {
    const s = ((performance.now() - started) / 1000).toFixed(1);
    $('busy-text').textContent = `Working… ${s} s${steps ? `, ${(steps / 1e6).toFixed(1)} M steps` : ''}`;
  };
  const timer = setInterval(() => {
    if (performance.now() - started >= SHOW_PROGRESS_AFTER_MS) { busy.hidden = false; tick(); }
  }, 100);
  state.busy = { timer };
  try {
    return await client.request(
      { type: 'run', command, args, level: currentLevel(), budget: 0 },
      { onProgress: (n) => { steps = n; } },
    );
  } finally {
    clearInterval(timer);
    busy.hidden = true;
    state.busy = null;
  }
}

// ---- URL hash --------------------------------------------------------------------------------

function paramsToHash(command, params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item !== '' && item !== false && item !== undefined && item !== null) q.append(k, item === true ? '1' : item);
    }
  }
  const level = currentLevel();
  if (level !== 70 && !q.has('level')) q.set('level', String(level));
  const s = q.toString();
  return `#${command}${s ? `?${s}` : ''}`;
}

function hashToParams(hash) {
  const m = /^#([a-z-]+)(?:\?(.*))?$/.exec(hash);
  if (!m) return null;
  const params = {};
  for (const [k, v] of new URLSearchParams(m[2] || '')) {
    if (k in params) params[k] = [].concat(params[k], v);
    else params[k] = v;
  }
  return { command: m[1], params };
}

// ---- tabs ------------------------------------------------------------------------------------

const mounted = new Map(); // tab id -> { tab, ctl, panel, output }

function selectTab(id, focus = false) {
  for (const button of document.querySelectorAll('[role=tab]')) {
    const on = button.dataset.tab === id;
    button.setAttribute('aria-selected', String(on));
    button.tabIndex = on ? 0 : -1;
    if (on && focus) button.focus();
  }
  for (const panel of document.querySelectorAll('[role=tabpanel]')) panel.hidden = panel.dataset.tab !== id;
}

async function solve(entry, command, params, { push = true } = {}) {
  const { tab, ctl, output } = entry;
  if (push) {
    const hash = paramsToHash(command, params);
    if (location.hash !== hash) history.pushState(null, '', hash);
  }
  let args;
  try {
    args = ctl.toArgs(command, params);
  } catch (e) {
    output.replaceChildren(el('p', { class: 'error', text: e.message, attrs: { role: 'alert' } }));
    return;
  }
  output.setAttribute('aria-busy', 'true');
  try {
    const answer = await run(command, args);
    if (answer && answer.error) {
      output.replaceChildren(el('p', { class: 'error', text: answer.error.message, attrs: { role: 'alert' } }));
    } else {
      output.replaceChildren();
      ctl.render(command, answer, params);
      if (!state.firstAnswer) { state.firstAnswer = true; performance.mark('wordwright:first-answer'); }
    }
  } catch (e) {
    const text = e instanceof CancelledError ? 'Cancelled. Your input is kept; change it or run it again.' : `Something went wrong: ${e.message}`;
    output.replaceChildren(el('p', { class: e instanceof CancelledError ? 'note' : 'error', text, attrs: { role: 'alert' } }));
    if (!(e instanceof CancelledError)) watchStartup();
  } finally {
    output.removeAttribute('aria-busy');
    document.dispatchEvent(new CustomEvent('wordwright:rendered', { detail: { tab: tab.id, command } }));
  }
}

function buildTabs() {
  const list = $('tablist');
  const panels = $('panels');
  const byId = new Map(TABS.map((t) => [t.id, t]));
  const all = [...PUZZLES, ['about', 'About']];
  for (const [id, title] of all) {
    const button = el('button', {
      text: title,
      attrs: { role: 'tab', id: `tab-${id}`, 'aria-controls': `panel-${id}`, type: 'button', 'data-tab': id },
      on: { click: () => selectTab(id) },
    });
    list.append(button);
    const panel = el('section', {
      attrs: { role: 'tabpanel', id: `panel-${id}`, 'aria-labelledby': `tab-${id}`, 'data-tab': id, hidden: true, tabindex: 0 },
    });
    panels.append(panel);
    const tab = byId.get(id);
    if (id === 'about') {
      panel.append($('about-template').content.cloneNode(true));
    } else if (!tab) {
      panel.append(el('h2', { text: title }), el('p', { class: 'note', text: `The ${title.toLowerCase()} solver is coming soon.` }));
    } else {
      mountTab(tab, panel);
    }
  }
  list.addEventListener('keydown', (e) => {
    const buttons = [...list.querySelectorAll('[role=tab]')];
    const i = buttons.indexOf(document.activeElement);
    if (i < 0) return;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const b = buttons[(next + buttons.length) % buttons.length];
    selectTab(b.dataset.tab, true);
  });
}

function mountTab(tab, panel) {
  const form = el('form', { class: 'puzzle', attrs: { novalidate: true, 'aria-label': tab.title } });
  const output = el('div', { class: 'output', attrs: { 'aria-live': 'polite', id: `out-${tab.id}` } });
  const exampleButton = el('button', { text: 'Example', class: 'secondary', attrs: { type: 'button' } });
  panel.append(
    el('h2', { text: tab.title }),
    el('p', { class: 'help', text: tab.help }),
    form,
    output,
  );
  const ctl = tab.mount({ form, output });
  const entry = { tab, ctl, panel, output };
  mounted.set(tab.id, entry);
  form.append(el('div', { class: 'actions' },
    el('button', { text: 'Solve', attrs: { type: 'submit' } }),
    exampleButton));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const { command, params } = ctl.read();
    solve(entry, command, params);
  });
  exampleButton.addEventListener('click', () => {
    ctl.write(tab.example.command, tab.example.params);
    solve(entry, tab.example.command, tab.example.params);
  });
}

function tabForCommand(command) {
  for (const entry of mounted.values()) {
    if (entry.tab.commands.includes(command)) return entry;
  }
  return null;
}

function applyHash({ push = false } = {}) {
  const parsed = hashToParams(location.hash);
  if (!parsed) return false;
  const entry = tabForCommand(parsed.command);
  if (!entry) return false;
  const { level, ...params } = parsed.params;
  if (level !== undefined) {
    const select = $('level');
    select.value = String(level);
    if (select.value !== String(level)) select.value = '70';
    updateDictionaryLine();
  }
  selectTab(entry.tab.id);
  entry.ctl.write(parsed.command, params);
  solve(entry, parsed.command, params, { push });
  return true;
}

// ---- start -----------------------------------------------------------------------------------

$('cancel').addEventListener('click', () => client.cancel());
setupDictionary();
buildTabs();
watchStartup();
updateDictionaryLine();
if (!applyHash()) selectTab('finder');
window.addEventListener('popstate', () => applyHash());
fetch(new URL('../dict/SCOWL-COPYRIGHT.txt', import.meta.url))
  .then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.status))))
  .then((text) => { $('scowl-text').textContent = text; })
  .catch(() => { $('scowl-text').textContent = 'The full SCOWL notice is in dict/SCOWL-COPYRIGHT.txt.'; });
