// A copy of the game's module at work beside the page, on a core of its own. The page posts
// the compiled module with one of two jobs:
// - part of Fifteen's tables (see src/cache/table_workers.rs): the worker posts back how far it has
//   got, then the part's bytes;
// - a job (see src/workers.rs), such as a solver's search: the worker posts back its
//   answer, then waits for the next one.
// Either way, `error` says why it could not.
import init, { build_fifteen_tables, run_job } from './puzzlebox.js';

let started;

onmessage = async ({ data: { module, tables, job } }) => {
  try {
    started ??= init({ module_or_path: module });
    await started;
    if (job !== undefined) {
      postMessage({ answer: run_job(job) });
      return;
    }
    const { width, height, part, parts } = tables;
    const progress = (done) => postMessage({ done });
    const bytes = build_fifteen_tables(width, height, part, parts, progress);
    if (bytes.length === 0) throw new Error(`no tables for a ${width}×${height} board`);
    postMessage({ bytes }, [bytes.buffer]);
  } catch (e) {
    postMessage({ error: String(e) });
  }
};
