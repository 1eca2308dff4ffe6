/**
 * `npm run animatic:eval [-- --misses] [-- --locale=xx]`: how much of the evaluation corpus
 * (src/engine/animatic/eval/corpus.ts, issue 37) the understand step gets right, per language, per
 * kind of field and per family of prompt. A measurement, not a test: it exits 0 whatever the
 * figures, and only a crash of the harness fails it.
 */
import { CORPUS } from '@/engine/animatic/eval/corpus';
import { evaluate, formatReport } from '@/engine/animatic/eval/harness';
import { understand } from '@/engine/animatic/understand';

const only = process.argv.find((arg) => arg.startsWith('--locale='))?.slice(9);
const corpus = only ? { [only]: CORPUS[only] ?? [] } : CORPUS;
const started = performance.now();
const report = evaluate(corpus, understand);
const count = Object.values(corpus).reduce((n, rows) => n + rows.length, 0);
console.log(
  `Animatic evaluation: ${count} prompts in ${Object.keys(corpus).length} languages (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
console.log(formatReport(report, { misses: process.argv.includes('--misses') }));
