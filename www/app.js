// The page shell: tabs, dictionary settings, start-up status, running requests with progress and
// cancel, and the URL hash (#command?key=value&...) that makes every solved puzzle a link.
// Each puzzle tab is a module in tabs/ (see tabs/index.js); this file knows none of their details.
import { client } from './boot.js';
import { el, grouped, plural } from './ui.js';
import { TABS } from './tabs/index.js';
import { createRunner, hashToParams, makeLinks, mountPuzzle, paramsToHash, plainText, searchLonger, solveInto } from './shell.js';
import { commandsOf, drawSeed, isMaker } from './make.js';
import { SCHEMA, DEFAULT_LEVEL, DEFAULT_SPELLING, DEFAULT_TIER_MAX, SPELLINGS, given, opt, withoutDefaults } from './options.js';

const UKACD = SCHEMA.notices.ukacd;
const WORD_LIST_LIMIT = SCHEMA.limits.word_list_bytes;

const $ = (id) => document.getElementById(id);
// budget: the step budget from a link's `budget` key (the CLI's --budget); 0 is the default.
// linkGlobals: a link's level or spelling that the pickers cannot show (level 65, spelling uk),
// sent to the core as given (it accepts the one and names the problem with the other) until the
// picker is changed.
const state = { words: 0, list: null, firstAnswer: false, budget: 0, linkGlobals: {} };

// ---- start-up status -------------------------------------------------------------------------

function setStatus(text, kind = 'info', action = null) {
  const box = $('status');
  box.className = `status ${kind}`;
  box.replaceChildren(el('span', { text }), action || '');
}

// Any failure of the worker (at start-up, perhaps before this module ran, or after a restart) is
// reported with a way to retry.
function showFatal(message) {
  setStatus(`The solver could not start: ${message}. Check your connection and try again.`, 'error',
    el('button', { text: 'Retry', attrs: { type: 'button' }, on: { click: () => { client.restart(); watchStartup(); } } }));
}

function watchStartup() {
  setStatus('Loading the solver and the dictionary…');
  client.ready.then((info) => {
    state.words = info.words;
    setStatus(`Ready: ${grouped(info.words)} words.`, 'ok');
    updateDictionaryLine();
  }, (e) => showFatal(e.message));
}

client.addEventListener('fatal', (e) => showFatal(e.detail));

// CSP violations (the page's; boot.js reports the worker's) go to the console, where the tests look for them.
document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`));
client.addEventListener('extended', (e) => {
  setStatus(`Extended dictionary loaded: ${grouped(e.detail.words)} more words.`, 'ok');
});

// ---- dictionary settings ---------------------------------------------------------------------

export function currentLevel() {
  const fromLink = Number(state.linkGlobals.level);
  return Number.isFinite(fromLink) && fromLink > 0 ? fromLink : Number($('level').value);
}

// What is kept on this device: the level, spelling and theme picked (a setting equal to its default
// is not kept), and the recent puzzles. The level and spelling apply only to pages opened without a
// puzzle link; the theme always (it changes no answer). Storage may be refused (private windows,
// blocked site data); the settings then last as long as the page.
const SETTINGS = { level: String(DEFAULT_LEVEL), spelling: DEFAULT_SPELLING, theme: 'system' };
const key = (name) => `wordwright:${name}`;

function stored(name) {
  try { return localStorage.getItem(key(name)); } catch { return null; }
}

function store(name, value) {
  try {
    if (value === null || value === SETTINGS[name]) localStorage.removeItem(key(name));
    else localStorage.setItem(key(name), value);
  } catch { /* not kept; see above */ }
}

/** The pickers as a page opened without a puzzle link shows them: as remembered, else the defaults. */
function applyUnlinked() {
  state.budget = 0;
  for (const id of ['level', 'spelling']) pick(id, stored(id) ?? SETTINGS[id], SETTINGS[id], { dropUnknown: true });
  updateDictionaryLine();
}

// ---- theme -----------------------------------------------------------------------------------

/** System (the device's light or dark), Light or Dark: style.css follows :root's data-theme. */
function applyTheme(value) {
  const theme = ['light', 'dark'].includes(value) ? value : 'system';
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  $('theme').value = theme;
}

function setupTheme() {
  applyTheme(stored('theme'));
  $('theme').addEventListener('change', () => { applyTheme($('theme').value); store('theme', $('theme').value); });
}

/** Shows `value` in picker `id`, or its default when absent; a value the picker has no entry
 * for is kept in state.linkGlobals, so the core answers for it (or, with dropUnknown, a stored
 * value from an older version, dropped for the default). */
function pick(id, value, fallback, { dropUnknown = false } = {}) {
  const select = $(id);
  delete state.linkGlobals[id];
  select.value = String(value ?? fallback);
  if (select.value !== String(value ?? fallback)) {
    select.value = String(fallback);
    if (!dropUnknown) state.linkGlobals[id] = value;
  }
}

function updateDictionaryLine() {
  const level = currentLevel();
  const notice = $('ukacd-line');
  const usesUkacd = state.list === null && level > DEFAULT_TIER_MAX;
  notice.hidden = !usesUkacd;
  notice.textContent = usesUkacd ? UKACD : '';
  const spelling = SPELLINGS.find((s) => s.name === $('spelling').value);
  $('dict-line').textContent = state.list !== null
    ? `Using your word list (${plural(state.list.words, 'word')}).`
    : `Using the built-in dictionary, words at SCOWL level ≤ ${level}${level > DEFAULT_TIER_MAX ? ' (extended tier, loaded on first use)' : ''}`
      + `${spelling.name === 'any' ? ', every spelling' : `, ${spelling.label} spelling`}.`;
}

// What each level holds, for the level picker (the levels themselves come from the core).
const LEVEL_NOTES = {
  10: 'the most common words', 35: 'common words', 50: 'most dictionary words',
  80: 'rare words (extended tier)', 95: 'everything (extended tier)',
};

function setupDictionary() {
  $('level').replaceChildren(...SCHEMA.levels.map((l) => el('option', {
    text: `Level ${l}${l === DEFAULT_LEVEL ? ': default' : LEVEL_NOTES[l] ? `: ${LEVEL_NOTES[l]}` : ''}`,
    attrs: { value: l },
  })));
  $('level').value = String(DEFAULT_LEVEL);
  $('spelling').replaceChildren(...SPELLINGS.map((s) => el('option', {
    text: s.name === DEFAULT_SPELLING ? `${s.label}: default` : s.label, attrs: { value: s.name },
  })));
  $('spelling').value = DEFAULT_SPELLING;
  for (const id of ['level', 'spelling']) {
    $(id).addEventListener('change', () => {
      delete state.linkGlobals[id];
      store(id, $(id).value);
      updateDictionaryLine();
      settingsChanged();
    });
  }
  const listStatus = $('list-status');
  // The loader's notes (the file's encoding, skipped lines, folded accents) go under it.
  const listNotes = el('ul', { class: 'notes', attrs: { id: 'list-notes', 'aria-label': 'Word list notes' } });
  listNotes.hidden = true;
  listStatus.after(listNotes);
  const showListNotes = (notes = []) => {
    listNotes.replaceChildren(...notes.map((n) => el('li', { class: `note note-${n.kind}`, text: n.message })));
    listNotes.hidden = notes.length === 0;
  };
  // The list crosses into wasm as bytes, decoded there as the CLI decodes --dict (byte-order
  // marks, UTF-16, Windows-1252; binary files refused).
  const useList = async (bytes, name) => {
    listStatus.textContent = `Reading ${name}…`;
    showListNotes();
    try {
      const report = await client.request({ type: 'loadList', bytes });
      if (report.error) {
        client.wordList = null;
        listStatus.textContent = report.error.message;
        return;
      }
      state.list = report;
      listStatus.textContent = `Using ${name}: ${plural(report.words, 'word')}. It stays on this device.`;
      showListNotes(report.notes);
    } catch (e) {
      listStatus.textContent = `Could not use the list: ${e.message}`;
    }
    updateDictionaryLine();
  };
  $('list-file').addEventListener('change', async (e) => {
    const file = e.target.files[0];
    if (!file) return;
    // Refused before it is read, as the CLI refuses it before reading it whole.
    if (file.size > WORD_LIST_LIMIT) {
      listStatus.textContent = `the word list is ${file.size} bytes; the limit is ${WORD_LIST_LIMIT}`;
      showListNotes();
      return;
    }
    await useList(new Uint8Array(await file.arrayBuffer()), file.name);
  });
  $('list-use').addEventListener('click', () => useList(
    new TextEncoder().encode($('list-text').value.normalize('NFC')), 'the pasted list'));
  $('list-clear').addEventListener('click', async () => {
    await client.request({ type: 'clearList' });
    state.list = null;
    listStatus.textContent = 'Back to the built-in dictionary.';
    showListNotes();
    updateDictionaryLine();
  });
}

// ---- running requests ------------------------------------------------------------------------

const run = createRunner({ client, busy: $('busy'), busyText: $('busy-text') });
// Every tab's request carries the level and spelling (the core applies their defaults).
const globals = () => ({
  level: $('level').value, spelling: $('spelling').value, budget: state.budget || '', ...state.linkGlobals,
});

// ---- tabs ------------------------------------------------------------------------------------

const mounted = new Map(); // tab id -> the entry of mountPuzzle, with stale and refresh()

const shownTab = () => document.querySelector('[role=tab][aria-selected=true]')?.dataset.tab;

/** After the level or spelling changed: the tab in view solves its puzzle again (a new link in the
 * history, so Back returns to the old settings); other tabs' answers are marked stale until they
 * are solved again (one search at a time: solving them all would keep the worker busy). */
function settingsChanged() {
  for (const entry of mounted.values()) {
    if (!entry.solved) continue;
    if (entry.tab.id === shownTab()) solve(entry, entry.solved.command, entry.solved.params);
    else markStale(entry);
  }
}

function markStale(entry) {
  if (entry.stale || !entry.solved) return;
  entry.stale = true;
  entry.output.prepend(el('p', {
    class: 'note stale', text: 'The level or spelling has changed since these answers: Solve to update them.',
  }));
}

function selectTab(id, focus = false) {
  ensureMounted(id);
  for (const button of document.querySelectorAll('[role=tab]')) {
    const on = button.dataset.tab === id;
    button.setAttribute('aria-selected', String(on));
    button.tabIndex = on ? 0 : -1;
    if (on && focus) button.focus();
  }
  for (const panel of document.querySelectorAll('[role=tabpanel]')) panel.hidden = panel.dataset.tab !== id;
}

async function solve(entry, command, params, { push = true } = {}) {
  const hash = paramsToHash(command, params, globals());
  if (push && location.hash !== hash) history.pushState(null, '', hash);
  entry.stale = false;
  // The UKACD notice is shown above the tabs whenever the level includes UKACD words.
  const skipNote = (n) => n.kind === 'ukacd' && !$('ukacd-line').hidden;
  const rendered = await solveInto(entry, command, params, run, { globals: globals(), skipNote, longer: (budget) => searchLonger(budget, (next) => { state.budget = next; solve(entry, command, params); }) });
  if (rendered && !state.firstAnswer) { state.firstAnswer = true; performance.mark('wordwright:first-answer'); }
  if (rendered) addRecent(hash, `${entry.tab.title}${isMaker(command) ? ', made' : ''}: ${describe(command, params)}`);
  entry.refresh();
  return rendered;
}

// ---- recent puzzles --------------------------------------------------------------------------

const RECENT_MAX = 20;

/** The puzzle's given values, named by their labels: “Pattern ?a?e, Longest 5, Words to use 95”. */
function describe(command, params) {
  return Object.entries(withoutDefaults(command, { ...params, ...globals() })).map(([k, v]) => {
    let label = k;
    try { label = opt(command, k).label; } catch { /* a key the command does not declare */ }
    return v === true ? label : `${label} ${[].concat(v).join(' ')}`;
  }).join(', ');
}

/** The recent puzzles kept on this device, newest first: [{ hash, label }]. */
function recentPuzzles() {
  let list = [];
  try { list = JSON.parse(stored('recent') || '[]'); } catch { /* damaged: start afresh */ }
  return (Array.isArray(list) ? list : []).filter((r) => r && typeof r.label === 'string'
    && typeof r.hash === 'string' && hashToParams(r.hash) !== null).slice(0, RECENT_MAX);
}

function addRecent(hash, label) {
  const list = [{ hash, label }, ...recentPuzzles().filter((r) => r.hash !== hash)].slice(0, RECENT_MAX);
  store('recent', JSON.stringify(list));
  showRecent(list);
}

function showRecent(list) {
  $('recent').hidden = list.length === 0;
  $('recent-list').replaceChildren(...list.map((r) => el('li', {}, el('a', {
    text: r.label, attrs: { href: r.hash },
    // The link in the address bar already: nothing navigates, so it is opened here.
    on: { click: (e) => { if (location.hash === r.hash) { e.preventDefault(); applyHash(); } } },
  }))));
}

function setupRecent() {
  showRecent(recentPuzzles());
  $('recent-clear').addEventListener('click', () => { store('recent', null); showRecent([]); });
}

// The panels whose content is not built yet: tab id -> its panel. Only the tab a page opens on is
// built before the first answer; the others are built once the page has what it opened for (the
// answer of its link, else the dictionary), or at once when selected before that. Building them
// all at the start took the main thread about 70 ms (under the profiler) while the worker, on the
// same cores, was loading the dictionary (docs/offline-and-embedding.md).
const unmounted = new Map();

function buildTabs() {
  const list = $('tablist');
  const panels = $('panels');
  const all = [...TABS.map((t) => [t.id, t.title]), ['about', 'About']];
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
    unmounted.set(id, panel);
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

/** The About panel's full SCOWL notice, fetched when the panel is built. */
function showScowlText() {
  const box = $('scowl-text');
  fetch(new URL('../dict/SCOWL-COPYRIGHT.txt', import.meta.url))
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.status))))
    .then((text) => { box.textContent = text; })
    .catch(() => { box.textContent = 'The full SCOWL notice is in dict/SCOWL-COPYRIGHT.txt.'; });
}

/** Builds the content of tab `id`'s panel, the first time it is needed. */
function ensureMounted(id) {
  const panel = unmounted.get(id);
  if (!panel) return;
  unmounted.delete(id);
  if (id === 'about') {
    panel.append($('about-template').content.cloneNode(true));
    for (const node of panel.querySelectorAll('[data-notice=ukacd]')) node.textContent = UKACD;
    // The core's credits (as `wordwright --version` prints them), each licence file a link.
    for (const node of panel.querySelectorAll('[data-credits]')) {
      // The credits as `wordwright --version` prints them, a global option named as the page
      // names it (--spelling is the “Spelling” setting), as the core's messages are.
      const paged = (line) => line.replace(/--([a-z-]+)/g, (m, name) => {
        const o = SCHEMA.globals.find((x) => x.name === name);
        return o ? `“${o.label}”` : m;
      });
      node.replaceChildren(...SCHEMA.credits.split('\n').filter((line) => line.trim()).map(paged).map((line) => el('p', {},
        line.split(/(dict\/[A-Za-z0-9-]+\.txt)/).map((part, i) => (i % 2 ? el('a', { text: part, attrs: { href: part } }) : part)))));
    }
    showScowlText();
  } else {
    mountTab(TABS.find((t) => t.id === id), panel);
  }
}

/** Builds every panel not built yet. */
function mountRest() {
  for (const id of [...unmounted.keys()]) ensureMounted(id);
}

/**
 * The link of what a tab's form holds now, or null while the form is not a puzzle yet: a number
 * outside the bounds the core declares (the browser's own check of the field's min and max), a
 * required option empty, or nothing given at all. The core still checks the values when solved.
 */
function formLink(entry) {
  let read;
  try { read = entry.ctl.read(); } catch { return null; }
  const { command, params } = read;
  const spec = SCHEMA.commands.find((c) => c.name === command);
  const has = given(params);
  // A hidden field (the rack's seed in whole-bag mode) is not part of the puzzle, valid or not.
  const valid = [...entry.form.elements].every((e) => !e.willValidate || e.closest('[hidden]') || e.checkValidity());
  if (!spec || !valid || Object.keys(withoutDefaults(command, params)).length === 0
    || spec.options.some((o) => o.required && !(o.name in has))) return null;
  return new URL(paramsToHash(command, params, globals()), location.href).href;
}

function mountTab(tab, panel) {
  const onSubmit = (command, params, { example = false } = {}) => {
    // A link's budget was for the link's puzzle: the example is solved with the default.
    if (example) state.budget = 0;
    return solve(entry, command, params);
  };
  const entry = mountPuzzle(tab, panel, { onSubmit, links: makeLinks(globals) });
  mounted.set(tab.id, entry);
  const copyNote = el('span', { class: 'hint', attrs: { role: 'status' } });
  const copy = async (text, what) => {
    try {
      await navigator.clipboard.writeText(text);
      copyNote.textContent = `${what} copied.`;
    } catch {
      copyNote.textContent = `Could not copy the ${what.toLowerCase()}; your browser refused.`;
    }
  };
  const copyLink = el('button', {
    text: 'Copy link', class: 'secondary', attrs: { type: 'button' },
    on: { click: () => { const link = formLink(entry); if (link) copy(link, 'Link'); } },
  });
  const copyResults = el('button', {
    text: 'Copy results', class: 'secondary', attrs: { type: 'button' },
    on: { click: () => { if (entry.solved) copy(plainText(entry.output), 'Results'); } },
  });
  entry.refresh = () => {
    copyLink.disabled = formLink(entry) === null;
    copyResults.disabled = entry.solved === null;
  };
  for (const type of ['input', 'change']) entry.form.addEventListener(type, entry.refresh);
  entry.refresh();
  entry.actions.append(copyLink, copyResults, copyNote);
}

function tabForCommand(command) {
  const tab = TABS.find((t) => commandsOf(t).includes(command));
  if (!tab) return null;
  ensureMounted(tab.id);
  return mounted.get(tab.id) ?? null;
}

/** Opens the puzzle of the URL's hash, if it holds one: fills its tab and solves it. Returns the
 * promise of that answer in the page, or null when the hash is no puzzle link. */
function applyHash({ push = false } = {}) {
  const parsed = hashToParams(location.hash);
  if (!parsed) return null;
  const entry = tabForCommand(parsed.command);
  if (!entry) return null;
  // hide-answer (a made puzzle's copied link): the answer waits behind Reveal, as it always does
  // in the page, so it only asks for that.
  const { level, spelling, budget, 'hide-answer': hide, ...params } = parsed.params;
  // A tab's bare link (#jumble, #words?level=95): the tab with an empty form, nothing solved (every
  // solver needs a puzzle; a maker's link without options makes one, as `make ladder` does).
  if (!isMaker(parsed.command) && Object.keys(params).length === 0) return openBare(entry, parsed.command, level, spelling);
  // A maker's link without a seed: one is drawn, and the link in the address bar gets it, so a
  // reload shows the same puzzle.
  if (isMaker(parsed.command) && !params.seed) {
    params.seed = drawSeed();
    history.replaceState(null, '', `${paramsToHash(parsed.command, params, { level, spelling, budget })}${hide ? '&hide-answer=1' : ''}`);
  }
  // A link may raise (or lower) the step budget, as --budget does on the command line. One out of
  // the core's bounds is said beside the answer, solved with the default budget (the page has no
  // budget field in which to put it right).
  const steps = Number(budget);
  const { min, max } = opt(parsed.command, 'budget').kind;
  const budgetOk = budget === undefined || (/^\d+$/.test(String(budget)) && steps >= min && steps <= max);
  state.budget = budget !== undefined && budgetOk ? steps : 0;
  // A link is the whole state: an absent level or spelling is the default, whatever the pickers
  // showed (the settings remembered on this device apply only to pages opened without a link).
  applyLinkGlobals(entry, level, spelling);
  entry.ctl.write(parsed.command, params);
  entry.refresh();
  // The answer of a link is what the reader came for: in view, and focused for screen readers.
  return solve(entry, parsed.command, params, { push }).then((rendered) => {
    if (!budgetOk) {
      entry.output.prepend(el('p', { class: 'note link-problem', text: `This link's step budget, ${shown([].concat(budget).join(', '))}, is not a whole number from ${grouped(min)} to ${grouped(max)}: the default budget was used.` }));
    }
    if (!rendered) return;
    entry.output.focus({ preventScroll: true });
    entry.output.scrollIntoView({ block: 'start' });
  });
}

/** The page opened (or gone Back to) without a puzzle link: the settings remembered on this
 * device, the tab a link named by its name (#about) or the finder, and what was wrong with a link
 * that was meant as a puzzle's, in that tab's output. */
function openUnlinked({ back = false } = {}) {
  applyUnlinked();
  const { tab, problem } = unopened(location.hash);
  const id = tab ?? (back && !problem ? null : 'finder');
  if (id) selectTab(id);
  const entry = problem ? mounted.get(id) : null;
  if (!entry) return;
  entry.output.replaceChildren(el('p', { class: 'note link-problem', text: `${problem} Nothing was solved.`, attrs: { role: 'alert' } }));
  entry.solved = null;
  entry.refresh();
  // Where a link's answer would be: in view, and focused for screen readers.
  entry.output.focus({ preventScroll: true });
  entry.output.scrollIntoView({ block: 'start' });
}

/** What a hash that applyHash did not open asks for: `tab`, a tab named by its own name (#about),
 * or `problem`, what is wrong with a link that was meant as a puzzle's; neither for no hash. */
function unopened(hash) {
  if (hash.length <= 1) return {};
  const parsed = hashToParams(hash);
  if (!parsed) return { problem: `This link's end, ${shown(decodedHash())}, is not a puzzle link of this page.` };
  if (parsed.command === 'about' || TABS.some((t) => t.id === parsed.command)) return { tab: parsed.command };
  return { problem: `This link names a puzzle this page does not have, ${shown(parsed.command)}; its links begin ${TABS.flatMap(commandsOf).map((c) => `#${c}`).join(', ')}.` };
}

/** A link's hash, percent-decoded where it decodes, for messages. */
function decodedHash() {
  try { return decodeURIComponent(location.hash.slice(1)); } catch { return location.hash.slice(1); }
}

/** Long text from a link cut for a message, as the core cuts it (its first 60 characters past 100). */
const shown = (text) => `“${text.length > 100 ? `${text.slice(0, 60)}…` : text}”`;

/** Sets the page-wide settings a link names (an absent one is the default; with `remembered`, a
 * link naming neither takes the settings remembered on this device) and selects `entry`'s tab;
 * every other tab whose answer was solved under the settings before is marked stale. */
function applyLinkGlobals(entry, level, spelling, { remembered = false } = {}) {
  const before = JSON.stringify(globals());
  if (remembered && level === undefined && spelling === undefined) applyUnlinked();
  else {
    pick('level', level, DEFAULT_LEVEL);
    pick('spelling', spelling, DEFAULT_SPELLING);
    updateDictionaryLine();
  }
  if (JSON.stringify(globals()) !== before) for (const other of mounted.values()) if (other !== entry) markStale(other);
  selectTab(entry.tab.id);
}

/** Opens `entry`'s tab for a link that holds no puzzle: its form emptied and no answer shown (a
 * message that the form is empty would greet a reader who has typed nothing). The link's level or
 * spelling applies; without either, the settings remembered on this device do, as on a page opened
 * without a link. Returns a promise settled when the dictionary is ready. */
function openBare(entry, command, level, spelling) {
  state.budget = 0;
  applyLinkGlobals(entry, level, spelling, { remembered: true });
  entry.ctl.write(command, {});
  entry.output.replaceChildren();
  entry.solved = null;
  entry.stale = false;
  entry.refresh();
  return client.ready.then(() => {}, () => {});
}

// ---- offline: the service worker -------------------------------------------------------------

function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) { location.reload(); }
  });
  navigator.serviceWorker.register(new URL('../sw.js', import.meta.url)).then((reg) => {
    const offer = (worker) => {
      // A new build is installed and waiting: offer a reload instead of mixing old and new files.
      if (!worker || !navigator.serviceWorker.controller) return;
      $('update').hidden = false;
      $('update-reload').onclick = () => { reloading = true; worker.postMessage('skip-waiting'); };
    };
    offer(reg.waiting);
    reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      worker?.addEventListener('statechange', () => { if (worker.state === 'installed') offer(worker); });
    });
  }).catch(() => { /* no offline support (e.g. blocked); the app still works online */ });
}

// ---- start -----------------------------------------------------------------------------------

$('cancel').addEventListener('click', () => client.cancel());
setupTheme();
setupDictionary();
buildTabs();
setupRecent();
const opening = applyHash();
if (!opening) openUnlinked();
// What the page opened for: the answer of its link, else the dictionary. Only then are the other
// tabs built, the service worker registered (it precaches the site, the ranking data too) and the
// worker told it may warm up, so none of them competes with the first answer for the cores or the
// network.
const settled = () => { mountRest(); registerServiceWorker(); client.idle(); };
(opening || client.ready).then(settled, settled);
watchStartup();
updateDictionaryLine();
// Back or Forward to the page without a puzzle link: its settings as when it opened.
window.addEventListener('popstate', () => { if (!applyHash()) openUnlinked({ back: true }); });

