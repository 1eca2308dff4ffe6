/**
 * Settings and weathers are known to the drawing side only through their registries (settings/,
 * weather/): what a place or a weather means for the picture is a property of its art, so a new
 * setting or weather is one module and the compiler asks it every question. This test fails,
 * listing `file:line`, where a drawing-side module of the animatic compares a setting or weather
 * with a name, switches on one, looks one up in a list of names, or keys a table of its own by it.
 * The understanding side (understand.ts, words.ts, words/) chooses places from words and may name them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseSync } from 'oxc-parser';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const ROOT = 'src/engine/animatic';
/** The understanding side, the registries themselves and the evaluation: allowed to name places. */
const NOT_DRAWING =
  /^(understand\.ts|understand\.eval\.ts|expectation\.ts|words\.ts|words\/|settings\/|weather\/|eval\/)/;
const REGISTRIES = new Set(['SETTING_ART', 'WEATHER_ART']);
const KIND = /^(setting|weather)$/;
const COMPARE = new Set(['===', '!==', '==', '!=']);
const MEMBERSHIP = new Set(['has', 'includes', 'indexOf']);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** A setting or a weather: a variable or a property named so (`plan.setting`, `weather`). */
function isKind(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === 'Identifier') return KIND.test(String(node.name));
  if (node.type === 'MemberExpression' && !node.computed) return isKind(node.property);
  if (node.type === 'ChainExpression' || node.type === 'TSNonNullExpression') return isKind(node.expression);
  return false;
}

const isString = (node: unknown) => isNode(node) && node.type === 'Literal' && typeof node.value === 'string';

/** Each use of a setting or weather by name in one source: `line: what`. */
function byName(file: string, source: string): string[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const found: string[] = [];
  const at = (node: Node, what: string) =>
    found.push(`${file}:${source.slice(0, node.start).split('\n').length} ${what}`);
  const visit = (node: Node) => {
    if (node.type === 'BinaryExpression' && COMPARE.has(String(node.operator))) {
      if ((isKind(node.left) && isString(node.right)) || (isString(node.left) && isKind(node.right)))
        at(node, source.slice(node.start, node.end));
    } else if (node.type === 'SwitchStatement' && isKind(node.discriminant)) {
      at(node, `switch (${source.slice((node.discriminant as Node).start, (node.discriminant as Node).end)})`);
    } else if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as unknown[];
      if (
        callee.type === 'MemberExpression' &&
        MEMBERSHIP.has(String((callee.property as Node).name)) &&
        args.some(isKind)
      )
        at(node, source.slice(node.start, node.end));
    } else if (node.type === 'MemberExpression' && node.computed && isKind(node.property)) {
      const table = node.object as Node;
      if (!(table.type === 'Identifier' && REGISTRIES.has(String(table.name))))
        at(node, source.slice(node.start, node.end));
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program as unknown as Node);
  return found;
}

function drawingSide(): string[] {
  return readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !NOT_DRAWING.test(file))
    .map((file) => `${ROOT}/${file}`)
    .sort();
}

describe('settings and weathers only through their registries', () => {
  it('finds every way of naming one', () => {
    const source = [
      "if (plan.setting === 'river') size = 1;", // 1
      "const dark = 'fog' !== weather;", // 2
      'switch (plan.weather) {}', // 3
      'const open = OPEN.has(plan.setting);', // 4
      'const view = VIEW[setting];', // 5
      'const art = SETTING_ART[plan.setting];', // 6: the registry
      "const kind = rest.kind === 'table';", // 7: not a setting
      'const same = place === plan.setting;', // 8: no name
    ].join('\n');
    expect(byName('sample.ts', source).map((line) => line.split(' ')[0])).toEqual([
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:3',
      'sample.ts:4',
      'sample.ts:5',
    ]);
  });

  it('finds none in the drawing side of the animatic', () => {
    const files = drawingSide();
    expect(files).toContain(`${ROOT}/stage.ts`);
    expect(files).not.toContain(`${ROOT}/understand.ts`);
    expect(files.flatMap((file) => byName(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
