import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, placeholders } from '@/lib/i18n/check-translations';
import {
  completeFailure,
  DETAIL_MAX,
  englishFailure,
  FAILURE_MESSAGES,
  type FailReason,
  type FailureKey,
  failureVarNames,
  providerDetail,
  readFailReason,
} from './failures';

const LOCALES = readdirSync('public/locales');
const KEYS = Object.keys(FAILURE_MESSAGES) as FailureKey[];
const failureTexts = (locale: string) =>
  flatten(JSON.parse(readFileSync(join('public/locales', locale, 'app.json'), 'utf8')));

describe('failure reasons in the page', () => {
  it.each(LOCALES)('has a sentence for every key in %s, with the same {{vars}}, and a quote', (locale) => {
    const texts = failureTexts(locale);
    for (const key of KEYS) {
      const text = texts.get(`failure.${key}`);
      expect(text, `${locale}: ${key}`).toBeTruthy();
      expect(placeholders(text ?? ''), `${locale}: ${key}`).toEqual(failureVarNames(key).sort());
    }
    expect(placeholders(texts.get('failure.quote') ?? '')).toEqual(['detail']);
  });

  it('keeps no page sentence for a key the server no longer has', () => {
    const page = [...failureTexts('en').keys()].filter((key) => key.startsWith('failure.'));
    expect(page.sort()).toEqual([...KEYS.map((key) => `failure.${key}`), 'failure.quote'].sort());
  });

  it('is the last object of every app.json, so other changes to the file merge around it', () => {
    for (const locale of LOCALES) {
      const app = JSON.parse(readFileSync(join('public/locales', locale, 'app.json'), 'utf8')) as object;
      expect(Object.keys(app).at(-1), locale).toBe('failure');
    }
  });
});

describe('englishFailure', () => {
  it("fills the template and puts the provider's words after a colon", () => {
    expect(
      englishFailure({
        key: 'providerTimeout',
        vars: { provider: 'fal', seconds: 600 },
      }),
    ).toBe("fal took longer than the model's limit of 600 s; the request was cancelled");
    expect(englishFailure({ key: 'providerSafety', detail: 'Flagged as sensitive (E005)' })).toBe(
      "The video was blocked by the provider's safety filters: Flagged as sensitive (E005)",
    );
    expect(englishFailure({ key: 'renderStalled' })).toBe('Rendering failed: the job stopped responding');
  });
});

describe('completeFailure', () => {
  it('adds the provider and the attempts the worker knows, only where the key has them', () => {
    expect(completeFailure({ key: 'providerUnreachable' }, { provider: 'Replicate', attempts: 3 })).toEqual({
      key: 'providerUnreachable',
      vars: { provider: 'Replicate', attempts: 3 },
    });
    expect(completeFailure({ key: 'renderFailed' }, { provider: 'Base', attempts: 3 })).toEqual({
      key: 'renderFailed',
      vars: { attempts: 3 },
    });
    expect(completeFailure({ key: 'inputUnreadable' }, { provider: 'Base', attempts: 2 })).toEqual({
      key: 'inputUnreadable',
    });
    expect(
      completeFailure({ key: 'providerTimeout', vars: { seconds: 90 } }, { provider: 'ComfyUI', attempts: 1 }),
    ).toEqual({ key: 'providerTimeout', vars: { provider: 'ComfyUI', seconds: 90 } });
  });

  it('cleans the detail once more, and drops one with nothing left', () => {
    expect(completeFailure({ key: 'providerFailed', detail: '  out of   memory\n' }, { provider: 'fal' }).detail).toBe(
      'out of memory',
    );
    expect(completeFailure({ key: 'providerFailed', detail: 'https://x.test/a?key=1' }, { provider: 'fal' })).toEqual({
      key: 'providerFailed',
      vars: { provider: 'fal' },
    });
  });
});

describe('providerDetail', () => {
  it("keeps a provider's sentence as it is, on one line", () => {
    expect(providerDetail('Downstream service error:\n  the model could not render this video')).toBe(
      'Downstream service error: the model could not render this video',
    );
    expect(providerDetail('No user found for Key ID and Secret')).toBe('No user found for Key ID and Secret');
  });

  it('removes links, keys and tokens, and their values after key words', () => {
    const cleaned = providerDetail(
      'Fetch https://storage.example.com/v.mp4?X-Goog-Signature=abc123 failed; api_key=AIzaSyD-1234567890abcdefghijklmnopq; ' +
        'Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.e30.sig; token r8_AbCdEf0123456789AbCdEf0123456789abcd rejected',
    )!;
    expect(cleaned).not.toMatch(/https?:|storage\.example|Signature|AIza|eyJ|r8_|abc123/);
    expect(cleaned).toContain('Fetch … failed');
    expect(cleaned).toContain('api_key=…');
    expect(cleaned).toContain('Authorization: …');
    expect(providerDetail('Key 6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b:0123456789abcdef0123456789abcdef is unknown')).toBe(
      'Key … is unknown',
    );
  });

  it("keeps a model's file name, which is no secret", () => {
    expect(providerDetail("Value not in list: 'umt5_xxl_fp8_e4m3fn_scaled.safetensors'")).toBe(
      "Value not in list: 'umt5_xxl_fp8_e4m3fn_scaled.safetensors'",
    );
  });

  it('keeps the text of an error page, not its markup', () => {
    expect(providerDetail('<html><body><h1>502 Bad Gateway</h1>\n<p>nginx</p></body></html>')).toBe(
      '502 Bad Gateway nginx',
    );
    expect(providerDetail('duration must be <= 10 and >= 2')).toBe('duration must be <= 10 and >= 2');
  });

  it('removes file paths and stack frames', () => {
    expect(
      providerDetail('ENOENT: no such file /var/lib/vidloom/jobs/abc/in.png\n    at open (node:fs:1:1)\n    at x'),
    ).toBe('ENOENT: no such file …');
  });

  it('bounds the length, and gives nothing for text without words', () => {
    const long = providerDetail('word '.repeat(200))!;
    expect(long.length).toBe(DETAIL_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(providerDetail('   ')).toBeUndefined();
    expect(providerDetail('https://only.a.link/x')).toBeUndefined();
    expect(providerDetail(undefined)).toBeUndefined();
    expect(providerDetail({ message: 'x' })).toBeUndefined();
  });
});

describe('readFailReason', () => {
  it('reads a stored reason back', () => {
    const reason: FailReason = { key: 'providerUnreachable', vars: { provider: 'fal', attempts: 3 } };
    expect(readFailReason(reason)).toEqual(reason);
    expect(readFailReason({ key: 'providerSafety', detail: 'blocked' })).toEqual({
      key: 'providerSafety',
      detail: 'blocked',
    });
  });

  it('gives null for a row from before reasons, a key it does not know, or missing variables', () => {
    expect(readFailReason(null)).toBeNull();
    expect(readFailReason('Rendering failed: x')).toBeNull();
    expect(readFailReason({ key: 'somethingNewer' })).toBeNull();
    expect(readFailReason({ key: 'providerTimeout', vars: { provider: 'fal' } })).toBeNull();
    expect(readFailReason({ key: 'renderFailed', vars: { attempts: { n: 3 } } })).toBeNull();
  });

  it('drops variables a key does not have', () => {
    expect(readFailReason({ key: 'storageFailed', vars: { provider: 'x' }, detail: '' })).toEqual({
      key: 'storageFailed',
    });
  });
});
