import { pickEncoding } from './static-assets';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['deflate, zstd', undefined],
    ['', undefined],
    [undefined, undefined],
    ['br;q=2', undefined],
    ['br;q=abc, gzip', 'gzip'],
    [['deflate', 'gzip'], 'gzip'],
  ] as const)('answers %j with %s', (header, expected) => {
    expect(pickEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});
