// Small DOM helpers shared by the tabs. Text always goes in through textContent, never innerHTML.

let counter = 0;
/** A fresh element id. */
export const uid = (prefix = 'f') => `${prefix}-${++counter}`;

/**
 * Creates an element: el('p', { class: 'x', text: 'hi', attrs: { role: 'note' }, on: { click } }, ...children).
 * Children are nodes or strings (strings become text nodes).
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  if (props.class) node.className = props.class;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [k, v] of Object.entries(props.attrs || {})) {
    if (v !== false && v !== null && v !== undefined) node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const [k, v] of Object.entries(props.on || {})) node.addEventListener(k, v);
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
  return node;
}

/** A labelled control: returns { row, input }. kind: 'text' | 'number' | 'textarea' | 'select' | 'checkbox'. */
export function field(label, { kind = 'text', name, value = '', placeholder, hint, options, attrs = {} } = {}) {
  const id = uid(name || 'f');
  let input;
  if (kind === 'textarea') {
    input = el('textarea', { attrs: { id, name, placeholder, rows: 4, spellcheck: 'false', ...attrs } });
    input.value = value;
  } else if (kind === 'select') {
    input = el('select', { attrs: { id, name, ...attrs } },
      options.map(([v, text]) => el('option', { text, attrs: { value: v } })));
    input.value = value;
  } else if (kind === 'checkbox') {
    input = el('input', { attrs: { id, name, type: 'checkbox', ...attrs } });
    input.checked = Boolean(value);
  } else {
    input = el('input', {
      attrs: {
        id, name, placeholder, type: kind === 'number' ? 'number' : 'text',
        autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', ...attrs,
      },
    });
    input.value = value;
  }
  const hintNode = hint ? el('small', { class: 'hint', text: hint, attrs: { id: `${id}-hint` } }) : null;
  if (hintNode) input.setAttribute('aria-describedby', hintNode.id);
  const labelNode = el('label', { text: label, attrs: { for: id } });
  const row = kind === 'checkbox'
    ? el('div', { class: 'field check' }, input, labelNode, hintNode)
    : el('div', { class: 'field' }, labelNode, input, hintNode);
  return { row, input };
}

/** Parses an optional whole number from a form value; throws a clear Error naming the field. */
export function optionalInt(value, name, { min = 0, max = 1e9 } = {}) {
  const s = String(value ?? '').trim();
  if (s === '') return undefined;
  if (!/^\d+$/.test(s)) throw new Error(`${name} must be a whole number, not “${s}”`);
  const n = Number(s);
  if (n < min || n > max) throw new Error(`${name} must be between ${min} and ${max}`);
  return n;
}

/** A line saying how many results there are. */
export function summary(text) {
  return el('p', { class: 'summary', text });
}

/**
 * A whole number with its thousands grouped as English writes them (111,593), as
 * `toLocaleString('en')` writes it but without waking Intl, whose first use costs the page 15 to
 * 25 ms (measured in headless Chromium), at start-up while the worker answers the first query.
 */
export const grouped = (n) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** Plural helper: plural(3, 'word') → '3 words'. */
export const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** What stopped an incomplete search, from the answer's `stopped_by` (the step budget unless it says otherwise). */
export const stoppedBy = (answer) => (answer.stopped_by === 'memory'
  ? 'the search reached its memory limit' : 'the step budget ran out');

/**
 * How common a word is, in the words people use (common, uncommon, rare, very rare: the core's one
 * mapping), with its SCOWL level kept available on hover and for screen readers.
 */
export function commonnessTag(commonness, level, tag = 'span') {
  const words = commonnessWords(commonness);
  const lvl = level === null || level === undefined ? '' : `SCOWL level ${level}`;
  return el(tag, {
    class: 'level', text: words,
    attrs: lvl ? { title: `${lvl} (lower is more common)`, 'aria-label': `${words}, ${lvl}` } : {},
  });
}

/** The words people read for the JSON's commonness value (`very-rare` → "very rare"). */
export const commonnessWords = (commonness) => commonness.replaceAll('-', ' ');
