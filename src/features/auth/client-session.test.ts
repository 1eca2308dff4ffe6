/** @vitest-environment jsdom */
import { clearToken, readToken, writeToken } from './client-session';

function setRawCookie(value: string) {
  // jsdom stores what it is given, as a browser keeps a cookie another page or a proxy mangled.
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie
  document.cookie = `token=${value}; Path=/`;
}

describe('the token cookie', () => {
  afterEach(() => clearToken());

  it('reads back what it wrote', () => {
    writeToken('tok_abc.def');
    expect(readToken()).toBe('tok_abc.def');
  });

  it.each(['%', '%E0%A4%A', '%ZZ'])('treats a mangled value %j as no token instead of throwing', (value) => {
    setRawCookie(value);
    expect(() => readToken()).not.toThrow();
    expect(readToken()).toBeNull();
  });

  it('has no token after clearing', () => {
    writeToken('x');
    clearToken();
    expect(readToken()).toBeNull();
  });
});
