import { EnvError, parsePublicEnv, parseServerEnv } from './env';

describe('env module', () => {
  it('starts on defaults with nothing configured', () => {
    const env = parseServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.NEXT_PUBLIC_MSAL_CLIENT_ID).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(parseServerEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(parseServerEnv({ PUBLIC_URL: 'https://vidloom.app/' }).PUBLIC_URL).toBe('https://vidloom.app');
  });

  it('treats empty strings as unset', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_CHAT_SCRIPT_URL: '', NEXT_PUBLIC_GOOGLE_CLIENT_ID: ' ' })).toEqual({
      NEXT_PUBLIC_API_BASE: undefined,
      NEXT_PUBLIC_CHAT_SCRIPT_URL: undefined,
      NEXT_PUBLIC_GOOGLE_CLIENT_ID: undefined,
      NEXT_PUBLIC_MSAL_CLIENT_ID: undefined,
      NEXT_PUBLIC_MSAL_AUTHORITY: 'https://login.microsoftonline.com/common',
    });
  });

  it('defaults the Google models to what Google serves (read 2026-11-23): Omni on the Gemini API, Veo on Vertex, no Veo on the Gemini API', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      GEMINI_OMNI_MODEL: 'gemini-omni-1.1-flash',
      VEO_QUALITY_MODEL: '',
      VEO_FAST_MODEL: '',
      VERTEX_LOCATION: 'us-central1',
      VERTEX_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      VERTEX_VEO_QUALITY_MODEL: 'veo-3.1-generate-001',
      VERTEX_VEO_FAST_MODEL: 'veo-3.1-fast-generate-001',
      GOOGLE_MODEL_CHECK_MS: 3_600_000,
    });
    // The old variables keep working: an id set there is used as is; an empty Omni id turns Omni off.
    expect(parseServerEnv({ VEO_QUALITY_MODEL: 'veo-x', GEMINI_OMNI_MODEL: '' })).toMatchObject({
      VEO_QUALITY_MODEL: 'veo-x',
      GEMINI_OMNI_MODEL: '',
    });
  });

  it.each([
    [{ VERTEX_LOCATION: 'us central' }, 'VERTEX_LOCATION'],
    [{ VERTEX_API_BASE: 'vertex' }, 'VERTEX_API_BASE'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ NEXT_PUBLIC_CHAT_SCRIPT_URL: 'chat.js' }, 'NEXT_PUBLIC_CHAT_SCRIPT_URL'],
  ])('refuses %j with a message naming %s', (source, name) => {
    expect(() => parseServerEnv(source)).toThrow(EnvError);
    expect(() => parseServerEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('documents every variable in .env.example', async () => {
    const fs = await import('node:fs');
    const example = fs.readFileSync('.env.example', 'utf8');
    const source = fs.readFileSync('src/env.ts', 'utf8');
    const names = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+): z\./gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(example).toMatch(new RegExp(`^#?\\s*${name}=`, 'm'));
  });
});
