// The Jumble tab: scrambled clue words with circled squares, and the final answer ranked.
// Follows the tab model of finder.js: { id, title, commands, help, example, mount }.
// The clue box takes the masks as typed (msuni:-OOO-); under it each clue's squares are toggle
// buttons that circle a square and rewrite that clue's mask, so the two always agree.
import { el, field, summary, plural, stoppedBy, commonnessTag, commonnessWords } from '../ui.js';
import { optField, defaultOf } from '../options.js';
import { loadTabStyle } from './style.js';

/** The most clues, and the longest clue, that get squares (the core's limits: 8 and 15). */
const MAX_ROWS = 8;
const MAX_SQUARES = 15;

const EXAMPLE = {
  clue: ['msuni:-OOO-', 'dealg:OOO--', 'tbnate:--OO-O', 'ncoruc:-OO--O'],
  answer: '------- -----',
};

/** One line of the clue box as a CLI clue value: `msuni:-OOO-`, `msuni` (a space may stand for the colon). */
const clueValue = (line) => (line.includes(':') ? line : line.replace(/\s+/, ':'));

/** Lines of the clue box as CLI clue values (blank lines left out). */
function clueLines(text) {
  return String(text ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '').map(clueValue);
}

/**
 * The clues of the box with where they are: `{ line, letters, squares, circled }` per non-blank
 * line (`line` its index among all lines, `circled` a Set of squares from 0). The core checks
 * the masks; this reading only draws them, so what it cannot read draws as plain squares.
 */
function cluesOf(text) {
  const out = [];
  String(text ?? '').split('\n').forEach((raw, line) => {
    const value = clueValue(raw.trim());
    if (value === '') return;
    const [letters, mask = ''] = value.split(/:(.*)/s);
    const squares = [...letters.trim()].length;
    const circled = new Set();
    if (/[,1-9]/.test(mask)) {
      for (const p of mask.split(/[\s,]+/)) if (/^\d+$/.test(p) && p > 0) circled.add(Number(p) - 1);
    } else {
      [...mask.trim()].forEach((c, i) => { if (c === 'O' || c === 'o' || c === '0') circled.add(i); });
    }
    out.push({ line, letters: letters.trim(), squares, circled });
  });
  return out;
}

/**
 * Clues pasted on one line (`MSUNI DEALG TBNATE`, or with commas), as puzzle pages print them,
 * one to a line; a line whose second part is a mask (`msuni -OOO-`, `msuni 2,3`) stays as it is.
 */
function cluesOnTheirOwnLines(text) {
  return String(text ?? '').split('\n').flatMap((line) => {
    const parts = line.trim().split(/[\s,;]+/).filter((p) => p !== '');
    const words = parts.length > 1 && !line.includes(':') && parts.every((p) => /^[a-z]{2,}$/i.test(p) && /[a-np-z]/i.test(p));
    return words ? parts : [line];
  }).join('\n');
}

/** The clue's line with its circles as a mask; no circle at all leaves the letters alone. */
function lineWith(letters, squares, circled) {
  if (circled.size === 0) return letters;
  let mask = '';
  for (let i = 0; i < squares; i++) mask += circled.has(i) ? 'O' : '-';
  return `${letters}:${mask}`;
}

/** Pins typed as `2=glade, 3=batten` (commas or spaces between them). */
function pinList(text) {
  return String(text ?? '').split(/[\s,]+/).map((p) => p.trim()).filter((p) => p !== '');
}

const asList = (v) => (v === undefined ? [] : [].concat(v)).map(String);

/** A clue word with its circled squares marked. */
function markedWord(word, positions) {
  return el('span', { class: 'word' },
    [...word].map((letter, i) => (positions.includes(i + 1)
      ? el('mark', { text: letter, attrs: { title: `circled square ${i + 1}` } })
      : letter)));
}

export default {
  id: 'jumble',
  title: 'Jumble',
  commands: ['jumble'],
  makers: { 'make-jumble': 'Jumble' },
  help: 'Type each scrambled clue word on its own line, then tap its squares to circle them, or type a colon '
    + 'and its circled squares: O for a circle and - for a plain square (msuni:-OOO-), or the circled positions '
    + 'counting from 1 (msuni:2,3,4). A clue without circles is simply unscrambled; leave the final answer '
    + 'empty to unscramble words only. The final answer pattern has one - (or _) per blank and a space between words; copy '
    + 'printed letters and punctuation as they appear (A ---- --\'-). With _ for the blanks, - is a '
    + 'hyphen (____-_______ is HAND-CRAFTED: two words, or one word of the joined letters). Every clue is unscrambled (all '
    + 'its words), the circled letters are pooled, and the answers that fit the pattern are listed '
    + 'most likely first, by how often their words, and their words side by side, occur in English. '
    + 'Pin a clue to the word you '
    + 'know (2=glade) to fix its letters.',
  example: { command: 'jumble', params: { clue: EXAMPLE.clue, answer: EXAMPLE.answer } },

  mount({ form, output }) {
    loadTabStyle('jumble');
    const clues = optField('jumble', 'clue', {
      kind: 'textarea', placeholder: 'msuni:-OOO-\ndealg:OOO--',
      hint: 'one per line: the letters, then tap the squares below to circle them, or type a colon and the circles (O circled, - plain) or positions like 2,3,4',
    });
    clues.input.rows = 6;
    // Each clue's squares, as toggle buttons: pressing one circles it in the clue's mask.
    const board = el('div', { class: 'clue-squares', attrs: { role: 'group', 'aria-label': 'Circled squares of each clue' } });
    const drawSquares = (focus) => {
      const rows = cluesOf(clues.input.value).slice(0, MAX_ROWS).map((c, n) => {
        if (c.squares === 0 || c.squares > MAX_SQUARES) return null;
        const buttons = [];
        for (let i = 0; i < c.squares; i++) {
          buttons.push(el('button', {
            class: 'square', text: String(i + 1),
            attrs: {
              type: 'button', 'aria-pressed': c.circled.has(i) ? 'true' : 'false',
              'aria-label': `Circle square ${i + 1} of clue ${n + 1}`, 'data-clue': n, 'data-square': i,
            },
            on: { click: () => toggle(c, n, i) },
          }));
        }
        return el('div', { class: 'squares-row' },
          el('span', { class: 'squares-label word', text: `${n + 1}. ${c.letters}` }),
          el('span', { class: 'squares', attrs: { role: 'group', 'aria-label': `Clue ${n + 1} (${c.letters})` } }, buttons));
      }).filter(Boolean);
      board.replaceChildren(...rows);
      board.hidden = rows.length === 0;
      if (focus) board.querySelector(`button[data-clue="${focus[0]}"][data-square="${focus[1]}"]`)?.focus();
    };
    const toggle = (c, n, i) => {
      const circled = new Set(c.circled);
      if (circled.has(i)) circled.delete(i); else circled.add(i);
      const lines = clues.input.value.split('\n');
      lines[c.line] = lineWith(c.letters, c.squares, circled);
      clues.input.value = lines.join('\n');
      drawSquares([n, i]);
    };
    // Clues on one line go one to a line when pasted, and typed ones once the box is left or the
    // puzzle solved (while typing, the next word may still be coming).
    const splitLines = () => {
      const split = cluesOnTheirOwnLines(clues.input.value);
      if (split === clues.input.value) return false;
      clues.input.value = split;
      return true;
    };
    clues.input.addEventListener('input', (e) => {
      if (e.inputType === 'insertFromPaste') splitLines();
      drawSquares();
    });
    const splitAndDraw = () => { if (splitLines()) drawSquares(); };
    clues.input.addEventListener('change', splitAndDraw);
    // On submit before the shell's own listener, which reads the form (mountPuzzle adds it after).
    form.addEventListener('submit', splitAndDraw);
    clues.row.append(board);
    drawSquares();
    // Answers hidden until revealed one clue at a time (a puzzle to solve, not a list to read);
    // a setting of this page, not of the puzzle, so it is not in the link.
    const hide = field('Hide the words: reveal them one clue at a time', { kind: 'checkbox', name: 'reveal-by-clue' });
    const answer = optField('jumble', 'answer', { placeholder: '------- -----', hint: 'one - (or _) per letter, spaces between words; with _, - is a hyphen' });
    answer.input.style.fontFamily = 'ui-monospace, Menlo, Consolas, monospace';
    const pins = optField('jumble', 'pin', { placeholder: '2=glade', hint: 'optional: clue number = the word you know' });
    const limit = optField('jumble', 'limit', { hint: '' });
    form.append(clues.row, answer.row, el('div', { class: 'row' }, pins.row, limit.row), hide.row);

    // The parts of the answer shown that can be hidden behind a Reveal button: [button, nodes].
    // The checkbox hides or shows them all at once, also after solving.
    let parts = [];
    const showParts = (shown) => {
      for (const [button, nodes] of parts) {
        button.hidden = shown;
        for (const n of nodes) n.hidden = !shown;
      }
    };
    hide.input.addEventListener('change', () => showParts(!hide.input.checked));

    /** `node` (and `also`) behind a Reveal button labelled `label` while the words are hidden;
     * shown, and focused, on press. */
    const revealable = (node, text, label, also = []) => {
      node.setAttribute('tabindex', '-1');
      const nodes = [node, ...also];
      const button = el('button', {
        text, class: 'secondary reveal', attrs: { type: 'button', 'aria-label': label },
        on: {
          click: () => {
            button.hidden = true;
            for (const n of nodes) n.hidden = false;
            node.focus();
          },
        },
      });
      parts.push([button, nodes]);
      button.hidden = !hide.input.checked;
      for (const n of nodes) n.hidden = hide.input.checked;
      return [button, node];
    };

    return {
      read() {
        const params = { clue: clueLines(clues.input.value), answer: answer.input.value };
        const p = pinList(pins.input.value);
        if (p.length) params.pin = p;
        params.limit = limit.input.value;
        return { command: 'jumble', params };
      },

      /** Hides the answers until revealed, one clue at a time (embeds with hide-answer). */
      revealByPart() {
        hide.input.checked = true;
        hide.row.hidden = true;
        return true;
      },

      write(command, params) {
        clues.input.value = asList(params.clue).join('\n');
        drawSquares();
        answer.input.value = params.answer ?? '';
        pins.input.value = asList(params.pin).join(', ');
        limit.input.value = params.limit ?? defaultOf('jumble', 'limit');
      },

      render(command, a) {
        parts = [];
        // The clues, each word with its circled letters marked (each behind its Reveal button
        // when the words are hidden).
        const rows = a.clues.map((c, i) => {
          const words = el('span', { class: 'clue-words' }, c.words.length === 0
            ? el('span', { class: 'note', text: 'no word' })
            : c.words.map((w, k) => el('span', {},
              k > 0 ? ', ' : null,
              markedWord(w.word, c.positions),
              commonnessTag(w.commonness, w.level))),
          c.pinned ? el('span', { class: 'note', text: ' (pinned)' }) : null);
          const circled = el('span', { text: c.words.map((w) => w.circled).join(' / ') });
          const reveal = revealable(words, 'Reveal', `Reveal clue ${i + 1}`, [circled]);
          return el('tr', {},
            el('td', { text: String(i + 1) }),
            el('td', { class: 'word', text: c.scramble }),
            el('td', {}, reveal),
            el('td', { class: 'word' }, circled));
        });
        output.append(el('table', { class: 'jumble-clues', attrs: { 'aria-label': 'Clue words' } },
          el('thead', {}, el('tr', {}, ['#', 'Scramble', 'Word (circled letters marked)', 'Circled'].map((h) => el('th', { text: h })))),
          el('tbody', {}, rows)));

        // The circled letters and the final answers: one part, revealed on its own.
        const final = el('div', { class: 'jumble-final' });
        if (a.pools.length === 1) {
          final.append(el('p', { class: 'pool' }, 'Circled letters: ', el('span', { class: 'word', text: a.pools[0] })));
        } else if (a.pools.length > 1) {
          final.append(el('p', { class: 'pool' },
            `${a.pools.length} sets of circled letters (one for each choice of clue words): `,
            el('span', { class: 'word', text: a.pools.join(', ') })));
        }
        const cluesOnly = a.count === 0 && !a.reason;
        if (!(cluesOnly && a.pools.length === 0)) output.append(...revealable(final, 'Reveal the final answer', 'Reveal the final answer'));

        if (a.reason) {
          final.append(summary('No answer.'), el('p', { class: 'note reason', text: a.reason }));
          return;
        }
        if (cluesOnly) {
          output.append(summary(`${plural(a.clues.length, 'clue')} unscrambled, most common word first. `
            + 'Type the final answer\u2019s pattern to solve the puzzle.'));
          return;
        }
        let text = plural(a.count, 'answer');
        if (!a.complete) text = `At least ${text} (${stoppedBy(a)}: the list is the best found so far)`;
        if (a.truncated) text += `, showing the first ${a.answers.length}`;
        final.append(summary(`${text}.`));
        if (a.answers.length === 0) return;
        final.append(el('p', { class: 'note', text: 'Most likely first: an answer costs less the more often its words, '
          + 'and its words side by side, occur in English (the cost is minus the log10 of its estimated probability). '
          + 'Under each answer are the clue words it comes from.' }));
        final.append(el('ol', { class: 'jumble-answers', attrs: { 'aria-label': 'Final answers' } },
          a.answers.map((p) => {
            const from = p.from.slice(0, 3).map((f) => f.join(' \u00b7 ')).join('; ');
            const more = p.from.length > 3 ? ` (+${p.from.length - 3} more)` : '';
            const levels = p.words.map((w, i) => `${w}: ${commonnessWords(p.commonness[i])}${p.levels[i] === null ? '' : `, SCOWL level ${p.levels[i]}`}`).join('; ');
            return el('li', {},
              el('span', { class: 'word phrase', text: p.phrase }),
              el('span', { class: 'level cost', text: `cost ${p.cost.toFixed(1)}`, attrs: { title: levels } }),
              el('div', { class: 'note from', text: `from ${from}${more}` }));
          })));
      },
    };
  },
};
