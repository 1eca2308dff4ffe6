/**
 * The project brings its own Node.js (package.json's `node` dependency, in node_modules/.bin),
 * so that npm scripts and everything they start run on a supported LTS whatever the machine has.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
const version = (text: string) => text.replace(/^v/, '').split('.').map(Number) as [number, number, number];

describe('the Node.js runtime', () => {
  const pinned = pkg.dependencies.node!;

  it('is pinned to an exact release that engines accepts', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const floor = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node);
    expect(floor).not.toBeNull();
    const [major, minor] = version(pinned);
    const [floorMajor, floorMinor] = [Number(floor![1]), Number(floor![2])];
    expect(major > floorMajor || (major === floorMajor && minor >= floorMinor)).toBe(true);
    // An LTS line: even majors become LTS, odd ones never do.
    expect(major % 2).toBe(0);
  });

  it('is the one in node_modules/.bin, and the one running the tests', () => {
    const bin = path.resolve('node_modules/.bin/node');
    expect(execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${pinned}`);
    expect(process.version).toBe(`v${pinned}`);
  });
});
