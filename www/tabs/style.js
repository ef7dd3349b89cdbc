// A tab that draws its puzzle (the dice, the Jumble's squares, the ladder's rungs) keeps a few CSS rules in a
// stylesheet beside its module, loaded once when the tab mounts.
import { el } from '../ui.js';

/** Loads `tabs/<id>.css` once. */
export function loadTabStyle(id) {
  if (document.querySelector(`link[data-tab-style="${id}"]`)) return;
  document.head.append(el('link', {
    attrs: { rel: 'stylesheet', href: new URL(`./${id}.css`, import.meta.url).href, 'data-tab-style': id },
  }));
}
