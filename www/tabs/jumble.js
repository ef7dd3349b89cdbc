// The Jumble tab: scrambled clue words with circled squares, and the final answer ranked.
// Follows the tab model of finder.js: { id, title, commands, help, example, mount }.
import { el, summary, plural, commonnessTag } from '../ui.js';
import { optField, defaultOf } from '../options.js';

const EXAMPLE = {
  clue: ['msuni:-OOO-', 'dealg:OOO--', 'tbnate:--OO-O', 'ncoruc:-OO--O'],
  answer: '------- -----',
};

/** Lines of the clue box as CLI clue values: `msuni:-OOO-` (a space may stand for the colon). */
function clueLines(text) {
  return String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (line.includes(':') ? line : line.replace(/\s+/, ':')));
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
  help: 'Type each scrambled clue word on its own line, then a colon and its circled squares: O for a '
    + 'circle and - for a plain square (msuni:-OOO-), or the circled positions counting from 1 '
    + '(msuni:2,3,4). The final answer pattern has one - (or _) per blank and a space between words; copy '
    + 'printed letters and punctuation as they appear (A ---- --\'-). With _ for the blanks, - is a '
    + 'hyphen (____-_______ is HAND-CRAFTED: two words, or one word of the joined letters). Every clue is unscrambled (all '
    + 'its words), the circled letters are pooled, and the answers that fit the pattern are listed '
    + 'most likely first, by how often their words, and their words side by side, occur in English. '
    + 'Pin a clue to the word you '
    + 'know (2=glade) to fix its letters.',
  example: { command: 'jumble', params: { clue: EXAMPLE.clue, answer: EXAMPLE.answer } },

  mount({ form, output }) {
    const clues = optField('jumble', 'clue', {
      kind: 'textarea', placeholder: 'msuni:-OOO-\ndealg:OOO--',
      hint: 'one per line: letters, a colon, the circles (O circled, - plain) or positions like 2,3,4',
    });
    clues.input.rows = 6;
    const answer = optField('jumble', 'answer', { placeholder: '------- -----', hint: 'one - (or _) per letter, spaces between words; with _, - is a hyphen' });
    answer.input.style.fontFamily = 'ui-monospace, Menlo, Consolas, monospace';
    const pins = optField('jumble', 'pin', { placeholder: '2=glade', hint: 'optional: clue number = the word you know' });
    const limit = optField('jumble', 'limit', { hint: '' });
    form.append(clues.row, answer.row, el('div', { class: 'row' }, pins.row, limit.row));

    return {
      read() {
        const params = { clue: clueLines(clues.input.value), answer: answer.input.value };
        const p = pinList(pins.input.value);
        if (p.length) params.pin = p;
        params.limit = limit.input.value;
        return { command: 'jumble', params };
      },

      write(command, params) {
        clues.input.value = asList(params.clue).join('\n');
        answer.input.value = params.answer ?? '';
        pins.input.value = asList(params.pin).join(', ');
        limit.input.value = params.limit ?? defaultOf('jumble', 'limit');
      },

      render(command, a) {
        // The clues, each word with its circled letters marked.
        const rows = a.clues.map((c, i) => el('tr', {},
          el('td', { text: String(i + 1) }),
          el('td', { class: 'word', text: c.scramble }),
          el('td', {}, c.words.length === 0
            ? el('span', { class: 'note', text: 'no word' })
            : c.words.map((w, k) => el('span', {},
              k > 0 ? ', ' : null,
              markedWord(w.word, c.positions),
              commonnessTag(w.commonness, w.level))),
          c.pinned ? el('span', { class: 'note', text: ' (pinned)' }) : null),
          el('td', { class: 'word', text: c.words.map((w) => w.circled).join(' / ') })));
        output.append(el('table', { class: 'jumble-clues', attrs: { 'aria-label': 'Clue words' } },
          el('thead', {}, el('tr', {}, ['#', 'Scramble', 'Word (circled letters marked)', 'Circled'].map((h) => el('th', { text: h })))),
          el('tbody', {}, rows)));
        if (a.pools.length === 1) {
          output.append(el('p', { class: 'pool' }, 'Circled letters: ', el('span', { class: 'word', text: a.pools[0] })));
        } else if (a.pools.length > 1) {
          output.append(el('p', { class: 'pool' },
            `${a.pools.length} sets of circled letters (one for each choice of clue words): `,
            el('span', { class: 'word', text: a.pools.join(', ') })));
        }

        if (a.reason) {
          output.append(summary('No answer.'), el('p', { class: 'note reason', text: a.reason }));
          return;
        }
        let text = plural(a.count, 'answer');
        if (!a.complete) text = `At least ${text} (the step budget ran out: the list is the best found so far)`;
        if (a.truncated) text += `, showing the first ${a.answers.length}`;
        output.append(summary(`${text}.`));
        if (a.answers.length === 0) return;
        output.append(el('p', { class: 'note', text: 'Most likely first: an answer costs less the more often its words, '
          + 'and its words side by side, occur in English (the cost is minus the log10 of its estimated probability). '
          + 'Under each answer are the clue words it comes from.' }));
        output.append(el('ol', { class: 'jumble-answers', attrs: { 'aria-label': 'Final answers' } },
          a.answers.map((p) => {
            const from = p.from.slice(0, 3).map((f) => f.join(' · ')).join('; ');
            const more = p.from.length > 3 ? ` (+${p.from.length - 3} more)` : '';
            const levels = p.words.map((w, i) => `${w}: ${p.commonness[i]}${p.levels[i] === null ? '' : `, SCOWL level ${p.levels[i]}`}`).join('; ');
            return el('li', {},
              el('span', { class: 'word phrase', text: p.phrase }),
              el('span', { class: 'level cost', text: `cost ${p.cost.toFixed(1)}`, attrs: { title: levels } }),
              el('div', { class: 'note from', text: `from ${from}${more}` }));
          })));
      },
    };
  },
};
