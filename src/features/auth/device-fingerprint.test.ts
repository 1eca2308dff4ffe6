/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { deviceFingerprint, fingerprintOf } from './device-fingerprint';

describe('fingerprintOf', () => {
  it('is stable for the same parts and within the API length (8 to 256 characters)', () => {
    const a = fingerprintOf(['data:image/png;base64,AAAA', 'UA', 'en']);
    expect(a).toBe(fingerprintOf(['data:image/png;base64,AAAA', 'UA', 'en']));
    expect(a).toMatch(/^[0-9a-f]{28}$/);
  });

  it('changes with any part, and with where the parts split', () => {
    const base = fingerprintOf(['picture', 'UA', 'en']);
    expect(fingerprintOf(['picturf', 'UA', 'en'])).not.toBe(base);
    expect(fingerprintOf(['picture', 'UA', 'de'])).not.toBe(base);
    expect(fingerprintOf(['pictureU', 'A', 'en'])).not.toBe(base);
  });

  it('spreads: 10,000 near-identical inputs give 10,000 different fingerprints', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i += 1) seen.add(fingerprintOf([`data:image/png;base64,${i}`, 'UA']));
    expect(seen.size).toBe(10_000);
  });
});

describe('deviceFingerprint', () => {
  it('answers in a browser-like page, even where the canvas cannot draw', () => {
    const value = deviceFingerprint();
    expect(value).toMatch(/^[0-9a-f]{28}$/);
    expect(deviceFingerprint()).toBe(value);
  });
});
