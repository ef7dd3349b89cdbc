// The word ladder tab (Lewis Carroll's Doublets): the shortest ladder between two words, how many
// shortest ladders there are, all of them step by step, words to avoid, and facts about the graph
// of all words of one length. See tabs/finder.js for what a tab module provides.
import { el, field, grouped, summary, plural, commonnessTag } from '../ui.js';
import { optField, defaultOf } from '../options.js';
import { loadTabStyle } from './style.js';

const MODES = [
  ['ladder', 'Ladder between two words'],
  ['graph', 'Facts about all words of one length'],
];

const truthy = (v) => v === true || v === '1' || v === 'true' || v === 'on';
/** Words from a text field or repeated URL keys: split on spaces and commas. */
const wordsOf = (v) => [].concat(v ?? []).flatMap((s) => String(s).split(/[\s,]+/)).filter(Boolean);
const upper = (w) => w.toUpperCase();

/**
 * A word as a rung: one tile per letter, the letter at `pos` (if any) in a <mark>. The tiles are
 * for the eye; screen readers get the word whole and the change in words (see `spoken`).
 */
function markedWord(word, pos) {
  return el('span', { class: 'word tiles', attrs: { 'aria-hidden': 'true' } },
    [...word].map((letter, i) => (i === pos ? el('mark', { class: 'tile', text: letter }) : el('span', { class: 'tile', text: letter }))));
}

/** What a step did, for screen readers: "heal, step 1: letter 4, d changed to l". */
function spoken(word, i, pos, before) {
  if (i === 0) return `${word}, the start`;
  return `${word}, step ${i}: letter ${pos + 1}, ${before[pos]} changed to ${word[pos]}`;
}

export default {
  id: 'ladder',
  title: 'Word ladder',
  commands: ['ladder', 'graph'],
  makers: { 'make-ladder': 'Word ladder' },
  help: 'Change one letter at a time, every step a word, from one word to another of the same length '
    + '(Lewis Carroll\u2019s Doublets: HEAD, HEAL, TEAL, TELL, TALL, TAIL). The end words need not be in the '
    + 'dictionary. You get the shortest ladder (the alphabetically first, or the one with the most common '
    + 'words), how many shortest ladders there are, and on request all of them step by step. Press Avoid '
    + 'beside a word to leave it out and ask again. Or get facts about all words of one length: groups, '
    + 'words with no neighbour, and the longest shortest ladder.',
  example: { command: 'ladder', params: { from: 'head', to: 'tail', all: '1' } },

  mount({ form, output }) {
    loadTabStyle('ladder');
    const mode = field('Find', { kind: 'select', name: 'mode', options: MODES, value: 'ladder' });
    const from = optField('ladder', 'from', { placeholder: 'head', hint: '' });
    const to = optField('ladder', 'to', { placeholder: 'tail', hint: '' });
    const ends = el('div', { class: 'row' }, from.row, to.row);
    const all = optField('ladder', 'all', { hint: '' });
    const alpha = optField('ladder', 'alphabetical', { hint: 'by default the ladder shown is the one whose words are most common' });
    const avoid = optField('ladder', 'avoid', { placeholder: 'heal hell', hint: 'words the ladder must not use, separated by spaces' });
    const limit = optField('ladder', 'limit', { hint: '' });
    const length = optField('graph', 'length', { placeholder: '5', hint: '' });
    const ladderFields = el('div', {}, ends, all.row, alpha.row, avoid.row, limit.row);
    form.append(mode.row, ladderFields, length.row);

    const sync = () => {
      const m = mode.input.value;
      ladderFields.hidden = m !== 'ladder';
      length.row.hidden = m !== 'graph';
      limit.row.hidden = !all.input.checked;
    };
    mode.input.addEventListener('change', sync);
    all.input.addEventListener('change', sync);
    sync();

    /** Asks again with `word` added to the words to avoid. */
    const avoidAndAsk = (word) => {
      avoid.input.value = [...new Set([...wordsOf(avoid.input.value), word])].join(' ');
      form.requestSubmit();
    };
    /** Shows the ladder between two words (from the graph facts). */
    const showLadder = (a, b) => {
      mode.input.value = 'ladder';
      from.input.value = a;
      to.input.value = b;
      avoid.input.value = '';
      sync();
      form.requestSubmit();
    };

    const renderLadder = (answer, params) => {
      const avoided = wordsOf(params.avoid).map(upper);
      const avoidNote = avoided.length ? ` Avoiding ${avoided.join(', ')}.` : '';
      if (answer.ladder === null) {
        output.append(summary(answer.complete ? 'No ladder.' : 'No ladder found.'));
        output.append(el('p', { class: 'note', text: answer.reason + (answer.complete ? '' : ' Raise the budget or try a smaller dictionary.') }));
        return;
      }
      const { ladder, steps, count } = answer;
      const outside = answer.outside ?? [];
      const which = count === 1 ? 'the only shortest ladder'
        : `one of ${grouped(count)} shortest ladders, ${truthy(params.alphabetical) ? 'the alphabetically first' : 'the one with the most common words'}`;
      output.append(summary(`${plural(steps, 'step')}: ${which}.${avoidNote}`));

      // The ladder as rungs, top to bottom, each changed letter marked, with the change spelled
      // out (for the eye beside the rung, for screen readers in words).
      output.append(el('ol', { class: 'ladder rungs', attrs: { 'aria-label': 'The ladder, one word per rung', start: 0 } },
        ladder.map((w, i) => {
          const pos = i > 0 ? answer.changed_at[i - 1] : null;
          const change = i > 0 ? `${ladder[i - 1][pos]} \u2192 ${w[pos]}` : 'start';
          const level = answer.levels[i];
          const inner = i > 0 && i < ladder.length - 1;
          return el('li', { class: 'rung' },
            markedWord(w, pos),
            el('span', { class: 'sr', text: spoken(w, i, pos, ladder[i - 1]) }),
            el('span', { class: 'level change', text: change, attrs: { 'aria-hidden': 'true' } }),
            outside.includes(w) ? el('span', { class: 'level', text: 'not in the dictionary' }) : commonnessTag(answer.commonness[i], level),
            inner ? ' ' : null,
            inner ? el('button', {
              text: 'Avoid', class: 'secondary',
              attrs: { type: 'button', 'aria-label': `Avoid ${w} and ask again` },
              on: { click: () => avoidAndAsk(w) },
            }) : null);
        })));

      // An end word the dictionary lacks is still an end (a name, a made-up word), but say so.
      for (const w of outside) {
        output.append(el('p', { class: 'note', text: `${upper(w)} is not in the dictionary in use; a ladder may still start or end there.` }));
      }
      if (answer.layers) {
        output.append(el('h3', { text: 'Which words can stand at each step' }));
        output.append(el('ol', { class: 'layers', attrs: { start: 0, 'aria-label': 'Words at each step' } },
          answer.layers.map((layer, i) => el('li', {},
            layer.flatMap((w, j) => [j ? ', ' : '', w === ladder[i] ? el('strong', { class: 'word', text: w }) : el('span', { class: 'word', text: w })])))));
      }
      if (answer.ladders) {
        const shown = answer.ladders.length;
        output.append(el('h3', { text: answer.truncated ? `The first ${plural(shown, 'shortest ladder')} of ${grouped(count)}` : `All ${plural(shown, 'shortest ladder')}` }));
        output.append(el('ol', { class: 'ladders', attrs: { 'aria-label': 'Shortest ladders' } },
          answer.ladders.map((l) => el('li', { class: 'word', text: l.join(' \u2192 ') }))));
      }
      if (!answer.complete) output.append(el('p', { class: 'note', text: 'The step budget ran out while listing: the list is incomplete.' }));
    };

    const renderGraph = (answer) => {
      const n = answer.length;
      const count = `${grouped(answer.words)} ${answer.words === 1 ? 'word' : 'words'}`;
      output.append(summary(answer.words === 0 ? `No words of ${plural(n, 'letter')}.` : `${count} of ${plural(n, 'letter')}.`));
      if (answer.words === 0) return;
      const rows = [
        ['Pairs one letter apart', answer.edges],
        ['Groups (words joined by ladders)', answer.components],
        ['Words in the largest group', answer.largest],
        ['Words with no neighbour', answer.isolated],
        ['Longest shortest ladder in the largest group', `${plural(answer.diameter, 'step')}${answer.complete ? '' : ' (at least: the step budget ran out)'}`],
      ];
      output.append(el('table', { class: 'facts' }, el('tbody', {},
        rows.map(([k, v]) => el('tr', {}, el('th', { text: k, attrs: { scope: 'row' } }), el('td', { text: typeof v === 'number' ? grouped(v) : v }))))));
      const [a, b] = answer.diameter_ends ?? [];
      if (a && a !== b) {
        output.append(el('p', {},
          'It runs from ', el('span', { class: 'word', text: a }), ' to ', el('span', { class: 'word', text: b }), ' (of all pairs that far apart, the alphabetically first). ',
          el('button', { text: 'Show this ladder', class: 'secondary', attrs: { type: 'button' }, on: { click: () => showLadder(a, b) } })));
      }
    };

    return {
      read() {
        if (mode.input.value === 'graph') return { command: 'graph', params: { length: length.input.value } };
        const params = { from: from.input.value, to: to.input.value };
        if (all.input.checked) params.all = true;
        if (alpha.input.checked) params.alphabetical = true;
        const avoided = wordsOf(avoid.input.value);
        if (avoided.length) params.avoid = avoided;
        if (all.input.checked) params.limit = limit.input.value;
        return { command: 'ladder', params };
      },

      write(command, params) {
        mode.input.value = command === 'graph' ? 'graph' : 'ladder';
        if (command === 'graph') {
          length.input.value = params.length ?? '';
        } else {
          from.input.value = params.from ?? '';
          to.input.value = params.to ?? '';
          all.input.checked = truthy(params.all);
          // (An old link's prefer-common is the default now.)
          alpha.input.checked = truthy(params.alphabetical);
          avoid.input.value = wordsOf(params.avoid).join(' ');
          limit.input.value = params.limit ?? defaultOf('ladder', 'limit');
        }
        sync();
      },

      render(command, answer, params) {
        if (command === 'graph') renderGraph(answer);
        else renderLadder(answer, params);
      },
    };
  },
};
