import { processSingleton } from './process-singleton';

describe('processSingleton', () => {
  it('gives two module instances the same value, made once', async () => {
    const name = `test.${Math.random().toString(36).slice(2)}`;
    let made = 0;
    const create = () => {
      made += 1;
      return { count: 0 };
    };
    const first = (await import('./process-singleton')).processSingleton(name, create);
    vi.resetModules();
    const other = await import('./process-singleton');
    // A fresh copy of the module, as a Next route bundle holds, still finds the first value.
    expect(other.processSingleton).not.toBe(processSingleton);
    const second = other.processSingleton(name, create);
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps values of different names apart', () => {
    const a = processSingleton(`test.a.${Math.random()}`, () => ({ name: 'a' }));
    const b = processSingleton(`test.b.${Math.random()}`, () => ({ name: 'b' }));
    expect(a).not.toBe(b);
  });
});
