/** The Range header of GET /media/<key> (src/pages/api/media/[...key].ts), byte by byte. */
import { parseRange } from '@/pages/api/media/[...key]';

describe('parseRange', () => {
  it('serves the whole file without a Range header', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
  });

  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    [' bytes=0-0 ', { start: 0, end: 0 }],
  ])('reads %s of 1000 bytes', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each([
    'bytes=1000-',
    'bytes=500-100',
    'bytes=-0',
    'bytes=-',
    'bytes=0-1,5-9',
    'items=0-9',
    'bytes=a-b',
    'bytes=../../etc/passwd',
    'bytes=0x10-20',
  ])('refuses %s', (header) => {
    expect(parseRange(header, 1000)).toBe('bad');
  });

  it('refuses any range of an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toBe('bad');
  });
});
