import fs from 'node:fs';
import path from 'node:path';

/** STYLE.md: client code never imports server code; the engine imports nothing of Next or React. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

function resolvesInto(file: string, spec: string, folder: string): boolean {
  if (!spec.startsWith('.')) return false;
  return path.resolve(path.dirname(file), spec).startsWith(path.resolve(folder));
}

describe('code layout', () => {
  it.each(['src/components', 'src/features', 'src/lib', 'src/stores', 'src/hooks'])('%s does not import src/server', (dir) => {
    if (!fs.existsSync(dir)) return;
    const offenders = sources(dir).flatMap((file) => imports(file).filter((spec) => resolvesInto(file, spec, 'src/server')).map((spec) => `${file} → ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('src/lib uses no Node built-ins', () => {
    const offenders = sources('src/lib').flatMap((file) => imports(file).filter((spec) => spec.startsWith('node:') || ['fs', 'path', 'crypto', 'child_process'].includes(spec)).map((spec) => `${file} → ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('API routes and pages live only under src/pages', () => {
    expect(fs.existsSync('pages')).toBe(false);
    expect(fs.existsSync('src/pages/_app.tsx')).toBe(true);
  });
});
