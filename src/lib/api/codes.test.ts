import { CODES, httpStatusFor } from './codes';

describe('HTTP status mirrors the body code (API.md)', () => {
  it.each([
    [200, 200],
    [400, 400],
    [401, 401],
    [403, 403],
    [404, 404],
    [405, 405],
    [413, 413],
    [429, 429],
    [430, 402],
    [439, 429],
    [450, 422],
    [460, 409],
    [500, 500],
    [503, 503],
    [100001, 403],
    [100002, 403],
  ])('%i → HTTP %i', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it('covers every code of the catalogue', () => {
    for (const code of Object.values(CODES)) expect(httpStatusFor(code)).toBeGreaterThanOrEqual(200);
  });

  it('never answers an invalid HTTP status', () => {
    expect(httpStatusFor(7)).toBe(500);
    expect(httpStatusFor(999999)).toBe(500);
  });
});
