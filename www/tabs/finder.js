// The word finder tab: patterns, anagrams, sub-anagrams, and one-word lookups.
//
// A tab module is the model for every puzzle tab:
//   id        the tab's id
//   title     its name
//   commands  the CLI commands it runs (the URL hash is #command?key=value&..., keys = CLI options)
//   help      one paragraph for people
//   example   { command, params } filled in by the Example button (a real puzzle)
//   mount({ form, output }) builds the form's fields and returns a controller:
//     read()                        -> { command, params }  the form as URL-style params (strings / arrays)
//     write(command, params)        fills the form from params (a link, the example)
//     toArgs(command, params)       -> the args object for the wasm command (typed; throws Error with a message)
//     render(command, answer, params) draws the answer into `output` with textContent only
import { el, field, optionalInt, summary, plural } from '../ui.js';

const MODES = [
  ['pattern', 'Pattern'],
  ['anagram', 'Anagram (all letters)'],
  ['subanagram', 'Sub-anagram (any of the letters)'],
  ['lookup', 'Look up one word'],
];

export default {
  id: 'finder',
  title: 'Word finder',
  commands: ['words', 'lookup'],
  help: 'Find words by pattern: ? is one letter, * any run of letters (or none), [abc] one of a set, '
    + '[^abc] any letter but those. Or unscramble letters: an anagram uses them all, a sub-anagram any of '
    + 'them; ? is a blank. Both together find anagrams that fit the pattern. Look up a word to learn '
    + 'which dictionary tier has it.',
  example: { command: 'words', params: { pattern: 'c?t*', 'max-len': '5' } },

  mount({ form, output }) {
    const mode = field('Search', { kind: 'select', name: 'mode', options: MODES, value: 'pattern' });
    const pattern = field('Pattern', { name: 'pattern', placeholder: '?a?e', hint: '? one letter, * any run, [abc] a set' });
    const letters = field('Letters', { name: 'letters', placeholder: 'listen', hint: 'letters to use; ? is a blank' });
    const word = field('Word', { name: 'word', placeholder: 'quixotic' });
    const minLen = field('Shortest', { kind: 'number', name: 'min-len', attrs: { min: 1, max: 60, inputmode: 'numeric' } });
    const maxLen = field('Longest', { kind: 'number', name: 'max-len', attrs: { min: 1, max: 60, inputmode: 'numeric' } });
    const limit = field('Show at most', { kind: 'number', name: 'limit', value: '100', attrs: { min: 0, max: 100000, inputmode: 'numeric' } });
    const lengths = el('div', { class: 'row' }, minLen.row, maxLen.row, limit.row);
    form.append(mode.row, pattern.row, letters.row, word.row, lengths);

    const sync = () => {
      const m = mode.input.value;
      word.row.hidden = m !== 'lookup';
      pattern.row.hidden = m === 'lookup';
      letters.row.hidden = m === 'pattern' || m === 'lookup';
      lengths.hidden = m === 'lookup';
      pattern.input.placeholder = m === 'pattern' ? '?a?e' : 'optional, e.g. s*';
    };
    mode.input.addEventListener('change', sync);
    sync();

    return {
      read() {
        const m = mode.input.value;
        if (m === 'lookup') return { command: 'lookup', params: { word: word.input.value } };
        const params = { pattern: pattern.input.value };
        if (m !== 'pattern') params[m] = letters.input.value;
        params['min-len'] = minLen.input.value;
        params['max-len'] = maxLen.input.value;
        if (limit.input.value !== '100') params.limit = limit.input.value;
        return { command: 'words', params };
      },

      write(command, params) {
        if (command === 'lookup') {
          mode.input.value = 'lookup';
          word.input.value = params.word ?? '';
        } else {
          mode.input.value = params.anagram !== undefined ? 'anagram' : params.subanagram !== undefined ? 'subanagram' : 'pattern';
          pattern.input.value = params.pattern ?? '';
          letters.input.value = params.anagram ?? params.subanagram ?? '';
          minLen.input.value = params['min-len'] ?? '';
          maxLen.input.value = params['max-len'] ?? '';
          limit.input.value = params.limit ?? '100';
        }
        sync();
      },

      toArgs(command, params) {
        if (command === 'lookup') return { word: String(params.word ?? '') };
        const args = {};
        if (String(params.pattern ?? '').trim() !== '') args.pattern = String(params.pattern);
        if (params.anagram !== undefined) args.anagram = String(params.anagram);
        if (params.subanagram !== undefined) args.subanagram = String(params.subanagram);
        const min = optionalInt(params['min-len'], 'Shortest', { min: 1, max: 60 });
        const max = optionalInt(params['max-len'], 'Longest', { min: 1, max: 60 });
        const lim = optionalInt(params.limit, 'Show at most', { min: 0, max: 100000 });
        if (min !== undefined) args['min-len'] = min;
        if (max !== undefined) args['max-len'] = max;
        if (lim !== undefined) args.limit = lim;
        return args;
      },

      render(command, answer) {
        if (command === 'lookup') {
          output.append(el('p', { class: answer.found ? 'summary' : 'note', text: answer.message }));
          return;
        }
        const shown = answer.words.length;
        let text = answer.count === 0 ? 'No words match.' : `${plural(answer.count, 'word')}`;
        if (answer.truncated) text += `, showing the first ${shown}`;
        if (!answer.complete) text += ' (the step budget ran out: the list is incomplete)';
        output.append(summary(text));
        if (shown) {
          output.append(el('ol', { class: 'words', attrs: { 'aria-label': 'Matching words' } },
            answer.words.map((w) => el('li', {},
              el('span', { class: 'word', text: w.word }),
              w.level !== null ? el('span', { class: 'level', text: `level ${w.level}`, attrs: { title: 'SCOWL level: lower is more common' } }) : null))));
        }
      },
    };
  },
};
