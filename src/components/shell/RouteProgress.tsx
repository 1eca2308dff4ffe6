import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';

/**
 * The route-change progress bar of SPEC §1: a 3 px bar at the top that starts at a fifth and
 * creeps towards the end while the next page loads; 150 ms after the page has come it fills,
 * then fades and is gone (as nprogress did, about half a second in all). Shallow changes show
 * nothing. Our own few lines instead of nextjs-progressbar and nprogress (issue 18: 3 kB less on
 * every first load).
 */
const STOP_DELAY_MS = 150;
const STEP_MS = 200;

export function RouteProgress() {
  const router = useRouter();
  const [bar, setBar] = useState<{ progress: number; fading: boolean } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    // Intervals and timeouts share one id space, so clearTimeout ends either.
    const clear = () => {
      for (const id of timers.current) clearTimeout(id);
      timers.current = [];
    };
    const later = (ms: number, step: () => void) => timers.current.push(setTimeout(step, ms));
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clear();
      setBar({ progress: 0.2, fading: false });
      timers.current.push(
        setInterval(() => setBar((b) => b && { ...b, progress: b.progress + (0.95 - b.progress) * 0.1 }), STEP_MS),
      );
    };
    const done = () => {
      clear();
      later(STOP_DELAY_MS, () => setBar((b) => b && { progress: 1, fading: false }));
      later(STOP_DELAY_MS + STEP_MS, () => setBar((b) => b && { ...b, fading: true }));
      later(STOP_DELAY_MS + 2 * STEP_MS, () => setBar(null));
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      clear();
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
    };
  }, [router.events]);

  if (bar === null) return null;
  return (
    <div
      id="route-progress"
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[1031] h-[3px] origin-left rtl:origin-right bg-[#5b3df5] transition-[transform,opacity] duration-200 ease-out"
      style={{ transform: `scaleX(${bar.progress})`, opacity: bar.fading ? 0 : 1 }}
    />
  );
}
