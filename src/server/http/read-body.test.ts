import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { MAX_JSON_DEPTH, nestedDeeperThan, readBody } from './read-body';

function request(body: string, contentType = 'application/json'): IncomingMessage {
  return Object.assign(Readable.from([Buffer.from(body)]), {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) },
  }) as unknown as IncomingMessage;
}

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}0${close.repeat(depth)}`;

describe('readBody', () => {
  it('parses JSON as deep as the limit', async () => {
    expect(await readBody(request(nested(MAX_JSON_DEPTH)))).toBeInstanceOf(Array);
    expect(await readBody(request(`{"shots":[{"text":"a"}]}`))).toEqual({ shots: [{ text: 'a' }] });
  });

  it.each([
    ['arrays one level past the limit', nested(MAX_JSON_DEPTH + 1)],
    ['objects', nested(5_000, '{"a":', '}')],
    ['a field holding nesting deep enough to overflow a recursive walk', `{"email":${nested(50_000)}}`],
  ])('answers 400 in the envelope for %s', async (_, body) => {
    await expect(readBody(request(body))).rejects.toMatchObject({
      code: 400,
      msgKey: 'bodyTooDeep',
      msgVars: { max: MAX_JSON_DEPTH },
      message: `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
    });
  });

  it('still tells malformed JSON and a form apart from deep JSON', async () => {
    await expect(readBody(request(nested(100).slice(1)))).rejects.toMatchObject({ code: 400, msgKey: 'invalidJson' });
    expect(await readBody(request('a=1&b=%5B%5B', 'application/x-www-form-urlencoded'))).toEqual({ a: '1', b: '[[' });
  });
});

describe('nestedDeeperThan', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan([], 0)).toBe(true);
    expect(nestedDeeperThan({ a: [1, { b: null }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: [] }] }, 3)).toBe(true);
    expect(nestedDeeperThan(JSON.parse('{"__proto__":[[[]]]}'), 3)).toBe(true);
  });
});
