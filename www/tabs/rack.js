// The tile rack tab: the best-scoring words from a rack of tiles, typed or drawn from a tile set's
// bag (standard, challenge, or a custom set in JSON), with blanks, a board pattern and whole-bag mode.
// It follows tabs/finder.js; the answer is the CLI's `rack --json` document.
import { el, field, summary, plural, commonnessTag } from '../ui.js';
import { optField, defaultOf } from '../options.js';

const MODES = [
  ['type', 'Type a rack'],
  ['draw', 'Draw from the bag'],
  ['whole-bag', 'Whole bag'],
];
const SETS = [
  ['standard', 'Standard (100 tiles)'],
  ['challenge', 'Challenge (109 tiles)'],
  ['custom', 'Custom (JSON)'],
];
const CUSTOM_EXAMPLE = '{"tiles": {"a": {"count": 9, "value": 1}, "b": {"count": 2, "value": 3}}, '
  + '"blanks": 2, "rack_size": 7, "bonus": 50}';

const isOn = (v) => v === true || v === '1' || v === 'true';

export default {
  id: 'rack',
  title: 'Tile rack',
  commands: ['rack'],
  makers: { 'make-rack': 'Tile rack' },
  help: 'Find the highest-scoring words a rack of lettered tiles can make, not necessarily using them all. '
    + 'Type the rack (? is a blank: it stands for any letter and scores 0), or draw one from the bag with a '
    + 'seed, which always gives the same rack, so a link can share it. Every word of the best score is listed, then '
    + 'the next best; words have two letters or more unless Shortest says otherwise. A board pattern like ?a?? keeps letters already on the board; they score their face value. '
    + 'Using every tile of a full rack earns the bonus. Whole bag finds the best word the bag itself could make.',
  example: { command: 'rack', params: { tiles: 'quiz??', limit: '10' } },

  mount({ form, output }) {
    const mode = field('Rack', { kind: 'select', name: 'mode', options: MODES, value: 'type' });
    const tiles = optField('rack', 'tiles', { placeholder: 'aeinrs?', hint: 'up to 20 letters; ? is a blank' });
    const seed = optField('rack', 'seed', { hint: 'empty: a new random draw' });
    const set = field('Tile set', {
      kind: 'select', name: 'set', options: SETS, value: 'standard',
      hint: 'standard: 2 blanks, 50 points for a whole rack; challenge: no blanks, no bonus',
    });
    const custom = field('Custom tile set (JSON)', {
      kind: 'textarea', name: 'custom', placeholder: CUSTOM_EXAMPLE,
      hint: 'tiles: a letter → {count, value}; blanks, rack_size (default 7) and bonus are optional',
    });
    const file = field('Load a tile set file', { name: 'custom-file', attrs: { type: 'file', accept: '.json,application/json' } });
    const pattern = optField('rack', 'pattern', { placeholder: '?a??', hint: 'optional: letters on the board, ? for each square to fill' });
    const minLen = optField('rack', 'min-len', { hint: '' });
    const maxLen = optField('rack', 'max-len', { hint: '' });
    const limit = optField('rack', 'limit', { hint: '' });
    const bonus = optField('rack', 'bonus', { hint: "empty: the set's" });
    const allTiles = optField('rack', 'all-tiles', { hint: '' });
    form.append(
      el('div', { class: 'row' }, mode.row, set.row),
      tiles.row, seed.row, custom.row, file.row, pattern.row,
      el('div', { class: 'row' }, minLen.row, maxLen.row, limit.row, bonus.row),
      allTiles.row,
    );

    // A file's text goes into the textarea, so the set is visible, editable and part of the link.
    file.input.addEventListener('change', async () => {
      const f = file.input.files[0];
      if (f) custom.input.value = (await f.text()).trim();
    });

    const sync = () => {
      const m = mode.input.value;
      tiles.row.hidden = m !== 'type';
      seed.row.hidden = m !== 'draw';
      const c = set.input.value === 'custom';
      custom.row.hidden = !c;
      file.row.hidden = !c;
      allTiles.row.hidden = m === 'whole-bag';
      bonus.row.hidden = m === 'whole-bag';
    };
    mode.input.addEventListener('change', sync);
    set.input.addEventListener('change', sync);
    sync();

    return {
      read() {
        const m = mode.input.value;
        const params = {};
        if (m === 'type') params.tiles = tiles.input.value;
        if (m === 'draw') {
          params.draw = true;
          // A new draw gets its seed now, so the link and the form say which rack it was.
          if (seed.input.value.trim() === '') seed.input.value = String(Math.floor(Math.random() * 1e9));
          params.seed = seed.input.value;
        }
        if (m === 'whole-bag') params['whole-bag'] = true;
        if (set.input.value === 'custom') params.set = custom.input.value.trim() || '{}';
        else if (set.input.value !== 'standard') params.set = set.input.value;
        params.pattern = pattern.input.value;
        params['min-len'] = minLen.input.value;
        params['max-len'] = maxLen.input.value;
        params.limit = limit.input.value;
        if (m !== 'whole-bag') {
          params.bonus = bonus.input.value;
          params['all-tiles'] = allTiles.input.checked;
        }
        return { command: 'rack', params };
      },

      write(command, params) {
        const draw = isOn(params.draw) || (params.seed !== undefined && params.seed !== '');
        mode.input.value = isOn(params['whole-bag']) ? 'whole-bag' : draw ? 'draw' : 'type';
        tiles.input.value = params.tiles ?? '';
        seed.input.value = params.seed ?? '';
        const s = String(params.set ?? 'standard').trim();
        if (s.startsWith('{')) {
          set.input.value = 'custom';
          custom.input.value = s;
        } else {
          set.input.value = s === 'challenge' ? 'challenge' : 'standard';
        }
        pattern.input.value = params.pattern ?? '';
        minLen.input.value = params['min-len'] ?? defaultOf('rack', 'min-len');
        maxLen.input.value = params['max-len'] ?? '';
        limit.input.value = params.limit ?? defaultOf('rack', 'limit');
        bonus.input.value = params.bonus ?? '';
        allTiles.input.checked = isOn(params['all-tiles']);
        sync();
      },

      render(command, answer) {
        const shown = answer.words.length;
        let text = answer.count === 0
          ? 'No words.'
          : `${plural(answer.count, 'word')}; best score ${answer.best_score}`;
        if (answer.truncated) text += `, showing ${shown}, best first`;
        const bestShown = answer.words.filter((w) => w.score === answer.best_score).length;
        if (answer.best_count > bestShown) text += ` (${answer.best_count} words share the best score; raise “Show at most” to see more)`;
        if (!answer.complete) text = answer.count === 0 ? 'No word found before the step budget ran out.' : `${text} (the step budget ran out: the list is incomplete)`;
        output.append(summary(text));
        output.append(rackLine(answer));
        if (answer.reason) output.append(el('p', { class: 'note', text: answer.reason }));
        if (!shown) return;
        const board = answer.pattern ? [...answer.pattern].map((c) => c !== '?') : [];
        // The legend names only what the words show: blanks, letters on the board.
        const legend = [
          answer.words.some((w) => w.blanks?.length) ? 'highlighted letters are blanks (0 points)' : '',
          board.some(Boolean) ? 'underlined letters are on the board' : '',
        ].filter(Boolean).join('; ');
        output.append(el('table', { class: 'rack-words' },
          legend ? el('caption', { text: `${legend[0].toUpperCase()}${legend.slice(1)}.` }) : null,
          el('thead', {}, el('tr', {}, ['Score', 'Word', 'Points', 'How common'].map((h) => el('th', { text: h, attrs: { scope: 'col' } })))),
          el('tbody', {}, answer.words.map((w) => el('tr', {},
            el('td', { class: 'score', text: String(w.score) }),
            el('td', w.word.length > LONG_WORD ? { class: 'long' } : {}, wordNode(w, board)),
            el('td', { class: 'points' }, pointsParts(w, board, answer.values)),
            commonnessTag(w.commonness, w.level, 'td'))))));
      },
    };
  },
};

/** The rack as tiles with their values: "Q10 U1 I1 Z10 ?0 ?0". */
function rackLine(answer) {
  const value = (c) => (c === '?' ? 0 : answer.values[c.charCodeAt(0) - 97] ?? 0);
  const label = answer.seed !== null && answer.seed !== undefined ? `Rack drawn with seed ${answer.seed}: ` : 'Rack: ';
  return el('p', { class: 'rack' },
    label,
    el('span', { class: 'word', attrs: { 'aria-label': `tiles ${answer.rack}` } },
      [...answer.rack].flatMap((c, i) => [i ? ' ' : '', c.toUpperCase(), el('sub', { text: String(value(c)) })])),
    ` (${answer.set} set)`);
}

// A word of more letters than a phone's table has room for beside its other three columns (the
// whole bag's SUPERCALIFRAGILISTICEXPIALIDOCIOUS, or a 15-letter word across a board) may break
// anywhere in its cell, so that the table fits a phone; shorter ones stay whole (style.css: a
// table's cells keep their words).
const LONG_WORD = 10;

/** The word with blanks in <mark> and board letters in <u>. */
function wordNode(w, board) {
  const blanks = new Set(w.blanks);
  return el('span', { class: 'word' }, [...w.word].map((c, i) => {
    const letter = c.toUpperCase();
    if (blanks.has(i)) return el('mark', { text: letter, attrs: { title: 'blank' } });
    if (board[i]) return el('u', { text: letter, attrs: { title: 'on the board' } });
    return letter;
  }));
}

/** How the score adds up, as the cell's nodes: "Q 10 + U 1 + I 1 + N 0 (blank) + Z 10 + E 0 (blank) = 22". */
function pointsParts(w, board, values) {
  const blanks = new Set(w.blanks);
  const parts = [...w.word].map((c, i) => {
    if (blanks.has(i)) return `${c.toUpperCase()} 0 (blank)`;
    const points = values[c.charCodeAt(0) - 97] ?? 0;
    return `${c.toUpperCase()} ${points}${board[i] ? ' (board)' : ''}`;
  });
  if (w.bonus) parts.push(`bonus ${w.bonus}`);
  parts.push(`= ${w.score}`);
  // Each term a span that keeps its line, so a narrow cell wraps only between terms.
  return parts.flatMap((p, i) => [i === 0 ? '' : i === parts.length - 1 ? ' ' : ' + ', el('span', { class: 'term', text: p })]);
}
