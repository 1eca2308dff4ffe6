import { assertStorableInput, isStorableText, unstorableField } from './storable-text';

describe('storable text', () => {
  it.each([
    ['plain', true],
    ['', true],
    ['emoji 🎬 and 中文', true],
    ['a\u0000b', false],
    ['\u0000', false],
    ['x\ud800y', false],
    ['\ud800', false],
    ['\udc00', false],
    ['\udc00\ud800', false],
    ['\ud83c\udfac', true],
    ['end\ud83c', false],
  ])('%j storable: %s', (text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });

  it('names the first bad field, nested paths included', () => {
    expect(unstorableField({ prompt: 'ok', name: 'a\u0000' })).toBe('name');
    expect(unstorableField({ imgUrls: ['ok', '\ud800'] })).toBe('imgUrls.1');
    expect(unstorableField({ a: { b: ['\udc00'] } })).toBe('a.b.0');
    expect(unstorableField({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(unstorableField('\u0000')).toBe('body');
    expect(unstorableField({ n: 1, f: true, z: null, list: [1, 'x'] })).toBeNull();
    expect(unstorableField(undefined)).toBeNull();
  });

  it('walks any depth and width without running out of stack', () => {
    // Built in a loop, as JSON.parse builds a deep body, far past where a recursive walk overflows.
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(unstorableField({ prompt: deep })).toBe(`prompt${'.0'.repeat(50_000)}`);
    const wide = Array.from({ length: 50_000 }, (_, index) => ({ [`k${index}`]: 'ok' }));
    wide.push({ last: '\ud800' });
    expect(unstorableField(wide)).toBe('50000.last');
    let clean: unknown = 'fine';
    for (let level = 0; level < 50_000; level += 1) clean = { a: clean };
    expect(unstorableField(clean)).toBeNull();
  });

  it('throws a 400 AppError with the field in the message', () => {
    expect(() => assertStorableInput({ id: 'rec' }, { referDomain: 'x\u0000' })).toThrow(
      expect.objectContaining({
        code: 400,
        message: 'referDomain: This text contains a character that cannot be saved',
      }),
    );
    expect(() => assertStorableInput({ a: 'b' }, undefined)).not.toThrow();
  });
});
