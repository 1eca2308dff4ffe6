import { serverT } from './server-t';

const en = (key: string) => serverT('en', 'emails')(key, { minutes: 10 });

describe('serverT (texts the server writes itself)', () => {
  it('gives the text in the asked language, with its variables filled', () => {
    const t = serverT('de', 'emails');
    expect(t('code.register.subject')).not.toBe(en('code.register.subject'));
    expect(t('code.expiry', { count: 10 })).toContain('10');
    expect(t('code.expiry', { count: 10 })).not.toContain('{{');
  });

  it("picks the plural form by the count and writes numbers in the reader's digits", () => {
    expect(serverT('en', 'emails')('code.expiry', { count: 1 })).toContain('1 minute.');
    expect(serverT('en', 'emails')('code.expiry', { count: 10 })).toContain('10 minutes.');
    expect(serverT('fa', 'emails')('code.expiry', { count: 10 })).toContain('۱۰');
    expect(serverT('fa', 'emails')('code.expiry', { count: 10 })).not.toMatch(/[0-9]/);
  });

  it('falls back to English for a language we do not have, or none', () => {
    expect(serverT('xx', 'emails')('code.register.subject')).toBe(en('code.register.subject'));
    expect(serverT(undefined, 'emails')('signature')).toBe(en('signature'));
    expect(serverT('../../etc', 'emails')('signature')).toBe(en('signature'));
  });

  it('answers the key itself for a key no language has, and for a branch that is not a text', () => {
    expect(serverT('de', 'emails')('code.nothing.here')).toBe('code.nothing.here');
    expect(serverT('de', 'emails')('code.register')).toBe('code.register');
  });

  it('leaves a variable the caller did not give empty rather than printing its braces', () => {
    expect(serverT('en', 'emails')('code.expiry_other')).not.toContain('{{');
  });
});
