import { isRestrictedCountry } from './restricted-countries';

describe('restricted countries (SPEC §5)', () => {
  it.each([
    ['CN', true],
    ['RU', true],
    ['US', false],
    ['DE', false],
    ['cn', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j is restricted: %s', (country, restricted) => {
    expect(isRestrictedCountry(country)).toBe(restricted);
  });
});
