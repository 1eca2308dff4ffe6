/**
 * Part of `npm run build`, after `next build`: marks every client chunk with V8's explicit
 * compile hint, `//# allFunctionsCalledOnLoad` on its first line (Chrome 136 and later; other
 * engines read a comment).
 *
 * Without it V8 compiles each function the first time it is called, on the main thread: about
 * half of the 160–190 ms a mid-range phone spent evaluating the start-up chunks (React, Next's
 * runtime, the shell), and part of hydration, was compiling; the studio's API client chunk, which
 * it imports as soon as it mounts, took another 90–130 ms (measured with Chromium's 4× CPU
 * slowdown; see the closing note of issue 18). With the hint V8 compiles a script while it
 * streams in, on a background thread. It pays where most of a script's functions run as soon as
 * it loads, which is what a chunk is: the start-up ones run to hydrate the page, and one loaded
 * by `import()` is loaded because its code is about to run. Idempotent: a marked file is not
 * marked twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HINT = '//# allFunctionsCalledOnLoad\n';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chunks = path.join(root, '.next', 'static', 'chunks');

const files = fs
  .readdirSync(chunks, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
  .map((entry) => path.join(entry.parentPath, entry.name));
let marked = 0;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.startsWith(HINT)) continue;
  fs.writeFileSync(file, HINT + text);
  marked += 1;
}
console.log(`Marked ${marked} of ${files.length} client chunks for eager compilation`);
