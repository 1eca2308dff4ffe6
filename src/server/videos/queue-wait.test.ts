import type { videos } from '@/server/db/schema';
import { waitsFor } from './queue-wait';

type Video = typeof videos.$inferSelect;

const job = (id: string, minute: number, seconds: number) =>
  ({ id, queueKey: new Date(Date.UTC(2026, 10, 27, 12, minute)), seconds }) as unknown as Video & { seconds: number };
const estimate = (video: Video) => (video as Video & { seconds: number }).seconds;
const none = () => 0;

describe('the wait of a queued job', () => {
  const a = job('a', 0, 10);
  const b = job('b', 1, 20);
  const mine = job('m', 2, 5);

  it('is the time of the jobs ahead in queue order, shared among the slots at work', () => {
    expect(waitsFor([mine], [a, b], [], estimate, none).get('m')).toBe(30);
    expect(waitsFor([mine], [a, b], [{ remaining: 4 }, { remaining: 6 }], estimate, none).get('m')).toBe(20);
  });

  it('counts none of the jobs behind it, nor itself', () => {
    const later = job('z', 3, 100);
    expect(waitsFor([mine, later], [a, b, mine], [], estimate, none)).toEqual(
      new Map([
        ['m', 30],
        ['z', 35],
      ]),
    );
    expect(waitsFor([a], [], [], estimate, none).get('a')).toBe(0);
  });

  it('stands the mean in for the jobs ahead beyond those read', () => {
    expect(waitsFor([mine], [a, b], [], estimate, () => 4).get('m')).toBe(30 + 4 * 15);
  });
});
