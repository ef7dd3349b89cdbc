// The word finder tab: patterns, anagrams, sub-anagrams, anagram groups, phrase anagrams and
// one-word lookups.
//
// A tab module is the model for every puzzle tab:
//   id        the tab's id
//   title     its name
//   commands  the CLI commands it runs (the URL hash is #command?key=value&..., keys = CLI options)
//   makers    optional: its puzzle makers, { "make-<kind>": title } (make.js adds a Make mode)
//   help      one paragraph for people
//   example   { command, params } filled in by the Example button (a real puzzle)
//   mount({ form, output }) builds the form's fields and returns a controller:
//     read()                        -> { command, params }  the form as URL-style params (strings / arrays),
//                                      keyed by the core's option names; the core checks them
//     write(command, params)        fills the form from params (a link, the example)
//     render(command, answer, params, { level }) draws the answer into `output` with textContent only
//                                      (level: the dictionary level it was solved at)
//
// Each mode sends only its own fields, and keeps its own pattern, lengths and "share" while another
// mode is in use, so what was typed for one mode never filters another's answer unseen.
import { el, field, summary, plural, stoppedBy, commonnessTag } from '../ui.js';
import { optField, defaultOf } from '../options.js';

// [value, label, the fields it shows].
const MODES = [
  ['pattern', 'Pattern', ['pattern', 'lengths', 'share']],
  ['anagram', 'Anagram (all letters)', ['letters', 'pattern', 'lengths', 'share']],
  ['subanagram', 'Sub-anagram (any of the letters)', ['letters', 'pattern', 'lengths', 'share']],
  ['groups', 'Anagram groups', ['pattern', 'lengths', 'share', 'groups']],
  ['phrase', 'Phrase anagram', ['phrase']],
  ['lookup', 'Look up one word', ['word']],
];
const shows = (mode, part) => MODES.find(([m]) => m === mode)[2].includes(part);

// The syntax card: [what to write, what it matches, example patterns (each one a button that solves)].
const SYNTAX = [
  ['?', 'one letter (also . or _)', ['c?t', '?a?e']],
  ['*', 'any run of letters, or none', ['c?t*', '*ing']],
  ['@ #', 'a vowel; a consonant (y included)', ['#@#@#']],
  ['[abc] [a-e] [^abc]', 'one letter of a set, a range, or not of a set', ['[bc]ake', 'q[^u]*']],
  ['1 to 9', 'the same letter wherever the digit is; different digits, different letters', ['1?2?1', '12?21']],
  ['<abc>', 'these letters in any order', ['<tca>s', '<aeinrst>']],
  ['(a|b)', 'one of the alternatives (one may be empty)', ['(un|re)*ing']],
  ['X{n,m}', 'X from n to m times ({n}, {n,}, {,m})', ['(#@){3,}', 'a{0,}b{0,}c{0,}']],
  ['spaces', 'ignored, so a grid can be typed as it looks', ['C _ T _ _ S']],
];

// Words (or groups) shown at first, and added by each "Show more".
const PAGE = 60;

export default {
  id: 'finder',
  title: 'Word finder',
  commands: ['words', 'lookup'],
  help: 'Find words by pattern (see the syntax below), unscramble letters (an anagram uses them all, a '
    + 'sub-anagram any of them; ? is a blank), list groups of words that are anagrams of each other, turn '
    + 'a phrase into other phrases of the same letters (most likely first), or look up a word to learn '
    + 'which dictionary tier has it. In the letter modes a pattern is an optional filter.',
  example: { command: 'words', params: { pattern: 'c?t*', 'max-len': '5' } },

  mount({ form, output }) {
    const mode = field('Search', { kind: 'select', name: 'mode', options: MODES.map(([v, t]) => [v, t]), value: 'pattern' });
    const pattern = optField('words', 'pattern', { placeholder: '?a?e', hint: 'see the syntax below' });
    const letters = optField('words', 'anagram', { name: 'letters', placeholder: 'listen', hint: 'letters to use; ? is a blank' });
    const word = optField('lookup', 'word', { placeholder: 'quixotic', hint: '' });
    const minLen = optField('words', 'min-len', { hint: '' });
    const maxLen = optField('words', 'max-len', { hint: '' });
    const limit = optField('words', 'limit', { hint: '' });
    const share = optField('words', 'share');
    const minSize = optField('words', 'min-size', { hint: '' });
    const deranged = optField('words', 'deranged', { hint: 'such as listen and enlist; each pair is listed on its own' });
    const lengths = el('div', { class: 'row' }, minLen.row, maxLen.row, limit.row);
    const groupFields = el('div', { class: 'row' }, minSize.row, deranged.row);
    const phrase = optField('words', 'phrase-anagram', { placeholder: 'dormitory', hint: 'letters or a phrase; spaces and punctuation are ignored' });
    const phraseWords = optField('words', 'words', { hint: '' });
    const minWordLen = optField('words', 'min-word-len', { hint: '' });
    const include = optField('words', 'include', { hint: 'words every phrase has' });
    const exclude = optField('words', 'exclude', { hint: 'words no phrase has' });
    const phraseLimit = optField('words', 'limit', { name: 'phrase-limit', hint: '' });
    const phraseFields = el('div', {},
      phrase.row,
      el('div', { class: 'row' }, phraseWords.row, minWordLen.row, phraseLimit.row),
      el('div', { class: 'row' }, include.row, exclude.row));
    const card = syntaxCard((p) => {
      if (mode.input.value !== 'pattern') setMode('pattern');
      pattern.input.value = p;
      minLen.input.value = '';
      maxLen.input.value = '';
      share.input.checked = false;
      form.requestSubmit();
    });
    form.append(mode.row, letters.row, phraseFields, pattern.row, word.row, lengths, groupFields, share.row, card);

    // The fields a mode keeps to itself while another is in use.
    const own = { pattern: pattern.input, 'min-len': minLen.input, 'max-len': maxLen.input };
    const kept = new Map();
    const save = (m) => kept.set(m, { ...Object.fromEntries(Object.entries(own).map(([k, i]) => [k, i.value])), share: share.input.checked });
    const restore = (m) => {
      const v = kept.get(m) || {};
      for (const [k, i] of Object.entries(own)) i.value = v[k] ?? '';
      share.input.checked = Boolean(v.share);
    };
    let current = mode.input.value;
    const sync = () => {
      const m = mode.input.value;
      word.row.hidden = !shows(m, 'word');
      pattern.row.hidden = !shows(m, 'pattern');
      letters.row.hidden = !shows(m, 'letters');
      lengths.hidden = !shows(m, 'lengths');
      share.row.hidden = !shows(m, 'share');
      groupFields.hidden = !shows(m, 'groups');
      phraseFields.hidden = !shows(m, 'phrase');
      card.hidden = !shows(m, 'pattern');
      pattern.input.placeholder = m === 'pattern' ? '?a?e' : 'optional, e.g. s*';
    };
    const setMode = (m) => {
      if (m !== current) {
        save(current);
        restore(m);
        current = m;
      }
      mode.input.value = m;
      sync();
    };
    mode.input.addEventListener('change', () => setMode(mode.input.value));
    sync();

    return {
      read() {
        const m = mode.input.value;
        if (m === 'lookup') return { command: 'lookup', params: { word: word.input.value } };
        if (m === 'phrase') {
          return {
            command: 'words',
            params: {
              'phrase-anagram': phrase.input.value,
              words: phraseWords.input.value,
              'min-word-len': minWordLen.input.value,
              include: include.input.value,
              exclude: exclude.input.value,
              limit: phraseLimit.input.value,
            },
          };
        }
        const params = {};
        if (m === 'anagram' || m === 'subanagram') params[m] = letters.input.value;
        if (m === 'groups') params['anagram-groups'] = true;
        params.pattern = pattern.input.value;
        params['min-len'] = minLen.input.value;
        params['max-len'] = maxLen.input.value;
        params.limit = limit.input.value;
        params.share = share.input.checked;
        if (m === 'groups') {
          params['min-size'] = minSize.input.value;
          params.deranged = deranged.input.checked;
        }
        return { command: 'words', params };
      },

      write(command, params) {
        const on = (v) => ['1', 'true', true].includes(v);
        if (command === 'lookup') {
          setMode('lookup');
          word.input.value = params.word ?? '';
          return;
        }
        if (params['phrase-anagram'] !== undefined) {
          setMode('phrase');
          phrase.input.value = params['phrase-anagram'];
          phraseWords.input.value = params.words ?? '';
          minWordLen.input.value = params['min-word-len'] ?? '';
          include.input.value = params.include ?? '';
          exclude.input.value = params.exclude ?? '';
          phraseLimit.input.value = params.limit ?? defaultOf('words', 'limit');
          return;
        }
        setMode(on(params['anagram-groups']) ? 'groups'
          : params.anagram !== undefined ? 'anagram' : params.subanagram !== undefined ? 'subanagram' : 'pattern');
        pattern.input.value = params.pattern ?? '';
        if (params.anagram !== undefined || params.subanagram !== undefined) letters.input.value = params.anagram ?? params.subanagram;
        minLen.input.value = params['min-len'] ?? '';
        maxLen.input.value = params['max-len'] ?? '';
        limit.input.value = params.limit ?? defaultOf('words', 'limit');
        share.input.checked = on(params.share);
        minSize.input.value = params['min-size'] ?? defaultOf('words', 'min-size');
        deranged.input.checked = on(params.deranged);
      },

      render(command, answer, params = {}, { level } = {}) {
        if (command === 'lookup') {
          // An embed has no level control: it answers yes or no at the level its author named.
          const yes = answer.found && (answer.level === null || answer.level <= level);
          const text = document.body.classList.contains('embedded')
            ? `${yes ? 'Yes' : 'No'}: ${yes ? lookupYes(answer, level) : lookupNo(answer, level)}` : answer.message;
          output.append(el('p', { class: yes ? 'summary' : 'note', text }));
          return;
        }
        if (answer.phrases) renderPhrases(output, answer);
        else if (answer.groups) renderGroups(output, answer, ['1', 'true', true].includes(params.deranged));
        else renderWords(output, answer, params.subanagram !== undefined);
      },
    };
  },
};

/** An embed's yes, at the level it uses. */
function lookupYes(answer, level) {
  return `“${answer.word}” is a word at level ${level}${answer.level === null ? ' (in your word list)' : `, at SCOWL level ${answer.level}`}.`;
}

/** An embed's no: not at the level it uses, and whether a rarer level has it. */
function lookupNo(answer, level) {
  return `“${answer.word}” is not a word at level ${level}`
    + `${answer.found ? ` (it is one from SCOWL level ${answer.level} up)` : ''}.`;
}

/** The syntax card: a table of the pattern language whose examples fill the pattern and solve. */
function syntaxCard(tryPattern) {
  const rows = SYNTAX.map(([write, means, examples]) => el('tr', {},
    el('th', { attrs: { scope: 'row' } }, el('code', { text: write })),
    el('td', { text: means }),
    el('td', {}, examples.map((p) => el('button', {
      class: 'example', text: p,
      attrs: { type: 'button', 'aria-label': `Find words matching ${p}` },
      on: { click: () => tryPattern(p) },
    })))));
  const details = el('details', { class: 'syntax' },
    el('summary', { text: 'Pattern syntax' }),
    el('table', {},
      el('thead', {}, el('tr', {}, ['Write', 'It matches', 'Try'].map((h) => el('th', { text: h, attrs: { scope: 'col' } })))),
      el('tbody', {}, rows)),
    el('p', { class: 'hint', text: 'Click an example to search for it. Letters may be upper or lower case.' }));
  details.open = window.matchMedia('(min-width: 700px)').matches;
  return details;
}

/** The summary line of a list answer. */
function countLine(answer, noun, shown) {
  if (answer.partial) return `The ${plural(shown, `most likely ${noun}`)}; counting the rest…`;
  // None found before the search stopped is not "none match": the search did not finish.
  if (answer.count === 0 && !answer.complete) return `No ${noun} found before ${stoppedBy(answer)}.`;
  let text = answer.count === 0 ? `No ${noun}s match${answer.reason ? `: ${answer.reason}` : ''}.` : plural(answer.count, noun);
  if (answer.truncated) text += `, listing the first ${shown}`;
  if (!answer.complete) text += ` (${stoppedBy(answer)}: the list is incomplete)`;
  return text;
}

/**
 * A list drawn a page at a time: `draw(n)` fills `box` with the first n items, and a "Show more"
 * button under it draws the next page of the items the engine returned (no new search).
 */
function paged(output, total, draw, noun) {
  const box = el('div', { class: 'results' });
  const more = el('button', { class: 'secondary more', attrs: { type: 'button' } });
  let n = Math.min(PAGE, total);
  const update = () => {
    box.replaceChildren(...draw(n));
    more.hidden = n >= total;
    more.textContent = `Show ${Math.min(PAGE, total - n)} more (${n} of ${plural(total, noun)} shown)`;
  };
  more.addEventListener('click', () => {
    n = Math.min(n + PAGE, total);
    update();
    if (more.hidden) box.focus();
  });
  box.tabIndex = -1;
  update();
  output.append(box, more);
}

function wordItem(w) {
  return el('li', {}, el('span', { class: 'word', text: w.word }), commonnessTag(w.commonness, w.level));
}

/**
 * Words grouped by length (shortest first; longest first for a sub-anagram, where the most letters
 * used is the aim), each group in the engine's order (most common first). The compact embedded
 * solver keeps one list in the engine's order.
 */
function renderWords(output, answer, longestFirst) {
  const shown = answer.words.length;
  output.append(summary(countLine(answer, 'word', shown)));
  if (!shown) return;
  if (document.body.classList.contains('embedded')) {
    paged(output, shown, (n) => [el('ol', { class: 'words', attrs: { 'aria-label': 'Matching words' } }, answer.words.slice(0, n).map(wordItem))], 'word');
    return;
  }
  const byLength = new Map();
  for (const w of answer.words) {
    const len = w.word.length;
    if (!byLength.has(len)) byLength.set(len, []);
    byLength.get(len).push(w);
  }
  const lengths = [...byLength.keys()].sort((a, b) => (longestFirst ? b - a : a - b));
  paged(output, shown, (n) => {
    const parts = [];
    let left = n;
    for (const len of lengths) {
      if (left <= 0) break;
      const all = byLength.get(len);
      const some = all.slice(0, left);
      left -= some.length;
      const title = `${plural(len, 'letter')} (${all.length}${some.length < all.length ? `, ${some.length} shown` : ''})`;
      parts.push(el('section', { class: 'length-group' },
        el('h3', { text: title }),
        el('ol', { class: 'words', attrs: { 'aria-label': `Matching words of ${plural(len, 'letter')}` } }, some.map(wordItem))));
    }
    return parts;
  }, 'word');
}

/** Anagram groups (or deranged pairs, counted as pairs): one line a group, in the engine's order. */
function renderGroups(output, answer, pairs) {
  const shown = answer.groups.length;
  output.append(summary(countLine(answer, pairs ? 'pair' : 'group', shown)));
  if (!shown) return;
  paged(output, shown, (n) => [el('ol', { class: 'groups', attrs: { 'aria-label': 'Anagram groups' } },
    answer.groups.slice(0, n).map((g) => el('li', {},
      g.words.flatMap((w, i) => [i ? ' ' : null, el('span', { class: 'word', text: w.word })]),
      el('span', { class: 'level', text: plural(g.size, 'word') }))))], 'group');
}

/** Phrase anagrams: one line a phrase, most likely first (the engine's order). */
function renderPhrases(output, answer) {
  const shown = answer.phrases.length;
  output.append(summary(countLine(answer, 'phrase', shown)));
  if (!shown) return;
  paged(output, shown, (n) => [el('ol', { class: 'phrases', attrs: { 'aria-label': 'Phrase anagrams' } },
    answer.phrases.slice(0, n).map((p) => el('li', {},
      p.words.flatMap((w, i) => [i ? ' ' : null, el('span', { class: 'word', text: w })]))))], 'phrase');
}
