// The service worker: it keeps every file the game needs, so that after one visit the game
// opens and plays with no network. scripts/build-web.sh writes the five lines below for each
// build: the version (from the files' contents), the files the page needs, all named by their
// contents, the versions of the Chinese and Japanese fonts and of every language's words but
// English's, each kept when a language first fetches it, and Fifteen's tables, fetched in the
// background after the first visit.
const VERSION = 'unbuilt';
const FILES = ['./'];
const FONTS_VERSION = 'unbuilt';
const WORDS_VERSION = 'unbuilt';
const TABLES = [];

const PAGE = `puzzlebox-${VERSION}`;
const FONTS = `puzzlebox-fonts-${FONTS_VERSION}`;
const WORDS = `puzzlebox-words-${WORDS_VERSION}`;
// Fifteen's tables: their names change with their format, so one cache serves every version.
const TABLES_CACHE = 'puzzlebox-tables';

// A new version fetches all its files before it may take over (from the network, not from
// the browser's own cache).
self.addEventListener('install', (event) => {
  const fresh = FILES.map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(caches.open(PAGE).then((cache) => cache.addAll(fresh)));
});

// It then waits while a page of the old version is open, until the player chooses to reload
// (the page posts 'take-over'): one page never mixes two versions' files.
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
  if (event.data === 'keep-tables') event.waitUntil(keepTables());
  // A language's words, which the page fetched before this worker was there to keep them.
  if (typeof event.data?.keep === 'string' && event.data.keep.startsWith('words/')) {
    const url = new URL(event.data.keep, self.registration.scope).href;
    event.waitUntil(keptOnce(WORDS, new Request(url)).catch(() => {}));
  }
});

// Fifteen's 4×4 tables (4.8 MB), fetched once the page has started (it asks, a few seconds
// in) and kept: a player who first opens a 4×4 board offline gets its hints at once rather
// than after the tables are built (about 15 s). Tables of an older format are let go.
async function keepTables() {
  const cache = await caches.open(TABLES_CACHE);
  const wanted = TABLES.map((file) => new URL(file, self.registration.scope).href);
  for (const request of await cache.keys()) {
    if (!wanted.includes(request.url)) await cache.delete(request);
  }
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    try {
      const fetched = await fetch(url, { cache: 'reload' });
      if (fetched.ok) await cache.put(url, fetched);
    } catch (_) { /* offline now: asked again on the next visit */ }
  }
}

// Once in charge, the old versions' files go. (Saves and the tables the game has read are
// kept elsewhere, in local storage and IndexedDB, and are not touched.)
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      const current = [PAGE, FONTS, WORDS, TABLES_CACHE];
      if (name.startsWith('puzzlebox-') && !current.includes(name)) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page at any address of the game (`#daily`, `?…`) is the one kept; every other file
// kept is given as kept; the fonts and the words are kept as they are first fetched; the
// tables are given from their cache when they are in it; anything else goes to the network.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    if (request.mode === 'navigate') {
      const page = await caches.match(new URL('./', self.registration.scope).href, { cacheName: PAGE });
      return page ?? fetch(request);
    }
    const kept = await caches.match(request, { cacheName: PAGE });
    if (kept) return kept;
    if (url.pathname.includes('/tables/')) {
      const table = await caches.match(request, { cacheName: TABLES_CACHE });
      if (table) return table;
    }
    if (url.pathname.includes('/fonts/')) return keptOnce(FONTS, request);
    if (url.pathname.includes('/words/')) return keptOnce(WORDS, request);
    return fetch(request);
  })());
});

// A file from the cache `name`, fetched and kept there the first time it is asked for.
async function keptOnce(name, request) {
  const cache = await caches.open(name);
  const kept = await cache.match(request);
  if (kept) return kept;
  const fetched = await fetch(request);
  if (fetched.ok) await cache.put(request, fetched.clone());
  return fetched;
}
