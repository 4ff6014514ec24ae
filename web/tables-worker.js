// Builds Fifteen's tables for the page (see src/cache/worker.rs): the page posts the game's
// compiled module and a board size; this copy of the module builds the tables on a core of its
// own and posts back how far it has got, then the tables' bytes (or why it could not).
import init, { build_fifteen_tables } from './puzzlebox.js';

onmessage = async ({ data: { module, width, height } }) => {
  try {
    await init({ module_or_path: module });
    const bytes = build_fifteen_tables(width, height, (done) => postMessage({ done }));
    if (bytes.length === 0) throw new Error(`no tables for a ${width}×${height} board`);
    postMessage({ bytes }, [bytes.buffer]);
  } catch (e) {
    postMessage({ error: String(e) });
  }
};
