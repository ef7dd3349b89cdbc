// The core's declarations of every command's options (schema.js, written by build.sh from
// `wordwright help --json`): labels, bounds, defaults and help exist once, in the Rust core, and
// the tabs, links and messages read them from here. Values are checked by the core, not here.
import SCHEMA from './schema.js';
import { field } from './ui.js';

export { SCHEMA };

/** The default level (the global option `level`). */
export const DEFAULT_LEVEL = SCHEMA.globals.find((o) => o.name === 'level').default;
/** The default spelling (the global option `spelling`). */
export const DEFAULT_SPELLING = SCHEMA.globals.find((o) => o.name === 'spelling').default;
/** The spellings, in the core's order, as { name, label }. */
export const SPELLINGS = SCHEMA.spellings;
/** The largest level of the default tier; higher levels need the extended tier. */
export const DEFAULT_TIER_MAX = SCHEMA.default_tier_max;

/** The declaration of option `name` of `command` (or a global option). */
export function opt(command, name) {
  const c = SCHEMA.commands.find((x) => x.name === command);
  const o = (c ? c.options : []).find((x) => x.name === name) || SCHEMA.globals.find((x) => x.name === name);
  if (!o) throw new Error(`${command} has no option ${name}`);
  return o;
}

/** The value an option has when it is not given, as the form shows it ('' when it has none). */
export function defaultOf(command, name) {
  const d = opt(command, name).default;
  return d === null || d === undefined ? '' : String(d);
}

/**
 * A form field for option `name` of `command`: its label, its bounds and default for a number,
 * a checkbox for a switch, and its help as the hint unless `props` gives others.
 */
export function optField(command, name, props = {}) {
  const o = opt(command, name);
  const kind = o.kind.type === 'number' ? 'number' : o.kind.type === 'switch' ? 'checkbox' : 'text';
  const attrs = kind === 'number' ? { min: o.kind.min, max: o.kind.max, inputmode: 'numeric' } : {};
  return field(o.label, {
    kind, name, value: kind === 'checkbox' ? false : defaultOf(command, name), hint: o.help,
    ...props, attrs: { ...attrs, ...(props.attrs || {}) },
  });
}

/** Params without empty values (what the core is sent; it applies the defaults). */
export function given(params) {
  const out = {};
  for (const [k, v] of Object.entries(params)) {
    const values = [].concat(v).filter((x) => x !== '' && x !== false && x !== null && x !== undefined);
    if (values.length) out[k] = Array.isArray(v) ? values : values[0];
  }
  return out;
}

/** Params without empty values and without values equal to their option's default. */
export function withoutDefaults(command, params) {
  const out = given(params);
  for (const [k, v] of Object.entries(out)) {
    let d = '';
    try { d = defaultOf(command, k); } catch { /* a key the command does not declare: the core names it */ }
    if (!Array.isArray(v) && String(v === true ? '1' : v).trim() === d) delete out[k];
  }
  return out;
}
