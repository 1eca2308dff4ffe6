import { DAY, DAY_SECONDS, HOUR, HOUR_SECONDS, MINUTE, SECOND } from './time';

describe('lengths of time', () => {
  it.each([
    ['a second', SECOND, 1000],
    ['a minute', MINUTE, 60_000],
    ['an hour', HOUR, 3_600_000],
    ['a day', DAY, 86_400_000],
    ['an hour in seconds', HOUR_SECONDS, 3600],
    ['a day in seconds', DAY_SECONDS, 86_400],
  ])('%s is %s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
