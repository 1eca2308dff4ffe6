import { readCookie } from './cookies';

describe('readCookie', () => {
  it.each([
    ['token=abc', 'abc'],
    ['a=1; token=abc; b=2', 'abc'],
    ['a=1;token=abc', 'abc'],
    ['token=a%20b', 'a b'],
    ['mytoken=x; token=y', 'y'],
    ['token=', null],
    ['other=1', null],
    ['', null],
  ])('reads %j as %j', (header, expected) => {
    expect(readCookie(header, 'token')).toBe(expected);
  });

  it.each(['token=%', 'token=%E0%A4%A', 'token=%ZZ', 'token=%C0%AF'])('treats the mangled %j as no token', (header) => {
    expect(readCookie(header, 'token')).toBeNull();
    expect(readCookie(`a=1; ${header}; b=2`, 'token')).toBeNull();
  });

  it('is given no header', () => {
    expect(readCookie(undefined, 'token')).toBeNull();
    expect(readCookie(null, 'token')).toBeNull();
  });
});
