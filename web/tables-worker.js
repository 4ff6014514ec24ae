// Builds a part of Fifteen's tables for the page (see src/cache/worker.rs): the page posts the
// game's compiled module, a board size and which part; this copy of the module builds that
// part on a core of its own and posts back how far it has got, then the part's bytes (or why
// it could not).
import init, { build_fifteen_tables } from './puzzlebox.js';

onmessage = async ({ data: { module, width, height, part, parts } }) => {
  try {
    await init({ module_or_path: module });
    const progress = (done) => postMessage({ done });
    const bytes = build_fifteen_tables(width, height, part, parts, progress);
    if (bytes.length === 0) throw new Error(`no tables for a ${width}×${height} board`);
    postMessage({ bytes }, [bytes.buffer]);
  } catch (e) {
    postMessage({ error: String(e) });
  }
};
