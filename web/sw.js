// The service worker: it keeps every file the game needs, so that after one visit the game
// opens and plays with no network. scripts/build-web.sh writes the three lines below for each
// build: the version (from the files' contents), the files the page needs, all named by their
// contents, and the version of the Chinese and Japanese fonts, which are kept when a language
// first fetches them.
const VERSION = 'unbuilt';
const FILES = ['./'];
const FONTS_VERSION = 'unbuilt';

const PAGE = `puzzlebox-${VERSION}`;
const FONTS = `puzzlebox-fonts-${FONTS_VERSION}`;

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
});

// Once in charge, the old versions' files go. (Saves and Fifteen's tables are kept elsewhere,
// in local storage and IndexedDB, and are not touched.)
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('puzzlebox-') && name !== PAGE && name !== FONTS) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page at any address of the game (`#daily`, `?…`) is the one kept; every other file
// kept is given as kept; the fonts are kept as they are first fetched; anything else goes to
// the network.
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
    if (url.pathname.includes('/fonts/')) {
      const fonts = await caches.open(FONTS);
      const font = await fonts.match(request);
      if (font) return font;
      const fetched = await fetch(request);
      if (fetched.ok) await fonts.put(request, fetched.clone());
      return fetched;
    }
    return fetch(request);
  })());
});
