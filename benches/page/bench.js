// The bench page's main thread: starts the bench worker and exposes runBench(rows) for the
// driver (scripts/bench-wasm.mjs). The timing happens in the worker, as the app's solving does.
const log = document.getElementById('log');

window.runBench = (rows) => new Promise((resolve, reject) => {
  const worker = new Worker(new URL('./bench-worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (e) => {
    const m = e.data;
    if (m.type === 'log') { log.textContent += `${m.text}\n`; console.log(m.text); }
    if (m.type === 'done') { resolve(m.rows); worker.terminate(); }
    if (m.type === 'fatal') { reject(new Error(m.message)); worker.terminate(); }
  };
  worker.onerror = (e) => reject(new Error(e.message || 'the bench worker failed to start'));
  worker.postMessage({ rows });
});
