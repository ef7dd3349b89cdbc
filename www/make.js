// The Make mode of the puzzle tabs that have a maker (issue 16): a tab declares its makers
// (`makers: { 'make-ladder': 'Word ladder' }`), and those the core provides (the `make-<kind>`
// commands of schema.js) get a Solve / Make switch, a form built from the maker's option
// declarations, and the made puzzle drawn as a puzzle, its answer behind Reveal, with Solve it,
// Copy link (hide-answer=1), Copy embed snippet and Print (the answer on a page of its own).
//
// The makers run in a second wasm module that the worker loads on the first make-* request
// (worker.js); the page sends a maker's request like any other command. The seed is part of the
// link: the same settings and seed make the same puzzle, here and in `wordwright make`. Like the
// makers' module, the drawings of made puzzles (made.js) and their stylesheet load on the first
// Make, not with the page: this module holds only the Mode switch and the forms.
import { el, field } from './ui.js';
import { SCHEMA, optField } from './options.js';
import { loadTabStyle } from './tabs/style.js';

/** made.js, once loaded. */
let made = null;
const loadMade = () => import('./made.js').then((m) => { made = m; return m; });

const DECLARED = new Map(SCHEMA.commands.filter((c) => c.name.startsWith('make-')).map((c) => [c.name, c]));

/** Whether `command` is a maker (`make-<kind>`). */
export const isMaker = (command) => command.startsWith('make-');

/** The makers of `tab` that the core provides, as [[command, title]]. */
export const makersOf = (tab) => Object.entries(tab.makers || {}).filter(([m]) => DECLARED.has(m));

/** Every command `tab` answers: its solvers' and its makers'. */
export const commandsOf = (tab) => [...tab.commands, ...makersOf(tab).map(([m]) => m)];

/** A seed drawn with crypto.getRandomValues, 0 to the core's largest (2^53 - 1). */
export function drawSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return String((hi % 2 ** 21) * 2 ** 32 + lo);
}

/**
 * Adds the Make mode to a mounted tab: `ctl` is the tab's controller, `form` and `output` its
 * form and output; `links` (shell.js, makeLinks) makes a made puzzle's links: page() its link,
 * solver() its solver's link, embed() its embed snippet. Returns the controller with Make added
 * (the same one when the tab has no maker).
 */
export function addMakeMode(tab, ctl, { form, output, links, compact = false }) {
  const makers = makersOf(tab);
  if (makers.length === 0) return ctl;
  const solveBox = el('div', { class: 'solve-fields' }, ...form.childNodes);
  const task = field('Mode', {
    kind: 'select', name: 'task', value: 'solve',
    options: [['solve', `Solve a puzzle`], ['make', `Make a puzzle`]],
  });
  task.row.classList.add('task');
  if (compact) task.row.hidden = true;
  const kind = field('Puzzle to make', { kind: 'select', name: 'maker', options: makers, value: makers[0][0] });
  kind.row.hidden = makers.length === 1;
  // Each maker's fields, from its declarations (the seed last, as declared).
  const forms = new Map(makers.map(([m]) => {
    const spec = DECLARED.get(m);
    // Named `<maker>-<option>`, apart from the solver's fields of the same option.
    const fields = spec.options.filter((o) => o.reach === 'everywhere').map((o) => [o.name, optField(m, o.name, o.name === 'seed'
      ? { name: `${m}-seed`, hint: 'drawn at random when empty; the same settings and seed make the same puzzle', attrs: { placeholder: 'random' } }
      : { name: `${m}-${o.name}`, attrs: o.required ? { required: true } : {} })]);
    // Numbers side by side (dice and faces, length and steps); the rest one per line.
    const rows = [];
    for (const [name, f] of fields) {
      const short = f.input.type === 'number' && name !== 'seed';
      const last = rows.at(-1);
      if (short && last?.classList.contains('row')) last.append(f.row);
      else rows.push(short ? el('div', { class: 'row' }, f.row) : f.row);
    }
    const box = el('div', { class: 'make-kind', attrs: { 'data-maker': m } }, rows);
    return [m, { box, fields: new Map(fields) }];
  }));
  const makeBox = el('div', { class: 'make-fields' },
    el('p', { class: 'hint', text: `Makes a puzzle with one answer, checked by the solver${
      makers.some(([m]) => m === 'make-crypto' || m === 'make-jumble')
        ? ' (a cryptogram or a Jumble: the answer the solver ranks first, by a wide margin)' : ''
    }. The same settings and seed make the same puzzle, here and with the command-line tool (wordwright make).` }),
    kind.row, [...forms.values()].map((f) => f.box));
  form.prepend(task.row, solveBox, makeBox);

  const mode = () => task.input.value;
  const current = () => forms.get(kind.input.value);
  // A box out of view has its fields disabled too, so that the form's validity (Copy link) is the
  // validity of the fields in view: a maker's required answer must not hold back the solver's link.
  const show = (box, on) => {
    box.hidden = !on;
    for (const c of box.querySelectorAll('input, select, textarea')) c.disabled = !on;
  };
  const sync = () => {
    const making = mode() === 'make';
    show(solveBox, !making);
    show(makeBox, making);
    if (making) for (const [m, f] of forms) show(f.box, m === kind.input.value);
    // The shell's buttons (added after this): Solve reads Make, the Example is the solver's.
    const submit = form.querySelector('.actions button[type=submit]');
    if (submit) submit.textContent = making ? 'Make' : 'Solve';
    const example = form.querySelector('.actions [data-example]');
    if (example) example.hidden = making;
    if (making) loadTabStyle('make');
  };
  task.input.addEventListener('change', sync);
  kind.input.addEventListener('change', sync);
  queueMicrotask(sync);
  // The seed is drawn on Make when the field is empty, before the shell reads the form.
  const seedField = () => current().fields.get('seed');
  form.addEventListener('submit', () => {
    if (mode() === 'make' && seedField() && seedField().input.value.trim() === '') seedField().input.value = drawSeed();
  });
  /** Makes again with a new seed (Make another, Try again). */
  const again = () => {
    seedField().input.value = drawSeed();
    form.requestSubmit();
  };

  return {
    ...ctl,
    read() {
      if (mode() !== 'make') return ctl.read();
      const params = {};
      for (const [name, f] of current().fields) {
        if (f.input.type === 'checkbox') { if (f.input.checked) params[name] = true; } else params[name] = f.input.value;
      }
      return { command: kind.input.value, params };
    },

    write(command, params) {
      if (!isMaker(command)) {
        task.input.value = 'solve';
        sync();
        ctl.write(command, params);
        return;
      }
      task.input.value = 'make';
      kind.input.value = command;
      for (const [name, f] of forms.get(command)?.fields ?? []) {
        const v = params[name];
        if (f.input.type === 'checkbox') f.input.checked = v === true || v === '1' || v === 'true';
        else f.input.value = [].concat(v ?? []).join(',');
      }
      sync();
    },

    /** Loads what a maker's answer is drawn with, while the worker makes it (shell.js awaits). */
    prepare(command) {
      return isMaker(command) ? loadMade() : undefined;
    },

    render(command, answer, params, context) {
      if (!isMaker(command)) { ctl.render(command, answer, params, context); return; }
      loadTabStyle('make');
      const draw = (m) => m.renderMade(output, command, answer, params, { links, again, title: makers.find(([m2]) => m2 === command)?.[1] });
      if (made) draw(made); else loadMade().then(draw);
    },
  };
}
