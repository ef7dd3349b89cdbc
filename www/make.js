// The Make mode of the puzzle tabs that have a maker (issue 16): a tab declares its makers
// (`makers: { 'make-ladder': 'Word ladder' }`), and those the core provides (the `make-<kind>`
// commands of schema.js) get a Solve / Make switch, a form built from the maker's option
// declarations, and the made puzzle drawn as a puzzle, its answer behind Reveal, with Solve it,
// Copy link (hide-answer=1), Copy embed snippet and Print (the answer on a page of its own).
//
// The makers run in a second wasm module that the worker loads on the first make-* request
// (worker.js); the page sends a maker's request like any other command. The seed is part of the
// link: the same settings and seed make the same puzzle, here and in `wordwright make`.
import { el, field, summary, plural } from './ui.js';
import { SCHEMA, optField } from './options.js';
import { loadTabStyle } from './tabs/style.js';

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
 * A solver's argv (`["ladder", "crack", "stand", "--level", "50"]`, as a maker gives it) as the
 * params of the solver's link: positional arguments by their declared names, options by theirs,
 * repeated ones as lists, switches as true. Throws on an option the schema does not declare.
 */
export function argvToParams(argv) {
  const [command, ...rest] = argv;
  const spec = SCHEMA.commands.find((c) => c.name === command);
  if (!spec) throw new Error(`unknown command ${command}`);
  const decl = (name) => spec.options.find((o) => o.name === name) || SCHEMA.globals.find((o) => o.name === name);
  const positional = spec.options.filter((o) => o.positional);
  const params = {};
  const add = (o, v) => {
    if (o.repeat) params[o.name] = [...(params[o.name] ?? []), v];
    else params[o.name] = v;
  };
  for (let i = 0; i < rest.length; i += 1) {
    const a = rest[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split(/=(.*)/s);
      const o = decl(name);
      if (!o) throw new Error(`${command} has no option --${name}`);
      if (o.kind.type === 'switch') params[o.name] = true;
      else add(o, inline ?? rest[(i += 1)]);
    } else {
      const o = positional[0];
      if (!o) throw new Error(`${command} takes no argument ${a}`);
      add(o, a);
      if (!o.repeat) positional.shift();
    }
  }
  return { command, params };
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
    el('p', { class: 'hint', text: 'Makes a puzzle with exactly one answer, checked by the solver. The same settings and seed make the same puzzle, here and in wordwright make.' }),
    kind.row, [...forms.values()].map((f) => f.box));
  form.prepend(task.row, solveBox, makeBox);

  const mode = () => task.input.value;
  const current = () => forms.get(kind.input.value);
  const sync = () => {
    const making = mode() === 'make';
    solveBox.hidden = making;
    makeBox.hidden = !making;
    for (const [m, f] of forms) f.box.hidden = m !== kind.input.value;
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

    render(command, answer, params, context) {
      if (!isMaker(command)) { ctl.render(command, answer, params, context); return; }
      loadTabStyle('make');
      renderMade(output, command, answer, params, { links, again, title: makers.find(([m]) => m === command)?.[1] });
    },
  };
}

// ---- the made puzzle ---------------------------------------------------------------------------

const upper = (w) => w.toUpperCase();
/** A row of letter boxes, one per character of `letters` (blank for a space), `circles` ringed. */
const boxes = (letters, { circles = [], cls = '' } = {}) => el('span', { class: `boxes ${cls}`, attrs: { 'aria-hidden': 'true' } },
  [...letters].map((c, i) => el('span', { class: `box${circles.includes(i) ? ' circled' : ''}${c === ' ' ? ' blank' : ''}`, text: c === ' ' ? '' : upper(c) })));
const blanks = (n) => ' '.repeat(n);
/** Text for screen readers beside a drawing (the drawing itself is aria-hidden). */
const sr = (text) => el('span', { class: 'sr', text });

/**
 * Each kind's drawing: puzzle(params, made, makerParams) → the puzzle's nodes (nothing of the
 * answer); solution(params, made) → the answer's nodes. `params` are the solver's (from
 * puzzle.argv), `makerParams` the maker's (a Jumble's caption).
 */
const KINDS = {
  'make-ladder': {
    puzzle({ from, to }, made) {
      const steps = made.answer.length - 1;
      return [
        el('p', { class: 'instructions', text: `Change one letter at a time, every step a word, from ${upper(from)} to ${upper(to)} in ${plural(steps, 'step')}.` }),
        // A long ladder prints smaller, to stay on one page.
        el('ol', { class: `made-rungs${steps > 20 ? ' longer' : steps > 11 ? ' long' : ''}`, attrs: { start: 0, 'aria-label': 'The ladder, one rung per word' } },
          made.answer.map((w, i) => {
            const given = i === 0 || i === steps;
            return el('li', {}, boxes(given ? w : blanks(w.length)), sr(given ? w : `rung ${i}, to fill in`));
          })),
      ];
    },
    solution(params, made) {
      return [el('p', { class: 'word', text: made.answer.map(upper).join(' \u2192 ') })];
    },
  },
  'make-rack': {
    puzzle({ tiles, set }) {
      return [
        el('p', { class: 'instructions', text: `Find the best-scoring word these tiles make${set ? ` (${set} tile set)` : ''}. Only one word scores the most.` }),
        el('p', { class: 'made-rack' }, boxes(tiles, { cls: 'tiles' }), sr(`Tiles: ${[...tiles].map(upper).join(' ')}`)),
        el('p', { class: 'write-in', text: 'Best word: ____________________   Score: ______' }),
      ];
    },
    solution(params, made) {
      const { check } = made;
      return [el('p', {}, el('span', { class: 'word', text: upper(made.answer.word) }), `, ${plural(made.answer.score, 'point')}.`),
        el('p', { class: 'note', text: `The rack makes ${plural(check.words, 'word')}; ${check.runner_up === undefined || check.runner_up === null ? 'no other word' : `the next best scores ${check.runner_up}`}.` })];
    },
  },
  'make-dice': {
    puzzle({ words }, made) {
      const n = made.answer.length;
      const f = made.answer[0].length;
      const letters = [...made.answer.join('')].sort().map(upper);
      return [
        el('p', { class: 'instructions', text: `These words were rolled with ${n} dice of ${f} faces: each word takes one letter from every die. Which letters are on which die?` }),
        el('ul', { class: 'made-words', attrs: { 'aria-label': 'Words rolled' } }, [].concat(words).map((w) => el('li', { class: 'word', text: upper(w) }))),
        el('p', { class: 'made-letters', text: `The dice carry these ${letters.length} letters, one per face: ${letters.join(' ')}.` }),
        el('ol', { class: 'made-dice', attrs: { 'aria-label': 'The dice, to fill in' } }, made.answer.map((_, i) => el('li', { class: `die cols-${f <= 3 ? f : 3}` },
          Array.from({ length: f }, () => el('span', { class: 'face' })), sr(`die ${i + 1}`)))),
      ];
    },
    solution(params, made) {
      const f = made.answer[0].length;
      return [el('ol', { class: 'made-dice', attrs: { 'aria-label': 'The dice' } }, made.answer.map((faces, i) => el('li', { class: `die cols-${f <= 3 ? f : 3}` },
        [...faces].map((c) => el('span', { class: 'face', text: upper(c), attrs: { 'aria-hidden': 'true' } })), sr(`die ${i + 1}: ${[...faces].map(upper).join(' ')}`))))];
    },
  },
  'make-jumble': {
    puzzle({ clue, answer: pattern }, made, makerParams) {
      const clues = [].concat(clue ?? []).map((c) => {
        const [scramble, mask = ''] = c.split(':');
        return { scramble, circles: circlesOf(mask, scramble.length) };
      });
      return [
        el('p', { class: 'instructions', text: `Unscramble the ${clues.length} jumbles, one letter to each square, to form words; then arrange the circled letters to form the answer.` }),
        el('ol', { class: 'made-jumble', attrs: { 'aria-label': 'The jumbles' } }, clues.map((c, i) => el('li', {},
          boxes(c.scramble, { cls: 'tiles' }), boxes(blanks(c.scramble.length), { circles: c.circles }),
          sr(`Jumble ${i + 1}: ${c.scramble.toUpperCase()}, ${c.scramble.length} squares, circled squares ${c.circles.map((p) => p + 1).join(', ')}`)))),
        makerParams.caption ? el('p', { class: 'made-caption', text: makerParams.caption }) : null,
        pattern ? el('p', { class: 'made-final' }, patternBoxes(pattern), sr(`The answer: ${pattern}`)) : null,
      ];
    },
    solution(params, made) {
      const a = made.answer ?? {};
      const words = a.clues ?? a.words ?? [];
      const phrase = a.phrase ?? a.answer ?? '';
      return [
        words.length ? el('p', { class: 'word', text: words.map(upper).join(', ') }) : null,
        el('p', { class: 'word made-phrase', text: upper(phrase) }),
      ];
    },
  },
  'make-crypto': {
    puzzle({ crypto, known }) {
      const given = hintsOf(known);
      return [
        el('p', { class: 'instructions', text: 'Each letter stands for another letter (never itself). Decode the quote.' }),
        given.size ? el('p', { class: 'made-hints', text: `Given: ${[...given].map(([c, p]) => `${c.toUpperCase()} = ${p.toUpperCase()}`).join(', ')}.` }) : null,
        el('div', { class: 'made-crypto', attrs: { 'aria-hidden': 'true' } }, crypto.split(/\s+/).filter(Boolean).map((word) => el('span', { class: 'cword' },
          [...word].map((c) => (/[a-z]/i.test(c)
            ? el('span', { class: 'cell' }, el('span', { class: 'box', text: given.get(c.toUpperCase())?.toUpperCase() ?? '' }), el('span', { class: 'code', text: c.toUpperCase() }))
            : el('span', { class: 'cell punct' }, el('span', { class: 'box blank', text: c }), el('span', { class: 'code', text: '' }))))))),
        sr(`The cryptogram: ${crypto}`),
      ];
    },
    solution(params, made) {
      return [el('p', { class: 'quote', text: made.answer })];
    },
  },
  'make-assign': {
    puzzle({ row, known }) {
      const given = hintsOf(known);
      return [
        el('p', { class: 'instructions', text: 'Each symbol stands for a letter, a different letter for each symbol, and every row spells a word. Which letter is each symbol?' }),
        given.size ? el('p', { class: 'made-hints', text: `Given: ${[...given].map(([sym, l]) => `${sym} = ${l.toUpperCase()}`).join(', ')}.` }) : null,
        el('ol', { class: 'made-rows', attrs: { 'aria-label': 'The rows' } }, [].concat(row).map((r) => el('li', {},
          el('span', { class: 'boxes', attrs: { 'aria-hidden': 'true' } }, r.split(/\s+/).map((sym) => el('span', { class: 'cell' },
            el('span', { class: 'box', text: given.get(sym)?.toUpperCase() ?? '' }), el('span', { class: 'code', text: sym })))),
          sr(r)))),
      ];
    },
    solution({ row }, made) {
      const letter = (sym) => made.answer[sym] ?? '?';
      return [
        el('ol', { class: 'made-words' }, [].concat(row).map((r) => el('li', { class: 'word', text: r.split(/\s+/).map(letter).join('').toUpperCase() }))),
        el('p', { text: Object.entries(made.answer).map(([sym, l]) => `${sym} = ${l.toUpperCase()}`).join(', ') }),
      ];
    },
  },
};

/** A Jumble mask's circled squares, 0-based: `-OO--O` (O circled) or 1-based positions `2,3,4`. */
function circlesOf(mask, n) {
  if (/^[\d,\s]+$/.test(mask)) return mask.split(/[,\s]+/).filter(Boolean).map((p) => Number(p) - 1).filter((p) => p >= 0 && p < n);
  return [...mask].flatMap((c, i) => (/o/i.test(c) ? [i] : []));
}

/** A Jumble answer's pattern as boxes: a blank per letter (`-`, or `_` when the pattern uses `_`,
 * where `-` is a hyphen), letters printed as given, a gap between words, punctuation as it is. */
function patternBoxes(pattern) {
  const blank = pattern.includes('_') ? '_' : '-';
  return el('span', { class: 'boxes', attrs: { 'aria-hidden': 'true' } }, [...pattern].map((c) => {
    if (c === blank) return el('span', { class: 'box' });
    if (c === ' ') return el('span', { class: 'box gap' });
    if (/[a-z]/i.test(c)) return el('span', { class: 'box', text: upper(c) });
    return el('span', { class: 'box gap', text: c });
  }));
}

/** `--known` values (`X=y`, `cherry=c`) as a Map; a cryptogram's letters keyed in capitals. */
function hintsOf(known) {
  return new Map([].concat(known ?? []).map((k) => {
    const [a, b] = k.split('=');
    return [/^[a-z]$/i.test(a) ? a.toUpperCase() : a, b];
  }));
}

/** A maker's answer drawn as a puzzle, with its answer behind Reveal and the puzzle's actions. */
function renderMade(output, command, made, params, { links, again, title }) {
  if (!made.puzzle) {
    output.append(summary('No puzzle this time.'),
      el('p', { class: 'note reason', text: made.reason }),
      el('div', { class: 'actions' }, el('button', { text: 'Try again (another seed)', attrs: { type: 'button' }, on: { click: again } })));
    return;
  }
  const kind = KINDS[command];
  const solver = argvToParams(made.puzzle.argv);
  const note = el('span', { class: 'hint', attrs: { role: 'status' } });
  const copy = async (text, what) => {
    try {
      await navigator.clipboard.writeText(text);
      note.textContent = `${what} copied.`;
    } catch {
      note.textContent = `Could not copy the ${what.toLowerCase()}; your browser refused.`;
    }
  };
  const { difficulty, check } = made;
  const puzzle = el('div', { class: 'made-puzzle' },
    el('h3', { text: title || 'Puzzle' }),
    ...(kind ? kind.puzzle(solver.params, made, params) : [el('p', { class: 'word', text: made.puzzle.argv.join(' ') })]),
    el('p', { class: 'made-meta', text: `Difficulty: ${difficulty.label} (${difficulty.score} of 100). Seed ${made.seed}. Made by Wordwright, checked by its solver: exactly one answer.` }));
  const answer = el('div', { class: 'made-answer', attrs: { tabindex: -1, 'aria-label': 'The answer' } },
    el('h3', { text: 'Answer' }),
    ...(kind ? kind.solution(solver.params, made) : [el('pre', { text: JSON.stringify(made.answer) })]));
  answer.hidden = true;
  const reveal = el('button', {
    text: 'Reveal the answer', class: 'secondary', attrs: { type: 'button', 'aria-expanded': 'false' },
    on: { click: () => { answer.hidden = !answer.hidden; reveal.setAttribute('aria-expanded', String(!answer.hidden)); reveal.textContent = answer.hidden ? 'Reveal the answer' : 'Hide the answer'; if (!answer.hidden) answer.focus(); } },
  });
  const solveIt = el('a', {
    text: 'Solve it', class: 'button secondary',
    attrs: { href: links.solver(solver.command, solver.params), ...(links.inFrame ? { target: '_blank', rel: 'noopener' } : {}) },
  });
  const controls = el('div', { class: 'actions made-controls' },
    reveal, solveIt,
    el('button', { text: 'Copy link', class: 'secondary', attrs: { type: 'button' }, on: { click: () => copy(links.page(command, params, { 'hide-answer': '1' }), 'Link') } }),
    el('button', { text: 'Copy embed snippet', class: 'secondary', attrs: { type: 'button' }, on: { click: () => copy(links.embed(command, params), 'Embed snippet') } }),
    el('button', { text: 'Print', class: 'secondary', attrs: { type: 'button' }, on: { click: () => window.print() } }),
    el('button', { text: 'Make another', class: 'secondary', attrs: { type: 'button' }, on: { click: again } }),
    note);
  output.append(el('section', { class: 'made', attrs: { 'aria-label': 'The made puzzle', 'data-maker': command } }, puzzle, controls, answer));
  if (check && check.solutions !== 1) output.append(el('p', { class: 'error', text: `The check found ${check.solutions} answers.` }));
}
