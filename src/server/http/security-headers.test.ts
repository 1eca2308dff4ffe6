import { createHash } from 'node:crypto';
import { SCRIPT_LOADER } from '@/lib/script-loader';
import { THEME_INIT_SCRIPT } from '@/lib/theme';
import { contentSecurityPolicy } from './security-headers';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
// The blocking theme script of _document runs before the first paint, allowed by its own hash.
const themeHash = hashOf(THEME_INIT_SCRIPT);
// So does the loader that starts the page's chunks after the first paint.
const loaderHash = hashOf(SCRIPT_LOADER);

function directive(csp: string, name: string): string[] {
  return (new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '').split(' ');
}

describe('contentSecurityPolicy', () => {
  it('leaves scripts to this origin and the given hashes', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] });
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc='", themeHash, loaderHash]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
  });

  it('allows inline scripts and eval on the development server, whose hot reload evaluates code', () => {
    expect(directive(contentSecurityPolicy({}), 'script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(directive(contentSecurityPolicy({ scriptHashes: [] }), 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('adds only the origins of what is configured', () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      googleSignIn: true,
      msalAuthority: 'https://login.example-tenant.test/tenant-id',
      chatScriptUrl: 'https://chat.example.test/widget.js?id=1',
      apiBase: 'https://api.example.test/base',
      mediaOrigins: ['https://media.example.test/bucket/', 'not a url'],
    });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      themeHash,
      loaderHash,
      'https://accounts.google.com/gsi/client',
      'https://chat.example.test',
    ]);
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.example.test',
        'https://login.example-tenant.test',
        'https://chat.example.test',
        'https://media.example.test',
      ]),
    );
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'blob:', 'https://media.example.test']);
    expect(csp).not.toContain('not a url');
  });
});
