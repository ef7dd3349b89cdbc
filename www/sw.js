// The service worker (copied to the site root by build.sh, which fills in BUILD and PRECACHE).
// Precaches the app shell, the wasm, the default dictionary, the ranking data and the names in a cache named
// after the build, deletes older caches on activate, and serves cache-first. The extended
// dictionary tier and the puzzle makers' module (its wasm and glue) are cached the first time a
// user loads them, so they work offline from then on. A new build waits until the page asks
// it to take over, so old and new files never mix.
const BUILD = '__BUILD__';
const CACHE = `wordwright-${BUILD}`;
const PRECACHE = __PRECACHE__;
const RUNTIME = [/\/dict\/extended\.wwdb\.gz$/, /\/pkg\/wordwright_make(_bg\.wasm|\.js)$/];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((p) => new URL(p, self.registration.scope)))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('wordwright-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true })
      || (request.mode === 'navigate' ? await cache.match(new URL('./', self.registration.scope)) : undefined);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && RUNTIME.some((re) => re.test(url.pathname))) await cache.put(request, response.clone());
    return response;
  })());
});
