// The word finder tab: patterns, anagrams, sub-anagrams, and one-word lookups.
//
// A tab module is the model for every puzzle tab:
//   id        the tab's id
//   title     its name
//   commands  the CLI commands it runs (the URL hash is #command?key=value&..., keys = CLI options)
//   help      one paragraph for people
//   example   { command, params } filled in by the Example button (a real puzzle)
//   mount({ form, output }) builds the form's fields and returns a controller:
//     read()                        -> { command, params }  the form as URL-style params (strings / arrays),
//                                      keyed by the core's option names; the core checks them
//     write(command, params)        fills the form from params (a link, the example)
//     render(command, answer, params) draws the answer into `output` with textContent only
import { el, field, summary, plural } from '../ui.js';
import { optField, defaultOf } from '../options.js';

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
    const pattern = optField('words', 'pattern', { placeholder: '?a?e', hint: '? one letter, * any run, @ vowel, # consonant, [abc] a set, 1-9 the same letter' });
    const letters = optField('words', 'anagram', { name: 'letters', placeholder: 'listen', hint: 'letters to use; ? is a blank' });
    const word = optField('lookup', 'word', { placeholder: 'quixotic', hint: '' });
    const minLen = optField('words', 'min-len', { hint: '' });
    const maxLen = optField('words', 'max-len', { hint: '' });
    const limit = optField('words', 'limit', { hint: '' });
    const share = optField('words', 'share');
    const lengths = el('div', { class: 'row' }, minLen.row, maxLen.row, limit.row);
    form.append(mode.row, pattern.row, letters.row, word.row, lengths, share.row);

    const sync = () => {
      const m = mode.input.value;
      word.row.hidden = m !== 'lookup';
      pattern.row.hidden = m === 'lookup';
      letters.row.hidden = m === 'pattern' || m === 'lookup';
      lengths.hidden = m === 'lookup';
      share.row.hidden = m === 'lookup';
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
        params.limit = limit.input.value;
        params.share = share.input.checked;
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
          limit.input.value = params.limit ?? defaultOf('words', 'limit');
          share.input.checked = ['1', 'true', true].includes(params.share);
        }
        sync();
      },

      render(command, answer) {
        if (command === 'lookup') {
          output.append(el('p', { class: answer.found ? 'summary' : 'note', text: answer.message }));
          return;
        }
        const shown = answer.words.length;
        let text = answer.count === 0 ? `No words match${answer.reason ? `: ${answer.reason}` : ''}.` : `${plural(answer.count, 'word')}`;
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
