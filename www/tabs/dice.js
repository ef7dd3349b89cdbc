// The letter dice tab: which letters are on which die, from words rolled with the dice.
// A tab module as described in finder.js: id, title, commands, help, example, mount().
import { el, grouped, summary } from '../ui.js';
import { optField, defaultOf } from '../options.js';
import { loadTabStyle } from './style.js';

const WRITE_UP = 'sale fens axes wars hear crab veil gays duck spey brow rack char pugh tare duct pile joys ripe';

const upper = (s) => s.toUpperCase();

/** Draws one die: its fixed letters as faces, and its undecided faces marked with the candidates. */
function drawDie(die, index) {
  const faces = [...die.fixed].map((c) => el('span', { class: 'face', text: upper(c) }));
  const open = upper(die.open);
  for (let i = 0; i < die.free; i++) {
    faces.push(el('span', {
      class: 'face open',
      text: open.length <= 3 ? [...open].join('/') : '?',
      attrs: { title: open ? `one of ${[...open].join(', ')}` : 'undecided' },
    }));
  }
  const label = `Die ${index + 1}: ${upper(die.fixed) || 'no fixed letter'}`
    + (die.free ? `, ${die.free} open face${die.free === 1 ? '' : 's'}${open ? ` (${[...open].join(', ')} may go here)` : ''}` : '');
  const n = faces.length;
  const cols = n <= 3 ? n : n === 4 ? 2 : n <= 9 ? 3 : 6;
  return el('li', { class: `die cols-${cols}`, attrs: { 'aria-label': label } }, faces);
}

export default {
  id: 'dice',
  title: 'Letter dice',
  commands: ['dice'],
  makers: { 'make-dice': 'Letter dice' },
  help: 'Letters are stuck on dice (by default 4 dice of 6 faces, all letters but Q and Z), the dice are '
    + 'rolled and the words they make written down: each word takes one letter from each die. Type the '
    + 'words (spaces, commas or lines between them) to find every way the letters can sit on the dice, '
    + 'with the reasoning step by step, what stays open, and a word that would settle it. Other sizes: '
    + 'set the dice, faces, alphabet (letters and digits, ranges like a-z0-9) and absent symbols.',
  example: { command: 'dice', params: { words: WRITE_UP } },

  mount({ form, output }) {
    loadTabStyle('dice');
    const words = optField('dice', 'words', {
      kind: 'textarea', placeholder: 'sale fens axes wars',
      hint: 'the rolled words, any case; separated by spaces, commas or lines',
    });
    const dice = optField('dice', 'dice', { hint: '' });
    const faces = optField('dice', 'faces', { hint: '' });
    const limit = optField('dice', 'limit', { hint: '' });
    const alphabet = optField('dice', 'alphabet', { placeholder: 'a-z', hint: 'letters and digits; ranges like a-z0-9' });
    const absent = optField('dice', 'absent', { placeholder: 'qz', hint: 'symbols on no die (default Q and Z when no alphabet is given)' });
    form.append(words.row, el('div', { class: 'row' }, dice.row, faces.row, limit.row), el('div', { class: 'row' }, alphabet.row, absent.row));

    return {
      read() {
        const params = {
          words: words.input.value,
          dice: dice.input.value,
          faces: faces.input.value,
          alphabet: alphabet.input.value,
          absent: absent.input.value,
          limit: limit.input.value,
        };
        return { command: 'dice', params };
      },

      write(command, params) {
        words.input.value = [].concat(params.words ?? []).join(' ');
        dice.input.value = params.dice ?? defaultOf('dice', 'dice');
        faces.input.value = params.faces ?? defaultOf('dice', 'faces');
        alphabet.input.value = params.alphabet ?? '';
        absent.input.value = params.absent ?? '';
        limit.input.value = params.limit ?? defaultOf('dice', 'limit');
      },

      render(command, answer) {
        const count = String(answer.count);
        let text;
        if (count === '0' && !answer.complete) text = 'No set of dice was found before the step budget ran out.';
        else if (count === '0') text = 'No set of dice fits these words.';
        else if (count === '1') text = 'One set of dice fits.';
        else text = `${grouped(BigInt(count))} sets of dice fit`
          + (answer.truncated ? `, showing the first ${answer.solutions.length}.` : '.');
        if (!answer.complete && count !== '0') text += ' The step budget ran out: the answer is incomplete.';
        output.append(summary(text));

        if (answer.reason && !answer.explanation.includes(answer.reason)) {
          output.append(el('p', { class: 'error', text: answer.reason }));
        }
        if (answer.conflict) {
          output.append(el('p', {}, 'Words that clash: ',
            answer.conflict.flatMap((w, i) => [i ? ', ' : '', el('span', { class: 'word', text: upper(w) })])));
        }
        if (answer.dice.length) {
          output.append(el('ol', { class: 'dice-board', attrs: { 'aria-label': 'The dice' } }, answer.dice.map(drawDie)));
          if (answer.dice.some((d) => d.free > 0)) {
            output.append(el('p', { class: 'note', text: 'Dashed faces are open: each shows the letters that may go there, or ? when more than three may.' }));
          }
        }
        if (answer.suggest) {
          output.append(el('p', {}, 'One more word would settle it: ',
            el('span', { class: 'word', text: upper(answer.suggest) })));
        }
        if (answer.open.length) {
          output.append(el('h3', { text: 'What stays open' }),
            el('ul', { class: 'dice-open' }, answer.open.map((s) => el('li', { text: s }))));
        }
        if (answer.explanation.length) {
          output.append(el('h3', { text: 'How it follows' }),
            el('ol', { class: 'dice-steps' }, answer.steps.map((s) => el('li', { text: s.text, attrs: { 'data-kind': s.kind } }))));
        }
        if (answer.solutions.length) {
          output.append(el('h3', { text: 'Solutions' }),
            el('ol', { class: 'dice-solutions', attrs: { 'aria-label': 'Sets of dice' } },
              answer.solutions.map((s) => el('li', { class: 'word', text: s.map(upper).join(' ') }))));
        }
      },
    };
  },
};
