import { createHmac } from 'node:crypto';
import { signatureHeader, verifySignature } from './signature';

const secret = 'whsec_test-secret';
const body = '{"id":"evt_1","type":"video.succeeded","createdAt":1,"data":{}}';

describe('the webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">, as a receiver computes it independently', () => {
    const header = signatureHeader(secret, body, 1_700_000_000);
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies its own header and refuses another body, secret, time or a stale one', () => {
    const t = 1_700_000_000;
    const header = signatureHeader(secret, body, t);
    expect(verifySignature(secret, body, header, t + 10)).toBe(true);
    expect(verifySignature(secret, `${body} `, header, t)).toBe(false);
    expect(verifySignature('whsec_other', body, header, t)).toBe(false);
    expect(verifySignature(secret, body, header.replace(`t=${t}`, `t=${t + 1}`), t)).toBe(false);
    expect(verifySignature(secret, body, header, t + 301)).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', t)).toBe(false);
    expect(verifySignature(secret, body, '', t)).toBe(false);
  });
});
