import { monthIndex, monthStart } from './subscriptions';

const at = (iso: string) => new Date(iso);

describe('months of a billing period', () => {
  it('steps by calendar month and keeps the day, clamped to short months', () => {
    expect(monthStart(at('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(monthStart(at('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthStart(at('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(monthStart(at('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('counts which month of a yearly period a moment falls in, never past the end', () => {
    const start = at('2026-03-10T00:00:00Z');
    const end = at('2027-03-10T00:00:00Z');
    expect(monthIndex(start, end, at('2026-03-10T00:00:00Z'))).toBe(0);
    expect(monthIndex(start, end, at('2026-04-09T23:59:59Z'))).toBe(0);
    expect(monthIndex(start, end, at('2026-04-10T00:00:00Z'))).toBe(1);
    expect(monthIndex(start, end, at('2027-02-10T00:00:00Z'))).toBe(11);
    expect(monthIndex(start, end, at('2027-06-01T00:00:00Z'))).toBe(11);
    // A monthly period has one month.
    expect(monthIndex(start, at('2026-04-10T00:00:00Z'), at('2026-04-20T00:00:00Z'))).toBe(0);
  });
});
