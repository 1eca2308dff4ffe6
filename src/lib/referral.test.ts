import { parseReferral, REFERRAL_HOST_PATTERN, referralOf, UTM_SOURCE_MAX } from './referral';

const here = { host: 'vidloom.example', search: '' };

describe('referralOf: where a page view came from', () => {
  it.each([
    ['https://news.example.org/story?id=1', 'news.example.org'],
    ['https://WWW.Search.Example/', 'www.search.example'],
    ['http://partner.example:8080/x', 'partner.example:8080'],
    ['https://bücher.example/', 'xn--bcher-kva.example'],
    ['http://[2001:db8::1]/', '[2001:db8::1]'],
    ['android-app://com.google.android.gm/', 'com.google.android.gm'],
  ])('takes the host of an external referrer %s', (referrer, host) => {
    expect(referralOf(referrer, here)).toEqual({ referDomain: host });
  });

  it.each([
    ['no referrer', ''],
    ['this site (an internal link or a reload)', 'https://vidloom.example/pricing'],
    ['this site in other case', 'https://VIDLOOM.example/'],
    ['not a URL', 'not a url'],
    ['a URL without a host', 'about:blank'],
  ])('is direct for %s', (_, referrer) => {
    expect(referralOf(referrer, here)).toEqual({ referDomain: 'direct' });
  });

  it('keeps utm_source, cleaned and bounded, beside the referrer or alone', () => {
    expect(referralOf('https://t.co/x', { host: here.host, search: '?utm_source=twitter&utm_medium=social' })).toEqual({
      referDomain: 't.co',
      utmSource: 'twitter',
    });
    expect(referralOf('', { host: here.host, search: '?utm_source=%20news%0Aletter%E2%80%8B%20' })).toEqual({
      referDomain: 'direct',
      utmSource: 'newsletter',
    });
    const long = referralOf('', { host: here.host, search: `?utm_source=${'a'.repeat(500)}` });
    expect(long.utmSource).toHaveLength(UTM_SOURCE_MAX);
    expect(referralOf('', { host: here.host, search: '?utm_source=%00%01%20' })).toEqual({ referDomain: 'direct' });
    expect(referralOf('', { host: here.host, search: '?utm_medium=cpc' })).toEqual({ referDomain: 'direct' });
  });

  it('only ever yields what the server accepts', () => {
    for (const referrer of ['https://a.example/', 'http://[::1]:3000/', 'https://x_y.example/', 'weird', ''])
      expect(REFERRAL_HOST_PATTERN.test(referralOf(referrer, here).referDomain), referrer).toBe(true);
  });
});

describe('REFERRAL_HOST_PATTERN', () => {
  it.each(['direct', 'example.com', 'a.b.example:443', '[2001:db8::1]:8080', 'localhost'])('accepts %s', (host) => {
    expect(REFERRAL_HOST_PATTERN.test(host)).toBe(true);
  });
  it.each([
    '',
    'Example.com',
    'example.com/path',
    'https://example.com',
    'ex ample.com',
    '<script>',
    '-leading.example',
    'example.com:123456',
  ])('refuses %j', (host) => {
    expect(REFERRAL_HOST_PATTERN.test(host)).toBe(false);
  });
});

describe('parseReferral: a stored referral read back', () => {
  it('returns what was stored when it keeps the bounds', () => {
    expect(parseReferral({ referDomain: 'news.example' })).toEqual({ referDomain: 'news.example' });
    expect(parseReferral({ referDomain: 'direct', utmSource: 'mail' })).toEqual({
      referDomain: 'direct',
      utmSource: 'mail',
    });
  });

  it.each([
    null,
    'news.example',
    {},
    { referDomain: 'News.example' },
    { referDomain: 'a'.repeat(254) },
    { referDomain: 'direct', utmSource: 5 },
    { referDomain: 'direct', utmSource: '' },
    { referDomain: 'direct', utmSource: ' padded ' },
    { referDomain: 'direct', utmSource: 'x'.repeat(UTM_SOURCE_MAX + 1) },
    { referDomain: 'direct', utmSource: 'tab\there' },
  ])('refuses %j', (value) => {
    expect(parseReferral(value)).toBeNull();
  });
});
