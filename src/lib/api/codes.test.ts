import { CODES, httpStatusFor } from './codes';

// API.md "Error catalogue": every body code and the HTTP status that mirrors it, written from the
// document, not from codes.ts.
const CATALOGUE: [number, number][] = [
  [200, 200],
  [400, 400],
  [401, 401],
  [403, 403],
  [404, 404],
  [405, 405],
  [413, 413],
  // API.md "API keys and webhooks": the same Idempotency-Key with another body.
  [422, 422],
  [429, 429],
  [430, 402],
  [439, 429],
  [450, 422],
  [460, 409],
  [500, 500],
  [503, 503],
  [100001, 403],
  [100002, 403],
];

describe('HTTP status mirrors the body code (API.md)', () => {
  it.each(CATALOGUE)('%i → HTTP %i', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it('has exactly the codes of the catalogue, no more and no fewer', () => {
    expect([...Object.values(CODES)].sort((a, b) => a - b)).toEqual(
      CATALOGUE.map(([code]) => code).sort((a, b) => a - b),
    );
  });

  it('never answers an invalid HTTP status', () => {
    expect(httpStatusFor(7)).toBe(500);
    expect(httpStatusFor(999999)).toBe(500);
  });
});
