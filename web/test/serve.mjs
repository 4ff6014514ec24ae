// A static server for the web build, which a test can stop and start again (the page must then
// play from what its service worker kept), and which can alter a file as it serves it (a new
// version of the build).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.otf': 'font/otf', '.gz': 'application/gzip',
};

// Serves `dir` on 127.0.0.1:`port`; `change(path, bytes)` may give other bytes for a file.
// With `gzipped`, a file that has a gzip copy beside it (FILE.gz, as scripts/build-web.sh
// leaves them) is sent as that copy to a browser that accepts gzip, as a web host would.
export function serve(dir, port, change = (_path, body) => body, { gzipped = false } = {}) {
  const root = normalize(dir);
  const server = createServer(async (request, response) => {
    let path = decodeURIComponent(new URL(request.url, 'http://host').pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    try {
      if (!file.startsWith(root)) throw new Error('outside the folder');
      const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
      let body;
      if (gzipped && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        body = await readFile(`${file}.gz`).catch(() => null);
        if (body) headers['content-encoding'] = 'gzip';
      }
      body ??= change(path, await readFile(file));
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Stops a server at once, closing the connections it has open.
export async function stop(server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
