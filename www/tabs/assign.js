// The symbols tab: give each symbol a different letter so that every row spells a word (sticker
// metapuzzles, cryptograms). See tabs/finder.js for the shape of a tab module.
import { el, field, grouped, summary, plural } from '../ui.js';
import { optField, defaultOf } from '../options.js';

const MODES = [
  ['rows', 'Rows of symbols'],
  ['crypto', 'Cryptogram'],
];

// The EPP13 stickers from the puzzle's write-up (10 of the 13).
const STICKERS = [
  'club star grapes seven seven',
  'cherry crown spade heart star',
  'club horseshoe grapes bar star',
  'bell cherry club seven grapes',
  'horseshoe dollar club diamond bar',
  'cherry diamond cherry club star',
  'bar horseshoe spade grapes club',
  'crown diamond cherry club heart',
  'spade crown club grapes bell',
  'seven club star diamond bar',
];

/** How many solutions get a full row → word table; the rest are listed one line each. */
const DETAILED = 10;

const list = (v) => (v === undefined ? [] : [].concat(v)).map(String);
const isOn = (v) => v === true || v === '1' || v === 'true';

export default {
  id: 'assign',
  title: 'Symbols',
  commands: ['assign'],
  makers: { 'make-assign': 'Symbol rows', 'make-crypto': 'Cryptogram' },
  help: 'Give each symbol a different letter so that every row spells a word. Type one row per line, '
    + 'the symbols separated by spaces or commas: any names, emoji or characters (club star club). In cryptogram '
    + 'mode paste the ciphertext: the letters of each word are the symbols, and no letter stands for '
    + 'itself; a word with an apostrophe must read as a contraction (don’t, they’re, cat’s). Known '
    + 'letters are written symbol=letter. '
    + 'The answer lists every solution, which symbols are forced and which vary, and when there is '
    + 'none, the smallest set of rows that cannot all be words.',
  example: { command: 'assign', params: { row: STICKERS } },

  mount({ form, output }) {
    const mode = field('Puzzle', { kind: 'select', name: 'mode', options: MODES, value: 'rows' });
    const rows = optField('assign', 'row', {
      kind: 'textarea', placeholder: 'club star grapes seven seven\ncherry crown spade heart star',
      hint: 'one row per line, symbols separated by spaces or commas; blank lines are ignored', attrs: { rows: 8 },
    });
    const crypto = optField('assign', 'crypto', {
      kind: 'textarea', placeholder: 'GSV JFRXP YILDM ULC', attrs: { rows: 5 },
      hint: 'letters are the symbols; punctuation and word breaks are kept',
    });
    const known = optField('assign', 'known', { placeholder: 'cherry=f club=t', hint: 'symbol=letter, separated by spaces or commas' });
    const share = optField('assign', 'share', { hint: '' });
    const allowSelf = optField('assign', 'allow-self', { hint: '' });
    const nonwords = optField('assign', 'nonwords', { hint: 'not looked up in the dictionary' });
    const limit = optField('assign', 'limit', { hint: '' });
    const numbers = el('div', { class: 'row' }, nonwords.row, limit.row);
    form.append(mode.row, rows.row, crypto.row, known.row, share.row, allowSelf.row, numbers);

    const sync = () => {
      const c = mode.input.value === 'crypto';
      rows.row.hidden = c;
      share.row.hidden = c;
      crypto.row.hidden = !c;
      allowSelf.row.hidden = !c;
    };
    mode.input.addEventListener('change', sync);
    sync();

    return {
      read() {
        const params = {};
        if (mode.input.value === 'crypto') {
          params.crypto = crypto.input.value;
          if (allowSelf.input.checked) params['allow-self'] = true;
        } else {
          params.row = rows.input.value.split('\n').map((l) => l.trim()).filter((l) => l !== '');
          if (share.input.checked) params.share = true;
        }
        params.known = known.input.value.split(/[\s,]+/).filter((k) => k !== '');
        params.nonwords = nonwords.input.value;
        params.limit = limit.input.value;
        return { command: 'assign', params };
      },

      write(command, params) {
        const c = params.crypto !== undefined;
        mode.input.value = c ? 'crypto' : 'rows';
        rows.input.value = list(params.row).join('\n');
        crypto.input.value = c ? String(params.crypto) : '';
        known.input.value = list(params.known).join(' ');
        share.input.checked = isOn(params.share);
        allowSelf.input.checked = isOn(params['allow-self']);
        nonwords.input.value = params.nonwords ?? defaultOf('assign', 'nonwords');
        limit.input.value = params.limit ?? defaultOf('assign', 'limit');
        sync();
      },

      render(command, answer, params) {
        const crypto = params.crypto !== undefined;
        const what = crypto ? 'word' : 'row';
        const list = answer.solutions.length > 0 ? solutionList(answer, crypto) : null;
        const why = [
          answer.reason ? el('p', { class: 'note reason', text: answer.reason }) : null,
          answer.conflict.length
            ? el('ul', { class: 'conflict', attrs: { 'aria-label': 'Rows that cannot all be words' } },
              answer.conflict.map((r) => el('li', { text: `${what} ${r}: ${answer.rows[r - 1].text}` })))
            : null,
          answer.count > 0 ? letterTable(answer) : null,
        ];
        // A cryptogram's plaintexts come first (the letter table is long for a long one), also
        // when each holds a word outside the dictionary, such as a name, and none is counted.
        const parts = crypto ? [list, ...why] : [...why, list];
        output.append(summary(summaryText(answer)), ...parts.filter(Boolean), explanation(answer, what));
      },
    };
  },
};

/** The count, and the plaintexts listed with a word outside the dictionary, which it leaves out. */
function summaryText(answer) {
  const listed = answer.solutions.length;
  const outside = 'with a word outside the dictionary, such as a name';
  let text;
  if (answer.count === 0 && listed > 0) {
    text = `No solution in dictionary words alone; ${plural(listed, 'reading')} ${outside}, most likely first`;
  } else {
    text = answer.count === 0 ? 'No solution.' : plural(answer.count, 'solution');
    if (answer.truncated) text += `, showing the first ${listed}`;
    if (answer.uncounted > 0) text += ` (and ${plural(answer.uncounted, 'reading')} ${outside}, listed but not counted)`;
  }
  // None found before the budget ran out is not "no solution": the search did not finish.
  if (answer.count === 0 && listed === 0 && !answer.complete) return 'No solution found before the step budget ran out.';
  if (!answer.complete) text += ' (the step budget ran out: the list is incomplete)';
  return text;
}

/** Symbol → letter across all solutions: forced letters, and the letters a varying symbol takes. */
function letterTable(answer) {
  const forced = new Map(Object.entries(answer.forced));
  const varies = new Map(Object.entries(answer.varies));
  // The letters are over the counted solutions: say so when readings with a name are listed too,
  // and when the budget ran out before all were counted (a letter seen in every one found is
  // then not proven forced).
  const captionText = !answer.complete
    ? `Letters in the ${plural(answer.count, 'solution')} found before the step budget ran out; a symbol with one letter may still take another`
    : answer.uncounted > 0 ? `Letters in the ${plural(answer.count, 'solution')} of dictionary words alone` : null;
  const caption = captionText ? el('caption', { text: captionText }) : null;
  return el('table', { class: 'letters', attrs: { 'aria-label': 'Symbol to letter' } }, caption,
      el('thead', {}, el('tr', {}, el('th', { text: 'Symbol', attrs: { scope: 'col' } }), el('th', { text: 'Letter', attrs: { scope: 'col' } }))),
      el('tbody', {}, answer.symbols.map((sym) => {
        const f = forced.get(sym);
        const v = (varies.get(sym) || []).map((l) => (l === '?' ? 'none' : l));
        return el('tr', { class: f !== undefined ? 'forced' : 'varies' },
          el('th', { class: 'sym', text: sym, attrs: { scope: 'row' } }),
          el('td', { class: 'word', text: f === undefined ? `${v.join(' or ')} (varies)` : answer.complete ? f : `${f} (so far)` }));
      })));
}

/** Each solution: its rows and words (or the deciphered text), and the letters that vary. */
function solutionList(answer, crypto) {
  // Symbols are user text, so look them up as own keys only (a symbol may be called "constructor").
  const varies = new Map(Object.entries(answer.varies));
  const varying = answer.symbols.filter((sym) => varies.has(sym));
  return el('ol', { class: 'solutions', attrs: { 'aria-label': 'Solutions' } },
    answer.solutions.map((s, i) => {
      const letters = new Map(Object.entries(s.assignment));
      const which = varying.map((sym) => `${sym}=${letters.get(sym) ?? '?'}`).join(' ');
      const nonwords = new Set(s.nonwords || []);
      let body;
      if (crypto) {
        body = el('p', { class: 'plain word', text: s.plaintext });
      } else if (i < DETAILED) {
        body = el('table', { class: 'rowwords', attrs: { 'aria-label': `Solution ${i + 1}: row to word` } },
          el('thead', {}, el('tr', {}, el('th', { text: 'Row', attrs: { scope: 'col' } }), el('th', { text: 'Word', attrs: { scope: 'col' } }))),
          el('tbody', {}, answer.rows.map((r, k) => el('tr', {},
            el('th', { class: 'sym', text: r.text, attrs: { scope: 'row' } }),
            el('td', { class: 'word', text: s.words[k] + (nonwords.has(k + 1) ? ' (not a word)' : '') })))));
      } else {
        body = el('p', { class: 'word', text: s.words.join(' ') });
      }
      return el('li', {}, body,
        which ? el('p', { class: 'vary note', text: `Varying: ${which}` }) : null,
        nonwords.size && crypto ? el('p', { class: 'note', text: `Outside the dictionary: ${[...nonwords].map((k) => s.words[k - 1]).join(', ')}` }) : null);
    }));
}

/** How the search started: how many dictionary words fit each row's pattern of repeated symbols. */
function explanation(answer, what) {
  return el('details', { class: 'explain' },
    el('summary', { text: 'How it was solved' }),
    el('p', {
      class: 'note',
      text: `Each ${what} only takes words whose repeated letters sit where its repeated symbols do (club star club needs a word `
        + 'like “did”). The search fixes the row with the fewest such words left first, keeps every other row’s words in step '
        + 'with the letters fixed so far, and checks that the symbols still open can take different letters.',
    }),
    el('table', { class: 'candidates', attrs: { 'aria-label': 'Words that fit each row' } },
      el('thead', {}, el('tr', {}, el('th', { text: what === 'word' ? 'Word' : 'Row', attrs: { scope: 'col' } }),
        el('th', { text: 'Dictionary words that fit', attrs: { scope: 'col' } }))),
      el('tbody', {}, answer.rows.map((r) => el('tr', {},
        el('th', { class: 'sym', text: r.text, attrs: { scope: 'row' } }),
        el('td', { text: r.candidates === null ? 'not looked up' : grouped(r.candidates) }))))));
}
