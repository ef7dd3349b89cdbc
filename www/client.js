// The page's one client for the solver worker: request ids, progress callbacks, and cancel by
// terminating the worker and starting a fresh one (the only way to stop synchronous wasm).
// Events: 'status' (detail: start-up info), 'wasm-ready', 'extended', 'fatal' (detail: message).

export class CancelledError extends Error {
  constructor() { super('cancelled'); this.name = 'CancelledError'; }
}

export class SolverClient extends EventTarget {
  /** `started`: a worker already started by www/start.js, `{worker, early}` (`early`: the events
   * it sent before this client existed), adopted instead of starting one. */
  constructor(workerUrl, started = null) {
    super();
    this.workerUrl = workerUrl;
    this.nextId = 1;
    this.pending = new Map();
    this.wordList = null; // the list's bytes, kept so a restarted worker gets it back
    this.idleSaid = false; // idle() was called: a restarted worker is told again
    this.start(started);
  }

  start(started = null) {
    this.worker = started ? started.worker : new Worker(this.workerUrl, { type: 'module' });
    this.ready = new Promise((resolve, reject) => { this.readyHooks = { resolve, reject }; });
    this.ready.catch(() => {});
    const onError = (e) => {
      e.preventDefault();
      this.fail(e.message || 'the solver worker could not start (its script failed to load)');
    };
    this.worker.onmessage = (e) => this.onMessage(e.data);
    this.worker.onerror = onError;
    // Handed over after the constructor returns, so listeners added right after it hear them.
    if (started) {
      queueMicrotask(() => {
        for (const e of started.early.splice(0)) {
          if (e.type === 'message') this.onMessage(e.data); else onError(e);
        }
      });
    }
    if (this.wordList !== null) this.request({ type: 'loadList', bytes: this.wordList }).catch(() => {});
    if (this.idleSaid) this.worker.postMessage({ type: 'idle' });
  }

  /** Tells the worker that the page has what it opened for (the answer of its link, else the
   * dictionary): it may now warm up what a first query would build, in steps between requests.
   * Not before, so that a link's request arriving just after the dictionary never waits for it. */
  idle() {
    this.idleSaid = true;
    this.worker.postMessage({ type: 'idle' });
  }

  fail(message) {
    this.readyHooks.reject(new Error(message));
    for (const p of this.pending.values()) p.reject(new Error(message));
    this.pending.clear();
    this.dispatchEvent(new CustomEvent('fatal', { detail: message }));
  }

  onMessage(msg) {
    if (msg.id === undefined) {
      if (msg.type === 'status') this.readyHooks.resolve(msg);
      if (msg.type === 'fatal') { this.fail(msg.message); return; }
      this.dispatchEvent(new CustomEvent(msg.type, { detail: msg }));
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') { p.onProgress?.(msg.steps); return; }
    if (msg.type === 'partial') { p.onPartial?.(msg.value); return; }
    this.pending.delete(msg.id);
    if (msg.type === 'result') p.resolve(msg.value);
    else p.reject(Object.assign(new Error(msg.message), { tier: msg.tier }));
  }

  /** Sends a request; resolves with the worker's answer. */
  request(msg, { onProgress, onPartial } = {}) {
    const id = this.nextId++;
    if (msg.type === 'loadList') this.wordList = msg.bytes;
    if (msg.type === 'clearList') this.wordList = null;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress, onPartial });
      this.worker.postMessage({ ...msg, id, usingList: this.wordList !== null });
    });
  }

  /** Stops whatever is running: terminates the worker, rejects pending requests, starts afresh. */
  cancel() {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new CancelledError());
    this.pending.clear();
    this.start();
  }

  /** Terminates the worker and starts a new one (after a load failure). */
  restart() { this.cancel(); }
}
