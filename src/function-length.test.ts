/**
 * Keeps every function in src/ short enough to read in one screen: a function, arrow function or
 * method of MAX_LINES lines or more, counted from its first line to its last, fails this test
 * with `lines file:line name`. Long ones are split into named steps, child components and hooks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseSync } from 'oxc-parser';

const MAX_LINES = 120;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Found = { file: string; line: number; lines: number; name: string };

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The name a reader would look a function up by: its own, its variable's, its key's. */
function nameOf(node: Node, parent: Node | null): string {
  const id = node.id as { name?: string } | null | undefined;
  if (id?.name) return id.name;
  if (parent?.type === 'VariableDeclarator') return (parent.id as { name?: string }).name ?? '(anonymous)';
  const key = parent?.key as { name?: string; value?: unknown } | undefined;
  if (key) return key.name ?? String(key.value);
  return '(anonymous)';
}

/** Every function of one file with its first line and length in lines. */
function functionsOf(file: string, source = readFileSync(file, 'utf8')): Found[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const found: Found[] = [];
  const visit = (node: Node, parent: Node | null) => {
    if (FUNCTIONS.has(node.type)) {
      // A method's function starts at its parameters; the method starts at its name.
      const isMethod = (parent?.type === 'MethodDefinition' || parent?.type === 'Property') && parent.value === node;
      const first = lineOf(isMethod && parent ? parent.start : node.start);
      const last = lineOf(node.end);
      found.push({ file, line: first, lines: last - first + 1, name: nameOf(node, parent) });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item, node);
      else if (isNode(value)) visit(value, node);
    }
  };
  visit(program as unknown as Node, null);
  return found;
}

function sourceFiles(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
}

describe('function length', () => {
  it('measures every kind of function from its first line to its last', () => {
    const source = [
      'export function one() {', // 1
      '  const arrow = () =>', // 2
      '    1;', // 3
      '  return arrow;', // 4
      '}', // 5
      'class Box {', // 6
      '  method(', // 7
      '    a: number,', // 8
      '  ) {', // 9
      '    return a;', // 10
      '  }', // 11
      '}', // 12
      'const object = { get value() { return 1; }, run: function () {} };', // 13
      'export default function () {}', // 14
    ].join('\n');
    expect(functionsOf('sample.ts', source).map(({ name, line, lines }) => `${name}:${line}:${lines}`)).toEqual([
      'one:1:5',
      'arrow:2:2',
      'method:7:5',
      'value:13:1',
      'run:13:1',
      '(anonymous):14:1',
    ]);
  });

  it(`finds no function of ${MAX_LINES} lines or more in src/`, () => {
    const all = sourceFiles().flatMap((file) => functionsOf(file));
    const long = all
      .filter((found) => found.lines >= MAX_LINES)
      .map((found) => `${found.lines} ${found.file}:${found.line} ${found.name}`);
    expect(long).toEqual([]);
  });
});
