// <wordwright-solver puzzle="words" pattern="c?t*"></wordwright-solver>
// One script tag and one element put a compact Wordwright solver in any page. The element renders an
// iframe of the app's own frame.html (so the worker, the wasm and the dictionary load from the app's
// origin whatever the host page's origin and CSP), inside a shadow root so the host's CSS cannot
// reach it. Attributes are the puzzle's keys as in the URL hash (a repeated key takes values
// separated by "|"), plus:
//   puzzle       the command: words, lookup, jumble, ladder, graph, rack, dice, assign, or a maker
//                (make-ladder, make-rack, make-dice, ...: the puzzle made from its seed, its answer
//                behind Reveal; without a seed, one is drawn on every visit)
//   hide-answer  show the puzzle but keep the answer behind a "Reveal the answer" button
//   level        dictionary level (10..95)
//   spelling     us, gb, gb-ize, ca, au or any (default us)
//   height       initial height in pixels (it then follows the content)
const FRAME = new URL('./frame.html', import.meta.url);
const OWN = new Set(['puzzle', 'hide-answer', 'height', 'style', 'class', 'id']);
// The frame's title, for screen readers: what the puzzle is called on the page.
const NAMES = {
  words: 'word finder', lookup: 'word lookup', jumble: 'Jumble solver', ladder: 'word ladder solver',
  graph: 'word ladder facts', rack: 'tile rack solver', dice: 'letter dice solver',
  assign: 'symbol and cryptogram solver', 'make-ladder': 'a word ladder puzzle',
  'make-rack': 'a tile rack puzzle', 'make-dice': 'a letter dice puzzle',
  'make-assign': 'a symbol-row puzzle', 'make-crypto': 'a cryptogram', 'make-jumble': 'a Jumble',
};
const title = (command) => `Wordwright: ${NAMES[command] ?? command}`;

class WordwrightSolver extends HTMLElement {
  connectedCallback() {
    // Moving the element in the page disconnects and reconnects it: the frame stays, the
    // height listener comes back.
    if (!this.shadowRoot) this.build();
    window.addEventListener('message', this.onMessage);
  }

  build() {
    const root = this.attachShadow({ mode: 'open' });
    const q = new URLSearchParams();
    for (const { name, value } of this.attributes) {
      if (OWN.has(name)) continue;
      for (const v of value.split('|')) q.append(name, v);
    }
    if (this.hasAttribute('hide-answer')) q.set('hide-answer', '1');
    const command = (this.getAttribute('puzzle') || 'words').toLowerCase().replace(/[^a-z-]/g, '');
    const frame = document.createElement('iframe');
    frame.src = `${FRAME.href}#${command}${q.toString() ? `?${q}` : ''}`;
    frame.title = title(command);
    frame.loading = 'lazy';
    frame.setAttribute('allow', 'clipboard-write');
    // CSSOM properties, not a style attribute or element: host CSPs without 'unsafe-inline' allow these.
    Object.assign(frame.style, {
      width: '100%', border: '1px solid #d9d6cf', borderRadius: '8px', display: 'block',
      height: `${Number(this.getAttribute('height')) || 420}px`, colorScheme: 'normal',
    });
    this.style.display = 'block';
    root.append(frame);
    this.onMessage = (e) => {
      if (e.source !== frame.contentWindow || e.origin !== FRAME.origin) return;
      if (e.data && e.data.wordwright === 'height' && Number.isFinite(e.data.height)) {
        frame.style.height = `${Math.min(Math.max(e.data.height + 2, 120), 4000)}px`;
      }
    };
  }

  disconnectedCallback() {
    if (this.onMessage) window.removeEventListener('message', this.onMessage);
  }
}

if (!customElements.get('wordwright-solver')) customElements.define('wordwright-solver', WordwrightSolver);
