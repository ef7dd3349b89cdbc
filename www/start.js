// The page's first script: classic and async, so it runs the moment it arrives, before the
// stylesheet is in and the document is parsed (a module script waits for both). It only starts the
// solver worker, which then downloads and compiles the wasm and downloads the dictionary while the
// page's modules load. The worker's messages until boot.js adopts it (SolverClient) are kept and
// handed over in order. If boot.js runs first (this script was slow to arrive), it starts its own
// worker and marks the slot as taken, and this script does nothing.
(() => {
  if (self.wordwrightStart !== undefined) return;
  const worker = new Worker(new URL('worker.js', document.currentScript.src), { type: 'module' });
  const early = [];
  worker.onmessage = (e) => early.push(e);
  worker.onerror = (e) => { e.preventDefault(); early.push(e); };
  self.wordwrightStart = { worker, early };
})();
