// The drawings of made puzzles (make.js loads this module on the first Make): each maker's puzzle
// as on paper, its answer behind Reveal, and the made puzzle's actions (Solve it, Copy link with
// hide-answer=1, Copy embed snippet, Print, Make another). Text goes in through textContent only.
import { el, grouped, summary, plural } from './ui.js';
import { SCHEMA } from './options.js';

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
    puzzle({ tiles, set }, made) {
      // Each tile with its points, as on a real tile (a blank, ?, is worth 0).
      const values = made.check.values ?? [];
      const points = (c) => (c === '?' ? 0 : values[c.charCodeAt(0) - 97]);
      const tile = (c) => el('span', { class: 'box' }, c === '?' ? '' : upper(c),
        points(c) === undefined ? null : el('sub', { class: 'points', text: String(points(c)) }));
      const said = (c) => (points(c) === undefined ? upper(c) : `${c === '?' ? 'blank' : upper(c)} ${points(c)}`);
      return [
        el('p', { class: 'instructions', text: `Find the best-scoring word these tiles make${set ? ` (${set} tile set)` : ''}. Only one word scores the most.` }),
        el('p', { class: 'made-rack' }, el('span', { class: 'boxes tiles', attrs: { 'aria-hidden': 'true' } }, [...tiles].map(tile)),
          sr(`Tiles: ${[...tiles].map(said).join(', ')}`)),
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
  const box = (c) => {
    if (c === blank) return el('span', { class: 'box' });
    if (/[a-z]/i.test(c)) return el('span', { class: 'box', text: upper(c) });
    return el('span', { class: 'box gap', text: c });
  };
  // Each word's boxes kept together: a narrow screen wraps the answer between words, never inside one.
  return el('span', { class: 'boxes', attrs: { 'aria-hidden': 'true' } }, pattern.split(' ').flatMap((word, i) => [
    i > 0 ? el('span', { class: 'box gap' }) : null,
    el('span', { class: 'word-boxes' }, [...word].map(box)),
  ]));
}

/** `--known` values (`X=y`, `cherry=c`) as a Map; a cryptogram's letters keyed in capitals. */
function hintsOf(known) {
  return new Map([].concat(known ?? []).map((k) => {
    const [a, b] = k.split('=');
    return [/^[a-z]$/i.test(a) ? a.toUpperCase() : a, b];
  }));
}

/** A maker's answer drawn as a puzzle, with its answer behind Reveal and the puzzle's actions. */
export function renderMade(output, command, made, params, { links, again, title }) {
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
  // What the check proved: one answer, or (cryptograms, Jumbles) the answer ranked first by a margin.
  const times = (margin) => (margin >= 6 ? 'over a million' : grouped(Math.round(10 ** margin)));
  const proof = (c) => (c.solutions === 1 || c.margin === undefined ? 'exactly one answer'
    : `the answer is its most likely reading, ${times(c.margin)} times likelier than the next`);
  const puzzle = el('div', { class: 'made-puzzle' },
    el('h3', { text: title || 'Puzzle' }),
    ...(kind ? kind.puzzle(solver.params, made, params) : [el('p', { class: 'word', text: made.puzzle.argv.join(' ') })]),
    el('p', { class: 'made-meta', text: `Difficulty: ${difficulty.label} (${difficulty.score} of 100). Seed ${made.seed}. Made by Wordwright, checked by its solver: ${proof(check)}.` }));
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
  // A kind proved by a margin (cryptograms, Jumbles) has more than one reading by design.
  if (check && check.solutions !== 1 && check.margin === undefined) output.append(el('p', { class: 'error', text: `The check found ${check.solutions} answers.` }));
}
