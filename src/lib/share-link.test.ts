import { shareLink } from './share-link';

describe('shareLink (SPEC §2)', () => {
  it.each([
    ['https://vidloom.app', 'abc123', 'en', 'https://vidloom.app/app/abc123'],
    ['https://vidloom.app', 'abc123', 'es', 'https://vidloom.app/es/app/abc123'],
    ['https://vidloom.app', 'abc123', 'zh-CN', 'https://vidloom.app/zh-CN/app/abc123'],
    ['https://vidloom.app', 'abc123', 'ar', 'https://vidloom.app/ar/app/abc123'],
    ['http://localhost:3000/', 'r1', 'fr', 'http://localhost:3000/fr/app/r1'],
    ['https://vidloom.app', 'abc123', 'xx', 'https://vidloom.app/app/abc123'],
  ])('%s + %s in %s → %s', (origin, id, locale, expected) => {
    expect(shareLink(origin, id, locale)).toBe(expected);
  });

  it('cannot be bent into another path by the id', () => {
    expect(shareLink('https://vidloom.app', '../user/settings', 'en')).toBe(
      'https://vidloom.app/app/..%2Fuser%2Fsettings',
    );
  });
});
